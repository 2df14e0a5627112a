import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  CHANNELS,
  EMAIL_KINDS,
  EMAIL_STATES,
  messageKindOf,
  WAITING_EMAILS_LIMIT,
  type Channel,
  type EmailStatus,
  type MessageFilter,
  type MessagesQuery,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import {
  courses,
  emailOutbox,
  feeAccounts,
  feeDueNotices,
  guardians,
  notices,
  payments,
  pendingDeliveryReceipts,
  reminderRuns,
  studentGuardians,
  users,
} from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import type { DeliveryReceipt } from '../lib/messaging/provider.js';
import * as feeRules from './fee-rules-sql.js';
import { receivesMessage } from './message-preferences-sql.js';

/** Every server instance LISTENs here: a NOTIFY after messages are queued wakes the senders at once. */
export const EMAIL_CHANNEL = 'campus_email';
/** Any constant: the senders of all instances take their emails one at a time, so the rate limit holds across them. */
const CLAIM_LOCK_ID = 724_312;

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxKind = (typeof EMAIL_KINDS)[number];

/** Wakes the senders of every instance when the transaction commits (a NOTIFY is sent then). */
export const wakeSenders = (tx: Tx) => tx.execute(sql`select pg_notify(${EMAIL_CHANNEL}, '')`);

/** Where a kind of message keeps what it states (email_outbox_kind_shape). */
type MessageDataColumn = 'notice_id' | 'payment_id' | 'due_fees' | 'missed_classes' | 'low_attendance' | 'result';

export interface MessagesToQueue {
  kind: OutboxKind;
  /** One message per student: a select of (student_id, data), `data` going into `column`. */
  messages: SQL;
  /** Common table expressions `messages` reads, written before it (where a data-modifying one must be). */
  before?: SQL;
  column: MessageDataColumn;
  /** The channels configured for the kind (see ServiceContext.channelsFor). */
  channels: readonly Channel[];
  /** SMS and WhatsApp messages wait this long (the quiet hours, see sendableAt); email goes at once. */
  heldMs: number;
  createdAt: Date;
}

/**
 * Queues each message on each configured channel to the student and to each of their guardians who receive its kind
 * there (their preferences) and have the address for it (email, phone), each with the language its recipient chose
 * (the sender writes it in that, or the institute's), in one statement,
 * and wakes the senders; returns how many students are messaged on some channel.
 */
export async function queueMessages(
  tx: Tx,
  { kind, messages, before, column, channels, heldMs, createdAt }: MessagesToQueue,
): Promise<number> {
  if (channels.length === 0) return 0;
  const channelList = sql.join(
    channels.map((channel) => sql`${channel}`),
    sql`, `,
  );
  const address = sql`case c.channel when 'email' then r.email else r.phone end`;
  const { rows } = (await tx.execute(sql`
    with ${before ? sql`${before},` : sql``} messages as (${messages}),
    recipients as (
      select m.student_id, m.data, null::uuid as guardian_id, u.name, u.email, u.phone, u.message_preferences,
        u.language
      from messages m join ${users} u on u.id = m.student_id
      union all
      select m.student_id, m.data, g.id, g.name, g.email, g.phone, g.message_preferences, g.language
      from messages m
      join ${studentGuardians} sg on sg.student_id = m.student_id
      join ${guardians} g on g.id = sg.guardian_id and g.deleted_at is null
    ),
    queued as (
      insert into ${emailOutbox}
        (kind, channel, recipient_id, guardian_id, to_name, to_address, language, ${sql.identifier(column)},
          next_attempt_at, created_at)
      select ${kind}, c.channel::message_channel, r.student_id, r.guardian_id, r.name, ${address}, r.language, r.data,
        case c.channel when 'email' then now() else now() + ${`${heldMs} milliseconds`}::interval end, ${createdAt}
      from recipients r cross join unnest(array[${channelList}]::text[]) c(channel)
      where ${address} is not null and ${receivesMessage(sql.raw('r.message_preferences'), messageKindOf(kind), sql.raw('c.channel'))}
      returning recipient_id
    )
    select q.queued from (select count(distinct recipient_id)::int as queued from queued) q
      -- The senders woken in the same statement: a payment's is made while the receipt counter is held.
      left join lateral (select pg_notify(${EMAIL_CHANNEL}, '') where q.queued > 0) woken on true`)) as unknown as {
    rows: { queued: number }[];
  };
  return rows[0]!.queued;
}

