import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  callbackRefused: msg`The callback is not signed by a configured provider.`,
  callbackUnreadable: msg`The callback is not a delivery receipt.`,
  providerClosed: msg`The message provider is closed: the server is stopping.`,
  smscLinkLost: msg`The link to the SMS centre was lost before it answered.`,
} satisfies DomainTexts;
