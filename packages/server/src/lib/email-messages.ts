import {
  attendanceStanding,
  EMAIL_KINDS,
  emailTextsFor,
  formatRupeesWithPaise,
  type DueFee,
  type EmailTexts,
  type Language,
  type LowAttendance,
  type MissedClass,
  type ResultEmail,
} from '@campus/domain';
import type { Institute, Receipt } from './receipt-pdf.js';

/** What one email says: a plain-text part and a simple HTML part with the same words. */
export interface EmailText {
  subject: string;
  text: string;
  html: string;
}

/**
 * Whom an email is for: a student (by their name), or a guardian (by their name) about `student`, their child (whole
 * name as written); and the language they chose, which it is written in (none: the institute's).
 */
export interface Reader {
  name: string;
  student?: string;
  language?: Language | null;
}

/** The texts of an email in the reader's language, else the institute's (INSTITUTE_LANGUAGE), else English. */
const textsIn = (language: Language | null | undefined, institute: Institute) =>
  emailTextsFor(language ?? institute.language ?? 'en');

/**
 * What an email's subject is made from: its kind and, by kind, the receipt's number, the notice's title, the classes
 * missed, the courses below the minimum or the result.
 */
export interface SubjectSource {
  kind: (typeof EMAIL_KINDS)[number];
  receiptNumber?: string | null;
  noticeTitle?: string | null;
  missedClasses?: MissedClass[] | null;
  lowAttendance?: LowAttendance[] | null;
  result?: ResultEmail | null;
}

/**
 * The subject of an email to a student, or to a guardian about `student`, in the language they chose (none: the
 * institute's): each email below is made with it, and staff see it on an email not sent yet (the waiting emails), so
 * both read the same words.
 */
