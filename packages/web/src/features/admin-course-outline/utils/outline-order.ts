import type { Outline, OutlineOrder } from '@campus/domain';

/** The order PUT /admin/courses/:id/outline takes: every chapter in order, each with its lessons' ids in order. */
export type Order = OutlineOrder['chapters'];

export type Direction = 'up' | 'down';

export const orderOf = (outline: Outline): Order =>
  outline.chapters.map((chapter) => ({ _id: chapter._id, lessons: chapter.lessons.map((lesson) => lesson._id) }));

export const sameOrder = (a: Order, b: Order) => JSON.stringify(a) === JSON.stringify(b);

/** The outline with its chapters and lessons in `order`, as the server will hold them once it has saved it. */
export function arrange(outline: Outline, order: Order): Outline {
  const chapters = new Map(outline.chapters.map((chapter) => [chapter._id, chapter]));
  const lessons = new Map(outline.chapters.flatMap((chapter) => chapter.lessons).map((lesson) => [lesson._id, lesson]));
  return {
    ...outline,
    chapters: order.flatMap(({ _id, lessons: ids }, position) => {
      const chapter = chapters.get(_id);
      if (!chapter) return [];
      const held = ids.flatMap((id, at) => {
        const lesson = lessons.get(id);
        return lesson ? [{ ...lesson, chapterId: _id, position: at }] : [];
      });
      return [{ ...chapter, position, lessons: held }];
    }),
  };
}

/** Where a lesson is: its chapter's index and its index in that chapter; undefined when no chapter holds it. */
export function findLesson(order: Order, lessonId: string) {
  for (const [chapter, { lessons }] of order.entries()) {
    const index = lessons.indexOf(lessonId);
    if (index >= 0) return { chapter, index };
  }
  return undefined;
}

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}

/** The lesson taken out of its chapter and put into chapter `chapterId` at `index`. */
export function moveLessonTo(order: Order, lessonId: string, chapterId: string, index: number): Order {
  const without = order.map((chapter) => ({
    ...chapter,
    lessons: chapter.lessons.filter((id) => id !== lessonId),
  }));
  return without.map((chapter) => {
    if (chapter._id !== chapterId) return chapter;
    const lessons = [...chapter.lessons];
    lessons.splice(index, 0, lessonId);
    return { ...chapter, lessons };
  });
}

/** The chapter one place up or down; null when it is already first or last. */
export function moveChapter(order: Order, chapterId: string, direction: Direction): Order | null {
  const from = order.findIndex((chapter) => chapter._id === chapterId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return null;
  return moveItem(order, from, to);
}

/**
 * The lesson one place up or down. From the top of its chapter it goes to the end of the chapter before, from the
 * bottom to the start of the chapter after, so lessons can change chapters without dragging. Null when there is no
 * place further that way.
 */
export function moveLesson(order: Order, lessonId: string, direction: Direction): Order | null {
  const at = findLesson(order, lessonId);
  if (!at) return null;
  const chapter = order[at.chapter]!;
  if (direction === 'up') {
    if (at.index > 0) return moveLessonTo(order, lessonId, chapter._id, at.index - 1);
    const before = order[at.chapter - 1];
    return before ? moveLessonTo(order, lessonId, before._id, before.lessons.length) : null;
  }
  if (at.index < chapter.lessons.length - 1) return moveLessonTo(order, lessonId, chapter._id, at.index + 1);
  const after = order[at.chapter + 1];
  return after ? moveLessonTo(order, lessonId, after._id, 0) : null;
}

/** The droppable id of a chapter's empty lesson list: where a dragged lesson goes into a chapter that has none. */
export const emptyChapterDropId = (chapterId: string) => `${chapterId}/lessons`;

/**
 * The order once the dragged item `activeId` is dropped over `overId`: a chapter takes the place of the chapter it is
 * over; a lesson takes the place of a lesson in its chapter, joins another chapter next to the lesson it is over
 * (after it when coming from a later chapter, before it when coming from an earlier one), or joins an empty chapter.
 */
export function dropOrder(order: Order, activeId: string, overId: string): Order {
  const chapterIndex = order.findIndex((chapter) => chapter._id === activeId);
  if (chapterIndex >= 0) {
    const to = order.findIndex((chapter) => chapter._id === overId);
    return to < 0 ? order : moveItem(order, chapterIndex, to);
  }
  const from = findLesson(order, activeId);
  if (!from) return order;
  const emptyChapter = order.find((chapter) => emptyChapterDropId(chapter._id) === overId);
  if (emptyChapter) return moveLessonTo(order, activeId, emptyChapter._id, 0);
  const over = findLesson(order, overId);
  if (!over) return order;
  const target = order[over.chapter]!._id;
  if (over.chapter === from.chapter) return moveLessonTo(order, activeId, target, over.index);
  return moveLessonTo(order, activeId, target, over.chapter < from.chapter ? over.index + 1 : over.index);
}

/** Where an item is: its position counted from 1 in its list, the list's length, and a lesson's chapter. */
export function placeOf(order: Order, id: string): { position: number; count: number; chapterId?: string } | undefined {
  const chapter = order.findIndex((item) => item._id === id);
  if (chapter >= 0) return { position: chapter + 1, count: order.length };
  const at = findLesson(order, id);
  if (!at) return undefined;
  const { _id, lessons } = order[at.chapter]!;
  return { position: at.index + 1, count: lessons.length, chapterId: _id };
}
