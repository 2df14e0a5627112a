import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
/** ₹10 crore in paise: far above any fee, far below integer precision. */
export const MAX_AMOUNT_PAISE = 10_000_000_000;

export const idSchema = z.uuid({ error: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema });

export const isoDateSchema = z.iso.date({ error: 'Use a date in the format YYYY-MM-DD' });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Email is too long'));

export const paiseSchema = z
  .number({ error: 'Enter an amount' })
  .int('Amounts are whole paise')
  .min(0, 'Amounts cannot be negative')
  .max(MAX_AMOUNT_PAISE, 'Amount is too large');

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page starts at 1').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be at least 1')
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(20),
  search: z.string().trim().max(100, 'Search text is too long').optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const errorResponseSchema = z.object({ error: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });
