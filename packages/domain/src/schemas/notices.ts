import { z } from 'zod';
import { emailMessages, inputMessages } from '../messages.js';
import { NOTICE_DESCRIPTION_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH } from '../notices.js';
import { pageSchema, textSchema, versionSchema } from './common.js';

/** A new notice (`readNotice`). */
export const noticeInputSchema = z.object({
  title: textSchema('Title', NOTICE_TITLE_MAX_LENGTH),
  description: textSchema('Description', NOTICE_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  /** "Also send": the notice to every active student and their guardians on their channels, besides the dashboard. */
  email: z.boolean({ error: inputMessages.wrongType(emailMessages.alsoSendNotice, 'true or false') }).optional(),
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const noticeSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  version: versionSchema,
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageSchema = pageSchema(noticeSchema);

export const noticeCreatedResponseSchema = z.object({
  notice: noticeSchema,
  /** How many emails were queued for it: 0 unless it was to be emailed. */
  emailsQueued: z.number().int(),
});
