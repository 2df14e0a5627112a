import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceStanding, type AttendanceCounts } from '@campus/domain';
import type { Database } from '../src/db/client.js';
import * as attendanceRules from '../src/repositories/attendance-rules-sql.js';
import { createTestDatabase } from './helpers/database.js';

/** Every mix of up to 5 present, 5 absent, 2 late and 1 excused: rules of whole numbers break at the edges. */
const cases: AttendanceCounts[] = [];
for (let present = 0; present <= 5; present++) {
  for (let absent = 0; absent <= 5; absent++) {
    for (let late = 0; late <= 2; late++) {
      for (let excused = 0; excused <= 1; excused++) cases.push({ present, absent, late, excused });
    }
  }
}
// The common rule, the edges, and one that no whole share of few classes meets exactly.
const MINIMUMS = [75, 1, 100, 33, 67];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the attendance rules in SQL', () => {
  it.each(MINIMUMS)(
    'agree with attendanceStanding on below, and below or at risk at a minimum of %i percent',
    async (minPercent) => {
      const counts = sql.join(
        cases.map(
          ({ present, absent, late, excused }) => sql`(${present}::int, ${absent}::int, ${late}::int, ${excused}::int)`,
        ),
        sql`, `,
      );
      const k = { present: sql.raw('k.present'), absent: sql.raw('k.absent'), late: sql.raw('k.late') };
      const attended = attendanceRules.attended(k.present, k.late);
      const held = attendanceRules.held(k.present, k.absent, k.late);
      const { rows } = (await database.db.execute(sql`
      select k.present, k.absent, k.late, k.excused, ${attended} as attended, ${held} as held,
        ${attendanceRules.isBelow(attended, held, minPercent)} as below,
        ${attendanceRules.isBelowOrAtRisk(attended, held, minPercent)} as "belowOrAtRisk"
      from (values ${counts}) as k (present, absent, late, excused)`)) as unknown as {
        rows: (AttendanceCounts & { attended: number; held: number; below: boolean; belowOrAtRisk: boolean })[];
      };
      expect(rows).toHaveLength(cases.length);
      for (const { attended: attendedCount, held: heldCount, below, belowOrAtRisk, ...row } of rows) {
        const standing = attendanceStanding(row, minPercent);
        expect({ attendedCount, heldCount, below, belowOrAtRisk }, JSON.stringify(row)).toEqual({
          attendedCount: standing.attended,
          heldCount: standing.held,
          below: standing.below,
          belowOrAtRisk: standing.below || standing.atRisk,
        });
      }
    },
  );

  it('orders the lowest share attended first and none held last', async () => {
    const shares = [
      [3, 4],
      [0, 0],
      [1, 3],
      [2, 2],
      [0, 1],
    ];
    const values = sql.join(
      shares.map(([attended, held]) => sql`(${attended}::int, ${held}::int)`),
      sql`, `,
    );
    const { rows } = (await database.db.execute(sql`
      select s.attended, s.held from (values ${values}) as s (attended, held)
      order by ${attendanceRules.worstFirst(sql.raw('s.attended'), sql.raw('s.held'))}`)) as unknown as {
      rows: { attended: number; held: number }[];
    };
    expect(rows.map(({ attended, held }) => [attended, held])).toEqual([
      [0, 1],
      [1, 3],
      [3, 4],
      [2, 2],
      [0, 0],
    ]);
  });
});
