import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GRADE_SCALE, weightedResult, type ResultItem } from '@campus/domain';
import type { Database } from '../src/db/client.js';
import { weightedResultSql } from '../src/repositories/grading-sql.js';
import { createTestDatabase } from './helpers/database.js';

/** A fixed pseudo-random sequence, so a failure names the same case every run. */
function* numbers(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

/**
 * Students of up to 6 assessments each: weights and maximum marks with two decimals (thirds, 0, 100), marks at the
 * edges (0, the maximum, a hundredth below it) and between, absent, exempt, unmarked and drafts mixed in.
 */
function students(count: number): ResultItem[][] {
  const random = numbers(43);
  const pick = <T>(values: T[]) => values[Math.floor(random.next().value! * values.length)]!;
  const hundredths = (max: number) => Math.floor(random.next().value! * (max * 100 + 1)) / 100;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(random.next().value! * 6) }, () => {
      const maxMarks = pick([100, 50, 3, 7, 0.01, 9999.99, 17.5, hundredths(200) || 1]);
      const weight = pick([0, 100, 33.33, 33.34, 12.5, 1, hundredths(100)]);
      const state = pick(['marked', 'marked', 'marked', 'absent', 'exempt', 'unmarked', 'draft']);
      const marks = pick([0, maxMarks, Math.max(0, Math.round((maxMarks - 0.01) * 100) / 100), hundredths(maxMarks)]);
      return {
        weight,
        maxMarks,
        published: state !== 'draft',
        marks: state === 'absent' || state === 'exempt' || state === 'unmarked' ? null : Math.min(marks, maxMarks),
        absent: state === 'absent',
        exempt: state === 'exempt',
      };
    }),
  );
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the weighted result in SQL', () => {
  it('agrees with weightedResult on the result and the weight counted, to the hundredth', async () => {
    const cases = students(400);
    const rows = cases.flatMap((items, student) =>
      items.map(
        (item) =>
          sql`(${student}::int, ${item.weight}::numeric(5, 2), ${item.maxMarks}::numeric(7, 2), ${item.published}::boolean,
            ${item.marks}::numeric(7, 2), ${item.absent}::boolean, ${item.exempt}::boolean)`,
      ),
    );
    const result = weightedResultSql({
      weight: sql.raw('k.weight'),
      maxMarks: sql.raw('k.max_marks'),
      published: sql.raw('k.published'),
      marks: sql.raw('k.marks'),
      absent: sql.raw('k.absent'),
      exempt: sql.raw('k.exempt'),
    });
    const { rows: figures } = (await database.db.execute(sql`
      select k.student, ${result.weightCounted} as "weightCounted", ${result.resultPercent} as "resultPercent"
      from (values ${sql.join(rows, sql`, `)}) as k (student, weight, max_marks, published, marks, absent, exempt)
      group by k.student order by k.student`)) as unknown as {
      rows: { student: number; weightCounted: number; resultPercent: number | null }[];
    };
    expect(figures).toHaveLength(cases.length);
    for (const { student, weightCounted, resultPercent } of figures) {
      const expected = weightedResult(cases[student]!, DEFAULT_GRADE_SCALE);
      expect(
        { resultPercent: resultPercent === null ? null : resultPercent / 100, weightCounted: weightCounted / 100 },
        JSON.stringify(cases[student]),
      ).toEqual({ resultPercent: expected.resultPercent, weightCounted: expected.weightCounted });
    }
  });

  it('counts nothing for a student without marks rows (the marks left joined are null)', async () => {
    const result = weightedResultSql({
      weight: sql.raw('k.weight'),
      maxMarks: sql.raw('k.max_marks'),
      published: sql.raw('true'),
      marks: sql.raw('null::numeric'),
      absent: sql.raw('null::boolean'),
      exempt: sql.raw('null::boolean'),
    });
    const { rows } = (await database.db.execute(sql`
      select ${result.weightCounted} as "weightCounted", ${result.resultPercent} as "resultPercent"
      from (values (50::numeric, 20::numeric)) as k (weight, max_marks)`)) as unknown as {
      rows: { weightCounted: number; resultPercent: number | null }[];
    };
    expect(rows).toEqual([{ weightCounted: 0, resultPercent: null }]);
  });
});
