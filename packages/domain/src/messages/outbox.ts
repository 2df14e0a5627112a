// The staff's Messages page and a student's messages card (#44): the outbox on every channel.
import type { Channel, EMAIL_KINDS, MessageState } from '../constants.js';

/** What each outbox kind is, in a word or two. */
export const kindLabels = {
  receipt: 'Receipt',
  notice: 'Notice',
  reminder: 'Fee reminder',
  fee_due: 'Fee due soon',
  absence: 'Absence',
  attendance_warning: 'Attendance warning',
  result_published: 'Result',
  result_changed: 'Result changed',
} as const satisfies Record<(typeof EMAIL_KINDS)[number], string>;
export const channelLabels = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const satisfies Record<
  Channel,
  string
>;
export const stateLabels = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
} as const satisfies Record<MessageState, string>;

export const title = 'Messages';
export const description =
  'Absences, attendance warnings, fee reminders, receipts, results and notices sent by email, SMS and WhatsApp, and what became of each.';
export const figures = (channel: Channel) => `${channelLabels[channel]} figures`;
export const loadFigures = 'Failed to fetch the message figures';
export const list = 'Messages sent';
export const load = 'Failed to fetch the messages';
export const none = 'No messages yet';
export const noneMatch = 'No messages match these filters';
export const studentNone = 'No messages to this student or their guardians yet';
export const columns = {
  when: 'When',
  to: 'To',
  channel: 'Channel',
  kind: 'Kind',
  state: 'State',
  parts: 'SMS parts',
} as const;
export const toStudent = 'Student';
export const toGuardianOf = (student: string) => `Guardian of ${student}`;
/** A guardian's message whose student the page does not name: a link to that student's messages. */
export const toGuardianOfStudent = 'Guardian: see the student’s messages';
export const onlyStudent = (name: string) => `Messages to ${name} and their guardians`;
export const someStudent = 'Messages to one student and their guardians';

export const retry = 'Retry failed';
export const retryTitle = 'Send the failed messages again?';
/** What a retry covers: every failed message, or those of the channel and student filtered on. */
export const retryScope = (channel: Channel | undefined, student: string | undefined) =>
  `Every failed ${channel ? `${channelLabels[channel]} ` : ''}message${student ? ` to ${student} or their guardians` : ''} is queued to be sent again, with all its attempts. SMS and WhatsApp messages wait for the end of the quiet hours (21:00 to 08:00 IST).`;
export const retryConfirm = 'Send again';
/** What a retry answered: how many failed `many` (one `one`) go back in the queue; the Email page's retry says it too. */
export const sentAgain = (count: number, one: string, many: string) =>
  count === 0
    ? `There are no failed ${many} to send again`
    : count === 1
      ? `One failed ${one} will be sent again`
      : `${count.toLocaleString('en-IN')} failed ${many} will be sent again`;
export const retried = (count: number) => sentAgain(count, 'message', 'messages');
export const retryFailed = 'Failed to send the failed messages again';

/** The student's card on their office page. */
export const studentCard = 'Messages';
export const studentCardAll = 'Open on the Messages page';
/** A student the page has no name for. */
export const thisStudent = 'this student';
export const everyChannel = 'Every channel';
export const everyState = 'Every state';
export const count = (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'message' : 'messages'}`;
