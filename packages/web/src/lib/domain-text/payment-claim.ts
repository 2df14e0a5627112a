import { msg } from '@lingui/core/macro';
import { paymentClaimMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('paymentClaim', {
  amountNotPositive: [paymentClaimMessages.amountNotPositive, msg`Enter the amount you paid`],
  confirmed: [paymentClaimMessages.confirmed, msg`Payment confirmed and recorded`],
  decided: [paymentClaimMessages.decided, msg`This payment claim has already been confirmed or rejected`],
  notFound: [paymentClaimMessages.notFound, msg`Payment claim not found`],
  overpayment: [paymentClaimMessages.overpayment, msg`That is more than you owe for this course`],
  payLinkNothingDue: [
    paymentClaimMessages.payLinkNothingDue,
    msg`Nothing is due on this pay link now. Sign in to Campus to see your fees.`,
  ],
  payLinkUnknown: [
    paymentClaimMessages.payLinkUnknown,
    msg`This pay link is not known. Sign in to Campus to see your fees.`,
  ],
  rejected: [paymentClaimMessages.rejected, msg`Payment claim rejected`],
  submitted: [
    paymentClaimMessages.submitted,
    msg`Thank you. The office will confirm your payment once it reaches the institute’s account.`,
  ],
  utrInvalid: [paymentClaimMessages.utrInvalid, msg`The UTR is the 12-digit number your UPI app shows for the payment`],
  utrTaken: [paymentClaimMessages.utrTaken, msg`This UTR has already been sent in`],
});