/** Queues the notice to every active student (and their guardians); returns how many students. */
export const queueNotice = (
  tx: Tx,
  noticeId: string,
  queue: Omit<MessagesToQueue, 'kind' | 'messages' | 'column' | 'before'>,
) =>
  queueMessages(tx, {
    ...queue,
    kind: 'notice',
    column: 'notice_id',
    messages: sql`select ${users.id} as student_id, ${noticeId}::uuid as data from ${users}
      where ${users.role} = 'student' and ${users.deletedAt} is null`,
  });

/**
 * The instalments of a student (rows of allocatedInstalments, as `instalments`, joined to fee_accounts and courses) as
 * a message's DueFee list, earliest due first, each with its account's pay code.
 */
const dueFeesJson = (instalments: SQL) => sql`
  jsonb_agg(jsonb_build_object('course', ${courses.name},
      'instalment', case when ${feeAccounts.feePlanId} is null then null else ${instalments}.number end,
      'dueDate', ${instalments}.due_date, 'amountDue', ${instalments}.outstanding,
      'lateFee', ${instalments}.outstanding - ${instalments}.amount_outstanding, 'payCode', ${feeAccounts.payCode})
    order by ${instalments}.due_date, ${courses.name}, ${instalments}.number)`;

/**
 * Queues the notices of instalments falling due in the FEE_DUE_NOTICE_DAYS after `day` (in India), each instalment
 * once (on its due day) whatever the runs and instances: one message per active student listing theirs not yet
 * announced and not fully paid. The instalments announced are kept in fee_due_notices by the same statement; an
 * instance running it at the same time waits on those rows and finds them taken. Returns how many students.
 */
export function queueFeeDueNotices(
  tx: Tx,
  {
    day,
    withinDays,
    ...queue
  }: { day: string; withinDays: number } & Omit<MessagesToQueue, 'kind' | 'messages' | 'column' | 'before'>,
) {
  const owing = feeRules.isOutstanding(sql.raw('a.paid'), sql.raw('a.net_fee'), sql.raw('a.closed_at'));
  return queueMessages(tx, {
    ...queue,
    kind: 'fee_due',
    column: 'due_fees',
    before: sql`
      due as (
        select soon.*, ${feeAccounts.studentId} as student_id
        from (${feeRules.allocatedInstalments(owing)}) soon
        join ${feeAccounts} on ${feeAccounts.id} = soon.fee_account_id
        join ${users} on ${users.id} = ${feeAccounts.studentId}
        where ${users.role} = 'student' and ${users.deletedAt} is null and soon.outstanding > 0
          and soon.due_date > ${day}::date and soon.due_date <= ${day}::date + ${withinDays}::int
      ),
      announced as (
        insert into ${feeDueNotices} (fee_account_id, number, due_date)
        select fee_account_id, number, due_date from due
        on conflict do nothing
        returning fee_account_id, number, due_date
      )`,
    messages: sql`
      select due.student_id, ${dueFeesJson(sql.raw('due'))} as data
      from due
      join announced using (fee_account_id, number, due_date)
      join ${feeAccounts} on ${feeAccounts.id} = due.fee_account_id
      join ${courses} on ${courses.id} = ${feeAccounts.courseId}
      group by due.student_id`,
  });
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
  {
    day,
    everyDays,
    ...queue
  }: { day: string; everyDays: number } & Omit<MessagesToQueue, 'kind' | 'messages' | 'column' | 'before'>,
): Promise<number | undefined> {
  const [run] = await tx
    .insert(reminderRuns)
    .values({ day, queued: 0 })
    .onConflictDoNothing()
    .returning({ day: reminderRuns.day });
  if (!run) return undefined;
  const remindedSince = new Date(queue.createdAt.getTime() - everyDays * 24 * 60 * 60 * 1000);
  const owing = feeRules.isOutstanding(sql.raw('a.paid'), sql.raw('a.net_fee'), sql.raw('a.closed_at'));
  const queued = await queueMessages(tx, {
    ...queue,
    kind: 'reminder',
    column: 'due_fees',
    messages: sql`
      select ${users.id} as student_id,
        ${dueFeesJson(sql.raw('overdue'))} as data
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
      group by ${users.id}`,
  });
  await tx.update(reminderRuns).set({ queued }).where(eq(reminderRuns.day, day));
  return queued;
}

