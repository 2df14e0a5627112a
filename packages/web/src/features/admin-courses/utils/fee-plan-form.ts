import { plural, t } from '@lingui/core/macro';
import { z } from 'zod';
import {
  addDays,
  DUE_AFTER_DAYS_MAX,
  DUE_DATE_DAYS_BEFORE_MAX,
  dueDateWindowViolation,
  FEE_DUE_DAYS,
  feePlanInputSchema,
  feePlanMessages,
  formatRupees,
  instalmentSpecSchema,
  lateFeeSchema,
  paiseSchema,
  paiseToRupeeInput,
  planTotalViolation,
  type FeePlan,
  type FeePlanInput,
  type InstalmentSpec,
} from '@campus/domain';
import { formatDate } from '@/lib/format';
import { rupeeField } from '@/lib/rupee-field';

/**
 * Not spec texts: what an empty amount or due date says (the other fields' rules say it in the domain's words). Shown
 * in the language chosen by fieldProblem (./field-problem.ts).
 */
export const feePlanFieldErrors = {
  amount: 'Enter the amount',
  dueDate: 'Choose the due date',
} as const;

const [onDay, afterDays] = instalmentSpecSchema.options;
const lateFee = lateFeeSchema.shape;

/** Whole days typed into a field, then checked by the domain's rule for them, in its words. */
const daysField = (message: string, days: z.ZodType<number, number>) =>
  z.string().trim().regex(/^\d+$/, message).transform(Number).pipe(days);

const fields = {
  amount: rupeeField(feePlanFieldErrors.amount, onDay.shape.amount),
  dueDate: z.string().min(1, feePlanFieldErrors.dueDate).pipe(onDay.shape.dueDate),
  dueAfterDays: daysField(feePlanMessages.dueAfterDays, afterDays.shape.dueAfterDays),
  // More than ₹0 and the percentage's range and decimals are the plan schema's rule (the last step below).
  fixed: rupeeField(feePlanMessages.lateFeeFixed, paiseSchema),
  percent: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, feePlanMessages.lateFeePercent)
    .transform(Number),
  graceDays: daysField(feePlanMessages.graceDays, lateFee.graceDays),
  everyDays: daysField(feePlanMessages.everyDays, lateFee.everyDays.unwrap()),
  cap: rupeeField(feePlanMessages.cap, lateFee.cap.unwrap()),
};

/**
 * `text` as `field` reads it; when it cannot, the field's message becomes the form's, at `path` (a row's transform
 * then gives up once its `context` holds an issue).
 */
function read<T>(field: z.ZodType<T, string>, text: string, path: string, context: z.RefinementCtx): T | undefined {
  const result = field.safeParse(text);
  if (result.success) return result.data;
  context.addIssue({ code: 'custom', message: result.error.issues[0]!.message, path: [path] });
  return undefined;
}

/** An optional field: empty is none. */
const readOptional = <T>(field: z.ZodType<T, string>, text: string, path: string, context: z.RefinementCtx) =>
  text.trim() === '' ? undefined : read(field, text, path, context);

/** An instalment as the form holds it: due on a date or so many days after enrolment; the other field is ignored. */
const instalmentRow = z
  .object({ amount: z.string(), due: z.enum(['date', 'days']), dueDate: z.string(), dueAfterDays: z.string() })
  .transform((row, context) => {
    const amount = read(fields.amount, row.amount, 'amount', context);
    const due =
      row.due === 'date'
        ? { dueDate: read(fields.dueDate, row.dueDate, 'dueDate', context) }
        : { dueAfterDays: read(fields.dueAfterDays, row.dueAfterDays, 'dueAfterDays', context) };
    if (context.issues.length > 0) return z.NEVER;
    return { amount, ...due } as FeePlanInput['instalments'][number];
  });

/** The late fee as the form holds it: none, a fixed amount in rupees or a percentage of what is overdue. */
const lateFeeRow = z
  .object({
    kind: z.enum(['none', 'fixed', 'percent']),
    value: z.string(),
    graceDays: z.string(),
    everyDays: z.string(),
    cap: z.string(),
  })
  .transform((row, context) => {
    if (row.kind === 'none') return undefined;
    const value = read(row.kind === 'fixed' ? fields.fixed : fields.percent, row.value, 'value', context);
    const graceDays = read(fields.graceDays, row.graceDays, 'graceDays', context);
    const everyDays = readOptional(fields.everyDays, row.everyDays, 'everyDays', context);
    const cap = readOptional(fields.cap, row.cap, 'cap', context);
    if (context.issues.length > 0) return z.NEVER;
    return {
      kind: row.kind,
      value: value!,
      graceDays: graceDays!,
      ...(everyDays !== undefined && { everyDays }),
      ...(cap !== undefined && { cap }),
    };
  });

