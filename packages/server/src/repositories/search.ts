import { and, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/client.js';
import * as feeRules from './fee-rules-sql.js';
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

/** Whether the account is one whose student's name or email, or whose course's name, contains the pattern. */
const accountOf = (db: Db, pattern: string, account: { studentId: AnyPgColumn; courseId: AnyPgColumn }) =>
  or(
    inArray(account.studentId, studentsMatching(db, pattern)),
    inArray(account.courseId, coursesMatching(db, pattern)),
  );

/** The fee accounts whose student's name or email, or whose course's name, contains the pattern. */
function accountsMatching(db: Db, pattern: string) {
  const accounts = (condition: SQL) => db.select({ id: matchedAccount.id }).from(matchedAccount).where(condition);
  return unionAll(
    accounts(inArray(matchedAccount.studentId, studentsMatching(db, pattern))),
    accounts(inArray(matchedAccount.courseId, coursesMatching(db, pattern))),
  );
}

/**
 * More matches than this, and a list is better read along its order, keeping the rows that match: they are soon found
 * (2,000 of the 500,000 ledger entries: one in 250), and a broad search's count (`searchedTotal`) goes only a few pages
 * on. Counting them to COUNT_LIMIT along the list went through most of the ledger for a full name (3,700 entries:
 * 250,000 read, 0.4 s); counting their ids instead ran their union again (20–80 ms).
 */
const BROAD_SEARCH = 2_000;

/**
 * More students match than this, and the search is broad without counting the rows they have (a student has an
 * account or more, and entries in the ledger): a common surname matches thousands of students, whose tens of thousands
 * of ledger entries took 0.35 s to count at 100,000 students, the students themselves a tenth of that.
 */
const BROAD_STUDENTS = BROAD_SEARCH / 2;

/** A search's condition for reading one page of a list, and for reading (or counting) every row it matches. */
export interface SearchConditions {
  page: SQL | undefined;
  all: SQL | undefined;
  /** `all` is read along the list, testing each row (many match): its count goes no further than a few pages. */
  broad: boolean;
  /** How many rows the search matches, where its ids were read: a list filtered by nothing else has them. */
  matched?: number;
}

/**
 * A broad search's conditions for reading a list along the index of its order, testing each row until it has its
 * rows. `dense`, one OR over the joined tables, where so many students match (more than BROAD_STUDENTS) that a page is
 * soon found. `sparse`, where fewer students match but their rows are many (more than BROAD_SEARCH): the row's own
 * columns tested against the ids of the matching students and courses, gathered once (hashed subplans), so that a row
 * is joined to its student and course only once it matches (a full name's 3,500 ledger entries: a page walked 5,600
 * entries, each joined first, 39 ms).
 */
interface Broad {
  dense: SQL | undefined;
  sparse: SQL | undefined;
}

/**
 * The conditions for rows whose id is one of `ids` (a union of index lookups, as many rows as the search matches), or,
 * when those are more than BROAD_SEARCH, a broad condition. Which is cheaper depends on how many rows match, which the
 * planner cannot tell for an OR across tables, so the ids are read first, up to BROAD_SEARCH; unless the students
 * matching the pattern are more than BROAD_STUDENTS, which makes it broad at once.
 *
 * The ids read are the page's and the count's values, so their union (trigram scans, 3–10 ms) runs once, not again in
 * each statement: one array value, unnested into an init plan. Given as a list of values (`in`), the planner, seeing a
 * long one, walked the fee accounts by name testing each against it (0.3–0.7 s for 1,700 ids); and a join to the
 * union, with statistics older than the rows (PGlite between two upkeep rounds, a new table before autovacuum), once
 * ran the union again for every outstanding account (0.6 s for 442 of them).
 */
async function idsOrBroad(
  db: Db,
  id: AnyPgColumn,
  ids: SQL,
  { dense, sparse }: Broad,
  pattern: string,
  studentsUpTo = BROAD_STUDENTS,
): Promise<SearchConditions & { students: number }> {
  // The students matching, counted up to `studentsUpTo` (no fewer than BROAD_STUDENTS), for the caller too; and, no
  // more of them than BROAD_STUDENTS, the ids, in the same statement (one wait for the pool, not two).
  const [read] = await rowsOf<{ students: number; ids: string | null }>(
    db.execute(sql`
      select students, case when students <= ${BROAD_STUDENTS} then
        array_to_string(array(select id::text from (${ids} limit ${BROAD_SEARCH + 1}) as found), ',') end as ids
      from (select count(*)::int as students from (${studentsMatching(db, pattern)} limit ${studentsUpTo + 1}) as s) as c`),
  );
  const { students } = read!;
  if (read!.ids === null) return { page: dense, all: dense, broad: true, students };
  const found = read!.ids === '' ? [] : read!.ids.split(',');
  if (found.length > BROAD_SEARCH) return { page: sparse, all: sparse, broad: true, students };
  const byValues = sql`${id} = any(array(select unnest(${`{${found.join(',')}}`}::uuid[])))`;
  // The union repeats a row that matches in two ways.
  return { page: byValues, all: byValues, broad: false, matched: new Set(found).size, students };
}

/** No search: every row, for a page and for all. */
const noSearch: SearchConditions = { page: undefined, all: undefined, broad: false };

/**
 * A fee account matches a search by its student's name or email, or its course's name (the caller joins `users` and
 * `courses`). Given `byName` (a list in the order of its students' names, then the student, the course's name and the
 * account), a broad search's page condition keeps only the ids its page can come from (`firstByName`), rather than
 * walking the list from its start to find the rows that match.
 */
export async function feeAccountMatches(
  db: Db,
  search: string | undefined,
  byName?: FirstByName,
): Promise<SearchConditions> {
  if (!search) return noSearch;
  const pattern = containing(search);
  const dense = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(courses.name, pattern));
  const { students, ...matches } = await idsOrBroad(
    db,
    feeAccounts.id,
    sql`${accountsMatching(db, pattern)}`,
    { dense, sparse: accountOf(db, pattern, feeAccounts) },
    pattern,
    byName ? SORTED_STUDENTS : BROAD_STUDENTS,
  );
  // Not broad, or so many students match that a walk along the names soon finds a page of them.
  if (!byName || matches.page !== dense || students > SORTED_STUDENTS) return matches;
  // The ids themselves, not a subquery: the page's statement is then planned for so many accounts, whatever the
  // statistics of tables just filled say (with none, a page of a test's 2,100 accounts took 12 s).
  const ids = (
    await rowsOf<{ id: string }>(db.execute(sql`${firstByName(pattern, byName)} limit ${PAGE_IDS + 1}`))
  ).map((row) => row.id);
  // A page so deep that its rows could be among more accounts than a statement takes values: the walk.
  if (ids.length > PAGE_IDS) return matches;
  return { ...matches, page: ids.length > 0 ? and(dense, inArray(feeAccounts.id, ids)) : sql`false` };
}

