import { attendanceStanding } from './attendance.js';
import { GUARDIAN_CODE_VALID_MINUTES, type MessageKind } from './constants.js';
import type { DueFee, LowAttendance, MissedClass, ReceiptIssued, ResultEmail } from './message-data.js';
import { formatRupees } from './money.js';

/**
 * The SMS (and WhatsApp) texts Campus sends, to a student ("You were ...") or to a guardian, who reads their child's
 * whole name ("Aarav Sharma was ..."). Each kind is one fixed wording with its values filled in, as an Indian SMS
 * template registered on DLT must be, and begins with the institute's name. Every fixed character is of the GSM-7
 * alphabet (Rs for ₹), so with ASCII names a typical text is one part of 160; a name in an Indian
 * script makes it UCS-2, in more parts, which `smsParts` counts.
 */
export const smsTexts = {
  absence: {
    student: (institute: string, day: string, courses: string) =>
      `${institute}: You were marked absent on ${day} from ${courses}. If you were in class, please tell the office.`,
    guardian: (institute: string, student: string, day: string, courses: string) =>
      `${institute}: ${student} was marked absent on ${day} from ${courses}. If this is wrong, please tell the office.`,
  },
  attendanceWarning: {
    student: (institute: string, minPercent: number, courses: string) =>
      `${institute}: Your attendance is below the required ${minPercent}% in ${courses}. Please attend every class.`,
    guardian: (institute: string, student: string, minPercent: number, courses: string) =>
      `${institute}: ${student}'s attendance is below the required ${minPercent}% in ${courses}. Please speak to the office.`,
    /** A course below the minimum and its percentage. */
    course: (course: string, percent: number) => `${course} (${percent}%)`,
  },
  feeDue: {
    student: (institute: string, amount: string, courses: string, day: string, payLink: string) =>
      `${institute}: Your fees of ${amount} for ${courses} are due on ${day}. Pay by UPI: ${payLink}`,
    guardian: (institute: string, student: string, amount: string, courses: string, day: string, payLink: string) =>
      `${institute}: ${student}'s fees of ${amount} for ${courses} are due on ${day}. Pay by UPI: ${payLink}`,
  },
  feeOverdue: {
    student: (institute: string, amount: string, courses: string, day: string, payLink: string) =>
      `${institute}: Your fees of ${amount} for ${courses} are overdue (due ${day}). Pay by UPI: ${payLink}`,
    guardian: (institute: string, student: string, amount: string, courses: string, day: string, payLink: string) =>
      `${institute}: ${student}'s fees of ${amount} for ${courses} are overdue (due ${day}). Pay by UPI: ${payLink}`,
  },
  receipt: {
    student: (institute: string, amount: string, course: string, receiptNumber: string, balance: string) =>
      `${institute}: We received ${amount} for ${course}, receipt ${receiptNumber}. ${balance}`,
    guardian: (
      institute: string,
      student: string,
      amount: string,
      course: string,
      receiptNumber: string,
      balance: string,
    ) => `${institute}: We received ${amount} for ${student}, ${course}, receipt ${receiptNumber}. ${balance}`,
    balance: (amount: string) => `Still due: ${amount}.`,
    paidInFull: 'Paid in full. Thank you.',
  },
  result: {
    student: (institute: string, assessment: string, course: string, mark: string) =>
      `${institute}: Your result in ${assessment} (${course}): ${mark}. See all results on Campus.`,
    guardian: (institute: string, student: string, assessment: string, course: string, mark: string) =>
      `${institute}: ${student}'s result in ${assessment} (${course}): ${mark}. See all results on Campus.`,
    changedStudent: (institute: string, assessment: string, course: string, mark: string) =>
      `${institute}: Your marks in ${assessment} (${course}) were changed, now ${mark}. The reason is on Campus.`,
    changedGuardian: (institute: string, student: string, assessment: string, course: string, mark: string) =>
      `${institute}: ${student}'s marks in ${assessment} (${course}) were changed, now ${mark}. The reason is on Campus.`,
    mark: (marks: number, maxMarks: number, percent: number, grade: string) =>
      `${marks}/${maxMarks} (${percent}%, grade ${grade})`,
    absent: 'absent',
    exempt: 'exempt',
    none: 'no marks',
  },
  /** A notice's title, ending as a sentence ends. */
  notice: (institute: string, title: string) => `${institute} notice: ${title} Read it on Campus.`,
  /** A guardian's one-time sign-in code (urgent: sent at once, never through the outbox, never stored). */
  signInCode: (institute: string, code: string) =>
    `${institute}: ${code} is your Campus sign-in code. It is valid for ${GUARDIAN_CODE_VALID_MINUTES} minutes. Do not share it with anyone.`,
};

/** Whom a text is for, and whose institute it comes from: a student, or a guardian of the student named. */
export interface SmsRecipient {
  institute: string;
  /** The student's whole name, as written. */
  student: string;
  to: 'student' | 'guardian';
}

