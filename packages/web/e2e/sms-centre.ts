import type { Pdu } from 'smpp';
import { SMPP_PASSWORD, SMPP_SYSTEM_ID, startSmsc, type TestSmsc } from '../../server/test/helpers/smsc';

export { startSmsc, type TestSmsc };

/** A server's SMS settings for this SMS centre: SMPP, the sender and DLT ids, and a template for each kind given. */
export const smppEnv = (smsc: TestSmsc, kinds: string[]): NodeJS.ProcessEnv => ({
  SMPP_URL: smsc.url,
  SMPP_SYSTEM_ID,
  SMPP_PASSWORD,
  SMS_SENDER_ID: 'CAMPUS',
  SMS_DLT_ENTITY_ID: '1201159100000012345',
  SMS_DLT_TEMPLATES: kinds.map((kind, index) => `${kind}=120716123456789000${index}`).join(','),
});

/** The texts of the SMS the centre received for this Indian phone (its ten digits), in order. */
export const textsTo = (smsc: TestSmsc, phone: string): string[] =>
  smsc.submitted
    .filter((pdu: Pdu) => pdu.destination_addr === `91${phone}`)
    .map((pdu) => (pdu.short_message as { message: string }).message);
