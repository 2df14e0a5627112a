import { msg } from '@lingui/core/macro';
import { inputMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('input', {
  amountNegative: [inputMessages.amountNegative, msg`Amount cannot be negative`],
  amountPaidNotPositive: [inputMessages.amountPaidNotPositive, msg`Amount paid must be greater than zero`],
  chequeBouncedNotInstrument: [
    inputMessages.chequeBouncedNotInstrument,
    msg`Only a payment by Cheque or Demand Draft can bounce`,
  ],
  concessionNotPositive: [inputMessages.concessionNotPositive, msg`Concession amount must be greater than zero`],
  dateFormat: [inputMessages.dateFormat, msg`Use a date in the format YYYY-MM-DD`],
  dateOfBirthNotPast: [inputMessages.dateOfBirthNotPast, msg`Date of birth must be in the past`],
  invalidId: [inputMessages.invalidId, msg`Invalid id`],
  paymentMode: [
    inputMessages.paymentMode,
    msg`Payment mode must be Cash, Card, UPI, Bank Transfer, Cheque or Demand Draft`,
  ],
  phoneInvalid: [inputMessages.phoneInvalid, msg`Enter a valid phone number`],
  rupeesFormat: [inputMessages.rupeesFormat, msg`Enter an amount in rupees with at most 2 decimals`],
});
