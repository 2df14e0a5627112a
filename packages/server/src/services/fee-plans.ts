import { auditSummaries, messages, planTotalViolation, type FeePlan, type FeePlanInput } from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { changesBetween, type AuditSnapshot } from '../lib/audit-changes.js';
import { badRequest, notFound, refuseStaleEdit } from '../lib/errors.js';
import { recordEvent } from '../repositories/audit.js';
import { lockActiveCourse } from '../repositories/courses.js';
import { currentFeePlan, insertFeePlanVersion, toFeePlan } from '../repositories/fee-plans.js';
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
  { db }: ServiceContext,
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
    const violation = planTotalViolation(plan.instalments, course.price);
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
