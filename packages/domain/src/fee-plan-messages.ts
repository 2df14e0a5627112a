import { formatRupees } from './money.js';

export const FEE_PLAN_INSTALMENTS_MAX = 24;
export const DUE_AFTER_DAYS_MAX = 3650;
export const LATE_FEE_DAYS_MAX = 365;
/** How far before the day a plan is set one of its instalments may fall due (a year already under way). */
export const DUE_DATE_DAYS_BEFORE_MAX = 366;

/** The messages of fee plans: where a plan is set or a concession granted. */
export const feePlanMessages = {
  instalmentsRequired: 'Add at least one instalment',
  instalmentsMax: `A plan has at most ${FEE_PLAN_INSTALMENTS_MAX} instalments`,
  instalmentAmount: 'Each instalment must be more than ₹0',
  instalmentDue: 'Give each instalment either a due date or a number of days after enrolment',
  dueDateWindow: (earliest: string, latest: string) =>
    `A due date must be from ${earliest} to ${latest}: within a year before today and ten years after`,
  dueAfterDays: `Days after enrolment must be a whole number from 0 to ${DUE_AFTER_DAYS_MAX}`,
  lateFeeKind: 'A late fee is fixed or percent',
  lateFeeFixed: 'A fixed late fee must be more than ₹0',
  lateFeePercent: 'A late fee percentage must be more than 0 and at most 100, with at most two decimals',
  graceDays: `Grace days must be a whole number from 0 to ${LATE_FEE_DAYS_MAX}`,
  everyDays: `Repeat every must be a whole number of days from 1 to ${LATE_FEE_DAYS_MAX}`,
  cap: 'The late fee cap must be more than ₹0',
  noPlan: 'Set a fee plan for this course first',
  lateFeeRunNotFound: 'Late-fee run not found',
  lateFeeRunFailed: 'The late-fee run stopped on an error. The late fees it added stay; run it again for the rest.',
  instalmentNumber: 'Instalment must be a whole number from 1',
  noInstalments: 'This fee account has no instalments: grant the concession to the whole fee',
  noSuchInstalment: (count: number) => `This fee account has ${count === 1 ? '1 instalment' : `${count} instalments`}`,
  concessionExceedsInstalment:
    'The concession cannot be more than the instalment’s amount less its earlier concessions',
  total: (planTotal: number, courseFee: number) =>
    `The instalments add up to ${formatRupees(planTotal)}, but the course's fee is ${formatRupees(courseFee)}`,
} as const;

/** The messages of UPI payments a student reports (payment claims). */
export const paymentClaimMessages = {
  utrInvalid: 'The UTR is the 12-digit number your UPI app shows for the payment',
  utrTaken: 'This UTR has already been sent in',
  /** A UPI payment recorded by hand, or a claim confirmed, with a UTR a payment still standing carries. */
  utrRecorded: (receiptNumber: string) =>
    `This UTR is already recorded, on receipt ${receiptNumber}: a UPI payment is recorded once`,
  amountNotPositive: 'Enter the amount you paid',
  overpayment: 'That is more than you owe for this course',
  pendingOverpayment: (pending: string) =>
    `With the ${pending} you have already reported, that is more than you owe for this course`,
  notFound: 'Payment claim not found',
  decided: 'This payment claim has already been confirmed or rejected',
  submitted: 'Thank you. The office will confirm your payment once it reaches the institute’s account.',
  confirmed: 'Payment confirmed and recorded',
  rejected: 'Payment claim rejected',
} as const;
