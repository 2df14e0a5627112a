import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  detail: msg`Your role does not include this part of Campus. Ask an admin if you need it.`,
  title: msg`You do not have access to this page`,
} satisfies DomainTexts;
