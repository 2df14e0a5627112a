import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@campus/domain';
import { errorMessage } from '@/lib/api-client';
import type { ImportReport, ImportRun } from '@/lib/use-import-run';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { ProgressBar } from './progress-bar';
import { Spinner } from './spinner';
import { PlainHead, ScrollTable } from './table';

/** Where an import run is: the file on its way up (with how much has gone), then the server at work. */
function RunProgress({ percent, working }: { percent: number; working: string }) {
  const { t } = useLingui();
  const uploading = percent < 100;
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        {!uploading && <Spinner className="size-4" />}
        {uploading ? t`Uploading… ${percent}%` : working}
      </p>
      <ProgressBar percent={percent} label={t`Upload`} />
    </div>
  );
}

/**
 * Check file (a dry run), then Import once the check found nothing wrong; the run's progress (`working`: what the server
 * does once the file is up) and its failure (`failed`: the words when the server gives none).
 */
export function ImportActions({ run, working, failed }: { run: ImportRun; working: string; failed: string }) {
  const { t } = useLingui();
  const { file, fileError, progress, start, checked, failure } = run;
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={!file || fileError !== null}
          loading={progress?.dryRun === true}
          onClick={() => start(true)}
        >
          <Trans>Check file</Trans>
        </Button>
        <Button disabled={!checked} loading={progress?.dryRun === false} onClick={() => start(false)}>
          <Trans>Import</Trans>
        </Button>
      </div>
      {progress && (
        <RunProgress percent={progress.percent} working={progress.dryRun ? t`Checking the rows…` : working} />
      )}
      {failure && <Alert>{errorMessage(failure, failed)}</Alert>}
    </>
  );
}

/** A file refused whole: every problem found, each with its row and column, and that nothing was written. */
export function ImportErrors({ report }: { report: ImportReport }) {
  const { t } = useLingui();
  const count = report.errors.length;
  const problems = formatCount(count);
  const rows = formatCount(report.rows);
  return (
    <Card className="space-y-3">
      <Alert>
        {report.dryRun
          ? t`${plural(count, { one: `${problems} problem`, other: `${problems} problems` })} in ${rows} rows: nothing was written. Correct the file and check it again.`
          : t`${plural(count, { one: `${problems} problem`, other: `${problems} problems` })} in ${rows} rows: nothing was imported. Correct the file and check it again.`}
      </Alert>
      <ScrollTable caption={t`Problems in the file`}>
        <PlainHead columns={[t`Row`, t`Column`, t`Problem`]} />
        <tbody className="divide-y divide-slate-100">
          {report.errors.map((error, index) => (
            <tr key={index}>
              <td className="py-2 pr-4 align-top tabular-nums">{error.row}</td>
              <td className="py-2 pr-4 align-top">{error.column}</td>
              <td className="py-2 align-top break-words text-rose-700">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </Card>
  );
}
