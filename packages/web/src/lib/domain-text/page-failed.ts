import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  detail: msg`Something went wrong while showing it. Reload the page to try again, or start again from the area's home.`,
  title: msg`This page could not be shown`,
} satisfies DomainTexts;
