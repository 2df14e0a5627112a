import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useApplyFeePlan } from '../api/apply-fee-plan';
import { applied, enrolments, FEE_PLAN_APPLY_FAILED, instalmentText, wouldApply } from '../utils/apply-text';

/**
 * Puts the course's existing enrolments on its current plan, each from its own enrolment day: a preview first (what
 * changes), then the change itself.
 */
export function ApplyFeePlan({ courseId, version }: { courseId: string; version: number }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const preview = useApplyFeePlan();
  const apply = useApplyFeePlan();
  const previewed = preview.data;
  const failed = preview.error ?? apply.error;
  const count = previewed ? enrolments(previewed.changed) : '';
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl px-4 py-3 text-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="font-medium text-slate-900">
        <Trans>Existing enrolments</Trans>
      </h3>
      {failed && <Alert>{errorMessage(failed, i18n._(FEE_PLAN_APPLY_FAILED))}</Alert>}
      {apply.data ? (
        <Alert tone="success">{applied(apply.data)}</Alert>
      ) : previewed ? (
        <>
          <p className="text-slate-600">{wouldApply(previewed)}</p>
          {previewed.changes.length > 0 && (
            <ul aria-label={t`Changes`} className="space-y-1 text-slate-600">
              {previewed.changes.map((change) => (
                <li key={change.feeAccountId}>
                  <span className="font-medium text-slate-900">{change.student}</span>:{' '}
                  {change.after.map(instalmentText).join(', ')}
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
              {t`Apply to ${count}`}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="text-slate-600">
            <Trans>Students enrolled before keep their plan unless you apply this one to them.</Trans>
          </p>
          <Button
            size="sm"
            variant="secondary"
            loading={preview.isPending}
            onClick={() => preview.mutate({ courseId, version, dryRun: true })}
          >
            <Trans>Preview changes</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
