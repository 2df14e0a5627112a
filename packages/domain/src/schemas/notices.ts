import { z } from 'zod';
import { pageSchema } from './common.js';

export const noticeInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title is too long'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description is too long'),
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
