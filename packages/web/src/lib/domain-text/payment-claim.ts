import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  amountNotPositive: msg`Enter the amount you paid`,
  confirmed: msg`Payment confirmed and recorded`,
  decided: msg`This payment claim has already been confirmed or rejected`,
  notFound: msg`Payment claim not found`,
  overpayment: msg`That is more than you owe for this course`,
  payLinkNothingDue: msg`Nothing is due on this pay link now. Sign in to Campus to see your fees.`,
  payLinkUnknown: msg`This pay link is not known. Sign in to Campus to see your fees.`,
  rejected: msg`Payment claim rejected`,
  submitted: msg`Thank you. The office will confirm your payment once it reaches the institute’s account.`,
  utrInvalid: msg`The UTR is the 12-digit number your UPI app shows for the payment`,
  utrTaken: msg`This UTR has already been sent in`,
} satisfies DomainTexts;
