import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { operand } from './fee-rules-sql.js';

/**
 * The grading rules of the domain package (`grading.ts`) where the database must apply them: every student's result in
 * a course at once, for the result sheet's statistics and the dashboard. Each is the SQL twin of a part of
 * `weightedResult`, checked against it by test/grading-rules-sql.test.ts. Like the domain, they work in whole
 * hundredths (bigint), and integer division cuts down as `Math.floor` does for numbers that are not negative.
 */

/** A numeric(…, 2) in whole hundredths: 45.5 → 4550. */
const inHundredths = (value: SQLWrapper) => sql`(${operand(value)} * 100)::bigint`;

/** Twin of `hundredths(assessmentPercent(marks, maxMarks))`. */
export const markPercent = (marks: SQLWrapper, maxMarks: SQLWrapper): SQL<number> =>
  sql<number>`(${inHundredths(marks)} * 10000 / ${inHundredths(maxMarks)})`;

/** One assessment of a student's, as `weightedResult` reads it (a row of assessments joined to the student's marks). */
export interface ResultOperands {
  weight: SQLWrapper;
  maxMarks: SQLWrapper;
  published: SQLWrapper;
  marks: SQLWrapper;
  absent: SQLWrapper;
  exempt: SQLWrapper;
}

/** Twin of `countsInResult`: published, not exempt, marked or absent (a student without a marks row: all null). */
export const countsInResult = ({ published, marks, absent, exempt }: ResultOperands): SQL<boolean> =>
  sql<boolean>`(${operand(published)} and not coalesce(${operand(exempt)}, false)
    and (coalesce(${operand(absent)}, false) or ${operand(marks)} is not null))`;

/**
 * Aggregates over a student's assessments (a GROUP BY per student): `weightCounted`, the weights counted in hundredths,
 * and `resultPercent`, the twin of `weightedResult`'s in hundredths (null when nothing counts, or what counts weighs 0).
 */
export function weightedResultSql(item: ResultOperands): { weightCounted: SQL<number>; resultPercent: SQL<number> } {
  const counts = countsInResult(item);
  const weight = inHundredths(item.weight);
  const percent = sql`case when ${operand(item.absent)} then 0 else ${markPercent(item.marks, item.maxMarks)} end`;
  const weights = sql`coalesce(sum(${weight}) filter (where ${counts}), 0)::bigint`;
  return {
    weightCounted: sql<number>`${weights}::int`,
    resultPercent: sql<number>`((sum(${weight} * ${percent}) filter (where ${counts}))::bigint
      / nullif(${weights}, 0))::int`,
  };
}
