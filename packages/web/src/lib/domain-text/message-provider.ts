import { msg } from '@lingui/core/macro';
import { messageProviderMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('messageProvider', {
  callbackRefused: [messageProviderMessages.callbackRefused, msg`The callback is not signed by a configured provider.`],
  callbackUnreadable: [messageProviderMessages.callbackUnreadable, msg`The callback is not a delivery receipt.`],
  providerClosed: [
    messageProviderMessages.providerClosed,
    msg`The message provider is closed: the server is stopping.`,
  ],
  smscLinkLost: [messageProviderMessages.smscLinkLost, msg`The link to the SMS centre was lost before it answered.`],
});
