import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  channelsHeading: msg`How you hear it`,
  intro: msg`Choose what Campus tells you about, and how.`,
  kindsHeading: msg`What you hear about`,
  language: msg`Language must be one of: en, hi`,
  loading: msg`Loading your message preferences…`,
  noChannel: msg`Keep at least one channel on: receipts are always sent.`,
  receiptAlwaysOn: msg`Always on: each payment is confirmed by its receipt.`,
  receiptMandatory: msg`Receipts cannot be switched off: each payment is confirmed by its receipt.`,
  save: msg`Save`,
  saveFailed: msg`Your message preferences could not be saved. Please try again.`,
  saved: msg`Your message preferences are saved.`,
  saving: msg`Saving…`,
  title: msg`Messages`,
} satisfies DomainTexts;