/**
 * Claims up to `limit` messages of `channel` that are due, oldest first, for this sender: they become `sending`, their
 * attempt is counted, and they are due again when the lease runs out (their sender died). No more attempts start in a
 * minute on the channel than `ratePerMinute`, counted over every instance: claims are taken one at a time under an
 * advisory lock per channel, and rows another transaction holds are skipped rather than waited for.
 */
export async function claimDueMessages(
  tx: Tx,
  channel: Channel,
  { limit, ratePerMinute, leaseMs }: { limit: number; ratePerMinute: number; leaseMs: number },
): Promise<OutboxRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_ID + CHANNELS.indexOf(channel)})`);
  const [started] = await tx
    .select({ count: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.channel, channel),
        isNotNull(emailOutbox.attemptedAt),
        sql`${emailOutbox.attemptedAt} > now() - interval '1 minute'`,
      ),
    );
  const budget = Math.min(limit, ratePerMinute - (started?.count ?? 0));
  if (budget <= 0) return [];
  const due = tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.channel, channel),
        inArray(emailOutbox.state, ['queued', 'sending']),
        sql`${emailOutbox.nextAttemptAt} <= now()`,
      ),
    )
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

/** Any constant: with the provider's id, the lock that a receipt and the recording of that id take in turn. */
const RECEIPT_LOCK_SPACE = 724_400;

/** Serialises, for one provider id, the recording of a receipt and of the id: neither can miss the other. */
const lockProviderMessageId = (tx: Tx, channel: Channel, providerMessageId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${RECEIPT_LOCK_SPACE}, hashtext(${`${channel}:${providerMessageId}`}))`);

/** What a delivery receipt makes of a sent message: delivered, or failed with the provider's reason. */
const receiptOutcome = (delivered: boolean, reason: string | null) =>
  delivered
    ? { state: 'delivered' as const, deliveredAt: sql`now()` }
    : { state: 'failed' as const, lastError: reason };

/** A claimed message as its sender holds it: the attempt it claimed (claimDueMessages counted it). */
type Claim = Pick<OutboxRow, 'id' | 'attempts'>;

/**
 * The message still in this sender's claim: one whose lease ran out is another sender's once it claimed it again
 * (its attempt counted anew), and what the first sender learns late changes nothing of it.
 */
const stillClaimed = ({ id, attempts }: Claim) =>
  and(eq(emailOutbox.id, id), eq(emailOutbox.state, 'sending'), eq(emailOutbox.attempts, attempts));

/**
 * Records a message as sent (with the provider's id for it and the SMS parts, for SMS and WhatsApp); one whose lease
 * ran out and that another sender took over is left to it. Returns whether it was recorded.
 */
export async function markSent(
  db: Db,
  claim: Claim,
  provider: { providerMessageId: string; smsParts: number | null } | undefined,
): Promise<boolean> {
  const sent = await db
    .update(emailOutbox)
    .set({ state: 'sent', sentAt: sql`now()`, lastError: null, ...provider })
    .where(stillClaimed(claim))
    .returning({ id: emailOutbox.id });
  return sent.length > 0;
}

