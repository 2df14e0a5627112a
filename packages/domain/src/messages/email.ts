// Email: the messages Campus sends by email (the Messages page is ./outbox.ts).
import { sentAgain } from './outbox.js';

export const notConfigured = 'Email is not configured: set SMTP_URL and MAIL_FROM on the server to send email.';
/** Publishing a notice to be sent, with no email, SMS or WhatsApp provider configured for notices. */
export const noticeEmailNotConfigured =
  'No email, SMS or WhatsApp is configured for notices, so the notice cannot be sent. Untick "Also send to students and their guardians" to publish it on the dashboard only.';
export const alsoSendNotice = 'Also send to students and their guardians';
/** Beside the notice form's box while no channel can carry a notice. */
export const noticeChannelsOff = 'No email, SMS or WhatsApp is configured on the server.';
const CHANNEL_NAMES = { email: 'email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;
/** Beside the notice form's box: the channels a notice goes out on (each person on those they keep on). */
export const noticeChannelsOn = (channels: readonly (keyof typeof CHANNEL_NAMES)[]) => {
  const names = channels.map((channel) => CHANNEL_NAMES[channel]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `By ${list}, as each of them chose.`;
};
/** How many students the notice is sent to (each with their guardians). */
export const noticeSentTo = (count: number) =>
  count === 1 ? 'It is on its way to one student.' : `It is on its way to ${count.toLocaleString('en-IN')} students.`;
export const retried = (count: number) => sentAgain(count, 'email', 'emails');
