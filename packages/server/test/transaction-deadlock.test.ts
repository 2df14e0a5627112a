import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/db/schema.js';
import { transaction, type Tx } from '../src/db/transaction.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createCourse } from './helpers/fixtures.js';

// PGlite runs one statement at a time on one connection: two of its transactions never wait for each other.
describe.runIf(process.env.DATABASE_URL)('a transaction PostgreSQL ends to break a deadlock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is run again, and both transactions go through', async () => {
    const [a, b] = [await createCourse(t.db), await createCourse(t.db)];
    const touch = (tx: Tx, id: string, by: string) =>
      tx
        .update(courses)
        .set({ description: `Changed by ${by}` })
        .where(eq(courses.id, id));
    let firstLocks = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
    const runs = { one: 0, two: 0 };
    // Each locks one course, waits until the other holds its own, then asks for the other's: a deadlock.
    const lockBoth = (first: string, second: string, name: 'one' | 'two') =>
      transaction(t.db, async (tx) => {
        runs[name]++;
        await touch(tx, first, name);
        if (++firstLocks === 2) release();
        await bothHoldOne;
        await touch(tx, second, name);
        return name;
      });

    expect(await Promise.all([lockBoth(a!.id, b!.id, 'one'), lockBoth(b!.id, a!.id, 'two')])).toEqual(['one', 'two']);
    // At least one was run again (under load a retry can meet the other again before it has committed).
    expect(runs.one + runs.two).toBeGreaterThanOrEqual(3);
    const rows = await t.db.select({ description: courses.description }).from(courses);
    const changed = rows.filter((row) => row.description.startsWith('Changed by'));
    expect(changed).toHaveLength(2);
  });
});
