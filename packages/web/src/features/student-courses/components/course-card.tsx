import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolledCourse } from '@campus/domain';
import { CourseCover } from '@/components/ui/course-cover';
import { ProgressBar } from '@/components/ui/progress-bar';
import { CourseProgressBadge } from './progress-badge';

type CardCourse = Pick<EnrolledCourse, 'name' | 'category' | 'progress' | 'image'>;

/** A course with its status and progress; the whole card opens the course's details. */
export function CourseCard({ course, onOpen }: { course: CardCourse; onOpen: () => void }) {
  const { t } = useLingui();
  const { name, progress } = course;
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <CourseCover image={course.image} category={course.category} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{course.category}</p>
          <CourseProgressBadge progress={course.progress} />
        </div>
        <h2 className="text-base font-semibold text-slate-900">
          <button
            type="button"
            onClick={onOpen}
            className="text-left after:absolute after:inset-0 focus-visible:outline-none"
          >
            {course.name}
          </button>
        </h2>
        <div className="mt-auto space-y-1.5">
          <ProgressBar percent={course.progress} label={t`${name} progress`} />
          <p className="text-xs text-slate-500">
            <Trans>{progress}% complete</Trans>
          </p>
        </div>
      </div>
    </article>
  );
}
