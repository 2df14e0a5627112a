import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  amountNegative: msg`Amount cannot be negative`,
  amountPaidNotPositive: msg`Amount paid must be greater than zero`,
  chequeBouncedNotInstrument: msg`Only a payment by Cheque or Demand Draft can bounce`,
  concessionNotPositive: msg`Concession amount must be greater than zero`,
  dateFormat: msg`Use a date in the format YYYY-MM-DD`,
  dateOfBirthNotPast: msg`Date of birth must be in the past`,
  invalidId: msg`Invalid id`,
  paymentMode: msg`Payment mode must be Cash, Card, UPI, Bank Transfer, Cheque or Demand Draft`,
  phoneInvalid: msg`Enter a valid phone number`,
  rupeesFormat: msg`Enter an amount in rupees with at most 2 decimals`,
} satisfies DomainTexts;
