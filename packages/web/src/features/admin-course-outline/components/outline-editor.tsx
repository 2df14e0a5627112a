import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  DndContext,
  getFirstCollision,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { learningMessages, type Outline } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { ApiError, errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/learning';
import { domainText } from '@/lib/domain-text/registry';
import { useReorderOutline } from '../api/reorder-outline';
import {
  arrange,
  dropOrder,
  findLesson,
  moveChapter,
  moveLesson,
  orderOf,
  placeOf,
  sameOrder,
  type Direction,
  type Order,
} from '../utils/outline-order';
import { REORDER_FAILED } from '../utils/outline-messages';
import { AddChapter } from './add-chapter';
import { ChapterCard, type OutlineActions } from './chapter-card';

type Kind = 'chapter' | 'lesson';

interface DragState {
  order: Order;
  /** The lesson over which the dragged lesson last went into another chapter, while it is still over it. */
  changedChapterOver: UniqueIdentifier | null;
  /** The place last announced. */
  announced: string;
  /** What it was last over: kept while it is over nothing, between rows or while they move. */
  lastOver: UniqueIdentifier | null;
  /** Whether the dragged lesson has just gone into another chapter, and the rows have not settled yet. */
  settling: boolean;
}

const INSTRUCTIONS = msg`To move a chapter or a lesson, press Space or Enter on its drag handle, then the up and down arrow keys. Press Space or Enter again to drop it there, or Escape to put it back.`;

/** Each chapter's and lesson's kind and title, by id: what the announcements name. */
function itemsOf(outline: Outline) {
  const items = new Map<string, { kind: Kind; title: string }>();
  for (const chapter of outline.chapters) {
    items.set(chapter._id, { kind: 'chapter', title: chapter.title });
    for (const lesson of chapter.lessons) items.set(lesson._id, { kind: 'lesson', title: lesson.title });
  }
  return items;
}

/**
 * The outline's chapters and lessons, in order, and the form to add a chapter. A chapter or a lesson can be dragged by
 * its handle with a pointer or the keyboard (announced to screen readers), or moved a place with its Move up and Move
 * down buttons; each change saves the whole order at once.
 */
export function OutlineEditor({
  outline,
  onAdded,
  ...actions
}: OutlineActions & { outline: Outline; onAdded: (title: string) => void }) {
  const { t, i18n } = useLingui();
  const reorder = useReorderOutline();
  // While an item is dragged, the order shown: a dragged lesson is in the chapter it is over. After a drop, the order
  // dropped, until the outline has it (a moment later): showing the old one in between would make the item jump back.
  const [draft, setDraft] = useState<Order | null>(null);
  const [dragging, setDragging] = useState<Kind | null>(null);
  const [outlineShown, setOutlineShown] = useState(outline);
  if (outline !== outlineShown) {
    setOutlineShown(outline);
    if (!dragging) setDraft(null);
  }
  // The drag's state as each of its events leaves it, for the next one (a render may not have come in between).
  const drag = useRef<DragState | null>(null);
  const [moved, setMoved] = useState('');
  const focusAfterMove = useRef<{ id: string; direction: Direction } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const saved = orderOf(outline);
  const order = draft ?? saved;
  const shown = draft ? arrange(outline, draft) : outline;
  const items = itemsOf(outline);

  const name = (id: UniqueIdentifier) => {
    const item = items.get(String(id));
    if (!item) return '';
    const { title } = item;
    return item.kind === 'chapter' ? t`chapter ${title}` : t`lesson ${title}`;
  };
  const place = (at: Order, id: UniqueIdentifier) => {
    const found = placeOf(at, String(id));
    if (!found) return '';
    const { position, count } = found;
    const chapter = found.chapterId ? items.get(found.chapterId)?.title : undefined;
    return chapter === undefined
      ? t`position ${position} of ${count}`
      : t`position ${position} of ${count} in chapter ${chapter}`;
  };
  /** The order once the dragged item is dropped over `overId`. */
  const dropped = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
    const { order: current, changedChapterOver } = drag.current ?? { order: saved };
    // Over the lesson that took it into another chapter, it is already in its place there; dropOrder would swap them.
    return overId === changedChapterOver ? current : dropOrder(current, String(activeId), String(overId));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const item = name(active.id);
      const where = place(saved, active.id);
      return t`Picked up ${item}, at ${where}.`;
    },
    onDragOver: ({ active, over }) => {
      const item = name(active.id);
      if (!over) return t`Dropping ${item} here would leave it where it was.`;
      const where = place(dropped(active.id, over.id), active.id);
      // Not said again while it stays in the same place (such as over itself, as a drag starts).
      if (!drag.current || drag.current.announced === where) return undefined;
      drag.current.announced = where;
      return t`Moved ${item} to ${where}.`;
    },
    onDragEnd: ({ active, over }) => {
      const item = name(active.id);
      if (!over) return t`Dropped ${item} where it was.`;
      const where = place(dropped(active.id, over.id), active.id);
      return t`Dropped ${item} at ${where}.`;
    },
    onDragCancel: ({ active }) => {
      const item = name(active.id);
      const where = place(saved, active.id);
      return t`Cancelled: ${item} is back at ${where}.`;
    },
  };

  /**
   * What the dragged item is over: what the pointer is on, or (with the keyboard, which puts it right over its target)
   * what it covers most. Over nothing, it stays over what it was last over. When a lesson goes into another chapter,
   * the rows move under the pointer: until they have settled it is over itself, or the nearest row could take it back
   * to the chapter it came from, and so on.
   */
  const collisionDetection: CollisionDetection = (args) => {
    const state = drag.current;
    const underPointer = pointerWithin(args);
    const overId = getFirstCollision(underPointer.length > 0 ? underPointer : rectIntersection(args), 'id');
    if (!state) return overId == null ? [] : [{ id: overId }];
    if (overId != null && !state.settling) state.lastOver = overId;
    else if (state.settling) state.lastOver = args.active.id;
    return state.lastOver == null ? [] : [{ id: state.lastOver }];
  };

  const save = (next: Order) => {
    if (!sameOrder(next, saved)) reorder.mutate({ courseId: outline.courseId, chapters: next });
  };

  const move = (id: string, kind: Kind, direction: Direction) => {
    const next = kind === 'chapter' ? moveChapter(saved, id, direction) : moveLesson(saved, id, direction);
    if (!next) return;
    focusAfterMove.current = { id, direction };
    const item = name(id);
    const where = place(next, id);
    setMoved(t`Moved ${item} to ${where}.`);
    save(next);
  };

  // The rows have moved once the new draft is on screen and the browser has laid it out.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (drag.current) drag.current.settling = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [draft]);

  // A moved item's buttons are put back in the page, which takes the focus away: it goes back to the button pressed,
  // or to the other one when the item went as far as it can.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const button = (direction: Direction) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${direction}"]`);
    const pressed = button(wanted.direction);
    (pressed?.disabled ? button(wanted.direction === 'up' ? 'down' : 'up') : pressed)?.focus();
  }, [outline]);

  return (
    <div className="space-y-4">
      {reorder.isError && (
        <div className="sticky top-2 z-20">
          <Alert
            action={
              <Button size="sm" variant="ghost" onClick={() => reorder.reset()}>
                <Trans>Dismiss</Trans>
              </Button>
            }
          >
            {reorder.error instanceof ApiError && reorder.error.status === 409
              ? domainText(learningMessages.outlineChanged)
              : errorMessage(reorder.error, i18n._(REORDER_FAILED))}
          </Alert>
        </div>
      )}
      <p role="status" className="sr-only">
        {moved}
      </p>
      {outline.chapters.length === 0 ? (
        <EmptyState title={t`No chapters yet`}>
          <Trans>Add the first chapter, then its lessons.</Trans>
        </EmptyState>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          accessibility={{ announcements, screenReaderInstructions: { draggable: i18n._(INSTRUCTIONS) } }}
          onDragStart={({ active }) => {
            drag.current = {
              order: saved,
              changedChapterOver: null,
              announced: place(saved, active.id),
              lastOver: null,
              settling: false,
            };
            setDragging(items.get(String(active.id))?.kind ?? null);
            setDraft(saved);
          }}
          onDragOver={({ active, over }) => {
            const state = drag.current;
            if (!state || !over || items.get(String(active.id))?.kind !== 'lesson') return;
            const next = dropped(active.id, over.id);
            const lessonId = String(active.id);
            // Only a change of chapter is made while dragging; within a chapter, the sortable list shows the move.
            if (findLesson(next, lessonId)?.chapter !== findLesson(state.order, lessonId)?.chapter) {
              drag.current = { ...state, order: next, changedChapterOver: over.id, settling: true };
              setDraft(next);
            } else if (over.id !== state.changedChapterOver) state.changedChapterOver = null;
          }}
          // The drag's state stays until the next drag: the announcement of the drop, made after this, reads it.
          onDragEnd={({ active, over }) => {
            const next = over ? dropped(active.id, over.id) : saved;
            setDraft(sameOrder(next, saved) ? null : next);
            setDragging(null);
            save(next);
          }}
          onDragCancel={() => {
            setDraft(null);
            setDragging(null);
          }}
        >
          <SortableContext items={order.map((chapter) => chapter._id)} strategy={verticalListSortingStrategy}>
            <ol ref={list} aria-label={t`Chapters`} className="space-y-4">
              {shown.chapters.map((chapter, index) => (
                <ChapterCard
                  key={chapter._id}
                  chapter={chapter}
                  number={index + 1}
                  first={index === 0}
                  last={index === shown.chapters.length - 1}
                  dragging={dragging}
                  onMove={move}
                  {...actions}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <AddChapter courseId={outline.courseId} onAdded={onAdded} />
    </div>
  );
}
