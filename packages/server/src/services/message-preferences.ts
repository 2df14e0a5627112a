import {
  auditSummaries,
  CHANNELS,
  keepsAnOfferedChannel,
  MESSAGE_KINDS,
  messages,
  preferenceMessages,
  type MessagePreferences,
  type MyMessagePreferences,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween, type AuditSnapshot } from '../lib/audit-changes.js';
import { HttpError, refuseStaleEdit } from '../lib/errors.js';
import { recordOwnChange } from '../repositories/audit.js';
import {
  readMessagePreferences,
  storeMessagePreferences,
  type PreferencesHolder,
} from '../repositories/message-preferences.js';
import type { ServiceContext } from './context.js';

/** The signed-in student or guardian is gone (deleted since the token was issued). */
const signedOut = () => new HttpError(401, messages.auth.required);

/** Each switch as a field of the audit trail's changes: "kinds.notice", "channels.sms". */
const snapshot = ({ kinds, channels }: MessagePreferences): AuditSnapshot =>
  Object.fromEntries([
    ...Object.entries(kinds).map(([kind, on]) => [`kinds.${kind}`, on]),
    ...Object.entries(channels).map(([channel, on]) => [`channels.${channel}`, on]),
  ]);

/** The kinds each channel carries at this institute (none: no provider configured for it). */
const channelKindsOf = ({ channelsFor }: Pick<ServiceContext, 'channelsFor'>) =>
  Object.fromEntries(
    CHANNELS.map((channel) => [channel, MESSAGE_KINDS.filter((kind) => channelsFor(kind).includes(channel))]),
  ) as MyMessagePreferences['channelKinds'];

/** A student's or guardian's message preferences (theirs or the defaults), their version, and the channels on offer. */
export async function myMessagePreferences(
  services: Pick<ServiceContext, 'db' | 'channelsFor'>,
  holder: PreferencesHolder,
): Promise<MyMessagePreferences> {
  const held = await readMessagePreferences(services.db, holder);
  if (!held) throw signedOut();
  return { preferences: held.preferences, version: held.version, channelKinds: channelKindsOf(services) };
}

/**
 * Replaces a student's or guardian's message preferences (already checked by messagePreferencesSchema; one channel the
 * institute offers stays on, 422), audited in the same transaction: for a guardian, in the history of each of their children. `expectedVersion` (If-Match) refuses
 * the save when the row changed since it was read.
 */
export async function saveMessagePreferences(
  services: Pick<ServiceContext, 'db' | 'channelsFor'>,
  holder: PreferencesHolder,
  preferences: MessagePreferences,
  expectedVersion: number | undefined,
): Promise<MyMessagePreferences> {
  const channelKinds = channelKindsOf(services);
  const offered = CHANNELS.filter((channel) => channelKinds[channel].length > 0);
  if (!keepsAnOfferedChannel(preferences, offered)) throw new HttpError(422, preferenceMessages.noChannel);
  const version = await transaction(services.db, async (tx) => {
    const held = await readMessagePreferences(tx, holder, { lock: true });
    if (!held) throw signedOut();
    refuseStaleEdit(expectedVersion, held.version);
    const stored = await storeMessagePreferences(tx, holder, preferences);
    const event = {
      action: 'message_preferences.changed',
      summary: auditSummaries.messagePreferencesChanged(held.name),
      changes: changesBetween(snapshot(held.preferences), snapshot(preferences)),
    } as const;
    await recordOwnChange(tx, holder, event);
    return stored;
  });
  return { preferences, version, channelKinds };
}
