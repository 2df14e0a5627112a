import {
  accountSchedule,
  auditSummaries,
  dateInIndia,
  dueDateWindowViolation,
  feePlanMessages,
  messages,
  planTotalViolation,
  scheduleOf,
  type FeePlan,
  type FeePlanApplyResult,
  type FeePlanInput,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween, type AuditSnapshot } from '../lib/audit-changes.js';
import { badRequest, notFound, refuseStaleEdit } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { lockActiveCourse } from '../repositories/courses.js';
import { instalmentsOf } from '../repositories/fee-accounts.js';
import {
  accountsOffPlan,
  currentFeePlan,
  insertFeePlanVersion,
  replaceSchedules,
  toFeePlan,
} from '../repositories/fee-plans.js';
import type { ServiceContext } from './context.js';

/** What the audit trail shows of a plan: its instalments and late fee as JSON text. */
const auditedPlan = (plan: { instalments: unknown; lateFee?: unknown }): AuditSnapshot => ({
  instalments: JSON.stringify(plan.instalments),
  lateFee: plan.lateFee ? JSON.stringify(plan.lateFee) : null,
});

/**
 * Sets a course's fee plan: a new version, for enrolments from now on (those before keep the version they had). Its
 * instalments must add up to the course's fee. `expectedVersion` (If-Match) refuses it when the plan changed since it
 * was read (0: there was none).
 */
export async function setFeePlan(
  { db, now }: ServiceContext,
  actorId: string,
  courseId: string,
  plan: FeePlanInput,
  expectedVersion?: number,
): Promise<FeePlan> {
  return transaction(db, async (tx) => {
    const course = await lockActiveCourse(tx, courseId);
    if (!course) throw notFound(messages.errors.courseNotFound);
    const previous = await currentFeePlan(tx, courseId);
    refuseStaleEdit(expectedVersion, previous?.version ?? 0);
    const violation =
      planTotalViolation(plan.instalments, course.price) ??
      dueDateWindowViolation(plan.instalments, dateInIndia(now()));
    if (violation) throw badRequest(violation);
    const row = await insertFeePlanVersion(tx, courseId, (previous?.version ?? 0) + 1, plan, actorId);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'course.fee_plan_changed',
      entityType: 'course',
      entityId: courseId,
      summary: auditSummaries.feePlanChanged(course.name, row.version, plan.instalments.length),
      changes: changesBetween(previous && auditedPlan(previous), auditedPlan(plan)),
    });
    return toFeePlan(row);
  });
}

/** How many accounts' schedules, before and after, an answer shows. */
const CHANGES_SHOWN = 20;

/**
 * Applies the course's current plan to its existing enrolments, or previews it (`dryRun`): each open account on another
 * version, or on none, gets the plan's instalments from its own enrolment day (a total corrected upwards falls due with
 * the last, as for a new enrolment). Left alone: an account whose ledger names its instalments (a late fee, or a
 * concession on one), and one whose total is below the plan's (its last instalment would be negative). `expectedVersion` (If-Match) is the
 * version previewed: a newer one since is a 409. Audited when applied.
 */
export async function applyFeePlan(
  { db }: ServiceContext,
  actorId: string,
  courseId: string,
  { dryRun }: { dryRun: boolean },
  expectedVersion?: number,
): Promise<FeePlanApplyResult> {
  return transaction(db, async (tx) => {
    const course = await lockActiveCourse(tx, courseId);
    if (!course) throw notFound(messages.errors.courseNotFound);
    const plan = await currentFeePlan(tx, courseId);
    if (!plan) throw badRequest(feePlanMessages.noPlan);
    refuseStaleEdit(expectedVersion, plan.version);
    const planTotal = plan.instalments.reduce((sum, instalment) => sum + instalment.amount, 0);
    const accounts = await accountsOffPlan(tx, courseId, plan.id);
    const current = await instalmentsOf(
      tx,
      accounts.map((account) => account.id),
    );
    const namesInstalments = (account: (typeof accounts)[number]) =>
      account.lateFee > 0 || (current.get(account.id) ?? []).some((instalment) => instalment.namedConcession > 0);
    const withInstalmentEntries = accounts.filter(namesInstalments);
    const replanned = accounts
      .filter((account) => !namesInstalments(account) && account.totalFee >= planTotal)
      .map((account) => ({
        ...account,
        instalments: scheduleOf(plan.instalments, dateInIndia(account.createdAt)),
      }));
    const shown = (instalments: { number: number; dueDate: string; amount: number }[]) =>
      instalments.map(({ number, dueDate, amount }) => ({ number, dueDate, amount }));
    const result = {
      dryRun,
      version: plan.version,
      changed: replanned.length,
      skippedWithInstalmentEntries: withInstalmentEntries.length,
      skippedLowerTotal: accounts.length - withInstalmentEntries.length - replanned.length,
      changes: replanned.slice(0, CHANGES_SHOWN).map((account) => ({
        feeAccountId: account.id,
        student: account.student,
        before: shown(accountSchedule(account, current.get(account.id) ?? [])),
        after: shown(
          accountSchedule(
            { totalFee: account.totalFee, dueDate: null },
            account.instalments.map((instalment) => ({
              ...instalment,
              lateFee: 0,
              namedConcession: 0,
              lateFeeWaived: 0,
            })),
          ),
        ),
      })),
    };
    if (dryRun || replanned.length === 0) return result;
    await replaceSchedules(tx, plan.id, replanned);
    await recordEvent(tx, {
      actor: { id: actorId },
      action: 'course.fee_plan_applied',
      entityType: 'course',
      entityId: courseId,
      summary: auditSummaries.feePlanApplied(course.name, plan.version, replanned.length),
      changes: { feePlanVersion: { from: null, to: plan.version }, enrolments: { from: null, to: replanned.length } },
    });
    return result;
  });
}
