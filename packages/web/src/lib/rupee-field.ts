import { z } from 'zod';
import { isRupeeAmount, paiseSchema, rupeesToPaise } from '@campus/domain';

export const RUPEE_FORMAT_ERROR = 'Enter an amount in rupees with at most 2 decimals';

/**
 * A rupee amount typed into a form (text, as inputs give it) that becomes integer paise, the API's unit, and is then
 * checked by `paise`, the API field's own schema. `required` is the message for an empty field.
 */
export const rupeeField = (required: string, paise: z.ZodType<number, number> = paiseSchema) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((value) => !value.startsWith('-'), 'Amount cannot be negative')
    .refine(isRupeeAmount, RUPEE_FORMAT_ERROR)
    .transform((value) => rupeesToPaise(value) ?? Number.NaN)
    .pipe(paise);
