import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  bounced: msg`Cheque bounced`,
  total: msg`Total`,
} satisfies DomainTexts;
