import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type DragEvent } from 'react';
import { FileSpreadsheet, FileUp } from 'lucide';
import { formatCount, studentImportMessages, type StudentImportReport } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FileInputButton } from '@/components/ui/file-input-button';
import { Icon } from '@/components/ui/icon';
import { ImportActions, ImportErrors } from '@/components/ui/import-report';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/student-import';
import { IMPORT_ACCEPT, IMPORT_MAX_MEGABYTES, useImportRun } from '@/lib/use-import-run';
import { useDownloadImportTemplate } from '../api/download-students-csv';
import { useImportStudents } from '../api/import-students';
import { problemText } from '../utils/problem-text';

/** "120 new, 8 updated, 372 unchanged" */
export function importSummary({ created, updated, unchanged }: StudentImportReport): string {
  const added = formatCount(created);
  const changed = formatCount(updated);
  const same = formatCount(unchanged);
  return t`${added} new, ${changed} updated, ${same} unchanged`;
}

export function ImportStudentsView() {
  const { t } = useLingui();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const run = useImportStudents();
  const importRun = useImportRun(run);
  const { file, fileError, choose, report, checked, imported } = importRun;
  const template = useDownloadImportTemplate();
  const megabytes = IMPORT_MAX_MEGABYTES;

  const checkedSummary = checked && importSummary(checked);
  const importedSummary = imported && importSummary(imported);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        <p className="text-sm text-slate-600">
          <Trans>
            A CSV or Excel (.xlsx) file with the columns{' '}
            <strong translate="no">name, email, phone, dob, courses</strong>, at most {megabytes} MB. Dates may be
            written YYYY-MM-DD or day first (DD/MM/YYYY); several courses are separated by “;”. An optional{' '}
            <strong translate="no">section</strong> column names a section of the row’s courses; without it a student
            joins each course’s main section. Optional{' '}
            <strong translate="no">guardian_name, guardian_relation, guardian_phone, guardian_email</strong> and the
            same for a second guardian (<strong translate="no">guardian2_name</strong>…) give up to two guardians, each
            with a phone or an email: one whose phone or email another student’s guardian has is linked to that
            guardian. A student whose email is already known is updated, and never loses a course or a guardian.{' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline hover:text-brand-800"
              onClick={() => template.mutate()}
            >
              Download the template
            </button>
          </Trans>
        </p>
        {template.isError && <Alert>{errorMessage(template.error, t`Failed to download the template`)}</Alert>}

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
            accept={IMPORT_ACCEPT}
            disabled={run.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
          >
            <Trans>Choose a file</Trans>
          </FileInputButton>
          <p className="text-sm text-slate-500">{file ? file.name : t`or drop it here`}</p>
        </div>
        {fileError && <Alert>{problemText(fileError)}</Alert>}

        <ImportActions run={importRun} working={t`Importing the students…`} failed={studentImportMessages.failed} />
      </Card>

      {report && report.errors.length > 0 && <ImportErrors report={report} />}
      {checked && (
        <Alert tone="success">
          <Trans>The file is ready to import: {checkedSummary}. Nothing has been written yet.</Trans>
        </Alert>
      )}
      {imported && (
        <Alert
          tone="success"
          action={
            <ButtonLink to={paths.admin.students} variant="secondary" size="sm">
              <Trans>See the students</Trans>
            </ButtonLink>
          }
        >
          <Trans>Imported: {importedSummary}.</Trans>
        </Alert>
      )}
    </div>
  );
}
