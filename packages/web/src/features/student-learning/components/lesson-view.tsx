import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, CheckCircle2, ListTree } from 'lucide';
import { generatePath, useLocation, useNavigate } from 'react-router';
import { minutesToWait, PROGRESS_COMPLETE, type StudentLesson, type StudentOutline } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCourseOutline } from '../api/get-course-outline';
import { useLesson } from '../api/get-lesson';
import { useSetCompletion } from '../api/set-completion';
import { lessonDoneInText, minutesText } from '../utils/minutes-text';
import { LessonText } from './lesson-text';
import { LessonVideo } from './lesson-video';

/** The outline as a menu over a narrow screen: loaded the first time it opens. */
const Dialog = lazyDialog(
  () => import('@/components/ui/dialog').then((module) => module.Dialog),
  ({ open }) => open,
);

/**
 * The outline beside the lesson (a menu on a phone) and a lesson's files: their code comes while the lesson does, not
 * with the page.
 */
const loadOutlineNav = () => import('./course-outline-nav');
const CourseOutlineNav = lazy(() => loadOutlineNav().then((module) => ({ default: module.CourseOutlineNav })));
const loadAttachmentList = () => import('@/components/ui/attachment-list');
const AttachmentList = lazy(() => loadAttachmentList().then((module) => ({ default: module.AttachmentList })));

/** Only a course's last lesson, once every lesson is done, shows it. */
const CertificateCard = lazy(() =>
  import('./certificate-card').then((module) => ({ default: module.CertificateCard })),
);

/** Set on the way to the next lesson: the lesson just left was marked done, and can be marked not done again. */
interface MarkedDone {
  markedDone?: { lessonId: string; title: string };
}

const lessonPath = (courseId: string, lessonId: string) => generatePath(paths.student.lesson, { courseId, lessonId });

/**
 * A lesson with the course's outline beside it (behind a button on a phone), its progress, and the way on.
 * `focusHeading` when the student came from another lesson of the page (Next, Previous, the outline): focus goes to the
 * new lesson's heading, as the control they pressed went away with the old one.
 */
export function LessonView({
  courseId,
  lessonId,
  focusHeading = false,
}: {
  courseId: string;
  lessonId: string;
  focusHeading?: boolean;
}) {
  const { t } = useLingui();
  const lesson = useLesson(lessonId);
  const outline = useCourseOutline(courseId);
  useEffect(() => {
    void loadOutlineNav();
    void loadAttachmentList();
  }, []);
  if (lesson.isError || outline.isError) {
    const error = lesson.error ?? outline.error;
    // Refused (not the student's course, no such lesson): trying again would be refused again.
    const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
    return (
      <div className="mx-auto max-w-6xl space-y-5">
        <BackLink to={paths.student.courses}>
          <Trans>My courses</Trans>
        </BackLink>
        <ErrorState
          message={errorMessage(error, t`Could not load the lesson`)}
          onRetry={refused ? undefined : () => Promise.all([lesson.refetch(), outline.refetch()])}
        />
      </div>
    );
  }
  if (!lesson.data || !outline.data) return <LoadingState label={t`Loading the lesson…`} />;
  return (
    <LessonPage
      shown={lesson.data}
      answeredAt={lesson.dataUpdatedAt}
      outline={outline.data}
      focusHeading={focusHeading}
    />
  );
}

/**
 * Seconds left until the lesson may be marked done: the server's count at its answer (`answeredAt`, by this browser's
 * clock), counted down here.
 */
function useSecondsUntilDone(doneInSeconds: number, answeredAt: number) {
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil(doneInSeconds - Math.max(0, now - answeredAt) / 1000));
  const waiting = seconds > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return seconds;
}

