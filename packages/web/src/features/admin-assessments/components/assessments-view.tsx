import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChartColumn, FileUp, Pencil, Plus, Send, TableProperties, Trash2 } from 'lucide';
import { dateInIndia, WEIGHT_TOTAL, type Assessment } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/assessments';
import { domainText } from '@/lib/domain-text/registry';
import { useCourseName } from '@/lib/get-course-name';
import { usePublishAssessment } from '../api/change-assessment';
import { useAssessments } from '../api/get-assessments';
import { useCourseSections } from '../api/get-course-sections';
import { importMarksPath, marksPath, resultsPath } from '../utils/addresses';
import { publishedText } from '../utils/texts';
import { AssessmentFacts } from './assessment-facts';

const AssessmentFormDialog = lazyDialog(
  () => import('./assessment-form-dialog').then((module) => module.AssessmentFormDialog),
  () => true,
);
const DeleteAssessmentDialog = lazyDialog(
  () => import('./delete-assessment-dialog').then((module) => module.DeleteAssessmentDialog),
  () => true,
);

type Editing = { assessment: Assessment | null } | null;

/**
 * A course's assessments by date: each with its marks entered so far, the way to its marks (typed or from a file),
 * publishing, editing and deleting; and what the weights add up to.
 */
export function AssessmentsView({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const list = useAssessments(courseId);
  const sections = useCourseSections(courseId);
  const courseName = useCourseName(courseId).data;
  const publish = usePublishAssessment();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Assessment | null>(null);
  const [publishing, setPublishing] = useState<Assessment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reload = () => list.refetch();
  const publishingTitle = publishing?.title ?? '';
  const publishingMarked = publishing?.markedCount;

  return (
    <div className="space-y-5">
      <BackLink to={paths.admin.teaching}>
        <Trans>Teaching</Trans>
      </BackLink>
      <PageHeader
        title={t`Assessments`}
        description={courseName ?? ' '}
        actions={
          <>
            <ButtonLink variant="secondary" to={resultsPath(courseId)}>
              <Icon icon={ChartColumn} aria-hidden="true" className="size-4" />
              <Trans>Result sheet</Trans>
            </ButtonLink>
            <Button
              onClick={() => {
                setNotice(null);
                setEditing({ assessment: null });
              }}
            >
              <Icon icon={Plus} aria-hidden="true" className="size-4" />
              <Trans>Add assessment</Trans>
            </Button>
          </>
        }
      />
      {notice && (
        <Alert tone="success" takeFocus>
          {domainText(notice)}
        </Alert>
      )}
      {publish.isError && (
        <Alert>{errorMessage(publish.error, t`Failed to publish the assessment. Please try again.`)}</Alert>
      )}
      {list.isPending ? (
        <LoadingState label={t`Loading the assessments…`} />
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error, t`Failed to load the assessments. Please try again.`)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.assessments.length === 0 ? (
        <EmptyState title={t`No assessments yet`}>
          <Trans>Add the course's tests, assignments, practicals and exams, each with its weight in the result.</Trans>
        </EmptyState>
      ) : (
        <>
          <WeightTotal weightTotal={list.data.weightTotal} />
          <ul aria-label={t`Assessments`} className="space-y-3">
            {list.data.assessments.map((assessment) => (
              <li key={assessment._id}>
                <AssessmentCard
                  assessment={assessment}
                  onEdit={() => {
                    setNotice(null);
                    setEditing({ assessment });
                  }}
                  onDelete={() => {
                    setNotice(null);
                    setDeleting(assessment);
                  }}
                  onPublish={() => {
                    setNotice(null);
                    publish.reset();
                    setPublishing(assessment);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {editing && (
        <AssessmentFormDialog
          courseId={courseId}
          assessment={editing.assessment}
          sections={sections.data ?? []}
          today={dateInIndia(new Date())}
          onReload={reload}
          reloading={list.isFetching}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            const { title } = saved;
            setNotice(editing.assessment ? t`${title} was saved.` : t`${title} was added.`);
          }}
        />
      )}
      {deleting && (
        <DeleteAssessmentDialog
          assessment={deleting}
          onReload={reload}
          reloading={list.isFetching}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            setNotice(message);
          }}
        />
      )}
      <ConfirmDialog
        open={publishing !== null}
        title={t`Publish ${publishingTitle}?`}
        message={
          publishing &&
          t`Students see their marks from now on, and each of the ${publishingMarked} marked is emailed theirs. A change after this needs a reason.`
        }
        confirmLabel={t`Publish`}
        loading={publish.isPending}
        onCancel={() => setPublishing(null)}
        onConfirm={() => {
          if (!publishing) return;
          publish.mutate(publishing._id, {
            onSuccess: ({ assessment }) => setNotice(publishedText(assessment.markedCount)),
            onSettled: () => setPublishing(null),
          });
        }}
      />
    </div>
  );
}

/** What the course's weights add up to, and whether its results are final. */
function WeightTotal({ weightTotal }: { weightTotal: number }) {
  const weightMax = WEIGHT_TOTAL;
  return (
    <p className="text-sm text-slate-600">
      {weightTotal < weightMax ? (
        <Trans>
          The weights add up to <strong className="tabular-nums">{weightTotal}</strong> of {weightMax}: results are
          final once they reach it.
        </Trans>
      ) : (
        <Trans>
          The weights add up to <strong className="tabular-nums">{weightTotal}</strong> of {weightMax}.
        </Trans>
      )}
    </p>
  );
}

function AssessmentCard({
  assessment,
  onEdit,
  onDelete,
  onPublish,
}: {
  assessment: Assessment;
  onEdit: () => void;
  onDelete: () => void;
  onPublish: () => void;
}) {
  const { t } = useLingui();
  const { title, markedCount, studentCount } = assessment;
  return (
    <Card className="space-y-3">
      <div className="space-y-1">
        <h2 className="font-semibold wrap-break-word text-slate-900">{title}</h2>
        <AssessmentFacts assessment={assessment} />
        <p className="text-sm text-slate-500 tabular-nums">
          <Trans>
            Marked {markedCount} of {studentCount}
          </Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink size="sm" to={marksPath(assessment._id)} aria-label={t`Marks of ${title}`}>
          <Icon icon={TableProperties} aria-hidden="true" className="size-4" />
          <Trans>Marks</Trans>
        </ButtonLink>
        <ButtonLink
          size="sm"
          variant="secondary"
          to={importMarksPath(assessment._id)}
          aria-label={t`Import marks of ${title}`}
        >
          <Icon icon={FileUp} aria-hidden="true" className="size-4" />
          <Trans>Import</Trans>
        </ButtonLink>
        {!assessment.published && (
          <Button size="sm" variant="secondary" onClick={onPublish} aria-label={t`Publish ${title}`}>
            <Icon icon={Send} aria-hidden="true" className="size-4" />
            <Trans>Publish</Trans>
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t`Edit ${title}`}>
          <Icon icon={Pencil} aria-hidden="true" className="size-4" />
          <Trans>Edit</Trans>
        </Button>
        <Button size="sm" variant="dangerGhost" onClick={onDelete} aria-label={t`Delete ${title}`}>
          <Icon icon={Trash2} aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}
