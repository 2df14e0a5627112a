import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRunLateFees } from '../api/run-late-fees';

/** Not a spec text: the spec has no late fees. */
export const LATE_FEES_FAILED = 'Failed to run the late fees. Please try again.';

export const lateFeesAdded = (applied: number) => `Added ${applied} ${applied === 1 ? 'late fee' : 'late fees'}`;

/** Today's late fees at once, rather than at the daily run's hour; a late fee is never added twice. */
export function LateFeesPanel() {
  const run = useRunLateFees();
  return (
    <Card className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-slate-900">Late fees</h2>
          <p className="text-sm text-slate-600">
            They are added every day on their own. Confirm the payments that have arrived first, so a student who has
            paid is not charged.
          </p>
        </div>
        <Button variant="secondary" loading={run.isPending} onClick={() => run.mutate()}>
          Run late fees now
        </Button>
      </div>
      {run.isSuccess && <Alert tone="success">{lateFeesAdded(run.data.applied)}</Alert>}
      {run.isError && <Alert>{errorMessage(run.error, LATE_FEES_FAILED)}</Alert>}
    </Card>
  );
}
