import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { generatePath, useNavigate } from 'react-router';
import type { EnrolledCourse } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { CourseProgressBadge } from './progress-badge';

type DetailCourse = Pick<
  EnrolledCourse,
  '_id' | 'name' | 'description' | 'category' | 'progress' | 'lastAccessed' | 'duration' | 'lessonCount'
>;

/**
 * The course's details. Continue Learning opens the first lesson not done; a course without lessons has nothing to
 * open, and it only closes the panel, as the spec had it (§2).
 */
export function CourseDetailDialog({ course, onClose }: { course: DetailCourse | null; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const progress = course?.progress;
  const duration = course?.duration ?? 0;
  const continueLearning = () =>
    course && course.lessonCount > 0
      ? navigate(generatePath(paths.student.continueCourse, { courseId: course._id }))
      : onClose();
  return (
    <Dialog
      open={course !== null}
      onClose={onClose}
      title={course?.name ?? ''}
      size="lg"
      footer={
        <Button onClick={continueLearning}>
          <Trans>Continue Learning</Trans>
        </Button>
      }
    >
      {course && (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            <CourseProgressBadge progress={course.progress} />
            <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{course.category}</span>
          </div>
          <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{course.description}</p>
          <div className="space-y-1.5">
            <ProgressBar percent={course.progress} label={t`Course progress`} />
            <p className="text-xs text-slate-500">
              <Trans>{progress}% complete</Trans>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-4 text-sm">
            <div>
              <dt className="text-xs font-medium text-slate-500">
                <Trans>Last accessed</Trans>
              </dt>
              <dd className="mt-1 font-medium text-slate-900">
                {course.lastAccessed ? formatDate(course.lastAccessed) : t`Not accessed yet`}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-500">
                <Trans>Duration</Trans>
              </dt>
              <dd className="mt-1 font-medium text-slate-900">{t`${plural(duration, { one: '# week', other: '# weeks' })}`}</dd>
            </div>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
