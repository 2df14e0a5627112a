import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Download, FileUp } from 'lucide';
import { studentImportMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FileInputButton } from '@/components/ui/file-input-button';
import { Icon } from '@/components/ui/icon';
import { ImportActions, ImportErrors } from '@/components/ui/import-report';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/student-import';
import { domainText } from '@/lib/domain-text/registry';
import { IMPORT_ACCEPT, IMPORT_MAX_MEGABYTES, useImportRun } from '@/lib/use-import-run';
import { useMarks } from '../api/get-marks';
import { useDownloadMarksTemplate, useImportMarks, type TemplateFormat } from '../api/import-marks';
import { assessmentsPath, marksPath } from '../utils/addresses';
import { fileTooLargeText, marksSummaryText } from '../utils/texts';
import { AssessmentFacts } from './assessment-facts';

/** Why the chosen file cannot be sent, in the language shown. */
const fileProblemText = (problem: string) =>
  problem === studentImportMessages.tooLarge(IMPORT_MAX_MEGABYTES)
    ? fileTooLargeText(IMPORT_MAX_MEGABYTES)
    : domainText(problem);

/**
 * An assessment's marks from a CSV or Excel file: its template (every student, their marks so far) to fill in, then
 * the file checked whole (a dry run lists each bad row, and nothing is written), then imported.
 */
export function ImportMarksView({ assessmentId }: { assessmentId: string }) {
  const { t } = useLingui();
  const inputId = useId();
  const grid = useMarks(assessmentId);
  const run = useImportMarks(assessmentId);
  const template = useDownloadMarksTemplate();
  const importRun = useImportRun(run);

  if (grid.isPending) return <LoadingState label={t`Loading the assessment…`} />;
  if (grid.isError) {
    return (
      <div className="space-y-5">
        <BackLink to={paths.admin.teaching}>
          <Trans>Teaching</Trans>
        </BackLink>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          <Trans>Import marks</Trans>
        </h1>
        <ErrorState
          message={errorMessage(grid.error, t`Failed to load the assessment. Please try again.`)}
          onRetry={() => void grid.refetch()}
        />
      </div>
    );
  }
  const { assessment } = grid.data;

  const download = (format: TemplateFormat) => template.mutate({ assessment, format });

  const { file, fileError, choose, report, checked, imported } = importRun;
  const { title } = assessment;
  const maxMegabytes = IMPORT_MAX_MEGABYTES;
  const checkedSummary = checked && marksSummaryText(checked);
  const importedSummary = imported && marksSummaryText(imported);

  return (
    <div className="space-y-5">
      <BackLink to={assessmentsPath(assessment.courseId)}>
        <Trans>Assessments</Trans>
      </BackLink>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight wrap-break-word text-slate-900">
          <Trans>Import marks: {title}</Trans>
        </h1>
        <p className="font-medium text-slate-900">{assessment.courseName}</p>
        <AssessmentFacts assessment={assessment} />
      </header>
      <Card className="space-y-4">
        <p className="text-sm text-slate-600">
          <Trans>
            A CSV or Excel (.xlsx) file with the columns{' '}
            <strong translate="no">email, name, marks, absent, remark</strong> (only{' '}
            <strong translate="no">email</strong> and <strong translate="no">marks</strong> are needed), at most{' '}
            {maxMegabytes} MB. The email says who the student is; marks may have two decimals, or read AB (absent) or EX
            (exempt). The template lists every student with their marks so far.
          </Trans>
          {assessment.published && ` ${t`This assessment is published: each student whose marks change is told.`}`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => download('xlsx')} loading={template.isPending}>
            <Icon icon={Download} aria-hidden="true" className="size-4" />
            <Trans>Template (Excel)</Trans>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => download('csv')} disabled={template.isPending}>
            <Icon icon={Download} aria-hidden="true" className="size-4" />
            <Trans>Template (CSV)</Trans>
          </Button>
        </div>
        {template.isError && (
          <Alert>{errorMessage(template.error, t`Failed to download the template. Please try again.`)}</Alert>
        )}
        <div className="flex flex-wrap items-center gap-3">
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
          <p className="text-sm wrap-anywhere text-slate-500">{file ? file.name : t`No file chosen`}</p>
        </div>
        {fileError && <Alert>{fileProblemText(fileError)}</Alert>}
        <ImportActions
          run={importRun}
          working={t`Importing the marks…`}
          failed={t`Failed to import the marks. Please try again.`}
        />
      </Card>
      {report && report.errors.length > 0 && <ImportErrors report={report} />}
      {checked && (
        <Alert tone="success">{t`The file is ready to import: ${checkedSummary}. Nothing has been written yet.`}</Alert>
      )}
      {imported && (
        <Alert
          tone="success"
          takeFocus
          action={
            <ButtonLink to={marksPath(assessmentId)} variant="secondary" size="sm">
              <Trans>See the marks</Trans>
            </ButtonLink>
          }
        >
          {t`Imported: ${importedSummary}.`}
        </Alert>
      )}
    </div>
  );
}
