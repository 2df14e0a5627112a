import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseAttendance } from '@campus/domain';
import { CourseAttendanceSummary, type AttendanceWarning } from '@/components/course-attendance-summary';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useStudentAttendance } from '../api/get-student-attendance';

/** A student's attendance in each of their courses (those the instructor teaches), beside their results. */
export function StudentAttendance({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const attendance = useStudentAttendance(studentId);
  /** The warning a course's standing calls for, as the server decides it (`below`, `atRisk`), told to the staff. */
  const warningOf = ({ below, atRisk, minPercent }: CourseAttendance): AttendanceWarning | null => {
    if (below) return { tone: 'red', text: t`Below the ${minPercent}% needed for exams` };
    if (atRisk) return { tone: 'amber', text: t`One more absence takes them below ${minPercent}%` };
    return null;
  };
  return (
    <section aria-labelledby="student-attendance" className="space-y-3">
      <h2 id="student-attendance" className="text-lg font-semibold text-slate-900">
        <Trans>Attendance</Trans>
      </h2>
      {attendance.isPending ? (
        <LoadingState label={t`Loading the attendance…`} />
      ) : attendance.isError ? (
        <ErrorState
          message={errorMessage(attendance.error, t`Failed to load the attendance. Please try again.`)}
          onRetry={() => void attendance.refetch()}
        />
      ) : attendance.data.courses.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>Not enrolled in any course.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Attendance by course`} className="grid gap-4 md:grid-cols-2 lg:grid-cols-1">
          {attendance.data.courses.map((course) => (
            <li key={course.courseId} className="min-w-0">
              <CourseAttendanceSummary course={course} warning={warningOf(course)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