/** What each kind of text states; `payLink` is the link that opens the payment by UPI (a short https link fits). */
export interface SmsData {
  absence: { classes: MissedClass[] };
  attendance_warning: { courses: LowAttendance[] };
  fee_due: { fees: DueFee[]; payLink: string };
  fee_overdue: { fees: DueFee[]; payLink: string };
  receipt: { receipt: ReceiptIssued };
  result: { result: ResultEmail };
  notice: { notice: { title: string } };
}

export type SmsTextData<Kind extends MessageKind> = SmsRecipient & SmsData[Kind];

const smsDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 2026-01-15 → "15 Jan 2026", as receipts write a date. */
const formatDay = (date: string) => smsDate.format(new Date(`${date}T00:00:00Z`));

/** An amount as the domain formats rupees, with "Rs " for "₹", which is not in the GSM-7 alphabet. */
export const smsRupees = (paise: number) => formatRupees(paise).replace('₹', 'Rs ');

/** The courses named once each, in order. */
const courseList = (courses: string[]) => [...new Set(courses)].join(', ');

/** Fees as a text states them: their total, courses and the earliest due date. */
function feesOf(fees: DueFee[]) {
  return {
    amount: smsRupees(fees.reduce((total, fee) => total + fee.amountDue, 0)),
    courses: courseList(fees.map((fee) => fee.course)),
    day: formatDay(fees.map((fee) => fee.dueDate).sort()[0]!),
  };
}

function markOf(mark: Pick<ResultEmail, 'marks' | 'absent' | 'exempt' | 'percent' | 'grade'>, maxMarks: number) {
  const says = smsTexts.result;
  if (mark.absent) return says.absent;
  if (mark.exempt) return says.exempt;
  return mark.marks === null ? says.none : says.mark(mark.marks, maxMarks, mark.percent!, mark.grade!);
}

const writers: { [Kind in MessageKind]: (data: SmsTextData<Kind>) => string } = {
  absence: ({ institute, student, to, classes }) => {
    const says = smsTexts.absence;
    const day = formatDay(classes[0]!.date);
    const courses = courseList(classes.map((missed) => missed.course));
    return to === 'student' ? says.student(institute, day, courses) : says.guardian(institute, student, day, courses);
  },
  attendance_warning: ({ institute, student, to, courses }) => {
    const says = smsTexts.attendanceWarning;
    const minPercent = courses[0]!.minPercent;
    const list = courses
      .map(({ course, minPercent, ...counts }) => says.course(course, attendanceStanding(counts, minPercent).percent!))
      .join(', ');
    return to === 'student'
      ? says.student(institute, minPercent, list)
      : says.guardian(institute, student, minPercent, list);
  },
  fee_due: ({ institute, student, to, fees, payLink }) => {
    const { amount, courses, day } = feesOf(fees);
    const says = smsTexts.feeDue;
    return to === 'student'
      ? says.student(institute, amount, courses, day, payLink)
      : says.guardian(institute, student, amount, courses, day, payLink);
  },
  fee_overdue: ({ institute, student, to, fees, payLink }) => {
    const { amount, courses, day } = feesOf(fees);
    const says = smsTexts.feeOverdue;
    return to === 'student'
      ? says.student(institute, amount, courses, day, payLink)
      : says.guardian(institute, student, amount, courses, day, payLink);
  },
  receipt: ({ institute, student, to, receipt }) => {
    const says = smsTexts.receipt;
    const amount = smsRupees(receipt.amount);
    const balance = receipt.balance > 0 ? says.balance(smsRupees(receipt.balance)) : says.paidInFull;
    return to === 'student'
      ? says.student(institute, amount, receipt.course, receipt.receiptNumber, balance)
      : says.guardian(institute, student, amount, receipt.course, receipt.receiptNumber, balance);
  },
  result: ({ institute, student, to, result }) => {
    const says = smsTexts.result;
    const mark = markOf(result, result.maxMarks);
    const { assessment, course } = result;
    if (result.before) {
      return to === 'student'
        ? says.changedStudent(institute, assessment, course, mark)
        : says.changedGuardian(institute, student, assessment, course, mark);
    }
    return to === 'student'
      ? says.student(institute, assessment, course, mark)
      : says.guardian(institute, student, assessment, course, mark);
  },
  notice: ({ institute, notice }) =>
    smsTexts.notice(institute, /[.!?]$/.test(notice.title) ? notice.title : `${notice.title}.`),
};

/**
 * The SMS text of a message of `kind` to a student or a guardian: one GSM-7 part for typical data and ASCII names
 * (`smsParts` tells the encoding and the parts of any text). It states nothing secret: no code, token or password.
 */
export function smsText<Kind extends MessageKind>(kind: Kind, data: SmsTextData<Kind>): string {
  return writers[kind](data);
}
