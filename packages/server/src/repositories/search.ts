import { ilike, or, type SQL } from 'drizzle-orm';
import { courses, payments, users } from '../db/schema.js';

/** A LIKE pattern matching the text anywhere, with its own %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A fee account matches a search by its student's name or email, or its course's name. */
export function feeAccountMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(courses.name, pattern));
}

/** A ledger entry matches a search as its fee account does, or by its receipt number or reference. */
export function ledgerEntryMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(feeAccountMatches(search), ilike(payments.receiptNumber, pattern), ilike(payments.reference, pattern));
}
