import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { operand } from './fee-rules-sql.js';

/**
 * The attendance rules of the domain package (`attendance.ts`) where the database must apply them: a course's students
 * filtered and ordered by standing, the students to warn. Each is the SQL twin of a part of `attendanceStanding`,
 * checked against it by test/attendance-rules-sql.test.ts. Operands are mark counts (`present`, `absent`, `late`) and
 * the minimum percent.
 */

/** Present or late. */
export const attended = (present: SQLWrapper, late: SQLWrapper): SQL<number> =>
  sql<number>`(${operand(present)} + ${operand(late)})`;

/** Every class marked but those excused. */
export const held = (present: SQLWrapper, absent: SQLWrapper, late: SQLWrapper): SQL<number> =>
  sql<number>`(${operand(present)} + ${operand(late)} + ${operand(absent)})`;

/** Twin of `below`: compared in whole numbers, as the domain does. */
export const isBelow = (attendedCount: SQLWrapper, heldCount: SQLWrapper, minPercent: number): SQL<boolean> =>
  sql<boolean>`(${operand(attendedCount)} * 100 < ${minPercent}::int * ${operand(heldCount)})`;

/** Twin of `below || atRisk`: below now, or one more absence would take them below. */
export const isBelowOrAtRisk = (attendedCount: SQLWrapper, heldCount: SQLWrapper, minPercent: number): SQL<boolean> =>
  sql<boolean>`(${operand(attendedCount)} * 100 < ${minPercent}::int * (${operand(heldCount)} + 1))`;

/** The worst attendance first: the lowest share attended, none held last (`percent` null). */
export const worstFirst = (attendedCount: SQLWrapper, heldCount: SQLWrapper): SQL =>
  sql`${operand(attendedCount)}::float8 / nullif(${operand(heldCount)}, 0) asc nulls last`;
