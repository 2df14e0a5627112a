import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useMyAttendance } from '../api/get-my-attendance';
import { CourseAttendanceCard } from './course-attendance-card';

/** Not a spec text: the spec has no attendance page. */
export const ATTENDANCE_LOAD_FAILED = msg`Failed to load your attendance. Please try again.`;

/**
 * The student's attendance in each course they are enrolled in; `after` follows once it has loaded, so the courses'
 * arrival does not push it down the screen.
 */
export function AttendanceView({ after, description }: { after?: ReactNode; description?: string }) {
  const { t, i18n } = useLingui();
  const attendance = useMyAttendance();
  return (
    <>
      <PageHeader
        title={t`Attendance`}
        description={description ?? t`The classes you attended in each course, and your history.`}
      />
      {attendance.isPending ? (
        <LoadingState label={t`Loading your attendance…`} />
      ) : attendance.isError ? (
        <ErrorState message={i18n._(ATTENDANCE_LOAD_FAILED)} onRetry={() => void attendance.refetch()} />
      ) : attendance.data.courses.length === 0 ? (
        <EmptyState title={t`No courses yet`}>
          <Trans>Your attendance shows here once you are enrolled in a course.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Attendance by course`} className="space-y-4">
          {attendance.data.courses.map((course) => (
            <li key={course.courseId}>
              <CourseAttendanceCard course={course} />
            </li>
          ))}
        </ul>
      )}
      {!attendance.isPending && after}
    </>
  );
}
