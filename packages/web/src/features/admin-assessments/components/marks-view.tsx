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
import { useMarks } from '../api/get-marks';
import { useSaveMarks } from '../api/save-marks';
import { assessmentsPath, importMarksPath } from '../utils/addresses';
import { AssessmentFacts } from './assessment-facts';
import { MarksForm } from './marks-form';

/** Not spec texts: the spec has no assessments. */
const LOAD_FAILED = 'Failed to load the marks. Please try again.';
const SAVE_FAILED = 'Failed to save the marks. Please try again.';

/** Someone else saved the marks since this screen read them. */

/**
 * An assessment's marks: what it is, then its students' marks, saved whole. A save made on a version someone else has
 * saved over since is refused with the server's message, and Reload reads their marks.
 */
export function MarksView({ assessmentId }: { assessmentId: string }) {
  const grid = useMarks(assessmentId);
  const save = useSaveMarks();
  // The outcome of the last save stays up until the marks are changed again.
  const [outcomeShown, setOutcomeShown] = useState(false);

  if (grid.isPending) return <LoadingState label="Loading the marks…" />;
  if (grid.isError) {
    return (
      <div className="space-y-5">
        <BackLink to={paths.admin.teaching}>Teaching</BackLink>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Marks</h1>
        <ErrorState message={errorMessage(grid.error, LOAD_FAILED)} onRetry={() => void grid.refetch()} />
      </div>
    );
  }

  const { assessment, version } = grid.data;
  const send = (input: MarksInput) => {
    setOutcomeShown(true);
    save.mutate({ assessmentId, input, version });
  };
  const reload = () =>
    void grid.refetch().then(() => {
      save.reset();
      setOutcomeShown(false);
    });

  return (
    <div className="space-y-5">
      <BackLink to={assessmentsPath(assessment.courseId)}>Assessments</BackLink>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight wrap-break-word text-slate-900">
          Marks: {assessment.title}
        </h1>
        <p className="font-medium text-slate-900">{assessment.courseName}</p>
        <AssessmentFacts assessment={assessment} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-500">
            {assessment.published
              ? 'Students see these marks: a change needs a reason, and each student changed is told.'
              : 'Drafts: students see them once the assessment is published.'}
          </p>
          <ButtonLink variant="secondary" size="sm" className="min-h-11" to={importMarksPath(assessmentId)}>
            <Icon icon={FileUp} aria-hidden="true" className="size-4" />
            Import from a file
          </ButtonLink>
        </div>
      </header>
      {outcomeShown && (
        <SaveOutcome
          save={save}
          saved={assessmentMessages.marksSaved}
          failed={SAVE_FAILED}
          onReload={reload}
          reloading={grid.isFetching}
        />
      )}
      <MarksForm
        key={`${assessmentId}:${version}`}
        grid={grid.data}
        saving={save.isPending}
        onSave={send}
        onChange={() => setOutcomeShown(false)}
      />
    </div>
  );
}
