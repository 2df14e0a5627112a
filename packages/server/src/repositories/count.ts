import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { COUNT_LIMIT } from '@campus/domain';
import type { Db } from '../db/client.js';

/**
 * How many rows a query selects, counting no further than COUNT_LIMIT: on a long list (a million audit events, half a
 * million ledger entries) an exact count would cost more than the page itself.
 */
export async function countUpToLimit(db: Db, rows: PgSelect): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(rows.limit(COUNT_LIMIT).as('counted'));
  return counted?.n ?? 0;
}

/** What a counted query selects: nothing but its rows' existence. */
export const oneColumn = { one: sql`1` };
