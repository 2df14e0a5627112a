import { GUARDIAN_CODE_VALID_MINUTES } from './constants.js';

/**
 * The emails Campus sends (receipts, notices, reminders, absences, attendance warnings): written by the server, not shown
 * by the web app. A student is greeted by their whole name as it is written, in whatever script: no first name is cut
 * out of it (many names have no space, or put the family name first). A guardian is greeted by their own name and
 * reads about their child by the child's whole name (`guardian`): a guardian of two children gets one email for each.
 */
export const emailTexts = {
  greeting: (name: string) => `Dear ${name},`,
  signOff: (institute: string) => `Regards,\n${institute}`,
  receipt: {
    subject: (receiptNumber: string, institute: string) => `Receipt ${receiptNumber} from ${institute}`,
    body: (amount: string, course: string, date: string, mode: string) =>
      `We have received ${amount} for ${course} on ${date} by ${mode}. Your receipt is attached.`,
    balance: (amount: string) => `Still due for this course: ${amount}.`,
    paidInFull: 'This course is now paid in full.',
  },
  notice: {
    subject: (title: string) => `Notice: ${title}`,
  },
  reminder: {
    subject: (institute: string) => `Fees due at ${institute}`,
    intro: 'The following fees are past their due date:',
    line: (course: string, amount: string, dueDate: string, lateFee?: string) =>
      `${course}: ${amount} (due ${dueDate}${lateFee ? `, late fee ${lateFee} included` : ''})`,
    instalment: (course: string, instalment: number) => `${course}, instalment ${instalment}`,
    total: (amount: string) => `Total due: ${amount}`,
    closing: 'Please pay at the accounts office, or ignore this email if you have paid in the last few days.',
  },
  /** Instalments due in the next few days (FEE_DUE_NOTICE_DAYS). */
  feeDue: {
    subject: (institute: string) => `Fees due soon at ${institute}`,
    intro: 'The following fees are due in the next few days:',
    closing: 'Please pay by the due date, at the accounts office or by UPI.',
  },
  /** The link that opens a UPI app to pay (a fee reminder's or notice's). */
  payLink: (link: string) => `Pay by UPI: ${link}`,
  absence: {
    subject: (day: string) => `Marked absent on ${day}`,
    intro: (day: string) => `You were marked absent from these classes on ${day}:`,
    /** A class missed: its course and section, and its time (HH:MM–HH:MM, India). */
    line: (course: string, section: string, start: string, end: string) => `${course} (${section}), ${start}–${end}`,
    closing:
      'If you were in class, or away for a reason the institute accepts, please tell your instructor or the office.',
  },
  attendanceWarning: {
    subject: (minPercent: number) => `Your attendance is below ${minPercent}%`,
    intro: (minPercent: number) =>
      `Your attendance is below the ${minPercent}% of classes the institute requires (to sit the examinations) in:`,
    /** A course below the minimum: its percentage (one decimal at most) and the classes attended of those held. */
    line: (course: string, percent: number, attended: number, held: number) =>
      `${course}: ${percent}% (${attended} of ${held} class${held === 1 ? '' : 'es'} attended)`,
    closing: 'Please attend every class from now on, and speak to your instructor or the office if you need help.',
  },
  /** An assessment's marks published, and a student's marks changed after that (with the reason). */
  result: {
    publishedSubject: (assessment: string, course: string) => `Your result: ${assessment}, ${course}`,
    published: (assessment: string, course: string, date: string) =>
      `The marks of ${assessment} (${course}, ${date}) are published. Yours:`,
    changedSubject: (assessment: string, course: string) => `Your marks were changed: ${assessment}, ${course}`,
    changed: (assessment: string, course: string, date: string) =>
      `Your marks in ${assessment} (${course}, ${date}) were changed after they were published.`,
    before: (mark: string) => `Before: ${mark}`,
    now: (mark: string) => `Now: ${mark}`,
    reason: (reason: string) => `Reason: ${reason}`,
    remark: (remark: string) => `Remark: ${remark}`,
    /** A mark as a student reads it: "33 of 40 (82.5%, grade A+)", or absent, or exempt. */
    mark: (marks: number, maxMarks: number, percent: number, grade: string) =>
      `${marks} of ${maxMarks} (${percent}%, grade ${grade})`,
    absent: 'Absent (counted as 0 marks)',
    exempt: 'Exempt (not counted in your result)',
    none: 'No marks',
    closing: 'See all your results, and download your report card, on the Results page of Campus.',
  } /** A guardian's one-time sign-in code (sent at once, never through the outbox, never stored). */,
  signInCode: {
    subject: (institute: string) => `Your sign-in code for ${institute}`,
    body: (code: string) =>
      `Your sign-in code is ${code}. It is valid for ${GUARDIAN_CODE_VALID_MINUTES} minutes and can be used once. ` +
      'If you did not ask for it, ignore this email; do not share the code with anyone.',
  },
  /** What a guardian reads instead, about `student` (their child's whole name); what is not here is the same. */
  guardian: {
    receiptBody: (student: string, amount: string, course: string, date: string, mode: string) =>
      `We have received ${amount} for ${student}'s ${course} on ${date} by ${mode}. The receipt is attached.`,
    noticeIntro: (student: string, institute: string) =>
      `A notice to the students of ${institute}, sent to you as ${student}'s guardian:`,
    reminderSubject: (student: string, institute: string) => `${student}'s fees due at ${institute}`,
    reminderIntro: (student: string) => `The following fees of ${student} are past their due date:`,
    feeDueSubject: (student: string, institute: string) => `${student}'s fees due soon at ${institute}`,
    feeDueIntro: (student: string) => `The following fees of ${student} are due in the next few days:`,
    absenceSubject: (student: string, day: string) => `${student} was marked absent on ${day}`,
    absenceIntro: (student: string, day: string) => `${student} was marked absent from these classes on ${day}:`,
    absenceClosing: (student: string) =>
      `If ${student} was in class, or away for a reason the institute accepts, please tell the office.`,
    attendanceWarningSubject: (student: string, minPercent: number) =>
      `${student}'s attendance is below ${minPercent}%`,
    attendanceWarningIntro: (student: string, minPercent: number) =>
      `${student}'s attendance is below the ${minPercent}% of classes the institute requires (to sit the examinations) in:`,
    attendanceWarningClosing: (student: string) =>
      `Please help ${student} attend every class from now on, and speak to the office if they need help.`,
    resultPublishedSubject: (student: string, assessment: string, course: string) =>
      `${student}'s result: ${assessment}, ${course}`,
    resultPublished: (student: string, assessment: string, course: string, date: string) =>
      `The marks of ${assessment} (${course}, ${date}) are published. ${student}'s:`,
    resultChangedSubject: (student: string, assessment: string, course: string) =>
      `${student}'s marks were changed: ${assessment}, ${course}`,
    resultChanged: (student: string, assessment: string, course: string, date: string) =>
      `${student}'s marks in ${assessment} (${course}, ${date}) were changed after they were published.`,
    resultExempt: 'Exempt (not counted in the result)',
    resultClosing: (student: string) =>
      `See all of ${student}'s results, and their report card, when you sign in to Campus as their guardian.`,
  },
};
