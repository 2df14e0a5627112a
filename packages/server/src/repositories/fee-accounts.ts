import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { courses, feeAccounts } from '../db/schema.js';

/** What has been paid into a fee account: the sum of its ledger rows. */
export function paidInto(feeAccountId: AnyPgColumn): SQL<number> {
  return sql`coalesce((select sum(p.amount) from payments p where p.fee_account_id = ${feeAccountId}), 0)::bigint`.mapWith(
    Number,
  );
}

export function lastPaidOn(feeAccountId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select max(p.paid_on)::text from payments p where p.fee_account_id = ${feeAccountId})`;
}

/** One student's fee accounts with what was paid into each, oldest first. */
export function studentFeeAccounts(db: Db, studentId: string, where?: SQL) {
  return db
    .select({
      id: feeAccounts.id,
      courseId: feeAccounts.courseId,
      course: courses.name,
      totalFee: feeAccounts.totalFee,
      dueDate: feeAccounts.dueDate,
      paid: paidInto(feeAccounts.id),
      lastPaidOn: lastPaidOn(feeAccounts.id),
    })
    .from(feeAccounts)
    .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
    .where(and(eq(feeAccounts.studentId, studentId), where))
    .orderBy(asc(feeAccounts.createdAt), asc(feeAccounts.id));
}
