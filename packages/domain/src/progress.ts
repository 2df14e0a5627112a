export const PROGRESS_BADGES = ['Not Started', 'Partial', 'In Progress', 'Completed'] as const;
export type ProgressBadge = (typeof PROGRESS_BADGES)[number];

export const PROGRESS_HALFWAY = 50;
export const PROGRESS_COMPLETE = 100;

export function progressBadge(progress: number | null | undefined): ProgressBadge {
  if (!progress || progress <= 0) return 'Not Started';
  if (progress < PROGRESS_HALFWAY) return 'Partial';
  if (progress < PROGRESS_COMPLETE) return 'In Progress';
  return 'Completed';
}

/** Share of enrollments that are complete, in percent with one decimal; 0 when there are none. */
export function completionPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 1000) / 10;
}

/**
 * A course's progress from its outline: the lessons completed of those now in the course, in whole percent rounded
 * down, so that 100 means every lesson is done. A course without lessons has no progress.
 */
export function courseProgress(completedLessons: number, lessonCount: number): number {
  if (lessonCount <= 0) return 0;
  const completed = Math.min(Math.max(completedLessons, 0), lessonCount);
  return Math.floor((completed * PROGRESS_COMPLETE) / lessonCount);
}

/** Whether every lesson of a course with lessons is done: the enrollment counts as completed. */
export function isCourseComplete(completedLessons: number, lessonCount: number): boolean {
  return courseProgress(completedLessons, lessonCount) >= PROGRESS_COMPLETE;
}

/** Where Continue Learning goes: the first lesson, in the outline's order, not done; undefined when all are done. */
export function nextUnfinishedLesson<L extends { _id: string; completed: boolean }>(lessons: L[]): L | undefined {
  return lessons.find((lesson) => !lesson.completed);
}

/** A lesson with an estimated time counts done only once this share of it has passed since it was first opened… */
export const LESSON_STUDY_SHARE = 1 / 4;
/** …but never more than this many minutes, so a long lesson read fast is not held up for long. */
export const LESSON_STUDY_MAX_MINUTES = 10;

const MINUTE_MS = 60_000;

/**
 * How long after a student first opened a lesson it may be marked done, in milliseconds from `now` (0: now). A lesson
 * not opened cannot be (undefined); one without an estimated time can as soon as it was opened; one with an estimated
 * time after a quarter of it, at most 10 minutes, has passed (LESSON_STUDY_SHARE, LESSON_STUDY_MAX_MINUTES).
 */
export function lessonDoneWaitMs(firstOpenedAt: Date | null, minutes: number | null, now: Date): number | undefined {
  if (!firstOpenedAt) return undefined;
  const studyMinutes = minutes ? Math.min(minutes * LESSON_STUDY_SHARE, LESSON_STUDY_MAX_MINUTES) : 0;
  return Math.max(0, firstOpenedAt.getTime() + studyMinutes * MINUTE_MS - now.getTime());
}

/** Whole minutes to wait, rounded up, as the lesson page and the refusal say them. */
export const minutesToWait = (waitMs: number) => Math.max(1, Math.ceil(waitMs / MINUTE_MS));

/**
 * The name a course's progress CSV is saved under: the course's name with every run of anything but letters, their
 * vowel signs and digits made one `_` (a Telugu or Gurmukhi name keeps its vowel signs).
 */
export const progressCsvFileName = (courseName: string) =>
  `progress_${courseName.replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')}.csv`;
