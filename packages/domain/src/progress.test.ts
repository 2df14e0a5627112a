import { describe, expect, it } from 'vitest';
import {
  completionPercent,
  courseProgress,
  isCourseComplete,
  nextUnfinishedLesson,
  progressBadge,
} from './progress.js';

describe('progressBadge', () => {
  it('follows the 50 and 100 thresholds', () => {
    expect(progressBadge(0)).toBe('Not Started');
    expect(progressBadge(1)).toBe('Partial');
    expect(progressBadge(49)).toBe('Partial');
    expect(progressBadge(50)).toBe('In Progress');
    expect(progressBadge(99)).toBe('In Progress');
    expect(progressBadge(100)).toBe('Completed');
    expect(progressBadge(120)).toBe('Completed');
  });

  it('shows no progress as Not Started', () => {
    expect(progressBadge(null)).toBe('Not Started');
    expect(progressBadge(undefined)).toBe('Not Started');
    expect(progressBadge(-5)).toBe('Not Started');
  });
});

describe('completionPercent', () => {
  it('is the completed share in percent with one decimal', () => {
    expect(completionPercent(4, 7)).toBe(57.1);
    expect(completionPercent(1, 3)).toBe(33.3);
    expect(completionPercent(7, 7)).toBe(100);
    expect(completionPercent(0, 7)).toBe(0);
  });

  it('is 0 when there is nothing to complete', () => {
    expect(completionPercent(0, 0)).toBe(0);
  });
});

describe('courseProgress', () => {
  it('is the share of the lessons now in the course that are done, rounded down', () => {
    expect(courseProgress(0, 30)).toBe(0);
    expect(courseProgress(1, 3)).toBe(33);
    expect(courseProgress(2, 3)).toBe(66);
    expect(courseProgress(29, 30)).toBe(96);
    expect(courseProgress(30, 30)).toBe(100);
  });

  it('reaches 100 only when every lesson is done', () => {
    expect(courseProgress(199, 200)).toBe(99);
    expect(isCourseComplete(199, 200)).toBe(false);
    expect(isCourseComplete(200, 200)).toBe(true);
  });

  it('gives a course without lessons no progress, and never more than 100', () => {
    expect(courseProgress(0, 0)).toBe(0);
    expect(courseProgress(3, 0)).toBe(0);
    expect(isCourseComplete(0, 0)).toBe(false);
    expect(courseProgress(5, 3)).toBe(100);
    expect(courseProgress(-1, 3)).toBe(0);
  });
});

describe('nextUnfinishedLesson', () => {
  it('is the first lesson in order not done, whatever was done after it', () => {
    const lessons = [
      { _id: 'a', completed: true },
      { _id: 'b', completed: false },
      { _id: 'c', completed: true },
      { _id: 'd', completed: false },
    ];
    expect(nextUnfinishedLesson(lessons)?._id).toBe('b');
  });

  it('is none when every lesson is done, or there are none', () => {
    expect(nextUnfinishedLesson([{ _id: 'a', completed: true }])).toBeUndefined();
    expect(nextUnfinishedLesson([])).toBeUndefined();
  });
});
