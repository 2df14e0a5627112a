import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
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

/**
 * A fee account matches a search by its student's name or email, or its course's name. Written as a union of lookups,
 * each served by its own index, since one OR across the joined tables could use none of them.
 */
export function feeAccountMatches(db: Db, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  const accounts = (condition: SQL) => db.select({ id: matchedAccount.id }).from(matchedAccount).where(condition);
  return inArray(
    feeAccounts.id,
    unionAll(
      accounts(inArray(matchedAccount.studentId, studentsMatching(db, pattern))),
      accounts(inArray(matchedAccount.courseId, coursesMatching(db, pattern))),
    ),
  );
}

const matched = alias(payments, 'matched');

/** A ledger entry matches a search as its fee account does, or by its receipt number or reference (as there). */
export function ledgerEntryMatches(db: Db, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  const entries = (condition: SQL) => db.select({ id: matched.id }).from(matched).where(condition);
  const ofAccounts = (condition: SQL) =>
    db
      .select({ id: matched.id })
      .from(matched)
      .innerJoin(matchedAccount, eq(matchedAccount.id, matched.feeAccountId))
      .where(condition);
  return inArray(
    payments.id,
    unionAll(
      ofAccounts(inArray(matchedAccount.studentId, studentsMatching(db, pattern))),
      ofAccounts(inArray(matchedAccount.courseId, coursesMatching(db, pattern))),
      entries(ilike(matched.receiptNumber, pattern)),
      entries(ilike(matched.reference, pattern)),
    ),
  );
}