/**
 * The plan as the form holds it (text, rupees), read into the API's body (paise, numbers) and then checked by the
 * plan's own schema, so the form refuses what the server refuses, in the same words.
 */
export const feePlanFormSchema = z
  .object({ instalments: z.array(instalmentRow), lateFee: lateFeeRow })
  .transform(({ instalments, lateFee }): FeePlanInput => (lateFee ? { instalments, lateFee } : { instalments }))
  .pipe(feePlanInputSchema);

export type FeePlanFormValues = z.input<typeof feePlanFormSchema>;
export type InstalmentRow = FeePlanFormValues['instalments'][number];

export const newInstalment = (): InstalmentRow => ({ amount: '', due: 'days', dueDate: '', dueAfterDays: '' });

/** The form filled from the course's plan; without one, the rule without a plan: the whole fee, due in 30 days. */
export function feePlanFormValues(plan: FeePlan | null, courseFee: number): FeePlanFormValues {
  const lateFee = plan?.lateFee;
  return {
    instalments: plan
      ? plan.instalments.map((instalment) => ({
          amount: paiseToRupeeInput(instalment.amount),
          ...('dueDate' in instalment
            ? { due: 'date' as const, dueDate: instalment.dueDate, dueAfterDays: '' }
            : { due: 'days' as const, dueDate: '', dueAfterDays: String(instalment.dueAfterDays) }),
        }))
      : [{ amount: paiseToRupeeInput(courseFee), due: 'days', dueDate: '', dueAfterDays: String(FEE_DUE_DAYS) }],
    lateFee: {
      kind: lateFee?.kind ?? 'none',
      value: lateFee ? (lateFee.kind === 'fixed' ? paiseToRupeeInput(lateFee.value) : String(lateFee.value)) : '',
      graceDays: String(lateFee?.graceDays ?? 0),
      everyDays: lateFee?.everyDays === undefined ? '' : String(lateFee.everyDays),
      cap: lateFee?.cap === undefined ? '' : paiseToRupeeInput(lateFee.cap),
    },
  };
}

function days(count: number) {
  const shown = String(count);
  return plural(count, { one: `${shown} day`, other: `${shown} days` });
}

/** The rule without a plan: the whole fee, due so many days after enrolment. */
export function noPlanText() {
  const due = FEE_DUE_DAYS;
  return t`One payment, due ${due} days after enrolment`;
}

/** An instalment in words: its amount, and when it is due. */
function instalmentLine(instalment: InstalmentSpec) {
  const amount = formatRupees(instalment.amount);
  if ('dueDate' in instalment) {
    const date = formatDate(instalment.dueDate);
    return t`${amount} due on ${date}`;
  }
  const after = days(instalment.dueAfterDays);
  return t`${amount} due ${after} after enrolment`;
}

/** The plan in words, one line per instalment and one for its late fee. */
export function describeFeePlan(plan: FeePlan | null): string[] {
  if (!plan) return [noPlanText()];
  const lines = plan.instalments.map(instalmentLine);
  const { lateFee } = plan;
  if (!lateFee) return [...lines, t`No late fee`];
  const percent = String(lateFee.value);
  const amount = lateFee.kind === 'fixed' ? formatRupees(lateFee.value) : t`${percent}% of what is overdue`;
  const grace = days(lateFee.graceDays);
  const every = lateFee.everyDays ? days(lateFee.everyDays) : '';
  const cap = lateFee.cap ? formatRupees(lateFee.cap) : '';
  return [
    ...lines,
    [
      lateFee.graceDays === 0
        ? t`Late fee ${amount}, the day after the due date`
        : t`Late fee ${amount}, ${grace} after the due date`,
      every ? t`then every ${every}` : t`once`,
      ...(cap ? [t`at most ${cap} an instalment`] : []),
    ].join(', '),
  ];
}

/**
 * Why the plan cannot be set today, as a whole: the domain's `planTotalViolation` and `dueDateWindowViolation`, with
 * their texts (`feePlanMessages.total`, `feePlanMessages.dueDateWindow`) written here in the language shown.
 */
export function planProblem(instalments: readonly InstalmentSpec[], courseFee: number, today: string): string | null {
  if (planTotalViolation(instalments, courseFee)) {
    const total = formatRupees(instalments.reduce((sum, instalment) => sum + instalment.amount, 0));
    const fee = formatRupees(courseFee);
    return t`The instalments add up to ${total}, but the course's fee is ${fee}`;
  }
  if (dueDateWindowViolation(instalments, today)) {
    const earliest = addDays(today, -DUE_DATE_DAYS_BEFORE_MAX);
    const latest = addDays(today, DUE_AFTER_DAYS_MAX);
    return t`A due date must be from ${earliest} to ${latest}: within a year before today and ten years after`;
  }
  return null;
}
