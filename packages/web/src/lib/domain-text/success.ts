import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  concessionGranted: msg`Concession granted`,
  entryReversed: msg`Entry reversed`,
  noticeSent: msg`Notice sent`,
  passwordChanged: msg`Your password was changed. Other sign-ins with the old password have ended.`,
  paymentRecorded: msg`Payment recorded successfully!`,
  studentDeleted: msg`Student deleted`,
} satisfies DomainTexts;
