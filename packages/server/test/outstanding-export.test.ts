import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutstandingFee } from '@campus/domain';
import type { Database } from '../src/db/client.js';
import { computeAfresh } from '../src/repositories/count.js';
import { readOutstandingFees } from '../src/repositories/report.js';
import { createTestDatabase } from './helpers/database.js';
import { createCourse, createStudent, enroll } from './helpers/fixtures.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const course = await createCourse(database.db);
  for (let i = 0; i < 3; i++) await enroll(database.db, (await createStudent(database.db)).id, course);
});
afterAll(() => database.close());

/** Reads the export, handing over the first batch, then waiting for `release` before taking the rest. */
function slowExport(readAtOnce: boolean, release: Promise<void>) {
  return readOutstandingFees(
    database.db,
    { search: undefined, now: new Date() },
    computeAfresh,
    () => {},
    async (batches) => {
      const rows: OutstandingFee[] = [];
      for await (const batch of batches) {
        rows.push(...batch);
        await release;
      }
      return rows;
    },
    { readAtOnce },
  );
}

describe('the outstanding-fees export read at once', () => {
  it('hands over the same rows as the cursor', async () => {
    const [atOnce, cursor] = await Promise.all([
      slowExport(true, Promise.resolve()),
      slowExport(false, Promise.resolve()),
    ]);
    expect(atOnce).toHaveLength(3);
    expect(atOnce).toEqual(cursor);
  });

  it('leaves the database free for other requests while the download is slow', async () => {
    let release!: () => void;
    const exporting = slowExport(true, new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await Promise.race([
      database.db.execute(sql`select 1`).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waited for the download'), 2_000)),
    ]);
    release();
    expect(answer).toBe('answered');
    expect(await exporting).toHaveLength(3);
  });
});
