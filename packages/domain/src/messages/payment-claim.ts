// The messages of UPI payments a student reports (payment claims).

export const utrInvalid = 'The UTR is the 12-digit number your UPI app shows for the payment';
export const utrTaken = 'This UTR has already been sent in';
/** A UPI payment recorded by hand, or a claim confirmed, with a UTR a payment still standing carries. */
export const utrRecorded = (receiptNumber: string) =>
  `This UTR is already recorded, on receipt ${receiptNumber}: a UPI payment is recorded once`;
export const amountNotPositive = 'Enter the amount you paid';
export const overpayment = 'That is more than you owe for this course';
export const pendingOverpayment = (pending: string) =>
  `With the ${pending} you have already reported, that is more than you owe for this course`;
export const notFound = 'Payment claim not found';
export const decided = 'This payment claim has already been confirmed or rejected';
export const submitted = 'Thank you. The office will confirm your payment once it reaches the institute’s account.';
export const confirmed = 'Payment confirmed and recorded';
export const rejected = 'Payment claim rejected';
/** A pay link (PUBLIC_URL/pay/…) of no open fee account, or with UPI off. */
export const payLinkUnknown = 'This pay link is not known. Sign in to Campus to see your fees.';
/** A pay link of an account on which nothing is due now. */
export const payLinkNothingDue = 'Nothing is due on this pay link now. Sign in to Campus to see your fees.';
