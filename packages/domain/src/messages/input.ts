// What was typed into a field or chosen to upload, refused.

/** Refusals of what was typed into a field; `field` is the field's label or the request's parameter name. */
export const inputMessages = {
  amountPaidNotPositive: 'Amount paid must be greater than zero',
  hiddenCharacters: (field: string) => `${field} contains hidden control or text-direction characters; remove them`,
  dateFormat: 'Use a date in the format YYYY-MM-DD',
  dateDoesNotExist: (date: string) => `The date ${date} does not exist`,
  dateOfBirthTooEarly: (earliest: string) => `Date of birth must be on or after ${earliest}`,
  paymentDateTooEarly: (earliest: string) => `Payment date must be on or after ${earliest}`,
  paymentBeforeBirth: (dateOfBirth: string) =>
    `Payment date cannot be before the student's date of birth (${dateOfBirth})`,
  amountTooLarge: (largest: string) => `Amount is too large: at most ${largest}`,
  wholeNumber: (field: string) => `${field} must be a whole number`,
  atMost: (field: string, largest: number) => `${field} must be at most ${largest}`,
  givenOnce: (field: string) => `${field} must be given once`,
  wrongType: (field: string, expected: string) => `${field} must be ${expected}`,
  invalid: (field: string) => `${field} is not valid`,
  reasonTooShort: (min: number) => `Reason must be at least ${min} characters`,
  concessionNotPositive: 'Concession amount must be greater than zero',
  paymentMode: 'Payment mode must be Cash, Card, UPI, Bank Transfer, Cheque or Demand Draft',
  /** A cheque's or demand draft's number, bank and date. */
  instrument: {
    required: {
      instrumentNumber: 'Enter the cheque or demand draft number',
      instrumentBank: 'Enter the bank of the cheque or demand draft',
      instrumentDate: 'Enter the date on the cheque or demand draft',
    },
    notForMode: 'Instrument number, bank and date are only for a Cheque or Demand Draft',
  },
  chequeBouncedNotInstrument: 'Only a payment by Cheque or Demand Draft can bounce',
} as const;

export const uploadMessages = {
  invalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  tooLarge: 'File size must be less than 5MB',
  noFile: 'Please select a file first',
  failed: 'Failed to upload image',
  oneFileOnly: 'Please select only one image file',
  tooManyPixels: (megapixels: number) => `Image must be at most ${megapixels} megapixels (width × height)`,
  badShape: (side: number, ratio: number) =>
    `Image must be at most ${side.toLocaleString('en-IN')} pixels on each side, and at most ${ratio} times as long as it is wide`,
  tooMany: 'Too many pictures uploaded in a short time. Please wait a minute and try again.',
} as const;
