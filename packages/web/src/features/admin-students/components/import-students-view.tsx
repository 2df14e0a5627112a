import { useId, useState, type DragEvent } from 'react';
import { FileSpreadsheet, FileUp } from 'lucide';
import { formatCount, STUDENT_IMPORT_MAX_BYTES, studentImportMessages, type StudentImportReport } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FileInputButton } from '@/components/ui/file-input-button';
import { Icon } from '@/components/ui/icon';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDownloadImportTemplate } from '../api/download-students-csv';
import { useImportStudents } from '../api/import-students';
import { PlainHead, ScrollTable } from '@/components/ui/table';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MEGABYTES = STUDENT_IMPORT_MAX_BYTES / 1024 / 1024;

/** "120 new, 8 updated, 372 unchanged" */
export const importSummary = ({ created, updated, unchanged }: StudentImportReport) =>
  `${formatCount(created)} new, ${formatCount(updated)} updated, ${formatCount(unchanged)} unchanged`;

/** Where a run is: the file on its way up (with how much has gone), then the server at work. */
type Progress = { dryRun: boolean; percent: number } | null;

export function ImportStudentsView() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);
  const run = useImportStudents();
  const template = useDownloadImportTemplate();
  const report = run.data;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    run.reset();
    setFile(chosen);
    setFileError(chosen.size > STUDENT_IMPORT_MAX_BYTES ? studentImportMessages.tooLarge(MAX_MEGABYTES) : null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const start = (dryRun: boolean) => {
    if (!file) return;
    setProgress({ dryRun, percent: 0 });
    run.mutate(
      { file, dryRun, onProgress: (percent) => setProgress({ dryRun, percent }) },
      { onSettled: () => setProgress(null) },
    );
  };

  const checkedClean = report?.dryRun === true && report.errors.length === 0;
  const imported = report?.dryRun === false && report.errors.length === 0;

  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        <p className="text-sm text-slate-600">
          A CSV or Excel (.xlsx) file with the columns <strong>name, email, phone, dob, courses</strong>, at most{' '}
          {MAX_MEGABYTES} MB. Dates may be written YYYY-MM-DD or day first (DD/MM/YYYY); several courses are separated
          by “;”. A student whose email is already known is updated, and never loses a course.{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline hover:text-brand-800"
            onClick={() => template.mutate()}
          >
            Download the template
          </button>
        </p>
        {template.isError && <Alert>{errorMessage(template.error, 'Failed to download the template')}</Alert>}

        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center ${dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300'}`}
        >
          <Icon icon={FileSpreadsheet} aria-hidden="true" className="size-8 text-slate-400" />
          <FileInputButton
            id={inputId}
            size="md"
            icon={FileUp}
            accept={ACCEPT}
            disabled={run.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
          >
            Choose a file
          </FileInputButton>
          <p className="text-sm text-slate-500">{file ? file.name : 'or drop it here'}</p>
        </div>
        {fileError && <Alert>{fileError}</Alert>}

        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={!file || fileError !== null}
            loading={progress?.dryRun === true}
            onClick={() => start(true)}
          >
            Check file
          </Button>
          <Button disabled={!checkedClean} loading={progress?.dryRun === false} onClick={() => start(false)}>
            Import
          </Button>
        </div>
        {progress && <RunProgress percent={progress.percent} dryRun={progress.dryRun} />}
        {run.isError && <Alert>{errorMessage(run.error, studentImportMessages.failed)}</Alert>}
      </Card>

      {report && report.errors.length > 0 && <ErrorTable report={report} />}
      {checkedClean && (
        <Alert tone="success">
          The file is ready to import: {importSummary(report)}. Nothing has been written yet.
        </Alert>
      )}
      {imported && (
        <Alert
          tone="success"
          action={
            <ButtonLink to={paths.admin.students} variant="secondary" size="sm">
              See the students
            </ButtonLink>
          }
        >
          Imported: {importSummary(report)}.
        </Alert>
      )}
    </div>
  );
}

function RunProgress({ percent, dryRun }: { percent: number; dryRun: boolean }) {
  const uploading = percent < 100;
  const working = dryRun ? 'Checking the rows…' : 'Importing the students…';
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

function ErrorTable({ report }: { report: StudentImportReport }) {
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
