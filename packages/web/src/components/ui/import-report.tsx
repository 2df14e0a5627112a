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
  const uploading = percent < 100;
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        {!uploading && <Spinner className="size-4" />}
        {uploading ? `Uploading… ${percent}%` : working}
      </p>
      <ProgressBar percent={percent} label="Upload" />
    </div>
  );
}

/**
 * Check file (a dry run), then Import once the check found nothing wrong; the run's progress (`working`: what the server
 * does once the file is up) and its failure (`failed`: the words when the server gives none).
 */
export function ImportActions({ run, working, failed }: { run: ImportRun; working: string; failed: string }) {
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
          Check file
        </Button>
        <Button disabled={!checked} loading={progress?.dryRun === false} onClick={() => start(false)}>
          Import
        </Button>
      </div>
      {progress && (
        <RunProgress percent={progress.percent} working={progress.dryRun ? 'Checking the rows…' : working} />
      )}
      {failure && <Alert>{errorMessage(failure, failed)}</Alert>}
    </>
  );
}

/** A file refused whole: every problem found, each with its row and column, and that nothing was written. */
export function ImportErrors({ report }: { report: ImportReport }) {
  const count = report.errors.length;
  return (
    <Card className="space-y-3">
      <Alert>
        {count === 1 ? '1 problem' : `${formatCount(count)} problems`} in {formatCount(report.rows)} rows: nothing was{' '}
        {report.dryRun ? 'written' : 'imported'}. Correct the file and check it again.
      </Alert>
      <ScrollTable caption="Problems in the file">
        <PlainHead columns={['Row', 'Column', 'Problem']} />
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
