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
export const RESULTS_LOAD_FAILED = 'Failed to load your results. Please try again.';
const REPORT_CARD_FAILED = 'Could not get your report card. Please try again.';

/** The student's published marks in each course they are enrolled in, the result so far, and its report card. */
export function ResultsView({
  description = 'Your marks in each published assessment, and your result so far.',
}: {
  description?: string;
}) {
  const results = useMyResults();
  return (
    <>
      <PageHeader title="Results" description={description} />
      {results.isPending ? (
        <LoadingState label="Loading your results…" />
      ) : results.isError ? (
        <ErrorState message={RESULTS_LOAD_FAILED} onRetry={() => void results.refetch()} />
      ) : results.data.courses.length === 0 ? (
        <EmptyState title="No results yet">Your marks show here once your instructor publishes them.</EmptyState>
      ) : (
        <ul aria-label="Results by course" className="space-y-4">
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
  const download = useDownloadReportCard();
  if (course.assessments.length === 0) return null;
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        loading={download.isPending}
        onClick={() => download.mutate({ courseId: course.courseId, courseName: course.courseName })}
        aria-label={`Download report card of ${course.courseName}`}
      >
        {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
        Download report card
      </Button>
      {download.isError && <Alert>{errorMessage(download.error, REPORT_CARD_FAILED)}</Alert>}
    </div>
  );
}
