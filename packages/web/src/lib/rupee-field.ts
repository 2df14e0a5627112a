import { z } from 'zod';
import { inputMessages, isRupeeAmount, paiseSchema, rupeesToPaise } from '@campus/domain';

/**
 * A rupee amount typed into a form (text, as inputs give it) that becomes integer paise, the API's unit, and is then
 * checked by `paise`, the API field's own schema. `required` is the message for an empty field. The domain's
 * `readRupees` is the same rule without zod (the record-payment form's).
 */
export const rupeeField = (required: string, paise: z.ZodType<number, number> = paiseSchema) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((value) => !value.startsWith('-'), inputMessages.amountNegative)
    .refine(isRupeeAmount, inputMessages.rupeesFormat)
    .transform((value) => rupeesToPaise(value) ?? Number.NaN)
    .pipe(paise);
