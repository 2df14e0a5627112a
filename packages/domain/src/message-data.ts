import type { AttendanceCounts } from './attendance.js';

// What a message states, kept as it was when the message was queued (the outbox's JSON columns): the same for every
// channel.

/** One fee (an instalment) due or overdue. */
export interface DueFee {
  course: string;
  /** The instalment's number on a fee plan; none (absent or null) for an account without one. */
  instalment?: number | null;
  dueDate: string;
  /** Paise, its late fees included. */
  amountDue: number;
  /** Of amountDue, the late fees still owed (paise). */
  lateFee?: number;
  /** Its fee account's pay code: PUBLIC_URL/pay/<payCode> opens its UPI payment (absent in messages queued before). */
  payCode?: string;
}

/** A class a student was marked absent from (India's date and times). */
export interface MissedClass {
  course: string;
  section: string;
  date: string;
  start: string;
  end: string;
}

/** A course where a student's attendance is below the minimum: their marks in it counted by status, and the minimum. */
export interface LowAttendance extends AttendanceCounts {
  course: string;
  minPercent: number;
}

/** A student's marks in one assessment: when published, or when changed after (with the marks before and the reason). */
export interface ResultEmail {
  course: string;
  assessment: string;
  date: string;
  maxMarks: number;
  marks: number | null;
  absent: boolean;
  exempt: boolean;
  remark: string | null;
  percent: number | null;
  grade: string | null;
  before?: Pick<ResultEmail, 'marks' | 'absent' | 'exempt' | 'percent' | 'grade'>;
  reason?: string;
}

/** A payment's receipt: its number, the amount paid and what is still due on the course (paise). */
export interface ReceiptIssued {
  receiptNumber: string;
  amount: number;
  course: string;
  balance: number;
}
