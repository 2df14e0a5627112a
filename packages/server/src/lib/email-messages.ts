import { attendanceStanding, emailTexts, formatRupeesWithPaise } from '@campus/domain';
import type { DueFee, LowAttendance, MissedClass } from '../db/schema.js';
import { formatReceiptDate, type Institute, type Receipt } from './receipt-pdf.js';

/** What one email says: a plain-text part and a simple HTML part with the same words. */
export interface EmailText {
  subject: string;
  text: string;
  html: string;
}

const text = emailTexts;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML shows it: markup characters escaped, line breaks kept. */
const htmlText = (value: string) =>
  value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!).replace(/\r?\n/g, '<br>\n');

/** A paragraph of the body: a string, or a list of lines shown as a bulleted list in HTML. */
type Paragraph = string | { lines: string[] };

/** The greeting, the paragraphs and the sign-off, as text and as HTML; every piece of text is escaped. */
function compose(subject: string, toName: string, institute: Institute, paragraphs: Paragraph[]): EmailText {
  const all: Paragraph[] = [text.greeting(toName), ...paragraphs, text.signOff(institute.name)];
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

export function receiptEmail(receipt: Receipt, toName: string, institute: Institute): EmailText {
  const { receipt: says } = text;
  return compose(says.subject(receipt.receiptNumber, institute.name), toName, institute, [
    says.body(formatRupeesWithPaise(receipt.amount), receipt.course, formatReceiptDate(receipt.paidOn), receipt.mode),
    receipt.balance > 0 ? says.balance(formatRupeesWithPaise(receipt.balance)) : says.paidInFull,
  ]);
}

export function noticeEmail(
  notice: { title: string; description: string },
  toName: string,
  institute: Institute,
): EmailText {
  return compose(text.notice.subject(notice.title), toName, institute, [notice.title, notice.description]);
}

export function reminderEmail(dueFees: DueFee[], toName: string, institute: Institute): EmailText {
  const { reminder: says } = text;
  const total = dueFees.reduce((sum, fee) => sum + fee.amountDue, 0);
  return compose(says.subject(institute.name), toName, institute, [
    says.intro,
    {
      lines: dueFees.map((fee) => {
        const what = fee.instalment ? says.instalment(fee.course, fee.instalment) : fee.course;
        const lateFee = fee.lateFee ? formatRupeesWithPaise(fee.lateFee) : undefined;
        return says.line(what, formatRupeesWithPaise(fee.amountDue), formatReceiptDate(fee.dueDate), lateFee);
      }),
    },
    says.total(formatRupeesWithPaise(total)),
    says.closing,
  ]);
}

/** The subject of a day's absence email: the day of its classes (one or more, all of one day). */
export const absenceSubject = (classes: MissedClass[]) => text.absence.subject(formatReceiptDate(classes[0]!.date));

/** The classes a student was marked absent from on one day, in the order of the day. */
export function absenceEmail(classes: MissedClass[], toName: string, institute: Institute): EmailText {
  const { absence: says } = text;
  return compose(absenceSubject(classes), toName, institute, [
    says.intro(formatReceiptDate(classes[0]!.date)),
    { lines: classes.map((missed) => says.line(missed.course, missed.section, missed.start, missed.end)) },
    says.closing,
  ]);
}

/** The subject of an attendance warning: the minimum its courses (one or more) were below. */
export const attendanceWarningSubject = (courses: LowAttendance[]) =>
  text.attendanceWarning.subject(courses[0]!.minPercent);

/** The courses where a student's attendance is below the minimum, each with its percentage and classes. */
export function attendanceWarningEmail(courses: LowAttendance[], toName: string, institute: Institute): EmailText {
  const { attendanceWarning: says } = text;
  return compose(attendanceWarningSubject(courses), toName, institute, [
    says.intro(courses[0]!.minPercent),
    {
      lines: courses.map(({ course, minPercent, ...counts }) => {
        // Below the minimum: some class was held, so there is a percentage.
        const { percent, attended, held } = attendanceStanding(counts, minPercent);
        return says.line(course, percent!, attended, held);
      }),
    },
    says.closing,
  ]);
}
