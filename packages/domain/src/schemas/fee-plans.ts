import { z } from 'zod';
import { DUE_AFTER_DAYS_MAX, FEE_PLAN_INSTALMENTS_MAX, LATE_FEE_DAYS_MAX } from '../constants.js';
import { feePlanMessages } from '../messages.js';
import { AGEING_BUCKETS, INSTALMENT_STATUSES, type AgeingBucket } from '../fee-plans.js';
import { isoDateSchema, paiseSchema } from './common.js';

const amountSchema = paiseSchema.refine((amount) => amount > 0, feePlanMessages.instalmentAmount);
const wholeDays = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** An instalment: its amount, due on a fixed day or so many days after the student's enrolment. */
export const instalmentSpecSchema = z.union(
  [
    z.strictObject({ amount: amountSchema, dueDate: isoDateSchema }),
    z.strictObject({
      amount: amountSchema,
      dueAfterDays: wholeDays(0, DUE_AFTER_DAYS_MAX, feePlanMessages.dueAfterDays),
    }),
  ],
  { error: feePlanMessages.instalmentDue },
);

const twoDecimals = (value: number) => Math.round(value * 100) === value * 100;

/** A late fee rule: `value` is paise when fixed, a percentage (2.5 is 2.5%) of what is overdue when percent. */
export const lateFeeSchema = z
  .strictObject({
    kind: z.enum(['fixed', 'percent'], { error: feePlanMessages.lateFeeKind }),
    value: z.number({ error: feePlanMessages.lateFeeFixed }),
    graceDays: wholeDays(0, LATE_FEE_DAYS_MAX, feePlanMessages.graceDays),
    everyDays: wholeDays(1, LATE_FEE_DAYS_MAX, feePlanMessages.everyDays).optional(),
    cap: paiseSchema.refine((cap) => cap > 0, feePlanMessages.cap).optional(),
  })
  .superRefine(({ kind, value }, context) => {
    const valid =
      kind === 'fixed'
        ? paiseSchema.safeParse(value).success && value > 0
        : value > 0 && value <= 100 && twoDecimals(value);
    if (!valid) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: kind === 'fixed' ? feePlanMessages.lateFeeFixed : feePlanMessages.lateFeePercent,
      });
    }
  });

/** A course's fee plan as an admin sets it (PUT /api/admin/courses/{id}/fee-plan). */
export const feePlanInputSchema = z.strictObject({
  instalments: z
    .array(instalmentSpecSchema)
    .min(1, feePlanMessages.instalmentsRequired)
    .max(FEE_PLAN_INSTALMENTS_MAX, feePlanMessages.instalmentsMax),
  lateFee: lateFeeSchema.optional(),
});
export type FeePlanInput = z.infer<typeof feePlanInputSchema>;

/**
 * A version of a course's fee plan. A new version applies to enrolments from then on; those before keep theirs.
 * `version` counts from 1.
 */
export const feePlanSchema = feePlanInputSchema.extend({
  courseId: z.uuid(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type FeePlan = z.infer<typeof feePlanSchema>;
/** A course's current fee plan, or null while it has none (one payment, due by the rule without a plan). */
export const feePlanResponseSchema = z.object({ feePlan: feePlanSchema.nullable() });

/** An instalment of a fee account: its amount and late fees, what was conceded off it and paid towards it, its state. */
export const instalmentViewSchema = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  amount: z.number().int(),
  lateFee: z.number().int(),
  concession: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  status: z.enum(INSTALMENT_STATUSES),
});

/** What is outstanding by how long it has been overdue (paise): not due, 1–30, 31–60, 61–90 and over 90 days. */
export const ageingSchema = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.number().int()])) as Record<AgeingBucket, z.ZodNumber>,
);

/** The earliest instalment not fully paid: its day and what is left of it. */
export const nextDueSchema = z.object({ dueDate: z.string(), amount: z.number().int() }).nullable();

/** What a fee account carries of its schedule (admins' and the student's records alike). */
export const accountScheduleFields = {
  /** Late fees charged on the account (in what is due; a concession waives them). */
  lateFee: z.number().int(),
  schedule: z.array(instalmentViewSchema),
  nextDue: nextDueSchema,
};

/** What a late-fee run added: how many late fees (ledger entries). */
export const LATE_FEE_RUN_STATES = ['running', 'done', 'failed'] as const;

/**
 * A late-fee run an admin started (POST /api/admin/late-fees/run answers it at once, running): `applied` is how many
 * late fees it added, once done; `error` why it stopped, when failed.
 */
export const lateFeeRunSchema = z.object({
  _id: z.uuid(),
  state: z.enum(LATE_FEE_RUN_STATES),
  applied: z.number().int().nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type LateFeeRun = z.infer<typeof lateFeeRunSchema>;
export const lateFeeRunResponseSchema = z.object({ run: lateFeeRunSchema });
export type LateFeeRunResponse = z.infer<typeof lateFeeRunResponseSchema>;

/** Applying the current plan to the course's existing enrolments: a preview (`dryRun`) or for real. */
export const feePlanApplyInputSchema = z.strictObject({
  dryRun: z.boolean({ error: 'Say whether to preview the changes (dryRun: true) or make them (dryRun: false)' }),
});

const scheduledInstalmentSchema = z.object({ number: z.number().int(), dueDate: z.string(), amount: z.number().int() });

/** What applying the plan changes (or would): each account's schedule before and after, and what it leaves alone. */
export const feePlanApplyResponseSchema = z.object({
  dryRun: z.boolean(),
  version: z.number().int(),
  /** The accounts whose schedule becomes the plan's. */
  changed: z.number().int(),
  /** Left on their schedule: a late fee was charged on it, or a concession names one of its instalments. */
  skippedWithInstalmentEntries: z.number().int(),
  /** Left on their schedule: their total is below the plan's. */
  skippedLowerTotal: z.number().int(),
  /** The first accounts that change, with their schedules before and after. */
  changes: z.array(
    z.object({
      feeAccountId: z.uuid(),
      student: z.string(),
      before: z.array(scheduledInstalmentSchema),
      after: z.array(scheduledInstalmentSchema),
    }),
  ),
});
export type FeePlanApplyResult = z.infer<typeof feePlanApplyResponseSchema>;
