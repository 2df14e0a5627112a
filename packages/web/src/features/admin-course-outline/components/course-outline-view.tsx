import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const LOADING = msg`Loading outline…`;

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
  const { t, i18n } = useLingui();
  const loading = <LoadingState label={i18n._(LOADING)} />;
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
        title={outline.data?.courseName ?? t`Course outline`}
        description={t`The course's chapters and lessons, in the order students work through them.`}
        actions={
          // Whoever may not open the office's courses page (an instructor) came from Teaching.
          may('office') ? (
            <BackLink to={paths.admin.courses}>
              <Trans>Back to courses</Trans>
            </BackLink>
          ) : (
            <BackLink to={paths.admin.teaching}>
              <Trans>Back to teaching</Trans>
            </BackLink>
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
                <Trans>Dismiss</Trans>
              </Button>
            }
          >
            {notice.text}
          </Alert>
        )}
        {outline.isError ? (
          <ErrorState
            message={errorMessage(outline.error, i18n._(OUTLINE_LOAD_FAILED))}
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
                onRenamed={(title) => tell(t`The chapter was renamed “${title}”.`)}
                onAdded={(title) => tell(t`Chapter “${title}” was added.`)}
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
          const { title } = lesson;
          tell(action === 'added' ? t`Lesson “${title}” was added.` : t`Lesson “${title}” was updated.`);
        }}
      />
      <DeleteChapterDialog
        item={deletingChapter}
        onClose={() => setDeletingChapter(null)}
        onDeleted={(chapter) => {
          setDeletingChapter(null);
          const { title } = chapter;
          tell(t`Chapter “${title}” was deleted.`, true);
        }}
      />
      <DeleteLessonDialog
        item={deletingLesson}
        onClose={() => setDeletingLesson(null)}
        onDeleted={(lesson) => {
          setDeletingLesson(null);
          const { title } = lesson;
          tell(t`Lesson “${title}” was deleted.`, true);
        }}
      />
    </>
  );
}