/**
 * Records a message of `channel` as sent with the provider's id (markSent), then applies the delivery receipt that
 * arrived before it (kept in pending_delivery_receipts), if any, in the same transaction.
 */
export async function markSentByProvider(
  tx: Tx,
  claim: Claim,
  channel: Channel,
  provider: { providerMessageId: string; smsParts: number | null },
): Promise<void> {
  const { id } = claim;
  await lockProviderMessageId(tx, channel, provider.providerMessageId);
  if (!(await markSent(tx, claim, provider))) return;
  const [early] = await tx
    .delete(pendingDeliveryReceipts)
    .where(
      and(
        eq(pendingDeliveryReceipts.channel, channel),
        eq(pendingDeliveryReceipts.providerMessageId, provider.providerMessageId),
      ),
    )
    .returning();
  if (early) {
    await tx.update(emailOutbox).set(receiptOutcome(early.delivered, early.reason)).where(eq(emailOutbox.id, id));
  }
}

/** An early receipt whose message was never recorded (its sender died, or the provider's id was wrong) goes then. */
const PENDING_RECEIPT_KEPT = '7 days';

/**
 * A delivery receipt: the sent message of `channel` the provider knows by that id becomes delivered, or failed with
 * the provider's reason. A receipt naming no message of the channel yet is kept until its sender records the id
 * (markSent); one for a message no longer `sent` (a repeated receipt) changes nothing.
 */
export async function recordDeliveryReceipt(tx: Tx, channel: Channel, receipt: DeliveryReceipt): Promise<void> {
  const { providerMessageId } = receipt;
  const delivered = receipt.state === 'delivered';
  await lockProviderMessageId(tx, channel, providerMessageId);
  const [message] = await tx
    .select({ id: emailOutbox.id, state: emailOutbox.state })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.channel, channel), eq(emailOutbox.providerMessageId, providerMessageId)));
  if (message) {
    if (message.state === 'sent') {
      await tx
        .update(emailOutbox)
        .set(receiptOutcome(delivered, receipt.reason ?? null))
        .where(eq(emailOutbox.id, message.id));
    }
    return;
  }
  await tx
    .delete(pendingDeliveryReceipts)
    .where(sql`${pendingDeliveryReceipts.receivedAt} < now() - ${PENDING_RECEIPT_KEPT}::interval`);
  await tx
    .insert(pendingDeliveryReceipts)
    .values({ channel, providerMessageId, delivered, reason: receipt.reason ?? null })
    .onConflictDoUpdate({
      target: [pendingDeliveryReceipts.channel, pendingDeliveryReceipts.providerMessageId],
      set: { delivered, reason: receipt.reason ?? null, receivedAt: sql`now()` },
    });
}

/**
 * Records a failed attempt: the message is tried again after `retryInMs`, or, with no retry left, marked failed. An
 * attempt that outlived its lease changes nothing: another sender may be sending the message meanwhile.
 */
export async function markAttemptFailed(
  db: Db,
  claim: Claim,
  { error, retryInMs }: { error: string; retryInMs: number | undefined },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      state: retryInMs === undefined ? 'failed' : 'queued',
      lastError: error,
      nextAttemptAt: sql`now() + ${`${retryInMs ?? 0} milliseconds`}::interval`,
    })
    .where(stillClaimed(claim));
}

/** The messages of a student (to them and to their guardians about them), of a channel, in a state. */
function matching({ studentId, channel, state }: MessageFilter) {
  return and(
    studentId ? eq(emailOutbox.recipientId, studentId) : undefined,
    channel ? eq(emailOutbox.channel, channel) : undefined,
    state ? eq(emailOutbox.state, state) : undefined,
  );
}

/**
 * Puts the failed messages matching `filter` back in the queue with their attempts counted afresh (an SMS or WhatsApp
 * message not urgent waits `heldMs`, the quiet hours); returns how many.
 */
