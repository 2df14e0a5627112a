import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FileUp } from 'lucide';
import { assessmentMessages, type MarksInput } from '@campus/domain';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { SaveOutcome } from '@/components/ui/save-outcome';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/assessments';
import { domainText } from '@/lib/domain-text/registry';
import { queuedInputAt, useQueuedSave } from '@/lib/queued-saves';
import { QueuedSaveStatus } from '@/components/queued-save-status';
import { useMarks } from '../api/get-marks';
import { useSaveMarks } from '../api/save-marks';
import { assessmentsPath, importMarksPath } from '../utils/addresses';
import { AssessmentFacts } from './assessment-facts';
import { MarksForm } from './marks-form';

/**
 * An assessment's marks: what it is, then its students' marks, saved whole. A save made on a version someone else has
 * saved over since is refused with the server's message, and Reload reads their marks. With no connection the save
 * waits on the device to be sent (#46), and the screen says so until it is, or why it was not.
 */
export function MarksView({ assessmentId }: { assessmentId: string }) {
  const { t } = useLingui();
  const grid = useMarks(assessmentId);
  const save = useSaveMarks();
  const queue = useQueuedSave('marks', assessmentId);
  // The outcome of the last save stays up until the marks are changed again.
  const [outcomeShown, setOutcomeShown] = useState(false);

  if (grid.isPending || queue.isPending) return <LoadingState label={t`Loading the marks…`} />;
  if (grid.isError) {
    return (
      <div className="space-y-5">
        <BackLink to={paths.admin.teaching}>
          <Trans>Teaching</Trans>
        </BackLink>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          <Trans>Marks</Trans>
        </h1>
        <ErrorState
          message={errorMessage(grid.error, t`Failed to load the marks. Please try again.`)}
          onRetry={() => void grid.refetch()}
        />
      </div>
    );
  }

  const { assessment, version } = grid.data;
  const { title } = assessment;
  const queued = queue.save;
  const send = (input: MarksInput) => {
    setOutcomeShown(true);
    save.mutate({ assessmentId, input, version, label: `${assessment.courseName} · ${title}` });
  };
  const reload = () =>
    void grid.refetch().then(() => {
      save.reset();
      setOutcomeShown(false);
    });

  return (
    <div className="space-y-5">
      <BackLink to={assessmentsPath(assessment.courseId)}>
        <Trans>Assessments</Trans>
      </BackLink>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight wrap-break-word text-slate-900">
          <Trans>Marks: {title}</Trans>
        </h1>
        <p className="font-medium text-slate-900">{assessment.courseName}</p>
        <AssessmentFacts assessment={assessment} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-500">
            {assessment.published
              ? t`Students see these marks: a change needs a reason, and each student changed is told.`
              : t`Drafts: students see them once the assessment is published.`}
          </p>
          <ButtonLink variant="secondary" size="sm" className="min-h-11" to={importMarksPath(assessmentId)}>
            <Icon icon={FileUp} aria-hidden="true" className="size-4" />
            <Trans>Import from a file</Trans>
          </ButtonLink>
        </div>
      </header>
      {queued && <QueuedSaveStatus save={queued} here />}
      {outcomeShown && !(save.data && 'queued' in save.data) && (
        <SaveOutcome
          save={save}
          saved={domainText(assessmentMessages.marksSaved)}
          failed={t`Failed to save the marks. Please try again.`}
          onReload={reload}
          reloading={grid.isFetching}
        />
      )}
      <MarksForm
        key={`${assessmentId}:${version}`}
        grid={grid.data}
        queued={queuedInputAt(queued, version)}
        saving={save.isPending}
        onSave={send}
        onChange={() => setOutcomeShown(false)}
      />
    </div>
  );
}
