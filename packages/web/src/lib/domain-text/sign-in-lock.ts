import { msg } from '@lingui/core/macro';
import { signInLockMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('signInLock', {
  loadFailed: [signInLockMessages.loadFailed, msg`Failed to check whether sign-in is locked`],
  unlock: [signInLockMessages.unlock, msg`Unlock sign-in`],
  unlockFailed: [signInLockMessages.unlockFailed, msg`Failed to unlock sign-in`],
  unlocked: [signInLockMessages.unlocked, msg`Sign-in unlocked: they can sign in again now`],
});