export function emailSubject(
  email: SubjectSource,
  student: string | undefined,
  institute: Institute,
  language?: Language | null,
): string {
  const text = textsIn(language, institute);
  const forGuardian = text.guardian;
  switch (email.kind) {
    case 'receipt':
      return text.receipt.subject(email.receiptNumber ?? '', institute.name);
    case 'notice':
      return text.notice.subject(email.noticeTitle ?? '');
    case 'reminder':
      return student ? forGuardian.reminderSubject(student, institute.name) : text.reminder.subject(institute.name);
    case 'fee_due':
      return student ? forGuardian.feeDueSubject(student, institute.name) : text.feeDue.subject(institute.name);
    case 'absence': {
      const day = text.day(email.missedClasses![0]!.date);
      return student ? forGuardian.absenceSubject(student, day) : text.absence.subject(day);
    }
    case 'attendance_warning': {
      const { minPercent } = email.lowAttendance![0]!;
      return student
        ? forGuardian.attendanceWarningSubject(student, minPercent)
        : text.attendanceWarning.subject(minPercent);
    }
    case 'result_published': {
      const { assessment, course } = email.result!;
      return student
        ? forGuardian.resultPublishedSubject(student, assessment, course)
        : text.result.publishedSubject(assessment, course);
    }
    case 'result_changed': {
      const { assessment, course } = email.result!;
      return student
        ? forGuardian.resultChangedSubject(student, assessment, course)
        : text.result.changedSubject(assessment, course);
    }
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML shows it: markup characters escaped, line breaks kept. */
const htmlText = (value: string) =>
  value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!).replace(/\r?\n/g, '<br>\n');

/** A paragraph of the body: a string, or a list of lines shown as a bulleted list in HTML. */
type Paragraph = string | { lines: string[] };

/** The greeting, the paragraphs and the sign-off, as text and as HTML; every piece of text is escaped. */
function compose(subject: string, reader: Reader, institute: Institute, paragraphs: Paragraph[]): EmailText {
  const text = textsIn(reader.language, institute);
  const all: Paragraph[] = [text.greeting(reader.name), ...paragraphs, text.signOff(institute.name)];
  const asText = all.map((paragraph) =>
    typeof paragraph === 'string' ? paragraph : paragraph.lines.map((line) => `- ${line}`).join('\n'),
  );
  const asHtml = all.map((paragraph) =>
    typeof paragraph === 'string'
      ? `<p>${htmlText(paragraph)}</p>`
      : `<ul>\n${paragraph.lines.map((line) => `<li>${htmlText(line)}</li>`).join('\n')}\n</ul>`,
  );
  return {
    subject,
    text: `${asText.join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      `<html><head><meta charset="utf-8"><title>${htmlText(subject)}</title></head>`,
      '<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222">',
      ...asHtml,
      '</body></html>',
    ].join('\n'),
  };
}

/** What a reader's emails say, in their language (else the institute's). */
const textsOf = (reader: Reader, institute: Institute) => {
  const text = textsIn(reader.language, institute);
  return { text, forGuardian: text.guardian };
};

/** The subject of one of the reader's emails. */
const subjectFor = (email: SubjectSource, reader: Reader, institute: Institute) =>
  emailSubject(email, reader.student, institute, reader.language);

export function receiptEmail(receipt: Receipt, reader: Reader, institute: Institute): EmailText {
  const { text, forGuardian } = textsOf(reader, institute);
  const { receipt: says } = text;
  const what = [
    formatRupeesWithPaise(receipt.amount),
    receipt.course,
    text.day(receipt.paidOn),
    text.paymentMode(receipt.mode),
  ] as const;
  const subject = subjectFor({ kind: 'receipt', receiptNumber: receipt.receiptNumber }, reader, institute);
  return compose(subject, reader, institute, [
    reader.student ? forGuardian.receiptBody(reader.student, ...what) : says.body(...what),
    receipt.balance > 0 ? says.balance(formatRupeesWithPaise(receipt.balance)) : says.paidInFull,
  ]);
}

export function noticeEmail(
  notice: { title: string; description: string },
  reader: Reader,
  institute: Institute,
): EmailText {
  const { forGuardian } = textsOf(reader, institute);
  const intro = reader.student ? [forGuardian.noticeIntro(reader.student, institute.name)] : [];
  const subject = subjectFor({ kind: 'notice', noticeTitle: notice.title }, reader, institute);
  return compose(subject, reader, institute, [...intro, notice.title, notice.description]);
}

/** Fees listed, each with what is left of it (late fees included), and their total. */
function feeLines(text: EmailTexts, dueFees: DueFee[]): Paragraph[] {
  const { reminder: says } = text;
  const total = dueFees.reduce((sum, fee) => sum + fee.amountDue, 0);
  return [
    {
      lines: dueFees.map((fee) => {
        const what = fee.instalment ? says.instalment(fee.course, fee.instalment) : fee.course;
        const lateFee = fee.lateFee ? formatRupeesWithPaise(fee.lateFee) : undefined;
        return says.line(what, formatRupeesWithPaise(fee.amountDue), text.day(fee.dueDate), lateFee);
      }),
    },
    says.total(formatRupeesWithPaise(total)),
  ];
}

/**
 * Overdue fees (`reminder`) or instalments due in the next few days (`fee_due`), with the link that pays them by UPI
 * (none without UPI_VPA).
 */
export function feesEmail(
  kind: 'reminder' | 'fee_due',
  dueFees: DueFee[],
  reader: Reader,
  institute: Institute,
  payLink?: string,
): EmailText {
  const { student } = reader;
  const { text, forGuardian } = textsOf(reader, institute);
  const says =
    kind === 'reminder'
      ? { ...text.reminder, guardianIntro: forGuardian.reminderIntro }
      : { ...text.feeDue, guardianIntro: forGuardian.feeDueIntro };
  return compose(subjectFor({ kind }, reader, institute), reader, institute, [
    student ? says.guardianIntro(student) : says.intro,
    ...feeLines(text, dueFees),
    ...(payLink ? [text.payLink(payLink)] : []),
    says.closing,
  ]);
}

/** The classes a student was marked absent from on one day, in the order of the day. */
export function absenceEmail(classes: MissedClass[], reader: Reader, institute: Institute): EmailText {
  const { text, forGuardian } = textsOf(reader, institute);
  const { absence: says } = text;
  const { student } = reader;
  const day = text.day(classes[0]!.date);
  return compose(subjectFor({ kind: 'absence', missedClasses: classes }, reader, institute), reader, institute, [
    student ? forGuardian.absenceIntro(student, day) : says.intro(day),
    { lines: classes.map((missed) => says.line(missed.course, missed.section, missed.start, missed.end)) },
    student ? forGuardian.absenceClosing(student) : says.closing,
  ]);
}

/** The courses where a student's attendance is below the minimum, each with its percentage and classes. */
export function attendanceWarningEmail(courses: LowAttendance[], reader: Reader, institute: Institute): EmailText {
  const { text, forGuardian } = textsOf(reader, institute);
  const { attendanceWarning: says } = text;
  const { student } = reader;
  const minPercent = courses[0]!.minPercent;
  const subject = subjectFor({ kind: 'attendance_warning', lowAttendance: courses }, reader, institute);
  return compose(subject, reader, institute, [
    student ? forGuardian.attendanceWarningIntro(student, minPercent) : says.intro(minPercent),
    {
      lines: courses.map(({ course, minPercent, ...counts }) => {
        // Below the minimum: some class was held, so there is a percentage.
        const { percent, attended, held } = attendanceStanding(counts, minPercent);
        return says.line(course, percent!, attended, held);
      }),
    },
    student ? forGuardian.attendanceWarningClosing(student) : says.closing,
  ]);
}

/** A student's marks as a result email states them: "33 of 40 (82.5%, grade A+)", absent, exempt, or none. */
function markLine(
  { result: says, guardian: forGuardian }: EmailTexts,
  mark: Pick<ResultEmail, 'marks' | 'absent' | 'exempt' | 'percent' | 'grade'>,
  maxMarks: number,
  reader: Reader,
) {
  if (mark.absent) return says.absent;
  if (mark.exempt) return reader.student ? forGuardian.resultExempt : says.exempt;
  return mark.marks === null ? says.none : says.mark(mark.marks, maxMarks, mark.percent!, mark.grade!);
}

/** A student's marks in an assessment, when published, or when changed after (their marks before, and the reason). */
export function resultEmail(
  kind: 'result_published' | 'result_changed',
  result: ResultEmail,
  reader: Reader,
  institute: Institute,
): EmailText {
  const { text, forGuardian } = textsOf(reader, institute);
  const { result: says } = text;
  const { student } = reader;
  const what = [result.assessment, result.course, text.day(result.date)] as const;
  const now = markLine(text, result, result.maxMarks, reader);
  const paragraphs: Paragraph[] =
    kind === 'result_published'
      ? [student ? forGuardian.resultPublished(student, ...what) : says.published(...what), now]
      : [
          student ? forGuardian.resultChanged(student, ...what) : says.changed(...what),
          { lines: [says.before(markLine(text, result.before!, result.maxMarks, reader)), says.now(now)] },
          says.reason(result.reason ?? ''),
        ];
  if (result.remark) paragraphs.push(says.remark(result.remark));
  paragraphs.push(student ? forGuardian.resultClosing(student) : says.closing);
  return compose(subjectFor({ kind, result }, reader, institute), reader, institute, paragraphs);
}

/** A guardian's one-time sign-in code, in the language they chose (none: the institute's). */
export function signInCodeEmail(
  code: string,
  toName: string,
  institute: Institute,
  language?: Language | null,
): EmailText {
  const says = textsIn(language, institute).signInCode;
  return compose(says.subject(institute.name), { name: toName, language }, institute, [says.body(code)]);
}
