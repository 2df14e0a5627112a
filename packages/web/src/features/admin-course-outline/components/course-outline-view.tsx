import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { OutlineLesson } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuthorization } from '@/lib/authorization';
import { useOutline } from '../api/get-outline';
import { OUTLINE_LOAD_FAILED } from '../utils/outline-messages';
import type { OutlineChapter } from './chapter-card';
import { DeleteChapterDialog, DeleteLessonDialog } from './delete-dialogs';
import { InstructorsPanel } from './instructors-panel';

/**
 * The editor (drag and drop, the chapter forms) is not part of the page's first load, which would be over the admin
 * pages' JavaScript budget with it (scripts/js-size.mjs): it loads as the page opens, while the outline does.
 */
const loadEditor = () => import('./outline-editor').then((module) => ({ default: module.OutlineEditor }));
const OutlineEditor = lazy(loadEditor);

const loading = <LoadingState label="Loading outline…" />;

const LessonFormDialog = lazyDialog(
  () => import('./lesson-form-dialog').then((module) => module.LessonFormDialog),
  ({ open }) => open,
);

interface Notice {
  text: string;
  /** Whether the notice takes the focus: when the control that led to it is gone (a deleted item's). */
  takeFocus: boolean;
  /** A new notice is a new element, so the same text twice is still announced and focused. */
  key: number;
}

/** A course's outline as its admins and instructors build it: chapters in order, each with its lessons in order. */
export function CourseOutlineView() {
  const { courseId = '' } = useParams();
  const { may } = useAuthorization();
  const outline = useOutline(courseId);
  useEffect(() => void loadEditor(), []);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [lessonForm, setLessonForm] = useState<{
    open: boolean;
    chapter: OutlineChapter | null;
    lesson: OutlineLesson | null;
  }>({ open: false, chapter: null, lesson: null });
  const [deletingChapter, setDeletingChapter] = useState<OutlineChapter | null>(null);
  const [deletingLesson, setDeletingLesson] = useState<OutlineLesson | null>(null);

  const tell = (text: string, takeFocus = false) => setNotice({ text, takeFocus, key: Date.now() });
  const openLessonForm = (chapter: OutlineChapter | null, lesson: OutlineLesson | null) => {
    setNotice(null);
    setLessonForm({ open: true, chapter, lesson });
  };

  return (
    <>
      <PageHeader
        title={outline.data?.courseName ?? 'Course outline'}
        description="The course's chapters and lessons, in the order students work through them."
        actions={
          // Whoever may not open the office's courses page (an instructor) came from Teaching.
          may('office') ? (
            <BackLink to={paths.admin.courses}>Back to courses</BackLink>
          ) : (
            <BackLink to={paths.admin.teaching}>Back to teaching</BackLink>
          )
        }
      />
      <div className="space-y-5">
        {may('admin') && outline.data && <InstructorsPanel courseId={courseId} courseName={outline.data.courseName} />}
        {notice && (
          <Alert
            key={notice.key}
            tone="success"
            takeFocus={notice.takeFocus}
            action={
              <Button size="sm" variant="ghost" onClick={() => setNotice(null)}>
                Dismiss
              </Button>
            }
          >
            {notice.text}
          </Alert>
        )}
        {outline.isError ? (
          <ErrorState
            message={errorMessage(outline.error, OUTLINE_LOAD_FAILED)}
            onRetry={() => void outline.refetch()}
          />
        ) : (
          <Suspense fallback={loading}>
            {outline.isPending ? (
              loading
            ) : (
              <OutlineEditor
                outline={outline.data}
                onAddLesson={(chapter) => openLessonForm(chapter, null)}
                onEditLesson={(lesson) => openLessonForm(null, lesson)}
                onDeleteLesson={setDeletingLesson}
                onDeleteChapter={setDeletingChapter}
                onRenamed={(title) => tell(`The chapter was renamed “${title}”.`)}
                onAdded={(title) => tell(`Chapter “${title}” was added.`)}
              />
            )}
          </Suspense>
        )}
      </div>

      <LessonFormDialog
        {...lessonForm}
        onClose={() => setLessonForm((current) => ({ ...current, open: false }))}
        onSaved={(lesson, action) => {
          setLessonForm((current) => ({ ...current, open: false }));
          tell(`Lesson “${lesson.title}” was ${action}.`);
        }}
      />
      <DeleteChapterDialog
        item={deletingChapter}
        onClose={() => setDeletingChapter(null)}
        onDeleted={(chapter) => {
          setDeletingChapter(null);
          tell(`Chapter “${chapter.title}” was deleted.`, true);
        }}
      />
      <DeleteLessonDialog
        item={deletingLesson}
        onClose={() => setDeletingLesson(null)}
        onDeleted={(lesson) => {
          setDeletingLesson(null);
          tell(`Lesson “${lesson.title}” was deleted.`, true);
        }}
      />
    </>
  );
}
