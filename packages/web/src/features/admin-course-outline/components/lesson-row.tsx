import { useLingui } from '@lingui/react/macro';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Clock, GripVertical, Pencil, Trash2, Video } from 'lucide';
import type { OutlineLesson } from '@campus/domain';
import { Icon } from '@/components/ui/icon';
import type { Direction } from '../utils/outline-order';
import { minutesShort, videoLabel } from '../utils/outline-text';
import { IconButton } from './icon-button';

export interface LessonRowProps {
  lesson: OutlineLesson;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Whether it can be dropped on: not while a chapter is dragged. */
  droppable: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A lesson in its chapter: its handle to drag it, what it holds, and its actions. */
export function LessonRow({ lesson, canMoveUp, canMoveDown, droppable, onMove, onEdit, onDelete }: LessonRowProps) {
  const { t } = useLingui();
  const { title } = lesson;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lesson._id,
    disabled: { draggable: false, droppable: !droppable },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex flex-col gap-1 bg-white px-2 py-2 sm:flex-row sm:items-center sm:gap-2 sm:px-3 ${
        isDragging ? 'relative z-10 rounded-lg shadow-lg ring-1 ring-brand-300' : ''
      }`}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <IconButton
          ref={setActivatorNodeRef}
          label={t`Drag ${title}`}
          icon={GripVertical}
          className="cursor-grab touch-none"
          {...attributes}
          {...listeners}
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium wrap-break-word text-slate-900">{lesson.title}</p>
          {(lesson.minutes !== null || lesson.videoUrl) && (
            <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
              {lesson.minutes !== null && (
                <span className="inline-flex items-center gap-1">
                  <Icon icon={Clock} aria-hidden="true" className="size-3.5" />
                  {minutesShort(lesson.minutes)}
                </span>
              )}
              {lesson.videoUrl && (
                <span className="inline-flex items-center gap-1">
                  <Icon icon={Video} aria-hidden="true" className="size-3.5" />
                  {videoLabel(lesson.videoUrl)}
                </span>
              )}
            </p>
          )}
        </div>
      </div>
      <div className="flex justify-end">
        <IconButton
          label={t`Move ${title} up`}
          icon={ArrowUp}
          data-move={`${lesson._id}:up`}
          disabled={!canMoveUp}
          onClick={() => onMove('up')}
        />
        <IconButton
          label={t`Move ${title} down`}
          icon={ArrowDown}
          data-move={`${lesson._id}:down`}
          disabled={!canMoveDown}
          onClick={() => onMove('down')}
        />
        <IconButton label={t`Edit lesson ${title}`} icon={Pencil} onClick={onEdit} />
        <IconButton label={t`Delete lesson ${title}`} icon={Trash2} tone="danger" onClick={onDelete} />
      </div>
    </li>
  );
}
