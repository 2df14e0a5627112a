import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/fee-plan';
import { domainText } from '@/lib/domain-text/registry';
import { useLateFeeRun } from '../api/get-late-fee-run';
import { useRunLateFees } from '../api/run-late-fees';

/** How many late fees a run added, in the language shown. */
export const lateFeesAdded = (applied: number) =>
  t`Added ${plural(applied, { one: `${applied} late fee`, other: `${applied} late fees` })}`;

/**
 * Today's late fees at once, rather than at the daily run's hour; a late fee is never added twice. The server answers
 * at once and the run is followed to its end, however long it takes over many accounts.
 */
export function LateFeesPanel() {
  const { t } = useLingui();
  // Not a spec text: the spec has no late fees.
  const failed = t`Failed to run the late fees. Please try again.`;
  const start = useRunLateFees();
  const run = useLateFeeRun(start.data?.run._id);
  const ended = run.data?.state === 'done' || run.data?.state === 'failed';
  const running = start.isPending || (start.isSuccess && !ended && !run.isError);
  return (
    <Card className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-slate-900">
            <Trans>Late fees</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              They are added every day on their own. Confirm the payments that have arrived first, so a student who has
              paid is not charged.
            </Trans>
          </p>
        </div>
        <Button variant="secondary" loading={running} onClick={() => start.mutate()}>
          <Trans>Run late fees now</Trans>
        </Button>
      </div>
      {run.data?.state === 'done' && <Alert tone="success">{lateFeesAdded(run.data.applied ?? 0)}</Alert>}
      {run.data?.state === 'failed' && <Alert>{run.data.error ? domainText(run.data.error) : failed}</Alert>}
      {(start.isError || run.isError) && <Alert>{errorMessage(start.error ?? run.error, failed)}</Alert>}
    </Card>
  );
}
