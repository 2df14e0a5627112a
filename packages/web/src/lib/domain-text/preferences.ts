import { msg } from '@lingui/core/macro';
import { preferenceMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('preferences', {
  channelsHeading: [preferenceMessages.channelsHeading, msg`How you hear it`],
  intro: [preferenceMessages.intro, msg`Choose what Campus tells you about, and how.`],
  kindsHeading: [preferenceMessages.kindsHeading, msg`What you hear about`],
  language: [preferenceMessages.language, msg`Language must be one of: en, hi`],
  loading: [preferenceMessages.loading, msg`Loading your message preferences…`],
  noChannel: [preferenceMessages.noChannel, msg`Keep at least one channel on: receipts are always sent.`],
  receiptAlwaysOn: [preferenceMessages.receiptAlwaysOn, msg`Always on: each payment is confirmed by its receipt.`],
  receiptMandatory: [
    preferenceMessages.receiptMandatory,
    msg`Receipts cannot be switched off: each payment is confirmed by its receipt.`,
  ],
  save: [preferenceMessages.save, msg`Save`],
  saveFailed: [preferenceMessages.saveFailed, msg`Your message preferences could not be saved. Please try again.`],
  saved: [preferenceMessages.saved, msg`Your message preferences are saved.`],
  saving: [preferenceMessages.saving, msg`Saving…`],
  title: [preferenceMessages.title, msg`Messages`],
});
