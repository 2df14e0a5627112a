import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { EMAIL_STATES, WAITING_EMAILS_LIMIT, type EmailStatus } from '@campus/domain';
import type { Db } from '../db/client.js';
import { courses, emailOutbox, feeAccounts, notices, payments, reminderRuns, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import * as feeRules from './fee-rules-sql.js';

/** Every server instance LISTENs here: a NOTIFY after emails are queued wakes the senders at once. */
export const EMAIL_CHANNEL = 'campus_email';
/** Any constant: the senders of all instances take their emails one at a time, so the rate limit holds across them. */
const CLAIM_LOCK_ID = 724_312;

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Wakes the senders of every instance when the transaction commits (a NOTIFY is sent then). */
export const wakeSenders = (tx: Tx) => tx.execute(sql`select pg_notify(${EMAIL_CHANNEL}, '')`);

/** Queues the notice to every active student, in one statement; returns how many emails that is. */
export async function queueNoticeEmails(tx: Tx, noticeId: string): Promise<number> {
  const { rows } = (await tx.execute(sql`
    with queued as (
      insert into ${emailOutbox} (kind, notice_id, recipient_id, to_name, to_address)
      select 'notice', ${noticeId}, ${users.id}, ${users.name}, ${users.email}
      from ${users}
      where ${users.role} = 'student' and ${users.deletedAt} is null
      returning 1
    )
    select count(*)::int as queued from queued`)) as unknown as { rows: { queued: number }[] };
  await wakeSenders(tx);
  return rows[0]!.queued;
}

/**
 * Queues the overdue-fee reminders of `day` (in India) unless some instance already has: each active student with an
 * instalment past its due day and not fully paid (an account without a plan is one instalment) gets one email listing
 * each of them, with what is left of it and its late fees, unless they were reminded in the
 * `everyDays` days before `now`. Returns how many were queued, or undefined when the day's reminders were already
 * queued (the day's row in reminder_runs is taken by whichever instance inserts it first; the others wait for its
 * transaction, then find it).
 */
export async function queueFeeReminders(
  tx: Tx,
  { day, now, everyDays }: { day: string; now: Date; everyDays: number },
): Promise<number | undefined> {
  const [run] = await tx
    .insert(reminderRuns)
    .values({ day, queued: 0 })
    .onConflictDoNothing()
    .returning({ day: reminderRuns.day });
  if (!run) return undefined;
  const remindedSince = new Date(now.getTime() - everyDays * 24 * 60 * 60 * 1000);
  const owing = feeRules.isOutstanding(sql.raw('a.paid'), sql.raw('a.net_fee'), sql.raw('a.closed_at'));
  const { rows } = (await tx.execute(sql`
    with queued as (
      insert into ${emailOutbox} (kind, recipient_id, to_name, to_address, due_fees, created_at)
      select 'reminder', ${users.id}, ${users.name}, ${users.email},
        jsonb_agg(jsonb_build_object('course', ${courses.name},
            'instalment', case when ${feeAccounts.feePlanId} is null then null else overdue.number end,
            'dueDate', overdue.due_date, 'amountDue', overdue.outstanding,
            'lateFee', overdue.outstanding - overdue.amount_outstanding)
          order by overdue.due_date, ${courses.name}, overdue.number),
        ${now}
      from (${feeRules.allocatedInstalments(owing)}) overdue
      join ${feeAccounts} on ${feeAccounts.id} = overdue.fee_account_id
      join ${users} on ${users.id} = ${feeAccounts.studentId}
      join ${courses} on ${courses.id} = ${feeAccounts.courseId}
      where ${users.role} = 'student' and ${users.deletedAt} is null
        and overdue.due_date < ${day} and overdue.outstanding > 0
        and not exists (
          select 1 from ${emailOutbox} earlier
          where earlier.kind = 'reminder' and earlier.recipient_id = ${users.id} and earlier.created_at > ${remindedSince}
        )
      group by ${users.id}
      returning 1
    )
    select count(*)::int as queued from queued`)) as unknown as { rows: { queued: number }[] };
  const queued = rows[0]!.queued;
  await tx.update(reminderRuns).set({ queued }).where(eq(reminderRuns.day, day));
  if (queued > 0) await wakeSenders(tx);
  return queued;
}

/**
 * Claims up to `limit` emails that are due, oldest first, for this sender: they become `sending`, their attempt is
 * counted, and they are due again when the lease runs out (their sender died). No more attempts start in a minute than
 * `ratePerMinute`, counted over every instance: claims are taken one at a time under an advisory lock, and rows another
 * transaction holds are skipped rather than waited for.
 */
export async function claimDueEmails(
  tx: Tx,
  { limit, ratePerMinute, leaseMs }: { limit: number; ratePerMinute: number; leaseMs: number },
): Promise<OutboxRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_ID})`);
  const [started] = await tx
    .select({ count: count() })
    .from(emailOutbox)
    .where(and(isNotNull(emailOutbox.attemptedAt), sql`${emailOutbox.attemptedAt} > now() - interval '1 minute'`));
  const budget = Math.min(limit, ratePerMinute - (started?.count ?? 0));
  if (budget <= 0) return [];
  const due = tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.state, ['queued', 'sending']), sql`${emailOutbox.nextAttemptAt} <= now()`))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(budget)
    .for('update', { skipLocked: true });
  return tx
    .update(emailOutbox)
    .set({
      state: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      attemptedAt: sql`now()`,
      nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** Records emails as delivered; one whose lease ran out and that another sender took over is left to it. */
export async function markSent(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ state: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.state, 'sending')));
}

/** Records a failed attempt: the email is tried again after `retryInMs`, or, with no retry left, marked failed. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  { error, retryInMs }: { error: string; retryInMs: number | undefined },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      state: retryInMs === undefined ? 'failed' : 'queued',
      lastError: error,
      nextAttemptAt: sql`now() + ${`${retryInMs ?? 0} milliseconds`}::interval`,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.state, 'sending')));
}

/** Puts every failed email back in the queue with its attempts counted afresh; returns how many. */
export async function requeueFailedEmails(tx: Tx): Promise<number> {
  const requeued = await tx
    .update(emailOutbox)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.state, 'failed'))
    .returning({ id: emailOutbox.id });
  if (requeued.length > 0) await wakeSenders(tx);
  return requeued.length;
}

/** How many emails are in each state, and the error of the latest attempt that failed among those not sent. */
export async function emailCounts(db: Db): Promise<Omit<EmailStatus, 'configured'>> {
  const [states, [latest]] = await Promise.all([
    db.select({ state: emailOutbox.state, count: count() }).from(emailOutbox).groupBy(emailOutbox.state),
    db
      .select({ lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.state, ['queued', 'failed']), isNotNull(emailOutbox.lastError)))
      .orderBy(desc(emailOutbox.attemptedAt))
      .limit(1),
  ]);
  const counts = Object.fromEntries(EMAIL_STATES.map((state) => [state, 0])) as Record<
    (typeof EMAIL_STATES)[number],
    number
  >;
  for (const { state, count: n } of states) counts[state] = n;
  return { ...counts, lastError: latest?.lastError ?? null };
}

/**
 * The emails not sent (queued, being sent, or given up on), up to WAITING_EMAILS_LIMIT: the ones tried soonest first,
 * those given up on last; with what their subject is made from (the receipt number, the notice's title, the classes or
 * courses listed), and how many there are.
 */
export async function waitingEmails(db: Db) {
  const unsent = inArray(emailOutbox.state, ['queued', 'sending', 'failed']);
  const [rows, [all]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        state: emailOutbox.state,
        toName: emailOutbox.toName,
        toAddress: emailOutbox.toAddress,
        attempts: emailOutbox.attempts,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        lastError: emailOutbox.lastError,
        receiptNumber: payments.receiptNumber,
        noticeTitle: notices.title,
        missedClasses: emailOutbox.missedClasses,
        lowAttendance: emailOutbox.lowAttendance,
      })
      .from(emailOutbox)
      .leftJoin(payments, eq(payments.id, emailOutbox.paymentId))
      .leftJoin(notices, eq(notices.id, emailOutbox.noticeId))
      .where(unsent)
      .orderBy(sql`${emailOutbox.state} = 'failed'`, emailOutbox.nextAttemptAt, emailOutbox.id)
      .limit(WAITING_EMAILS_LIMIT),
    db.select({ count: count() }).from(emailOutbox).where(unsent),
  ]);
  return { rows, total: all?.count ?? 0 };
}
