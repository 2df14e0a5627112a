import { describe, expect, it } from 'vitest';
import { dropOrder, emptyChapterDropId, moveChapter, moveLesson, placeOf, type Order } from './outline-order';

const order: Order = [
  { _id: 'basics', lessons: ['setup', 'variables'] },
  { _id: 'functions', lessons: ['calling'] },
  { _id: 'extras', lessons: [] },
];

describe('moveChapter', () => {
  it('swaps a chapter with its neighbour, and goes no further than the ends', () => {
    expect(moveChapter(order, 'functions', 'up')!.map((chapter) => chapter._id)).toEqual([
      'functions',
      'basics',
      'extras',
    ]);
    expect(moveChapter(order, 'basics', 'up')).toBeNull();
    expect(moveChapter(order, 'extras', 'down')).toBeNull();
  });
});

describe('moveLesson', () => {
  it('moves a lesson within its chapter', () => {
    expect(moveLesson(order, 'variables', 'up')![0]!.lessons).toEqual(['variables', 'setup']);
  });

  it('moves a lesson from the end of a chapter to the start of the next, and back to the end of the one before', () => {
    const down = moveLesson(order, 'variables', 'down')!;
    expect(down.slice(0, 2)).toEqual([
      { _id: 'basics', lessons: ['setup'] },
      { _id: 'functions', lessons: ['variables', 'calling'] },
    ]);
    expect(moveLesson(down, 'variables', 'up')).toEqual(order);
  });

  it('moves a lesson into an empty chapter, and stops at the first and the last place of the outline', () => {
    expect(moveLesson(order, 'calling', 'down')!.slice(1)).toEqual([
      { _id: 'functions', lessons: [] },
      { _id: 'extras', lessons: ['calling'] },
    ]);
    expect(moveLesson(order, 'setup', 'up')).toBeNull();
    expect(moveLesson(moveLesson(order, 'calling', 'down')!, 'calling', 'down')).toBeNull();
  });
});

describe('dropOrder', () => {
  it('puts a dragged chapter in the place of the one it is over', () => {
    expect(dropOrder(order, 'basics', 'extras').map((chapter) => chapter._id)).toEqual([
      'functions',
      'extras',
      'basics',
    ]);
  });

  it('puts a dragged lesson in the place of the lesson it is over, in its chapter or another', () => {
    expect(dropOrder(order, 'setup', 'variables')[0]!.lessons).toEqual(['variables', 'setup']);
    // Coming from an earlier chapter it goes before the lesson it is over, from a later one after it.
    expect(dropOrder(order, 'setup', 'calling')[1]!.lessons).toEqual(['setup', 'calling']);
    expect(dropOrder(order, 'calling', 'variables')[0]!.lessons).toEqual(['setup', 'variables', 'calling']);
  });

  it('puts a dragged lesson into an empty chapter', () => {
    expect(dropOrder(order, 'calling', emptyChapterDropId('extras')).slice(1)).toEqual([
      { _id: 'functions', lessons: [] },
      { _id: 'extras', lessons: ['calling'] },
    ]);
  });
});

describe('placeOf', () => {
  it('gives a position counted from 1, the length of the list, and the chapter of a lesson', () => {
    expect(placeOf(order, 'functions')).toEqual({ position: 2, count: 3 });
    expect(placeOf(order, 'variables')).toEqual({ position: 2, count: 2, chapterId: 'basics' });
  });
});
