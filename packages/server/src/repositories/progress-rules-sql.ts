import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PROGRESS_COMPLETE } from '@campus/domain';
import { operand } from './fee-rules-sql.js';

/**
 * The progress rules of the domain package (`progress.ts`) where the database must compute them: a course's students
 * by progress, the completed enrollments counted. Each is the SQL twin of one domain function, checked against it by
 * test/progress-rules-sql.test.ts. Operands are an enrollment's `completed_lessons` and its course's `lesson_count`.
 */

const complete = sql.raw(String(PROGRESS_COMPLETE));

/** Twin of `courseProgress`: whole percent, rounded down (integer division of non-negative numbers). */
export const courseProgress = (completedLessons: SQLWrapper, lessonCount: SQLWrapper): SQL<number> => {
  const [done, count] = [operand(completedLessons), operand(lessonCount)];
  return sql<number>`(case when ${count} > 0 then least(greatest(${done}, 0), ${count}) * ${complete} / ${count} else 0 end)::int`;
};

/** Twin of `isCourseComplete`. */
export const isCourseComplete = (completedLessons: SQLWrapper, lessonCount: SQLWrapper): SQL<boolean> =>
  sql<boolean>`(${operand(lessonCount)} > 0 and ${operand(completedLessons)} >= ${operand(lessonCount)})`;
