import { GUARDIAN_CODE_VALID_MINUTES } from './constants.js';
import type { Language } from './languages.js';
import { receiptTextsIn } from './receipt-texts.js';

/** A day (YYYY-MM-DD) as a message in each language writes it: "15 Jan 2026" (as receipts do), "15 जनवरी 2026". */
export const messageDay: Record<Language, (date: string) => string> = {
  en: dayFormat('en-IN', 'short'),
  hi: dayFormat('hi-IN', 'long'),
};

function dayFormat(locale: string, month: 'short' | 'long') {
  const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month, year: 'numeric', timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The emails Campus sends (receipts, notices, reminders, absences, attendance warnings): written by the server, not shown
 * by the web app. A student is greeted by their whole name as it is written, in whatever script: no first name is cut
 * out of it (many names have no space, or put the family name first). A guardian is greeted by their own name and
 * reads about their child by the child's whole name (`guardian`): a guardian of two children gets one email for each.
 * These are the English; `emailTextsFor` picks a language's.
 */
export const emailTexts = {
  /** A day as the emails write it (YYYY-MM-DD in). */
  day: messageDay.en,
  /** A payment's mode (PAYMENT_MODES) as the receipt email names it. */
  paymentMode: (mode: string) => mode,
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

/** What every language's emails must say: the English texts' shape, so TypeScript lists what a language lacks. */
export type EmailTexts = typeof emailTexts;

/**
 * The emails in Hindi, polite (आप) and gender-neutral: what happened to a person is said of the thing (आपकी
 * अनुपस्थिति दर्ज की गई), not with a verb that would take their gender. Names, courses, amounts (₹, Indian grouping)
 * and digits are written as in English; days with the Hindi month names.
 */
export const hindiEmailTexts: EmailTexts = {
  day: messageDay.hi,
  // As the receipt names it (PAYMENT_MODES); any other is written as stored.
  paymentMode: (mode) => (receiptTextsIn('hi').modes as Record<string, string>)[mode] ?? mode,
  greeting: (name) => `प्रिय ${name},`,
  signOff: (institute) => `सादर,\n${institute}`,
  receipt: {
    subject: (receiptNumber, institute) => `${institute} की रसीद ${receiptNumber}`,
    body: (amount, course, date, mode) =>
      `${date} को ${course} के लिए ${mode} द्वारा ${amount} का भुगतान प्राप्त हुआ है। आपकी रसीद संलग्न है।`,
    balance: (amount) => `इस पाठ्यक्रम का शेष देय शुल्क: ${amount}।`,
    paidInFull: 'इस पाठ्यक्रम का पूरा शुल्क जमा हो गया है।',
  },
  notice: {
    subject: (title) => `सूचना: ${title}`,
  },
  reminder: {
    subject: (institute) => `${institute}: आपका शुल्क बकाया है`,
    intro: 'निम्नलिखित शुल्क की देय तिथि निकल चुकी है:',
    line: (course, amount, dueDate, lateFee) =>
      `${course}: ${amount} (देय तिथि ${dueDate}${lateFee ? `, विलंब शुल्क ${lateFee} सहित` : ''})`,
    instalment: (course, instalment) => `${course}, किस्त ${instalment}`,
    total: (amount) => `कुल देय: ${amount}`,
    closing: 'कृपया लेखा कार्यालय में भुगतान करें। यदि आपने पिछले कुछ दिनों में भुगतान कर दिया है, तो इस ईमेल पर ध्यान न दें।',
  },
  feeDue: {
    subject: (institute) => `${institute}: आपका शुल्क जल्द देय है`,
    intro: 'निम्नलिखित शुल्क अगले कुछ दिनों में देय है:',
    closing: 'कृपया देय तिथि तक लेखा कार्यालय में या UPI से भुगतान करें।',
  },
  payLink: (link) => `UPI से भुगतान करें: ${link}`,
  absence: {
    subject: (day) => `${day} को आपकी अनुपस्थिति दर्ज की गई`,
    intro: (day) => `${day} को इन कक्षाओं में आपकी अनुपस्थिति दर्ज की गई:`,
    line: (course, section, start, end) => `${course} (${section}), ${start}–${end}`,
    closing:
      'यदि आप कक्षा में उपस्थित थे, या संस्थान द्वारा मान्य किसी कारण से अनुपस्थित थे, तो कृपया अपने शिक्षक या ' + 'कार्यालय को बताएँ।',
  },
  attendanceWarning: {
    subject: (minPercent) => `आपकी उपस्थिति ${minPercent}% से कम है`,
    intro: (minPercent) => `इन पाठ्यक्रमों में आपकी उपस्थिति संस्थान द्वारा (परीक्षा में बैठने के लिए) आवश्यक ${minPercent}% से कम है:`,
    line: (course, percent, attended, held) =>
      `${course}: ${percent}% (${held} ${held === 1 ? 'कक्षा' : 'कक्षाओं'} में से ${attended} में उपस्थित)`,
    closing: 'कृपया अब से हर कक्षा में उपस्थित रहें, और सहायता चाहिए तो अपने शिक्षक या कार्यालय से बात करें।',
  },
  result: {
    publishedSubject: (assessment, course) => `आपका परिणाम: ${assessment}, ${course}`,
    published: (assessment, course, date) => `${assessment} (${course}, ${date}) के अंक प्रकाशित हो गए हैं। आपके अंक:`,
    changedSubject: (assessment, course) => `आपके अंक बदले गए: ${assessment}, ${course}`,
    changed: (assessment, course, date) => `${assessment} (${course}, ${date}) में आपके अंक प्रकाशित होने के बाद बदले गए हैं।`,
    before: (mark) => `पहले: ${mark}`,
    now: (mark) => `अब: ${mark}`,
    reason: (reason) => `कारण: ${reason}`,
    remark: (remark) => `टिप्पणी: ${remark}`,
    mark: (marks, maxMarks, percent, grade) => `${maxMarks} में से ${marks} (${percent}%, ग्रेड ${grade})`,
    absent: 'अनुपस्थित (0 अंक माने गए)',
    exempt: 'छूट प्राप्त (आपके परिणाम में नहीं गिना गया)',
    none: 'कोई अंक नहीं',
    closing: 'अपने सभी परिणाम देखने और अपना रिपोर्ट कार्ड डाउनलोड करने के लिए Campus का परिणाम पेज खोलें।',
  },
  signInCode: {
    subject: (institute) => `${institute} के लिए आपका साइन-इन कोड`,
    body: (code) =>
      `आपका साइन-इन कोड ${code} है। यह ${GUARDIAN_CODE_VALID_MINUTES} मिनट तक मान्य है और केवल एक बार उपयोग किया जा ` +
      'सकता है। यदि आपने यह कोड नहीं माँगा था, तो इस ईमेल पर ध्यान न दें; यह कोड किसी के साथ साझा न करें।',
  },
  guardian: {
    receiptBody: (student, amount, course, date, mode) =>
      `${date} को ${student} के ${course} के लिए ${mode} द्वारा ${amount} का भुगतान प्राप्त हुआ है। रसीद संलग्न है।`,
    noticeIntro: (student, institute) =>
      `${institute} के विद्यार्थियों के लिए एक सूचना, जो आपको ${student} के अभिभावक के रूप में भेजी गई है:`,
    reminderSubject: (student, institute) => `${institute}: ${student} का शुल्क बकाया है`,
    reminderIntro: (student) => `${student} के निम्नलिखित शुल्क की देय तिथि निकल चुकी है:`,
    feeDueSubject: (student, institute) => `${institute}: ${student} का शुल्क जल्द देय है`,
    feeDueIntro: (student) => `${student} का निम्नलिखित शुल्क अगले कुछ दिनों में देय है:`,
    absenceSubject: (student, day) => `${day} को ${student} की अनुपस्थिति दर्ज की गई`,
    absenceIntro: (student, day) => `${day} को इन कक्षाओं में ${student} की अनुपस्थिति दर्ज की गई:`,
    absenceClosing: (student) =>
      `यदि ${student} कक्षा में उपस्थित थे, या संस्थान द्वारा मान्य किसी कारण से अनुपस्थित थे, तो कृपया कार्यालय को बताएँ।`,
    attendanceWarningSubject: (student, minPercent) => `${student} की उपस्थिति ${minPercent}% से कम है`,
    attendanceWarningIntro: (student, minPercent) =>
      `इन पाठ्यक्रमों में ${student} की उपस्थिति संस्थान द्वारा (परीक्षा में बैठने के लिए) आवश्यक ${minPercent}% से कम है:`,
    attendanceWarningClosing: (student) =>
      `कृपया ${student} को अब से हर कक्षा में उपस्थित रहने में सहायता करें, और आवश्यकता हो तो कार्यालय से बात करें।`,
    resultPublishedSubject: (student, assessment, course) => `${student} का परिणाम: ${assessment}, ${course}`,
    resultPublished: (student, assessment, course, date) =>
      `${assessment} (${course}, ${date}) के अंक प्रकाशित हो गए हैं। ${student} के अंक:`,
    resultChangedSubject: (student, assessment, course) => `${student} के अंक बदले गए: ${assessment}, ${course}`,
    resultChanged: (student, assessment, course, date) =>
      `${assessment} (${course}, ${date}) में ${student} के अंक प्रकाशित होने के बाद बदले गए हैं।`,
    resultExempt: 'छूट प्राप्त (परिणाम में नहीं गिना गया)',
    resultClosing: (student) => `${student} के सभी परिणाम और रिपोर्ट कार्ड देखने के लिए Campus में अभिभावक के रूप में साइन इन करें।`,
  },
};

const emailTextsByLanguage: Record<Language, EmailTexts> = { en: emailTexts, hi: hindiEmailTexts };

/** The emails' texts in a language: the recipient's own choice, else the institute's (INSTITUTE_LANGUAGE). */
export const emailTextsFor = (language: Language): EmailTexts => emailTextsByLanguage[language];
