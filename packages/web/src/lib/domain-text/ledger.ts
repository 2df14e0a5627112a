import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  fromAfterTo: msg`The first day (from) must not be after the last (to)`,
  kindInvalid: msg`Kind must be payment, reversal or concession`,
} satisfies DomainTexts;
