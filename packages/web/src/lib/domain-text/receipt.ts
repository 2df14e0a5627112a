import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  notFound: msg`Receipt not found`,
} satisfies DomainTexts;
