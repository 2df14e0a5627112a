/** The emails Campus sends (receipts, notices, reminders): written by the server, not shown by the web app. */
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
};