/**
 * Up to this many students matching a broad search, a page of a list by name is read from the matching students sorted
 * by name (`firstByName`, sorting them costs what their trigram scan costs); more, and along the list's order, where
 * rows matching so common a term are soon found. Below it the walk could go through most of the list (a first name
 * late in the alphabet: 230,000 accounts read for one page, 1.5 s at 100,000 students; "sha", matching 16,000 of
 * them, 17,000 accounts read and tested, 130 ms, where sorting its students took 25 ms).
 */
const SORTED_STUDENTS = 25_000;
/** The most ids of accounts a page of a list by name is read among (each a value of the page's statement). */
const PAGE_IDS = 20_000;

/** The rows a page of a list by name reads (its offset and its limit), and which open accounts it keeps. */
export interface FirstByName {
  rows: number;
  keep: (account: { paid: SQLWrapper; netFee: SQLWrapper }) => SQL | undefined;
}

const firstAccount = alias(feeAccounts, 'first_account');
const firstStudent = alias(users, 'first_student');
const firstCourse = alias(courses, 'first_course');

/**
 * The ids of the open accounts (of active students, those `keep` keeps) among which the first `rows` of a list by name
 * matching the pattern are: the accounts of the first `rows` students by name whose name or email matches and who have
 * such an account (each has one at least, so no account of a student after them comes before them), and the first
 * `rows` of the accounts whose course's name matches.
 */
function firstByName(pattern: string, { rows, keep }: FirstByName): SQL {
  const open = (account: { closedAt: AnyPgColumn; paid: AnyPgColumn; netFee: AnyPgColumn }) =>
    and(feeRules.isOpenAccount(account.closedAt), keep(account));
  return sql`
    select id from (
    select ${firstAccount.id} from (
      select s.id from (
        select ${firstStudent.id} as id, ${firstStudent.name} as name from ${users} ${firstStudent}
        where ${firstStudent.role} = 'student' and ${firstStudent.deletedAt} is null
          and (${ilike(firstStudent.name, pattern)} or ${ilike(firstStudent.email, pattern)})
        -- By the trigram indexes, then sorted (not along the index of names from A until enough match), so that the
        -- accounts below are looked up for the first students only.
        order by 2, 1 offset 0
      ) s
      -- Each student's accounts read by their index (an exists joined by hash read the whole table).
      cross join lateral (
        select 1 from ${feeAccounts} where ${feeAccounts.studentId} = s.id and ${open(feeAccounts)} limit 1
      ) has_account
      order by s.name, s.id limit ${rows}
    ) s join ${feeAccounts} ${firstAccount} on ${firstAccount.studentId} = s.id and ${open(firstAccount)}
    union
    (select ${firstAccount.id} from ${feeAccounts} ${firstAccount}
      join ${users} ${firstStudent} on ${firstStudent.id} = ${firstAccount.studentId} and ${firstStudent.deletedAt} is null
      join ${courses} ${firstCourse} on ${firstCourse.id} = ${firstAccount.courseId}
      where ${ilike(firstCourse.name, pattern)} and ${open(firstAccount)}
      order by ${firstStudent.name}, ${firstStudent.id}, ${firstCourse.name}, ${firstAccount.id} limit ${rows})
    ) page_ids`;
}

const matched = alias(payments, 'matched');

/**
 * A ledger entry matches a search as its fee account does, or by its receipt number or reference (the caller joins
 * `fee_accounts`, `users` and `courses`).
 */
export async function ledgerEntryMatches(db: Db, search: string | undefined): Promise<SearchConditions> {
  if (!search) return noSearch;
  const pattern = containing(search);
  const entries = (condition: SQL) => db.select({ id: matched.id }).from(matched).where(condition);
  const ids = unionAll(
    entries(inArray(matched.feeAccountId, accountsMatching(db, pattern))),
    entries(ilike(matched.receiptNumber, pattern)),
    entries(ilike(matched.reference, pattern)),
  );
  const ownColumns = [ilike(payments.receiptNumber, pattern), ilike(payments.reference, pattern)];
  const dense = or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(courses.name, pattern),
    ...ownColumns,
  );
  // The entry's account among the matching ones (by their indexes), so the walk joins no account either until an
  // entry matches.
  const sparse = or(inArray(payments.feeAccountId, accountsMatching(db, pattern)), ...ownColumns);
  const { students: _, ...matches } = await idsOrBroad(db, payments.id, sql`${ids}`, { dense, sparse }, pattern);
  return matches;
}
