import {
  CHANNELS,
  MANDATORY_KINDS,
  MESSAGE_KINDS,
  type Channel,
  type EMAIL_KINDS,
  type MessageKind,
} from './constants.js';

/** Which kinds of message a student or a guardian receives, and on which channels (`messagePreferencesSchema`). */
export interface MessagePreferences {
  kinds: Record<MessageKind, boolean>;
  channels: Record<Channel, boolean>;
}

const allOn = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, true])) as Record<Name, boolean>;

/** Before a person chooses: every kind, on every channel. */
export const defaultMessagePreferences = (): MessagePreferences => ({
  kinds: allOn(MESSAGE_KINDS),
  channels: allOn(CHANNELS),
});

const mandatory: readonly MessageKind[] = MANDATORY_KINDS;

/** Whether a message of `kind` goes to a person on `channel`: a receipt whatever kinds they switched off. */
export function receivesMessage(preferences: MessagePreferences, kind: MessageKind, channel: Channel): boolean {
  return preferences.channels[channel] && (preferences.kinds[kind] || mandatory.includes(kind));
}

/** The kind of message each kind of the outbox's rows is, for preferences and SMS templates. */
const messageKinds: Record<(typeof EMAIL_KINDS)[number], MessageKind> = {
  receipt: 'receipt',
  notice: 'notice',
  reminder: 'fee_overdue',
  fee_due: 'fee_due',
  absence: 'absence',
  attendance_warning: 'attendance_warning',
  result_published: 'result',
  result_changed: 'result',
};

export const messageKindOf = (outboxKind: (typeof EMAIL_KINDS)[number]): MessageKind => messageKinds[outboxKind];

/**
 * Whether the person keeps on one at least of the channels the institute offers (those with a provider configured), so
 * that their receipts reach them; with none offered there is nothing to keep.
 */
export const keepsAnOfferedChannel = (preferences: MessagePreferences, offered: readonly Channel[]): boolean =>
  offered.length === 0 || offered.some((channel) => preferences.channels[channel]);
