import { useId } from 'react';
import { formatRupees, type FeePlanApplyResult } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useApplyFeePlan } from '../api/apply-fee-plan';

/** Not a spec text: the spec has no fee plans. */
export const FEE_PLAN_APPLY_FAILED = 'Failed to apply the fee plan. Please try again.';

const enrolments = (count: number) => `${count} ${count === 1 ? 'enrolment' : 'enrolments'}`;

function leftAlone(result: FeePlanApplyResult) {
  const notes = [];
  if (result.skippedWithInstalmentEntries > 0)
    notes.push(`${enrolments(result.skippedWithInstalmentEntries)} with a late fee or an instalment concession`);
  if (result.skippedLowerTotal > 0) notes.push(`${enrolments(result.skippedLowerTotal)} with a fee below the plan`);
  return notes.length > 0 ? ` Left as they are: ${notes.join(', ')}.` : '';
}

/**
 * Puts the course's existing enrolments on its current plan, each from its own enrolment day: a preview first (what
 * changes), then the change itself.
 */
export function ApplyFeePlan({ courseId, version }: { courseId: string; version: number }) {
  const headingId = useId();
  const preview = useApplyFeePlan();
  const apply = useApplyFeePlan();
  const previewed = preview.data;
  const failed = preview.error ?? apply.error;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl px-4 py-3 text-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="font-medium text-slate-900">
        Existing enrolments
      </h3>
      {failed && <Alert>{errorMessage(failed, FEE_PLAN_APPLY_FAILED)}</Alert>}
      {apply.data ? (
        <Alert tone="success">
          {`Version ${apply.data.version} now applies to ${enrolments(apply.data.changed)}.${leftAlone(apply.data)}`}
        </Alert>
      ) : previewed ? (
        <>
          <p className="text-slate-600">
            {`${enrolments(previewed.changed)} would move to version ${previewed.version}.${leftAlone(previewed)}`}
          </p>
          {previewed.changes.length > 0 && (
            <ul aria-label="Changes" className="space-y-1 text-slate-600">
              {previewed.changes.map((change) => (
                <li key={change.feeAccountId}>
                  <span className="font-medium text-slate-900">{change.student}</span>:{' '}
                  {change.after.map((item) => `${formatRupees(item.amount)} on ${formatDate(item.dueDate)}`).join(', ')}
                </li>
              ))}
            </ul>
          )}
          {previewed.changed > 0 && (
            <Button
              size="sm"
              loading={apply.isPending}
              onClick={() => apply.mutate({ courseId, version, dryRun: false })}
            >
              Apply to {enrolments(previewed.changed)}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="text-slate-600">Students enrolled before keep their plan unless you apply this one to them.</p>
          <Button
            size="sm"
            variant="secondary"
            loading={preview.isPending}
            onClick={() => preview.mutate({ courseId, version, dryRun: true })}
          >
            Preview changes
          </Button>
        </>
      )}
    </section>
  );
}
