import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  CHANNELS,
  emailErrorInWords,
  formatCount,
  MESSAGE_STATES,
  type Channel,
  type MessageState,
  type OutboxMessage,
} from '@campus/domain';
import { i18n } from '@/lib/i18n';

// The domain's `outboxMessages` that the outbox's pages show, in the language shown: its plain texts go through
// domainText (lib/domain-text/outbox.ts); its labels and its texts with values in them are written here as the domain
// writes them (outbox-texts.test.ts holds each to it).

const KIND_LABELS: Record<OutboxMessage['kind'], MessageDescriptor> = {
  receipt: msg`Receipt`,
  notice: msg`Notice`,
  reminder: msg`Fee reminder`,
  fee_due: msg`Fee due soon`,
  absence: msg`Absence`,
  attendance_warning: msg`Attendance warning`,
  result_published: msg`Result`,
  result_changed: msg`Result changed`,
};

const CHANNEL_LABELS: Record<Channel, MessageDescriptor> = {
  email: msg`Email`,
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
};

const STATE_LABELS: Record<MessageState, MessageDescriptor> = {
  queued: msg`Queued`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
};

const COLUMN_LABELS = {
  when: msg`When`,
  // Not the To of a date range: whom a message went to.
  to: msg({ message: 'To', context: 'message recipient' }),
  channel: msg`Channel`,
  kind: msg`Kind`,
  state: msg`State`,
  parts: msg`SMS parts`,
} as const;

/** What an outbox kind is, in a word or two (`kindLabels`). */
export const kindText = (kind: OutboxMessage['kind']) => i18n._(KIND_LABELS[kind]);

/** A channel's name (`channelLabels`). */
export const channelText = (channel: Channel) => i18n._(CHANNEL_LABELS[channel]);

/** A message's state (`stateLabels`). */
export const stateText = (state: MessageState) => i18n._(STATE_LABELS[state]);

/** The message table's column headings (`columns`). */
export const columnText = (column: keyof typeof COLUMN_LABELS) => i18n._(COLUMN_LABELS[column]);

/** Every channel's name, for a filter. */
export const channelLabels = () =>
  Object.fromEntries(CHANNELS.map((channel) => [channel, channelText(channel)])) as Record<Channel, string>;

/** Every state's name, for a filter. */
export const stateLabels = () =>
  Object.fromEntries(MESSAGE_STATES.map((state) => [state, stateText(state)])) as Record<MessageState, string>;

/** The label of a channel's figures (`figures`). */
export function figuresText(channel: Channel): string {
  const name = channelText(channel);
  return t`${name} figures`;
}

/** A guardian's message, of the student named (`toGuardianOf`). */
export const toGuardianOfText = (student: string) => t`Guardian of ${student}`;

/** The messages of one student and their guardians (`onlyStudent`). */
export const onlyStudentText = (name: string) => t`Messages to ${name} and their guardians`;

/** What a retry covers (`retryScope`): every failed message, or those of the channel and student filtered on. */
export function retryScopeText(channel: Channel | undefined, student: string | undefined): string {
  const name = channel && channelText(channel);
  if (name && student)
    return t`Every failed ${name} message to ${student} or their guardians is queued to be sent again, with all its attempts. SMS and WhatsApp messages wait for the end of the quiet hours (21:00 to 08:00 IST).`;
  if (name)
    return t`Every failed ${name} message is queued to be sent again, with all its attempts. SMS and WhatsApp messages wait for the end of the quiet hours (21:00 to 08:00 IST).`;
  if (student)
    return t`Every failed message to ${student} or their guardians is queued to be sent again, with all its attempts. SMS and WhatsApp messages wait for the end of the quiet hours (21:00 to 08:00 IST).`;
  return t`Every failed message is queued to be sent again, with all its attempts. SMS and WhatsApp messages wait for the end of the quiet hours (21:00 to 08:00 IST).`;
}

/** How many failed messages a retry put back in the queue (`retried`). */
export function retriedText(count: number): string {
  const shown = formatCount(count);
  return plural(count, {
    0: 'There are no failed messages to send again',
    one: 'One failed message will be sent again',
    other: `${shown} failed messages will be sent again`,
  });
}

/** How many messages the list has (`count`). */
export function messageCountText(total: number): string {
  const shown = formatCount(total);
  return plural(total, { one: `${shown} message`, other: `${shown} messages` });
}

/** Why a message failed, in words where the mail server's error has some (`emailErrorInWords`). */
export function emailErrorText(error: string): string {
  return emailErrorInWords(error) === error
    ? error
    : t`The mail server cannot be reached, so emails wait and are tried again automatically. Check that the mail server is running and that SMTP_URL points to it.`;
}
