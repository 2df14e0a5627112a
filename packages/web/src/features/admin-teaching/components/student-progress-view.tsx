import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { PROGRESS_COMPLETE, type StudentCourseProgress } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { Authorization } from '@/lib/authorization';
import { formatDate } from '@/lib/format';
import { useStudentProgress } from '../api/get-student-progress';
import type { RevokedCertificate } from './revoke-certificate-dialog';
import { StudentAttendance } from './student-attendance';
import { StudentFees } from './student-fees';
import { StudentResults } from './student-results';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

const RevokeCertificateDialog = lazyDialog(
  () => import('./revoke-certificate-dialog').then((module) => module.RevokeCertificateDialog),
  ({ certificate }) => certificate !== null,
);

/**
 * A student's progress in each course the signed-in staff member teaches, with the certificates issued; beside it
 * (below on a phone) their published results and their attendance in those courses, and, for the office (an admin
 * here: the page is for those who teach), their fee accounts.
 */
export function StudentProgressView({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const progress = useDeferredFirstAnswer(useStudentProgress(studentId));
  const [revoking, setRevoking] = useState<RevokedCertificate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-5">
      <BackLink to={paths.admin.teaching}>
        <Trans>Teaching</Trans>
      </BackLink>
      {progress.isPending ? (
        <LoadingState label={t`Loading progress…`} />
      ) : progress.isError ? (
        <ErrorState
          message={errorMessage(progress.error, t`Failed to load the progress. Please try again.`)}
          onRetry={() => void progress.refetch()}
        />
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{progress.data.student.name}</h1>
            <p className="mt-1 text-sm wrap-break-word text-slate-500">{progress.data.student.email}</p>
          </div>
          {notice && <Alert tone="success">{notice}</Alert>}
          {progress.data.courses.length === 0 ? (
            <EmptyState title={t`Not enrolled in any course`} />
          ) : (
            <ul aria-label={t`Courses`} className="grid gap-4 md:grid-cols-2">
              {progress.data.courses.map((course) => (
                <li key={course.courseId} className="min-w-0">
                  <CourseProgressCard
                    course={course}
                    onRevoke={(certificate) => {
                      setNotice(null);
                      setRevoking({
                        ...certificate,
                        studentName: progress.data.student.name,
                        courseName: course.courseName,
                      });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <StudentResults studentId={studentId} />
            <div className="min-w-0 space-y-6">
              <StudentAttendance studentId={studentId} />
              <Authorization access="office">
                <StudentFees studentId={studentId} />
              </Authorization>
            </div>
          </div>
        </>
      )}
      <RevokeCertificateDialog
        certificate={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(certificate) => {
          setRevoking(null);
          const number = certificate.number;
          setNotice(t`Certificate ${number} was revoked.`);
        }}
      />
    </div>
  );
}

function CourseProgressCard({
  course,
  onRevoke,
}: {
  course: StudentCourseProgress;
  onRevoke: (certificate: { number: string; code: string }) => void;
}) {
  const { t } = useLingui();
  const { certificate, courseName, progress, completedLessons, lessonCount } = course;
  const lastOpened = course.lastAccessed && formatDate(course.lastAccessed);
  const lastLesson = course.lastLessonTitle;
  const number = certificate?.number;
  const code = certificate?.code;
  const issuedOn = certificate && formatDate(certificate.issuedOn);
  const revokedOn = certificate?.revokedAt && formatDate(certificate.revokedAt);
  return (
    <Card className="space-y-3">
      <h2 className="font-semibold text-slate-900">
        <Link
          to={generatePath(paths.admin.courseProgress, { courseId: course.courseId })}
          className="hover:text-brand-700 hover:underline"
        >
          {course.courseName}
        </Link>
      </h2>
      <ProgressBar percent={course.progress} label={t`Progress in ${courseName}`} />
      <dl className="grid gap-1.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-slate-500">
          <Trans>Done</Trans>
        </dt>
        <dd className="text-slate-900">{t`${progress}% · ${completedLessons} of ${lessonCount} lessons`}</dd>
        <dt className="text-slate-500">
          <Trans>Last opened</Trans>
        </dt>
        <dd className="wrap-anywhere text-slate-900">
          {lastOpened ? (lastLesson ? `${lastOpened} · ${lastLesson}` : lastOpened) : t`Never`}
        </dd>
        {course.progress >= PROGRESS_COMPLETE && course.completedAt && (
          <>
            <dt className="text-slate-500">
              <Trans>Completed</Trans>
            </dt>
            <dd className="text-slate-900">{formatDate(course.completedAt)}</dd>
          </>
        )}
        {certificate && (
          <>
            <dt className="text-slate-500">
              <Trans>Certificate</Trans>
            </dt>
            <dd className="flex flex-wrap items-center gap-2 text-slate-900">
              <span>
                <Trans>
                  {number} of {issuedOn} ·{' '}
                  <Link
                    to={generatePath(paths.verify, { code: certificate.code })}
                    className="font-mono text-brand-700 hover:underline"
                  >
                    {code}
                  </Link>
                </Trans>
              </span>
              {revokedOn ? (
                <Badge tone="red">
                  <Trans>Revoked {revokedOn}</Trans>
                </Badge>
              ) : (
                <Authorization access="admin">
                  <Button
                    size="sm"
                    variant="dangerGhost"
                    aria-label={t`Revoke certificate ${number}`}
                    onClick={() => onRevoke(certificate)}
                  >
                    <Trans>Revoke</Trans>
                  </Button>
                </Authorization>
              )}
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}
