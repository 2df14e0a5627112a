import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link, useLocation } from 'react-router';
import type { StudentAttendance } from '@campus/domain';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PlainHead, ScrollTable } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuthorization } from '@/lib/authorization';
import { courseNameQueryOptions } from '@/lib/get-course-name';
import { usePageParam } from '@/lib/use-list-params';
import { useCourseAttendanceBelow } from '../api/get-course-attendance';

/** What a link to this page may carry: the course's name, which the attendance list does not give. */
interface CourseAttendanceState {
  courseName?: string;
}

function Standing({ student }: { student: StudentAttendance }) {
  const { minPercent } = student;
  if (student.below)
    return (
      <Badge tone="red">
        <Trans>Below {minPercent}%</Trans>
      </Badge>
    );
  return student.atRisk ? (
    <Badge tone="amber">
      <Trans>At risk</Trans>
    </Badge>
  ) : null;
}

/**
 * The course's students below the institute's minimum attendance, or one absence from it, the lowest first: each with
 * their section, the classes held and attended and the percentage, all as the server counts them. A student's name
 * leads to their progress for those who teach, and to their guardians for the accountant.
 */
export function CourseAttendanceView({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const { may } = useAuthorization();
  const linkedName = (useLocation().state as CourseAttendanceState | null)?.courseName;
  // The course's name comes with the link; opened otherwise, from its outline, which those who teach may read.
  const outlineName = useQuery({ ...courseNameQueryOptions(courseId), enabled: !linkedName && may('teaching') });
  const courseName = linkedName ?? outlineName.data;
  const students = useCourseAttendanceBelow(courseId, page);
  const minPercent = students.data?.items[0]?.minPercent;
  const total = students.data?.total ?? 0;
  const totalText = total.toLocaleString('en-IN');
  const studentPath = (studentId: string) =>
    generatePath(may('teaching') ? paths.admin.studentProgress : paths.admin.studentGuardians, { studentId });

  return (
    <div className="space-y-5">
      <BackLink to={may('office') ? paths.admin.courses : paths.admin.classes}>
        {may('office') ? <Trans>Courses</Trans> : <Trans>Classes</Trans>}
      </BackLink>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          <Trans>Low attendance</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-500">{courseName ?? ' '}</p>
      </div>
      <Card className="space-y-4">
        {students.isPending ? (
          <LoadingState label={t`Loading attendance…`} />
        ) : students.isError ? (
          <ErrorState
            message={errorMessage(students.error, t`Failed to load the attendance. Please try again.`)}
            onRetry={() => void students.refetch()}
          />
        ) : students.data.items.length === 0 ? (
          <EmptyState title={t`No student is below the minimum attendance, or one absence from it`} />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t`${plural(total, { one: `${totalText} student`, other: `${totalText} students` })} below ${minPercent}%, or one more absence from it, the lowest first. At risk: one more absence would take them below.`}
            </p>
            <ScrollTable caption={t`Students below ${minPercent}% or at risk`}>
              <PlainHead
                columns={[
                  { label: t`Student`, wide: true },
                  t`Section`,
                  t`Held`,
                  t`Attended`,
                  t`Attendance`,
                  t`Standing`,
                ]}
              />
              <tbody className={`divide-y divide-slate-100 ${students.isPlaceholderData ? 'opacity-60' : ''}`}>
                {students.data.items.map((student) => (
                  <tr key={student.studentId}>
                    <td className="py-3 pr-4">
                      <Link
                        to={studentPath(student.studentId)}
                        state={{ name: student.name }}
                        className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                      >
                        {student.name}
                      </Link>
                      <p className="text-xs wrap-anywhere text-slate-500">{student.email}</p>
                    </td>
                    <td className="py-3 pr-4 text-slate-700">{student.sectionName}</td>
                    <td className="py-3 pr-4 text-slate-700 tabular-nums">{student.held}</td>
                    <td className="py-3 pr-4 text-slate-700 tabular-nums">{student.attended}</td>
                    <td
                      className={`py-3 pr-4 font-semibold tabular-nums ${student.below ? 'text-rose-700' : 'text-slate-900'}`}
                    >
                      {student.percent === null ? '—' : `${student.percent}%`}
                    </td>
                    <td className="py-3">
                      <Standing student={student} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </>
        )}
        {students.data && (
          <Pagination page={page} limit={students.data.limit} total={students.data.total} onPage={setPage} />
        )}
      </Card>
    </div>
  );
}
