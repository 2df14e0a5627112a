// Refusals of what was typed into a field; `field` is the field's label or the request's parameter name.

export const required = (field: string) => `${field} is required`;
export const tooLong = (field: string, max: number) =>
  `${field} is too long (at most ${max.toLocaleString('en-IN')} characters)`;
export const amountPaidNotPositive = 'Amount paid must be greater than zero';
export const hiddenCharacters = (field: string) =>
  `${field} contains hidden control or text-direction characters; remove them`;
export const dateFormat = 'Use a date in the format YYYY-MM-DD';
export const dateDoesNotExist = (date: string) => `The date ${date} does not exist`;
export const phoneInvalid = 'Enter a valid phone number';
export const dateOfBirthNotPast = 'Date of birth must be in the past';
export const dateOfBirthTooEarly = (earliest: string) => `Date of birth must be on or after ${earliest}`;
export const paymentDateTooEarly = (earliest: string) => `Payment date must be on or after ${earliest}`;
export const paymentBeforeBirth = (dateOfBirth: string) =>
  `Payment date cannot be before the student's date of birth (${dateOfBirth})`;
/** An amount typed in rupees (`readRupees`): a minus sign, or not digits with at most 2 decimals. */
export const amountNegative = 'Amount cannot be negative';
export const rupeesFormat = 'Enter an amount in rupees with at most 2 decimals';
export const invalidId = 'Invalid id';
/** The record-payment form's fields left empty (every one is required, spec §5). */
export const paymentRequired = {
  studentId: 'Select a student',
  courseId: 'Select a course',
  totalFee: 'Enter the total fee',
  amountPaid: 'Enter the amount paid',
  paymentDate: 'Choose the payment date',
  paymentMode: 'Select a payment mode',
} as const;
export const amountTooLarge = (largest: string) => `Amount is too large: at most ${largest}`;
export const wholeNumber = (field: string) => `${field} must be a whole number`;
export const atMost = (field: string, largest: number) => `${field} must be at most ${largest}`;
export const givenOnce = (field: string) => `${field} must be given once`;
export const wrongType = (field: string, expected: string) => `${field} must be ${expected}`;
export const invalid = (field: string) => `${field} is not valid`;
export const reasonTooShort = (min: number) => `Reason must be at least ${min} characters`;
export const concessionNotPositive = 'Concession amount must be greater than zero';
export const paymentMode = 'Payment mode must be Cash, Card, UPI, Bank Transfer, Cheque or Demand Draft';
/** A cheque's or demand draft's number, bank and date. */
export const instrument = {
  required: {
    instrumentNumber: 'Enter the cheque or demand draft number',
    instrumentBank: 'Enter the bank of the cheque or demand draft',
    instrumentDate: 'Enter the date on the cheque or demand draft',
  },
  notForMode: 'Instrument number, bank and date are only for a Cheque or Demand Draft',
} as const;
export const chequeBouncedNotInstrument = 'Only a payment by Cheque or Demand Draft can bounce';
