import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from 'lucide';
import type { Outline, OutlineLesson } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SaveError } from '@/components/ui/save-error';
import { useSendOnce } from '@/lib/use-send-once';
import { useOutline } from '../api/get-outline';
import { useUpdateChapter } from '../api/update-chapter';
import { emptyChapterDropId, type Direction } from '../utils/outline-order';
import { SAVE_CHAPTER_FAILED } from '../utils/outline-messages';
import { chapterSummary } from '../utils/outline-text';
import { ChapterTitleForm } from './chapter-title-form';
import { IconButton } from './icon-button';
import { LessonRow } from './lesson-row';

export type OutlineChapter = Outline['chapters'][number];

/** What the outline's page does for a chapter or a lesson: its dialogs and its notices. */
export interface OutlineActions {
  onAddLesson: (chapter: OutlineChapter) => void;
  onEditLesson: (lesson: OutlineLesson) => void;
  onDeleteLesson: (lesson: OutlineLesson) => void;
  onDeleteChapter: (chapter: OutlineChapter) => void;
  onRenamed: (title: string) => void;
}

interface ChapterCardProps extends OutlineActions {
  chapter: OutlineChapter;
  number: number;
  first: boolean;
  last: boolean;
  /** What is being dragged: a chapter is dropped on chapters only, a lesson on lessons or an empty chapter. */
  dragging: 'chapter' | 'lesson' | null;
  onMove: (id: string, kind: 'chapter' | 'lesson', direction: Direction) => void;
}

/** A chapter with its lessons: it and each of them can be dragged by their handle, or moved up and down. */
export function ChapterCard({ chapter, number, first, last, dragging, onMove, ...actions }: ChapterCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: chapter._id,
    disabled: { draggable: false, droppable: dragging === 'lesson' },
  });
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const { title, lessons } = chapter;

  const stopRenaming = () => {
    flushSync(() => setRenaming(false));
    renameButton.current?.focus();
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10' : undefined}
    >
      <article
        aria-labelledby={headingId}
        className={`rounded-2xl bg-white shadow-sm ring-1 ${isDragging ? 'shadow-lg ring-brand-300' : 'ring-slate-200/70'}`}
      >
        <div className="flex flex-col gap-1 border-b border-slate-100 p-2 sm:flex-row sm:items-start sm:gap-2 sm:p-3">
          <div className="flex min-w-0 flex-1 items-start gap-2">
            <IconButton
              ref={setActivatorNodeRef}
              label={t`Drag chapter ${title}`}
              icon={GripVertical}
              className="cursor-grab touch-none"
              {...attributes}
              {...listeners}
            />
            <div className="min-w-0 flex-1 pt-1">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                <Trans>Chapter {number}</Trans>
              </p>
              <h2 id={headingId} className="font-semibold wrap-break-word text-slate-900">
                {title}
              </h2>
              <p className="text-xs text-slate-500">{chapterSummary(lessons)}</p>
            </div>
          </div>
          {!renaming && (
            <div className="flex justify-end">
              <IconButton
                label={t`Move chapter ${title} up`}
                icon={ArrowUp}
                data-move={`${chapter._id}:up`}
                disabled={first}
                onClick={() => onMove(chapter._id, 'chapter', 'up')}
              />
              <IconButton
                label={t`Move chapter ${title} down`}
                icon={ArrowDown}
                data-move={`${chapter._id}:down`}
                disabled={last}
                onClick={() => onMove(chapter._id, 'chapter', 'down')}
              />
              <IconButton
                ref={renameButton}
                label={t`Rename chapter ${title}`}
                icon={Pencil}
                onClick={() => setRenaming(true)}
              />
              <IconButton
                label={t`Delete chapter ${title}`}
                icon={Trash2}
                tone="danger"
                onClick={() => actions.onDeleteChapter(chapter)}
              />
            </div>
          )}
        </div>
        {renaming && (
          <RenameChapter
            chapter={chapter}
            onDone={(renamed) => {
              stopRenaming();
              if (renamed !== undefined) actions.onRenamed(renamed);
            }}
          />
        )}
        <SortableContext
          id={chapter._id}
          items={lessons.map((lesson) => lesson._id)}
          strategy={verticalListSortingStrategy}
        >
          {lessons.length > 0 ? (
            <ol aria-label={t`Lessons of ${title}`} className="divide-y divide-slate-100 px-1 sm:px-2">
              {lessons.map((lesson, index) => (
                <LessonRow
                  key={lesson._id}
                  lesson={lesson}
                  canMoveUp={!(first && index === 0)}
                  canMoveDown={!(last && index === lessons.length - 1)}
                  droppable={dragging !== 'chapter'}
                  onMove={(direction) => onMove(lesson._id, 'lesson', direction)}
                  onEdit={() => actions.onEditLesson(lesson)}
                  onDelete={() => actions.onDeleteLesson(lesson)}
                />
              ))}
            </ol>
          ) : (
            <EmptyLessons chapterId={chapter._id} droppable={dragging === 'lesson'} />
          )}
        </SortableContext>
        <div className="border-t border-slate-100 p-2 sm:p-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.onAddLesson(chapter)}
            aria-label={t`Add lesson to ${title}`}
          >
            <Icon icon={Plus} aria-hidden="true" className="size-4" /> <Trans>Add lesson</Trans>
          </Button>
        </div>
      </article>
    </li>
  );
}

/** Where a dragged lesson goes into a chapter without lessons. */
function EmptyLessons({ chapterId, droppable }: { chapterId: string; droppable: boolean }) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: emptyChapterDropId(chapterId), disabled: !droppable });
  return (
    <p
      ref={setNodeRef}
      className={`m-2 rounded-lg border border-dashed px-3 py-4 text-center text-sm sm:m-3 ${
        isOver ? 'border-brand-400 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-500'
      }`}
    >
      {droppable ? t`Drop the lesson here` : t`No lessons yet`}
    </p>
  );
}

/** The chapter's title as a form; `onDone` gets the new title once saved, nothing when cancelled. */
function RenameChapter({ chapter, onDone }: { chapter: OutlineChapter; onDone: (renamed?: string) => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateChapter();
  const send = useSendOnce(update);
  const outline = useOutline(chapter.courseId);
  return (
    <div className="border-b border-slate-100 p-3">
      <ChapterTitleForm
        // Reloaded after a conflict, the form starts again from the chapter's title as it is now.
        key={chapter.version}
        keptAs={`chapter:${chapter._id}`}
        defaultTitle={chapter.title}
        submitLabel={t`Save`}
        autoFocus
        saving={update.isPending}
        error={
          update.isError && (
            <SaveError
              error={update.error}
              fallback={i18n._(SAVE_CHAPTER_FAILED)}
              onReload={() => void outline.refetch().then(() => update.reset())}
              reloading={outline.isFetching}
            />
          )
        }
        onSave={(title) =>
          send({ id: chapter._id, version: chapter.version, title }, { onSuccess: () => onDone(title) })
        }
        onCancel={() => onDone()}
      />
    </div>
  );
}
