import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  loadFailed: msg`Failed to check whether sign-in is locked`,
  unlock: msg`Unlock sign-in`,
  unlockFailed: msg`Failed to unlock sign-in`,
  unlocked: msg`Sign-in unlocked: they can sign in again now`,
} satisfies DomainTexts;
