import { msg } from '@lingui/core/macro';
import { signInLockMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('signInLock', signInLockMessages, {
  loadFailed: msg`Failed to check whether sign-in is locked`,
  unlock: msg`Unlock sign-in`,
  unlockFailed: msg`Failed to unlock sign-in`,
  unlocked: msg`Sign-in unlocked: they can sign in again now`,
});
