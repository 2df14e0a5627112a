/**
 * The emails Campus sends (receipts, notices, reminders, absences, attendance warnings): written by the server, not shown
 * by the web app. A student is greeted by their whole name as it is written, in whatever script: no first name is cut
 * out of it (many names have no space, or put the family name first).
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
};