export async function requeueFailedMessages(
  tx: Tx,
  filter: Omit<MessageFilter, 'state'>,
  heldMs: number,
): Promise<number> {
  const requeued = await tx
    .update(emailOutbox)
    .set({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: sql`case when ${emailOutbox.channel} = 'email' or ${emailOutbox.urgent} then now()
        else now() + ${`${heldMs} milliseconds`}::interval end`,
    })
    .where(and(eq(emailOutbox.state, 'failed'), matching(filter)))
    .returning({ id: emailOutbox.id });
  if (requeued.length > 0) await wakeSenders(tx);
  return requeued.length;
}

/** A page of the messages matching the query, newest first. */
export async function listMessages(db: Db, { page, limit, ...filter }: MessagesQuery) {
  const where = matching(filter);
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ count: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: all?.count ?? 0 };
}

/** How many messages of each channel are in each state. */
export function messageCounts(db: Db) {
  return db
    .select({ channel: emailOutbox.channel, state: emailOutbox.state, count: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.channel, emailOutbox.state);
}

/** How many emails are in each state, and the error of the latest attempt that failed among those not sent. */
export async function emailCounts(db: Db): Promise<Omit<EmailStatus, 'configured' | 'noticeChannels'>> {
  const [states, [latest]] = await Promise.all([
    db
      .select({ state: emailOutbox.state, count: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.channel, 'email'))
      .groupBy(emailOutbox.state),
    db
      .select({ lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.channel, 'email'),
          inArray(emailOutbox.state, ['queued', 'failed']),
          isNotNull(emailOutbox.lastError),
        ),
      )
      .orderBy(desc(emailOutbox.attemptedAt))
      .limit(1),
  ]);
  const counts = Object.fromEntries(EMAIL_STATES.map((state) => [state, 0])) as Record<
    (typeof EMAIL_STATES)[number],
    number
  >;
  for (const { state, count: n } of states) if (state !== 'delivered') counts[state] = n;
  return { ...counts, lastError: latest?.lastError ?? null };
}

/**
 * The emails not sent (queued, being sent, or given up on), up to WAITING_EMAILS_LIMIT: the ones tried soonest first,
 * those given up on last; with what their subject is made from (the receipt number, the notice's title, the classes or
 * courses listed, the language chosen, and for a guardian's email the name of the student it is about), and how many
 * there are.
 */
export async function waitingEmails(db: Db) {
  const unsent = and(eq(emailOutbox.channel, 'email'), inArray(emailOutbox.state, ['queued', 'sending', 'failed']));
  const [rows, [all]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        // Never delivered: that is a state of SMS and WhatsApp messages.
        state: sql<(typeof EMAIL_STATES)[number]>`${emailOutbox.state}`,
        toName: emailOutbox.toName,
        toAddress: emailOutbox.toAddress,
        language: emailOutbox.language,
        attempts: emailOutbox.attempts,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        lastError: emailOutbox.lastError,
        receiptNumber: payments.receiptNumber,
        noticeTitle: notices.title,
        missedClasses: emailOutbox.missedClasses,
        lowAttendance: emailOutbox.lowAttendance,
        result: emailOutbox.result,
        aboutStudent: users.name,
      })
      .from(emailOutbox)
      .leftJoin(payments, eq(payments.id, emailOutbox.paymentId))
      .leftJoin(notices, eq(notices.id, emailOutbox.noticeId))
      .leftJoin(users, and(eq(users.id, emailOutbox.recipientId), isNotNull(emailOutbox.guardianId)))
      .where(unsent)
      .orderBy(sql`${emailOutbox.state} = 'failed'`, emailOutbox.nextAttemptAt, emailOutbox.id)
      .limit(WAITING_EMAILS_LIMIT),
    db.select({ count: count() }).from(emailOutbox).where(unsent),
  ]);
  return { rows, total: all?.count ?? 0 };
}
