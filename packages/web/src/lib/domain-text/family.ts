import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  childrenLoadFailed: msg`Failed to load your children. Please try again.`,
  noChildren: msg`No student is linked to you yet. The institute’s office links guardians to their children.`,
} satisfies DomainTexts;
