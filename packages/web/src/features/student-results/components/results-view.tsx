import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide';
import type { CourseResult } from '@campus/domain';
import { CourseResultCard } from '@/components/course-result-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useDownloadReportCard, useMyResults } from '../api/get-my-results';

/** Not spec texts: the spec has no results. */
export const RESULTS_LOAD_FAILED = msg`Failed to load your results. Please try again.`;
const REPORT_CARD_FAILED = msg`Could not get your report card. Please try again.`;

/** The student's published marks in each course they are enrolled in, the result so far, and its report card. */
export function ResultsView({ description }: { description?: string }) {
  const { i18n, t } = useLingui();
  const results = useMyResults();
  return (
    <>
      <PageHeader
        title={t`Results`}
        description={description ?? t`Your marks in each published assessment, and your result so far.`}
      />
      {results.isPending ? (
        <LoadingState label={t`Loading your results…`} />
      ) : results.isError ? (
        <ErrorState message={i18n._(RESULTS_LOAD_FAILED)} onRetry={() => void results.refetch()} />
      ) : results.data.courses.length === 0 ? (
        <EmptyState title={t`No results yet`}>
          <Trans>Your marks show here once your instructor publishes them.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Results by course`} className="space-y-4">
          {results.data.courses.map((course) => (
            <li key={course.courseId}>
              <CourseResultCard course={course} action={<ReportCard course={course} />} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReportCard({ course }: { course: CourseResult }) {
  const { i18n, t } = useLingui();
  const download = useDownloadReportCard();
  if (course.assessments.length === 0) return null;
  const courseName = course.courseName;
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        loading={download.isPending}
        onClick={() => download.mutate({ courseId: course.courseId, courseName: course.courseName })}
        aria-label={t`Download report card of ${courseName}`}
      >
        {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
        <Trans>Download report card</Trans>
      </Button>
      {download.isError && <Alert>{errorMessage(download.error, i18n._(REPORT_CARD_FAILED))}</Alert>}
    </div>
  );
}
