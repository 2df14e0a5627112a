// Why an SMS or WhatsApp provider did not take or deliver a message: kept as the message's reason, shown to staff.

export const smscUnreachable = (detail: string) => `The SMS centre (SMPP) could not be reached: ${detail}.`;
export const smscRefusedBind = (status: string) =>
  `The SMS centre refused Campus's sign-in (${status}): check SMPP_SYSTEM_ID and SMPP_PASSWORD.`;
export const smscRefusedMessage = (status: string) => `The SMS centre refused the message (${status}).`;
export const smscNoAnswer = (seconds: number) => `The SMS centre did not answer within ${seconds} s.`;
export const smscLinkLost = 'The link to the SMS centre was lost before it answered.';
export const noTemplate = (kind: string) =>
  `No DLT template id is configured for "${kind}" messages (SMS_DLT_TEMPLATES), so they are not sent by SMS.`;
/** A delivery receipt's final state other than delivered, with the operator's error code when it gave one. */
export const notDelivered = (state: string, error: string | undefined) =>
  `Not delivered: ${state}${error ? ` (error ${error})` : ''}.`;
export const providerUnreachable = (provider: string, detail: string) =>
  `The ${provider} provider could not be reached: ${detail}.`;
export const providerRefused = (provider: string, status: number, detail: string) =>
  `The ${provider} provider refused the message (HTTP ${status}${detail ? `: ${detail}` : ''}).`;
export const providerNoAnswer = (provider: string, seconds: number) =>
  `The ${provider} provider did not answer within ${seconds} s.`;
export const providerBadAnswer = (provider: string) =>
  `The ${provider} provider's answer did not name the message (no providerMessageId).`;
export const providerClosed = 'The message provider is closed: the server is stopping.';
/** A provider's callback that is not signed with its secret, or comes for a provider that is not configured. */
export const callbackRefused = 'The callback is not signed by a configured provider.';
/** A signed callback whose body is not a delivery receipt ({ providerMessageId, state, reason? }). */
export const callbackUnreadable = 'The callback is not a delivery receipt.';
