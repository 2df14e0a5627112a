import { Trans, useLingui } from '@lingui/react/macro';
import type { Outline, OutlineLesson } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteChapter } from '../api/delete-chapter';
import { useDeleteLesson } from '../api/delete-lesson';
import { DELETE_CHAPTER_FAILED, DELETE_LESSON_FAILED } from '../utils/outline-messages';
import { lessonCount } from '../utils/outline-text';

type OutlineChapter = Outline['chapters'][number];

interface DeleteDialogProps<T> {
  /** What to delete; null keeps the dialog closed. */
  item: T | null;
  onClose: () => void;
  onDeleted: (item: T) => void;
}

export function DeleteChapterDialog({ item: chapter, onClose, onDeleted }: DeleteDialogProps<OutlineChapter>) {
  const { t, i18n } = useLingui();
  const remove = useDeleteChapter();
  const lessons = chapter?.lessons.length ?? 0;
  const title = chapter?.title;
  const count = lessonCount(lessons);
  return (
    <ConfirmDialog
      open={chapter !== null}
      title={t`Delete chapter?`}
      danger
      confirmLabel={t`Delete chapter`}
      loading={remove.isPending}
      onConfirm={() => chapter && remove.mutate(chapter._id, { onSuccess: () => onDeleted(chapter) })}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      message={
        <div className="space-y-3">
          <p>
            {lessons > 0
              ? t`“${title}” will be deleted with its ${count}, and students' completion of those lessons goes too.`
              : t`“${title}” will be deleted. It has no lessons.`}{' '}
            <Trans>This cannot be undone.</Trans>
          </p>
          {remove.isError && <Alert>{errorMessage(remove.error, i18n._(DELETE_CHAPTER_FAILED))}</Alert>}
        </div>
      }
    />
  );
}

export function DeleteLessonDialog({ item: lesson, onClose, onDeleted }: DeleteDialogProps<OutlineLesson>) {
  const { t, i18n } = useLingui();
  const remove = useDeleteLesson();
  const title = lesson?.title;
  return (
    <ConfirmDialog
      open={lesson !== null}
      title={t`Delete lesson?`}
      danger
      confirmLabel={t`Delete lesson`}
      loading={remove.isPending}
      onConfirm={() => lesson && remove.mutate(lesson._id, { onSuccess: () => onDeleted(lesson) })}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      message={
        <div className="space-y-3">
          <p>
            <Trans>“{title}” will be deleted, and students' completion of it goes too. This cannot be undone.</Trans>
          </p>
          {remove.isError && <Alert>{errorMessage(remove.error, i18n._(DELETE_LESSON_FAILED))}</Alert>}
        </div>
      }
    />
  );
}
