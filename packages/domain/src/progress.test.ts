import { describe, expect, it } from 'vitest';
import {
  completionPercent,
  courseProgress,
  isCourseComplete,
  lessonDoneWaitMs,
  minutesToWait,
  nextUnfinishedLesson,
  progressBadge,
  progressCsvFileName,
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

describe('lessonDoneWaitMs', () => {
  const opened = new Date('2027-01-20T06:00:00Z');
  const after = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);

  it('is undefined for a lesson not opened: it cannot be marked done', () => {
    expect(lessonDoneWaitMs(null, 20, after(60))).toBeUndefined();
    expect(lessonDoneWaitMs(null, null, after(60))).toBeUndefined();
  });

  it('is nothing once a lesson without an estimated time was opened', () => {
    expect(lessonDoneWaitMs(opened, null, opened)).toBe(0);
  });

  it('waits a quarter of the estimated time from the first opening', () => {
    expect(lessonDoneWaitMs(opened, 20, opened)).toBe(5 * 60_000);
    expect(lessonDoneWaitMs(opened, 20, after(4))).toBe(60_000);
    expect(lessonDoneWaitMs(opened, 20, after(5))).toBe(0);
    expect(lessonDoneWaitMs(opened, 1, opened)).toBe(15_000);
  });

  it('waits at most 10 minutes, however long the lesson', () => {
    expect(lessonDoneWaitMs(opened, 600, opened)).toBe(10 * 60_000);
    expect(lessonDoneWaitMs(opened, 600, after(10))).toBe(0);
  });
});

describe('minutesToWait', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect([minutesToWait(1), minutesToWait(60_000), minutesToWait(60_001), minutesToWait(0)]).toEqual([1, 1, 2, 1]);
  });
});

describe('progressCsvFileName', () => {
  it.each([
    ['Web Design 101', 'progress_Web_Design_101.csv'],
    ['C++ / Java: basics', 'progress_C_Java_basics.csv'],
    ['తెలుగు వ్యాకరణం', 'progress_తెలుగు_వ్యాకరణం.csv'],
    ['ਪੰਜਾਬੀ ਵਿਆਕਰਣ', 'progress_ਪੰਜਾਬੀ_ਵਿਆਕਰਣ.csv'],
    ['हिंदी – भाग 2', 'progress_हिंदी_भाग_2.csv'],
  ])('names the CSV of %s', (course, fileName) => {
    expect(progressCsvFileName(course)).toBe(fileName);
  });
});
