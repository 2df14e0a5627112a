import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  failed: msg`Failed to upload image`,
  invalidType: msg`Please select a valid image file (JPEG, PNG, GIF, or WebP)`,
  noFile: msg`Please select a file first`,
  oneFileOnly: msg`Please select only one image file`,
  tooLarge: msg`File size must be less than 5MB`,
  tooMany: msg`Too many pictures uploaded in a short time. Please wait a minute and try again.`,
} satisfies DomainTexts;
