import { msg } from '@lingui/core/macro';
import { ledgerMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('ledger', {
  fromAfterTo: [ledgerMessages.fromAfterTo, msg`The first day (from) must not be after the last (to)`],
  kindInvalid: [ledgerMessages.kindInvalid, msg`Kind must be payment, reversal or concession`],
});
