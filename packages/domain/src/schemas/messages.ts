import { z } from 'zod';
import {
  CHANNELS,
  EMAIL_KINDS,
  MANDATORY_KINDS,
  MESSAGE_KINDS,
  MESSAGE_STATES,
  type Channel,
  type MessageKind,
} from '../constants.js';
import type { MessagePreferences } from '../message-preferences.js';
import { preferenceMessages } from '../messages.js';
import { idSchema, listQuerySchema, pageSchema } from './common.js';

/** An on/off switch for each of `names`, every one of them given. */
const switches = <Name extends string>(names: readonly Name[]) =>
  z.strictObject(Object.fromEntries(names.map((name) => [name, z.boolean()])) as Record<Name, z.ZodBoolean>);

/**
 * Which kinds of message a student or a guardian receives, and on which channels: every kind but a receipt can be
 * switched off, and one channel at least stays on to carry the receipts.
 */
export const messagePreferencesSchema = z
  .strictObject({ kinds: switches(MESSAGE_KINDS), channels: switches(CHANNELS) })
  .superRefine(({ kinds, channels }, context) => {
    for (const kind of MANDATORY_KINDS) {
      if (!kinds[kind])
        context.addIssue({ code: 'custom', path: ['kinds', kind], message: preferenceMessages.receiptMandatory });
    }
    if (!CHANNELS.some((channel) => channels[channel])) {
      context.addIssue({ code: 'custom', path: ['channels'], message: preferenceMessages.noChannel });
    }
  }) satisfies z.ZodType<MessagePreferences>;

/**
 * A person's preferences as they read them (GET and PUT /api/guardians/me/preferences, /api/users/me/message-preferences):
 * theirs or the defaults, the version to send back in If-Match, and the kinds each channel carries at this institute
 * (none: no provider configured for it, so switching it on sends nothing).
 */
export const myMessagePreferencesSchema = z.object({
  preferences: z.object({ kinds: switches(MESSAGE_KINDS), channels: switches(CHANNELS) }),
  version: z.number().int(),
  channelKinds: z.strictObject(
    Object.fromEntries(CHANNELS.map((channel) => [channel, z.array(z.enum(MESSAGE_KINDS))])) as Record<
      Channel,
      z.ZodArray<z.ZodEnum<{ [Kind in MessageKind]: Kind }>>
    >,
  ),
});
export type MyMessagePreferences = z.infer<typeof myMessagePreferencesSchema>;

/** Which of the outbox's messages staff list (GET /api/admin/messages) or send again: a student's (theirs and their guardians'), a channel's, a state's. */
export const messageFilterSchema = z.object({
  studentId: idSchema.optional(),
  channel: z.enum(CHANNELS).optional(),
  state: z.enum(MESSAGE_STATES).optional(),
});
export type MessageFilter = z.infer<typeof messageFilterSchema>;
export const messagesQuerySchema = listQuerySchema.omit({ search: true }).extend(messageFilterSchema.shape);
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
/** POST /api/admin/messages/retry-failed: the failed messages matching the filter (all of them without one). */
export const retryFailedMessagesSchema = messageFilterSchema.omit({ state: true }).strict();
export type RetryFailedMessages = z.infer<typeof retryFailedMessagesSchema>;

/** One message on one channel, as staff see it. */
export const outboxMessageSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(EMAIL_KINDS),
  channel: z.enum(CHANNELS),
  state: z.enum(MESSAGE_STATES),
  /** The student it is for or about; the guardian when it goes to one. */
  studentId: z.uuid().nullable(),
  guardianId: z.uuid().nullable(),
  toName: z.string(),
  toAddress: z.string(),
  attempts: z.number().int(),
  /** The provider's or mail server's reason of the latest failure. */
  lastError: z.string().nullable(),
  /** The parts an SMS went as, once sent. */
  smsParts: z.number().int().nullable(),
  createdAt: z.string(),
  /** When a queued message is tried next (an SMS held for the quiet hours: their end); null once it is not queued. */
  dueAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const messagePageSchema = pageSchema(outboxMessageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;
/** How many messages each channel has in each state (every state named, 0 when none). */
export const messageCountsSchema = z.strictObject(
  Object.fromEntries(
    CHANNELS.map((channel) => [
      channel,
      z.strictObject(Object.fromEntries(MESSAGE_STATES.map((state) => [state, z.number().int()]))),
    ]),
  ) as Record<(typeof CHANNELS)[number], z.ZodObject<Record<(typeof MESSAGE_STATES)[number], z.ZodNumber>>>,
);
export type MessageCounts = z.infer<typeof messageCountsSchema>;
export const retriedMessagesSchema = z.object({ retried: z.number().int() });
export type RetriedMessages = z.infer<typeof retriedMessagesSchema>;
