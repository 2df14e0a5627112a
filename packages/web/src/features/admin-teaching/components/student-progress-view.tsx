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
import { StudentResults } from './student-results';

const RevokeCertificateDialog = lazyDialog(
  () => import('./revoke-certificate-dialog').then((module) => module.RevokeCertificateDialog),
  ({ certificate }) => certificate !== null,
);

/** Not a spec text: the spec has no per-student progress. */
const LOAD_FAILED = 'Failed to load the progress. Please try again.';

/**
 * A student's progress in each course the signed-in staff member teaches, with the certificates issued, and their
 * published results.
 */
export function StudentProgressView({ studentId }: { studentId: string }) {
  const progress = useStudentProgress(studentId);
  const [revoking, setRevoking] = useState<RevokedCertificate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-5">
      <BackLink to={paths.admin.teaching}>Teaching</BackLink>
      {progress.isPending ? (
        <LoadingState label="Loading progress…" />
      ) : progress.isError ? (
        <ErrorState message={errorMessage(progress.error, LOAD_FAILED)} onRetry={() => void progress.refetch()} />
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{progress.data.student.name}</h1>
            <p className="mt-1 text-sm wrap-break-word text-slate-500">{progress.data.student.email}</p>
          </div>
          {notice && <Alert tone="success">{notice}</Alert>}
          {progress.data.courses.length === 0 ? (
            <EmptyState title="Not enrolled in any course" />
          ) : (
            <ul aria-label="Courses" className="grid gap-4 md:grid-cols-2">
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
          <StudentResults studentId={studentId} />
        </>
      )}
      <RevokeCertificateDialog
        certificate={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(certificate) => {
          setRevoking(null);
          setNotice(`Certificate ${certificate.number} was revoked.`);
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
  const { certificate } = course;
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
      <ProgressBar percent={course.progress} label={`Progress in ${course.courseName}`} />
      <dl className="grid gap-1.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-slate-500">Done</dt>
        <dd className="text-slate-900">
          {course.progress}% · {course.completedLessons} of {course.lessonCount} lessons
        </dd>
        <dt className="text-slate-500">Last opened</dt>
        <dd className="wrap-anywhere text-slate-900">
          {course.lastAccessed
            ? `${formatDate(course.lastAccessed)}${course.lastLessonTitle ? ` · ${course.lastLessonTitle}` : ''}`
            : 'Never'}
        </dd>
        {course.progress >= PROGRESS_COMPLETE && course.completedAt && (
          <>
            <dt className="text-slate-500">Completed</dt>
            <dd className="text-slate-900">{formatDate(course.completedAt)}</dd>
          </>
        )}
        {certificate && (
          <>
            <dt className="text-slate-500">Certificate</dt>
            <dd className="flex flex-wrap items-center gap-2 text-slate-900">
              <span>
                {certificate.number} of {formatDate(certificate.issuedOn)} ·{' '}
                <Link
                  to={generatePath(paths.verify, { code: certificate.code })}
                  className="font-mono text-brand-700 hover:underline"
                >
                  {certificate.code}
                </Link>
              </span>
              {certificate.revokedAt ? (
                <Badge tone="red">Revoked {formatDate(certificate.revokedAt)}</Badge>
              ) : (
                <Authorization access="admin">
                  <Button
                    size="sm"
                    variant="dangerGhost"
                    aria-label={`Revoke certificate ${certificate.number}`}
                    onClick={() => onRevoke(certificate)}
                  >
                    Revoke
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
