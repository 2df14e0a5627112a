import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  actionInvalid: msg`Unknown action`,
  entityTypeInvalid: msg`Unknown kind of record`,
  notRecorded: msg`not recorded`,
} satisfies DomainTexts;
