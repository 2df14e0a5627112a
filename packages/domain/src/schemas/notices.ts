import { z } from 'zod';
import { pageSchema, textSchema } from './common.js';

export const noticeInputSchema = z.object({
  title: textSchema('Title', 200),
  description: textSchema('Description', 5000, { multiline: true }),
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const noticeSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageSchema = pageSchema(noticeSchema);

export const noticeCreatedResponseSchema = z.object({ notice: noticeSchema });
