import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Circle, PlayCircle } from 'lucide';
import { generatePath, Link } from 'react-router';
import type { StudentOutline } from '@campus/domain';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { minutesText } from '../utils/minutes-text';

/** The course's chapters and lessons, each done or not, with the lesson open now marked; each lesson a link. */
export function CourseOutlineNav({
  outline,
  currentLessonId,
  onNavigate,
}: {
  outline: StudentOutline;
  currentLessonId: string;
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Course outline`} className="space-y-5">
      {outline.chapters.map((chapter) => (
        <section key={chapter._id} aria-label={chapter.title}>
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{chapter.title}</h2>
          <ol className="space-y-1">
            {chapter.lessons.map((lesson) => {
              const current = lesson._id === currentLessonId;
              const icon = lesson.completed ? CheckCircle2 : current ? PlayCircle : Circle;
              const title = lesson.title;
              return (
                <li key={lesson._id}>
                  <Link
                    to={generatePath(paths.student.lesson, { courseId: outline.courseId, lessonId: lesson._id })}
                    aria-current={current ? 'page' : undefined}
                    aria-label={lesson.completed ? t`${title}, done` : t`${title}, not done`}
                    onClick={onNavigate}
                    className={`flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm ${
                      current ? 'bg-brand-50 font-medium text-brand-800' : 'text-slate-700 hover:bg-slate-100'
                    }`}
                  >
                    <Icon
                      icon={icon}
                      aria-hidden="true"
                      className={`mt-0.5 size-4 shrink-0 ${lesson.completed ? 'text-emerald-600' : 'text-slate-400'}`}
                    />
                    <span className="flex-1">{lesson.title}</span>
                    {lesson.minutes !== null && (
                      <span className="text-xs text-slate-500">{minutesText(lesson.minutes, 'short')}</span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
