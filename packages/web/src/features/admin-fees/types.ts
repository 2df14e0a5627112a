import { isId, type AdminFeeRecord } from '@campus/domain';

/**
 * What the record-payment page may receive as navigation state: the spec's studentId, studentName and course (the
 * course id), and from a fee card its whole record, so the form shows the account before anything loads.
 */
export interface RecordPaymentState {
  studentId: string;
  studentName: string;
  course: string;
  record?: AdminFeeRecord;
}

/**
 * The navigation state, when it is one (a link from elsewhere sends none). History state outlives a reload and an
 * update of the app, so it is checked; the record, which only fills the form in until the accounts have loaded, is
 * kept when it is that student's account for that course.
 */
export function readRecordPaymentState(state: unknown): RecordPaymentState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { studentId, studentName, course, record } = state as Partial<Record<keyof RecordPaymentState, unknown>>;
  if (typeof studentId !== 'string' || !isId(studentId) || typeof course !== 'string' || !isId(course)) return null;
  if (typeof studentName !== 'string') return null;
  const account = record as Partial<AdminFeeRecord> | null | undefined;
  const own = account?.studentId === studentId && account.courseId === course;
  return { studentId, studentName, course, ...(own ? { record: account as AdminFeeRecord } : {}) };
}
