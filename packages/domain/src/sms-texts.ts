import { attendanceStanding } from './attendance.js';
import { GUARDIAN_CODE_VALID_MINUTES, type MessageKind } from './constants.js';
import { messageDay } from './email-texts.js';
import type { Language } from './languages.js';
import type { DueFee, LowAttendance, MissedClass, ReceiptIssued, ResultEmail } from './message-data.js';
import { formatRupees } from './money.js';

/** An amount as the domain formats rupees, with "Rs " for "₹", which is not in the GSM-7 alphabet. */
export const smsRupees = (paise: number) => formatRupees(paise).replace('₹', 'Rs ');

/**
 * The SMS (and WhatsApp) texts Campus sends, to a student ("You were ...") or to a guardian, who reads their child's
 * whole name ("Aarav Sharma was ..."). Each kind is one fixed wording with its values filled in, as an Indian SMS
 * template registered on DLT must be, and begins with the institute's name. Every fixed character is of the GSM-7
 * alphabet (Rs for ₹), so with ASCII names a typical text is one part of 160; a name in an Indian
 * script makes it UCS-2, in more parts, which `smsParts` counts. These are the English; `smsTextsFor` picks a
 * language's.
 */
export const smsTexts = {
  /** A day as the texts write it (YYYY-MM-DD in): "15 Jan 2026", as receipts write one. */
  day: messageDay.en,
  /** An amount of paise, in the Indian grouping. */
  rupees: smsRupees,
  /** A notice's title, ending as a sentence ends. */
  noticeTitle: (title: string) => (/[.!?]$/.test(title) ? title : `${title}.`),
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
  /** A notice's title, ended as a sentence (`noticeTitle`). */
  notice: (institute: string, title: string) => `${institute} notice: ${title} Read it on Campus.`,
  /** A guardian's one-time sign-in code (urgent: sent at once, never through the outbox, never stored). */
  signInCode: (institute: string, code: string) =>
    `${institute}: ${code} is your Campus sign-in code. It is valid for ${GUARDIAN_CODE_VALID_MINUTES} minutes. Do not share it with anyone.`,
};

/** What every language's texts must say: the English texts' shape, so TypeScript lists what a language lacks. */
export type SmsTexts = typeof smsTexts;

/**
 * The texts in Hindi, polite (आप) and gender-neutral (आपकी अनुपस्थिति दर्ज की गई): UCS-2 whatever the names, so in
 * more parts than the English (`smsParts` counts them; a typical one takes two or three) and with ₹ rather than Rs,
 * which UCS-2 has. Each is one fixed wording with its values filled in, as a DLT template must be; "Campus", UPI and
 * the digits stay in Latin letters.
 */
