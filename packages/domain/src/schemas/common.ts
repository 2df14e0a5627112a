import { z } from 'zod';
import { errorMessages, inputMessages, ledgerMessages, loginMessages } from '../messages.js';
import { formatRupees } from '../money.js';
import { MAX_AMOUNT_PAISE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants.js';
import { DATE_SHAPE, dateRangeViolation, ID_SHAPE, isRealDate } from '../dates.js';
import { EMAIL_MAX_LENGTH, EMAIL_SHAPE } from '../sign-in.js';
import { HIDDEN_CHARACTERS, HIDDEN_CHARACTERS_MULTILINE, type TextRules } from '../text.js';

export const idSchema = z
  .string({ error: inputMessages.invalidId })
  .regex(ID_SHAPE, inputMessages.invalidId)
  .meta({ format: 'uuid' });
export const idParamsSchema = z.object({ id: idSchema });

/** Every read of a record an edit form changes carries its version, which each change of the record raises by one. */
export const versionSchema = z.number().int().min(1);

/**
 * An edit's `If-Match: "<version>"`: the version the editor read. Over a record changed since, the edit is refused
 * (409) rather than silently undoing the other change; an edit without it goes through as before.
 */
export const ifMatchHeadersSchema = z.looseObject({
  'if-match': z
    .string()
    .regex(/^"\d{1,9}"$/, errorMessages.badIfMatch)
    .transform((value) => Number(value.slice(1, -1)))
    .optional()
    .meta({ description: 'The version the editor read, in double quotes; a newer version answers 409' }),
});

/** The refinement of a query with `from` and `to`: the range's message, at `to`. */
export const dateRangeInOrder: [
  (range: { from?: string | undefined; to?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [({ from, to }) => dateRangeViolation(from, to) === null, { message: ledgerMessages.fromAfterTo, path: ['to'] }];

/** Typed text, trimmed, without hidden characters (`readText`); `label` names the field in the messages. */
export function textSchema(label: string, max: number, { multiline = false, optional = false }: TextRules = {}) {
  const hidden = multiline ? HIDDEN_CHARACTERS_MULTILINE : HIDDEN_CHARACTERS;
  const required = inputMessages.required(label);
  // Not text at all: missing, a query parameter given twice (a list), or a number or such in JSON.
  const notText = ({ input }: { input: unknown }) => {
    if (input === undefined) return required;
    return Array.isArray(input) ? inputMessages.givenOnce(label) : inputMessages.wrongType(label, 'text');
  };
  const text = z.string({ error: notText }).trim();
  return (optional ? text : text.min(1, required))
    .max(max, inputMessages.tooLong(label, max))
    .refine((value) => !hidden.test(value), inputMessages.hiddenCharacters(label));
}

const doesNotExist = { error: (issue: { input: unknown }) => inputMessages.dateDoesNotExist(String(issue.input)) };

/**
 * A calendar date as YYYY-MM-DD that exists: 2025-02-30 and year 0000 (the year before 1 is 1 BC) are refused as
 * dates that do not exist, not as badly written ones. Each field sets its own earliest and latest dates.
 */
export const isoDateSchema = z
  .string({ error: inputMessages.dateFormat })
  .regex(DATE_SHAPE, inputMessages.dateFormat)
  .pipe(z.string().refine(isRealDate, doesNotExist))
  .meta({ format: 'date' });

export const emailSchema = z
  .string({ error: loginMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, loginMessages.emailRequired)
  .pipe(
    z
      .email({ pattern: EMAIL_SHAPE, error: loginMessages.emailInvalid })
      .max(EMAIL_MAX_LENGTH, loginMessages.emailTooLong),
  );

/** Bounds first: 1e30 is too large, not a fraction of a paisa. */
export const paiseSchema = z
  .number({ error: 'Enter an amount' })
  .min(0, 'Amounts cannot be negative')
  .max(MAX_AMOUNT_PAISE, inputMessages.amountTooLarge(formatRupees(MAX_AMOUNT_PAISE)))
  .int('Amounts are whole paise');

/** A whole number in a query string (`page=2`); anything else is refused in words, not as "NaN". */
function wholeNumberParam(
  label: string,
  { tooSmall, max, fallback }: { tooSmall: string; max: number; fallback: number },
) {
  const notWhole = inputMessages.wholeNumber(label);
  return z
    .string({ error: notWhole })
    .regex(/^\d+$/, notWhole)
    .transform(Number)
    .pipe(z.number().min(1, tooSmall).max(max, inputMessages.atMost(label, max)))
    .default(fallback)
    .meta({ description: `A whole number from 1 to ${max}; ${fallback} when not given` });
}

export const listQuerySchema = z.object({
  page: wholeNumberParam('Page', { tooSmall: 'Page starts at 1', max: MAX_PAGE, fallback: 1 }),
  limit: wholeNumberParam('Limit', { tooSmall: 'Limit must be at least 1', max: MAX_PAGE_SIZE, fallback: 20 }),
  search: textSchema('Search text', 100, { optional: true }).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalIsAtLeast: z
      .literal(true)
      .optional()
      .describe('The list has at least `total` items: a broad search counts a few pages past the one asked for'),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  /** Counting stopped at `total` before COUNT_LIMIT (a broad search): there may be more. */
  totalIsAtLeast?: true;
  page: number;
  limit: number;
}

/** An error: the message in English, and its code when it is one of the domain's messages without values (#46). */
export const errorResponseSchema = z.object({ error: z.string(), code: z.string().optional() });
export const messageResponseSchema = z.object({ message: z.string() });

/** What the public pages show of this installation: the institute's name, and whether Google sign-in is offered. */
export const siteInfoSchema = z.object({ instituteName: z.string(), googleSignIn: z.boolean() });
export type SiteInfo = z.infer<typeof siteInfoSchema>;