function LessonPage({
  shown,
  answeredAt,
  outline,
  focusHeading,
}: {
  shown: StudentLesson;
  answeredAt: number;
  outline: StudentOutline;
  focusHeading: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [outlineOpen, setOutlineOpen] = useState(false);
  const completion = useSetCompletion(outline.courseId);
  const { lesson, completed, previousLessonId, nextLessonId } = shown;
  const markedDone = (location.state as MarkedDone | null)?.markedDone;
  // A lesson counts done once some of its time was spent on it (the server says how long is left).
  const secondsUntilDone = useSecondsUntilDone(shown.doneInSeconds, answeredAt);
  const mayMarkDone = completed || secondsUntilDone === 0;
  const notYet = mayMarkDone ? undefined : lessonDoneInText(minutesToWait(secondsUntilDone * 1000));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  // Marking the lesson done or not swaps the button's label (and hides Finish course): focus stays on the button.
  const completionToggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || completion.isPending) return;
    completionToggle.current?.focus();
    refocus.current = false;
  }, [completion.isPending]);
  const toggleDone = (done: boolean) => {
    refocus.current = true;
    return setDone(done);
  };

  const setDone = (done: boolean, lessonId = lesson._id) => completion.mutateAsync({ lessonId, done });
  // Moving on counts the lesson done, once it may be: students rarely remember to press a button for it.
  const goNext = async () => {
    const marking = !completed && mayMarkDone;
    if (marking) await setDone(true);
    if (nextLessonId) {
      const state: MarkedDone = marking ? { markedDone: { lessonId: lesson._id, title: lesson.title } } : {};
      await navigate(lessonPath(outline.courseId, nextLessonId), { state });
    }
  };
  const undoMarkedDone = async () => {
    await setDone(false, markedDone!.lessonId);
    await navigate(location.pathname, { replace: true, state: null });
  };

  const { courseName, progress, completedLessons, lessonCount } = outline;
  const markedTitle = markedDone?.title;
  const duration = lesson.minutes === null ? null : minutesText(lesson.minutes);
  const outlineNav = (onNavigate?: () => void) => (
    <Suspense fallback={null}>
      <CourseOutlineNav outline={outline} currentLessonId={lesson._id} onNavigate={onNavigate} />
    </Suspense>
  );
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink to={paths.student.courses}>
          <Trans>My courses</Trans>
        </BackLink>
        <Button variant="secondary" className="lg:hidden" onClick={() => setOutlineOpen(true)}>
          <Icon icon={ListTree} aria-hidden="true" className="size-4" />
          <Trans>Outline</Trans>
        </Button>
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-600">{courseName}</p>
        <ProgressBar percent={progress} label={t`Course progress`} />
        <p className="text-xs text-slate-500">
          <Trans>
            {progress}% complete · {completedLessons} of {lessonCount} lessons done
          </Trans>
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="hidden lg:block">
          <div className="sticky top-6 max-h-[calc(100vh-3rem)] overflow-y-auto rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            {outlineNav()}
          </div>
        </aside>

        <article
          aria-labelledby="lesson-title"
          className="min-w-0 space-y-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8"
        >
          {markedDone && (
            <Alert
              tone="success"
              action={
                <Button size="sm" variant="secondary" loading={completion.isPending} onClick={undoMarkedDone}>
                  <Trans>Undo</Trans>
                </Button>
              }
            >
              <Trans>“{markedTitle}” marked as done.</Trans>
            </Alert>
          )}
          {completion.isError && (
            <Alert>{errorMessage(completion.error, t`Could not save that. Please try again.`)}</Alert>
          )}
          <header className="space-y-1">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{shown.chapterTitle}</p>
            <h1 id="lesson-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
              {lesson.title}
            </h1>
            {duration !== null && (
              <p className="text-sm text-slate-500">
                <Trans>About {duration}</Trans>
              </p>
            )}
          </header>
          <LessonVideo video={lesson.video} title={lesson.title} />
          <LessonText html={lesson.html} />
          {shown.attachments.length > 0 && (
            <section aria-labelledby="lesson-files" className="space-y-2">
              <h2 id="lesson-files" className="text-base font-semibold text-slate-900">
                <Trans>Files</Trans>
              </h2>
              <Suspense fallback={null}>
                <AttachmentList attachments={shown.attachments} audience="student" />
              </Suspense>
            </section>
          )}

          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
            {completed && (
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
                <Icon icon={CheckCircle2} aria-hidden="true" className="size-4" />
                <Trans>Done</Trans>
              </span>
            )}
            <Button
              ref={completionToggle}
              variant={completed ? 'ghost' : 'secondary'}
              size={completed ? 'sm' : 'md'}
              loading={completion.isPending}
              disabled={!mayMarkDone}
              aria-describedby={notYet && 'lesson-not-yet'}
              onClick={() => toggleDone(!completed)}
            >
              {completed ? t`Mark as not done` : t`Mark as done`}
            </Button>
            {notYet && (
              <p id="lesson-not-yet" className="text-sm text-slate-600">
                {notYet}
              </p>
            )}
          </div>
          {outline.progress >= PROGRESS_COMPLETE && !nextLessonId && (
            <>
              <Alert tone="success">
                <Trans>You have completed every lesson of {courseName}.</Trans>
              </Alert>
              <Suspense fallback={null}>
                <CertificateCard courseId={outline.courseId} courseName={courseName} />
              </Suspense>
            </>
          )}
          <nav aria-label={t`Lessons`} className="flex flex-wrap justify-between gap-3">
            {previousLessonId ? (
              <ButtonLink variant="secondary" to={lessonPath(outline.courseId, previousLessonId)}>
                <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
                <Trans>Previous</Trans>
              </ButtonLink>
            ) : (
              <span />
            )}
            {nextLessonId ? (
              <Button loading={completion.isPending} onClick={goNext}>
                <Trans>Next</Trans>
                <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
              </Button>
            ) : (
              !completed && (
                <Button
                  loading={completion.isPending}
                  disabled={!mayMarkDone}
                  aria-describedby={notYet && 'lesson-not-yet'}
                  onClick={() => toggleDone(true)}
                >
                  <Trans>Finish course</Trans>
                </Button>
              )
            )}
          </nav>
        </article>
      </div>

      <Dialog open={outlineOpen} onClose={() => setOutlineOpen(false)} title={t`Course outline`}>
        {outlineNav(() => setOutlineOpen(false))}
      </Dialog>
    </div>
  );
}
