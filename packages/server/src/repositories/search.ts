import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { reusedCount, type AnswerReuse } from './count.js';
import { courses, feeAccounts, payments, users } from '../db/schema.js';

/** A LIKE pattern matching the text anywhere, with its own %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A user matches a search by name, email or phone. */
export function userMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
}

const matchedAccount = alias(feeAccounts, 'matched_account');

/** The students whose name or email contains the pattern (deleted ones too), by their trigram indexes. */
const studentsMatching = (db: Db, pattern: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'student'), or(ilike(users.name, pattern), ilike(users.email, pattern))));

const coursesMatching = (db: Db, pattern: string) =>
  db.select({ id: courses.id }).from(courses).where(ilike(courses.name, pattern));

/** The fee accounts whose student's name or email, or whose course's name, contains the pattern. */
function accountsMatching(db: Db, pattern: string) {
  const accounts = (condition: SQL) => db.select({ id: matchedAccount.id }).from(matchedAccount).where(condition);
  return unionAll(
    accounts(inArray(matchedAccount.studentId, studentsMatching(db, pattern))),
    accounts(inArray(matchedAccount.courseId, coursesMatching(db, pattern))),
  );
}

/** More matches than this, and a page of a list is better read along its order, keeping the rows that match. */
const BROAD_SEARCH = 2_000;
/**
 * More matches than this, and counting them (up to COUNT_LIMIT) or reading them all is better done along the list too:
 * so many match that the rows are soon found. Below it, a list read along its order for a count could go through most
 * of the table (a full name matching 3,700 of 460,000 ledger entries: 250,000 rows to count 1,000, 0.4 s), while the
 * ids cost about what they cost at 2,000 (their trigram scans, 15–20 ms).
 */
const BROAD_COUNT = 20_000;

/** A search's condition for reading one page of a list, and for reading (or counting) every row it matches. */
export interface SearchConditions {
  page: SQL | undefined;
  all: SQL | undefined;
}

/**
 * The conditions for rows whose id is one of `ids` (a union of index lookups, as many rows as the search matches), or,
 * when those are more than BROAD_SEARCH (a page) or BROAD_COUNT (every row), `broad`: one OR over the joined tables,
 * which a list reads along the index of its order until it has its rows (few when many match). Which is cheaper
 * depends on how many rows match, which the planner cannot tell for an OR across tables, so it is counted first, up to
 * BROAD_COUNT.
 *
 * The ids are gathered into an array once per statement (an init plan), not joined: with statistics older than the
 * rows (PGlite between two upkeep rounds, a new table before autovacuum) the planner once ran the union again for
 * every outstanding account, 0.6 s for 442 of them.
 */
async function idsOrBroad(
  db: Db,
  counts: AnswerReuse,
  id: AnyPgColumn,
  ids: SQL,
  broad: SQL | undefined,
): Promise<SearchConditions> {
  const counted = db.select({ n: count() }).from(sql`(${ids} limit ${BROAD_COUNT + 1}) as matched_ids`);
  const matches = await reusedCount(counts, counted);
  const byIds = sql`${id} = any(array(${ids}))`;
  return { page: matches > BROAD_SEARCH ? broad : byIds, all: matches > BROAD_COUNT ? broad : byIds };
}

/** No search: every row, for a page and for all. */
const noSearch: SearchConditions = { page: undefined, all: undefined };

/**
 * A fee account matches a search by its student's name or email, or its course's name (the caller joins `users` and
 * `courses`).
 */
export async function feeAccountMatches(
  db: Db,
  search: string | undefined,
  counts: AnswerReuse,
): Promise<SearchConditions> {
  if (!search) return noSearch;
  const pattern = containing(search);
  const broad = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(courses.name, pattern));
  return idsOrBroad(db, counts, feeAccounts.id, sql`${accountsMatching(db, pattern)}`, broad);
}

const matched = alias(payments, 'matched');

/**
 * A ledger entry matches a search as its fee account does, or by its receipt number or reference (the caller joins
 * `fee_accounts`, `users` and `courses`).
 */
export async function ledgerEntryMatches(
  db: Db,
  search: string | undefined,
  counts: AnswerReuse,
): Promise<SearchConditions> {
  if (!search) return noSearch;
  const pattern = containing(search);
  const entries = (condition: SQL) => db.select({ id: matched.id }).from(matched).where(condition);
  const ids = unionAll(
    entries(inArray(matched.feeAccountId, accountsMatching(db, pattern))),
    entries(ilike(matched.receiptNumber, pattern)),
    entries(ilike(matched.reference, pattern)),
  );
  const broad = or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(courses.name, pattern),
    ilike(payments.receiptNumber, pattern),
    ilike(payments.reference, pattern),
  );
  return idsOrBroad(db, counts, payments.id, sql`${ids}`, broad);
}