export const hindiSmsTexts: SmsTexts = {
  day: messageDay.hi,
  rupees: formatRupees,
  // A title in Devanagari ends with a danda, one in Latin letters (as many are written) with a full stop.
  noticeTitle: (title) => (/[.!?।]$/.test(title) ? title : `${title}${/[\u0900-\u097F]$/.test(title) ? '।' : '.'}`),
  absence: {
    student: (institute, day, courses) =>
      `${institute}: ${day} को ${courses} में आपकी अनुपस्थिति दर्ज की गई। यदि आप कक्षा में थे, तो कृपया कार्यालय को बताएँ।`,
    guardian: (institute, student, day, courses) =>
      `${institute}: ${day} को ${courses} में ${student} की अनुपस्थिति दर्ज की गई। गलत हो तो कृपया कार्यालय को बताएँ।`,
  },
  attendanceWarning: {
    student: (institute, minPercent, courses) =>
      `${institute}: ${courses} में आपकी उपस्थिति आवश्यक ${minPercent}% से कम है। कृपया हर कक्षा में उपस्थित रहें।`,
    guardian: (institute, student, minPercent, courses) =>
      `${institute}: ${courses} में ${student} की उपस्थिति आवश्यक ${minPercent}% से कम है। कृपया कार्यालय से बात करें।`,
    course: (course, percent) => `${course} (${percent}%)`,
  },
  feeDue: {
    student: (institute, amount, courses, day, payLink) =>
      `${institute}: आपका ${courses} शुल्क ${amount}, ${day} को देय है। UPI से भुगतान करें: ${payLink}`,
    guardian: (institute, student, amount, courses, day, payLink) =>
      `${institute}: ${student} का ${courses} शुल्क ${amount}, ${day} को देय है। UPI से भुगतान करें: ${payLink}`,
  },
  feeOverdue: {
    student: (institute, amount, courses, day, payLink) =>
      `${institute}: आपका ${courses} शुल्क ${amount} बकाया है (देय तिथि ${day})। UPI से भुगतान करें: ${payLink}`,
    guardian: (institute, student, amount, courses, day, payLink) =>
      `${institute}: ${student} का ${courses} शुल्क ${amount} बकाया है (देय तिथि ${day})। UPI से भुगतान करें: ${payLink}`,
  },
  receipt: {
    student: (institute, amount, course, receiptNumber, balance) =>
      `${institute}: ${course} के लिए ${amount} का भुगतान प्राप्त हुआ, रसीद ${receiptNumber}। ${balance}`,
    guardian: (institute, student, amount, course, receiptNumber, balance) =>
      `${institute}: ${student} के ${course} के लिए ${amount} का भुगतान प्राप्त हुआ, रसीद ${receiptNumber}। ${balance}`,
    balance: (amount) => `शेष देय: ${amount}।`,
    paidInFull: 'पूरा भुगतान हो गया। धन्यवाद।',
  },
  result: {
    student: (institute, assessment, course, mark) =>
      `${institute}: ${assessment} (${course}) में आपका परिणाम: ${mark}। सभी परिणाम Campus पर देखें।`,
    guardian: (institute, student, assessment, course, mark) =>
      `${institute}: ${assessment} (${course}) में ${student} का परिणाम: ${mark}। सभी परिणाम Campus पर देखें।`,
    changedStudent: (institute, assessment, course, mark) =>
      `${institute}: ${assessment} (${course}) में आपके अंक बदले गए, अब ${mark}। कारण Campus पर देखें।`,
    changedGuardian: (institute, student, assessment, course, mark) =>
      `${institute}: ${assessment} (${course}) में ${student} के अंक बदले गए, अब ${mark}। कारण Campus पर देखें।`,
    mark: (marks, maxMarks, percent, grade) => `${marks}/${maxMarks} (${percent}%, ग्रेड ${grade})`,
    absent: 'अनुपस्थित',
    exempt: 'छूट प्राप्त',
    none: 'कोई अंक नहीं',
  },
  notice: (institute, title) => `${institute} सूचना: ${title} Campus पर पढ़ें।`,
  signInCode: (institute, code) =>
    `${institute}: ${code} आपका Campus साइन-इन कोड है। यह ${GUARDIAN_CODE_VALID_MINUTES} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
};

const smsTextsByLanguage: Record<Language, SmsTexts> = { en: smsTexts, hi: hindiSmsTexts };

/** The texts in a language: the recipient's own choice, else the institute's (INSTITUTE_LANGUAGE). */
export const smsTextsFor = (language: Language): SmsTexts => smsTextsByLanguage[language];

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

/** The courses named once each, in order. */
const courseList = (courses: string[]) => [...new Set(courses)].join(', ');

/** Fees as a text states them: their total, courses and the earliest due date. */
function feesOf(says: SmsTexts, fees: DueFee[]) {
  return {
    amount: says.rupees(fees.reduce((total, fee) => total + fee.amountDue, 0)),
    courses: courseList(fees.map((fee) => fee.course)),
    day: says.day(fees.map((fee) => fee.dueDate).sort()[0]!),
  };
}

function markOf(
  { result: says }: SmsTexts,
  mark: Pick<ResultEmail, 'marks' | 'absent' | 'exempt' | 'percent' | 'grade'>,
  maxMarks: number,
) {
  if (mark.absent) return says.absent;
  if (mark.exempt) return says.exempt;
  return mark.marks === null ? says.none : says.mark(mark.marks, maxMarks, mark.percent!, mark.grade!);
}

const writers: { [Kind in MessageKind]: (texts: SmsTexts, data: SmsTextData<Kind>) => string } = {
  absence: (texts, { institute, student, to, classes }) => {
    const says = texts.absence;
    const day = texts.day(classes[0]!.date);
    const courses = courseList(classes.map((missed) => missed.course));
    return to === 'student' ? says.student(institute, day, courses) : says.guardian(institute, student, day, courses);
  },
  attendance_warning: (texts, { institute, student, to, courses }) => {
    const says = texts.attendanceWarning;
    const minPercent = courses[0]!.minPercent;
    const list = courses
      .map(({ course, minPercent, ...counts }) => says.course(course, attendanceStanding(counts, minPercent).percent!))
      .join(', ');
    return to === 'student'
      ? says.student(institute, minPercent, list)
      : says.guardian(institute, student, minPercent, list);
  },
  fee_due: (texts, { institute, student, to, fees, payLink }) => {
    const { amount, courses, day } = feesOf(texts, fees);
    const says = texts.feeDue;
    return to === 'student'
      ? says.student(institute, amount, courses, day, payLink)
      : says.guardian(institute, student, amount, courses, day, payLink);
  },
  fee_overdue: (texts, { institute, student, to, fees, payLink }) => {
    const { amount, courses, day } = feesOf(texts, fees);
    const says = texts.feeOverdue;
    return to === 'student'
      ? says.student(institute, amount, courses, day, payLink)
      : says.guardian(institute, student, amount, courses, day, payLink);
  },
  receipt: (texts, { institute, student, to, receipt }) => {
    const says = texts.receipt;
    const amount = texts.rupees(receipt.amount);
    const balance = receipt.balance > 0 ? says.balance(texts.rupees(receipt.balance)) : says.paidInFull;
    return to === 'student'
      ? says.student(institute, amount, receipt.course, receipt.receiptNumber, balance)
      : says.guardian(institute, student, amount, receipt.course, receipt.receiptNumber, balance);
  },
  result: (texts, { institute, student, to, result }) => {
    const says = texts.result;
    const mark = markOf(texts, result, result.maxMarks);
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
  notice: (texts, { institute, notice }) => texts.notice(institute, texts.noticeTitle(notice.title)),
};

/**
 * The SMS text of a message of `kind` to a student or a guardian, in `language` (English unless given): in English
 * one GSM-7 part for typical data and ASCII names, in Hindi UCS-2 in more parts (`smsParts` tells the encoding and the
 * parts of any text). It states nothing secret: no code, token or password.
 */
export function smsText<Kind extends MessageKind>(
  kind: Kind,
  data: SmsTextData<Kind>,
  language: Language = 'en',
): string {
  return writers[kind](smsTextsFor(language), data);
}
