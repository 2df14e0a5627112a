import { Trans, useLingui } from '@lingui/react/macro';
import { CourseResultCard } from '@/components/course-result-card';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useStudentResults } from '../api/get-student-results';

/** A student's published results across their courses, beside their progress and attendance. */
export function StudentResults({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const results = useStudentResults(studentId);
  return (
    <section aria-labelledby="student-results" className="min-w-0 space-y-3">
      <h2 id="student-results" className="text-lg font-semibold text-slate-900">
        <Trans>Results</Trans>
      </h2>
      {results.isPending ? (
        <LoadingState label={t`Loading the results…`} />
      ) : results.isError ? (
        <ErrorState
          message={errorMessage(results.error, t`Failed to load the results. Please try again.`)}
          onRetry={() => void results.refetch()}
        />
      ) : results.data.courses.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No results published yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Results by course`} className="grid gap-4 md:grid-cols-2 lg:grid-cols-1">
          {results.data.courses.map((course) => (
            <li key={course.courseId} className="min-w-0">
              <CourseResultCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
