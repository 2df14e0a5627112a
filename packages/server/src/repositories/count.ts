import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { COUNT_LIMIT, type Page } from '@campus/domain';
import type { Db } from '../db/client.js';

/**
 * Where answers that read many rows (the counts behind a list, the day book) are reused until the data may have
 * changed (plugins/app/office-figures.ts): a count costs more than the page it is shown with, and paging through a
 * list, or many people opening it, needs it once. `key` names the answer (for a count, its SQL and parameters).
 */
export interface AnswerReuse {
  reuse<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Every answer computed anew. */
export const computeAfresh: AnswerReuse = { reuse: (_key, compute) => compute() };

/** A query that counts: one row with the count in `n`. */
interface CountQuery extends PromiseLike<{ n: number }[]> {
  toSQL(): { sql: string; params: unknown[] };
}

/** The query's count, reused through `counts`. */
export function reusedCount(counts: AnswerReuse, query: CountQuery): Promise<number> {
  const { sql: text, params } = query.toSQL();
  return counts.reuse(JSON.stringify([text, params]), async () => (await query)[0]?.n ?? 0);
}

/**
 * How many rows a query selects, counting no further than COUNT_LIMIT: on a long list (a million audit events, half a
 * million ledger entries) an exact count would cost more than the page itself.
 */
export function countUpToLimit(db: Db, rows: PgSelect, counts: AnswerReuse, limit = COUNT_LIMIT): Promise<number> {
  return reusedCount(counts, db.select({ n: count() }).from(rows.limit(limit).as('counted')));
}

/** Pages a broad search's count goes past the page asked for. */
const PAGES_AHEAD = 4;

/**
 * A searched list's total: exact up to COUNT_LIMIT, or for a broad search (`broad`, read along the list, where each
 * row counted is a row read and tested) no further than PAGES_AHEAD pages past `page`, and then `totalIsAtLeast`.
 */
export async function searchedTotal(
  db: Db,
  rows: PgSelect,
  counts: AnswerReuse,
  { broad, page, limit }: { broad: boolean; page: number; limit: number },
): Promise<Pick<Page<unknown>, 'total' | 'totalIsAtLeast'>> {
  const upTo = broad ? Math.min(COUNT_LIMIT, (page + PAGES_AHEAD) * limit) : COUNT_LIMIT;
  const total = await countUpToLimit(db, rows, counts, upTo);
  return total >= upTo && upTo < COUNT_LIMIT ? { total, totalIsAtLeast: true } : { total };
}

/** What a counted query selects: nothing but its rows' existence. */
export const oneColumn = { one: sql`1` };
