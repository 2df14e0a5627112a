import { msg } from '@lingui/core/macro';
import { successMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('success', {
  concessionGranted: [successMessages.concessionGranted, msg`Concession granted`],
  entryReversed: [successMessages.entryReversed, msg`Entry reversed`],
  noticeSent: [successMessages.noticeSent, msg`Notice sent`],
  passwordChanged: [
    successMessages.passwordChanged,
    msg`Your password was changed. Other sign-ins with the old password have ended.`,
  ],
  paymentRecorded: [successMessages.paymentRecorded, msg`Payment recorded successfully!`],
  studentDeleted: [successMessages.studentDeleted, msg`Student deleted`],
});
