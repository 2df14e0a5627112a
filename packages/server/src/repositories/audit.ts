import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  type AuditAction,
  type AuditChanges,
  type AuditEntityType,
  type AuditEvent,
  type AuditQuery,
  type Page,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { auditEvents, guardians, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { countUpToLimit, oneColumn, type AnswerReuse } from './count.js';
import { childrenOf } from './guardians.js';

/**
 * Who did it: a signed-in user by id (their name, email and role are copied as they are now); a student's guardian
 * by their id (name and email copied); for a sign-in attempt with an email that belongs to nobody, just that email;
 * for a job Campus runs by itself (the daily late fees), its name.
 */
export type AuditActor = { id: string } | { guardianId: string } | { email: string } | { job: string };

export interface NewAuditEvent {
  actor: AuditActor;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The student the change concerns, if any: their history lists it. */
  studentId?: string;
  /** A sentence a person reads: "Recorded ₹1,200.00 by UPI for Kabir Shah, Data Structures". */
  summary: string;
  /** Before → after of each changed field; never a password, hash, token or code. */
  changes?: AuditChanges;
}

/**
 * The changes as PostgreSQL can hold them: jsonb refuses the escape JSON.stringify writes for a lone surrogate, so one
 * becomes U+FFFD, as it does in a text column.
 */
const storable = (changes: AuditChanges): AuditChanges =>
  JSON.parse(JSON.stringify(changes), (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(/\p{Surrogate}/gu, '\uFFFD') : value,
  );

const actorColumn = (id: string, column: typeof users.name | typeof users.email | typeof users.role) =>
  sql`(select ${column} from ${users} where ${eq(users.id, id)})`;

const guardianColumn = (id: string, column: typeof guardians.name | typeof guardians.email) =>
  sql`(select ${column} from ${guardians} where ${eq(guardians.id, id)})`;

/** The event's row, for an insert that writes it together with its change (insertNumberedPayment). */
export function eventRow(event: NewAuditEvent) {
  const { actor } = event;
  const who =
    'id' in actor
      ? {
          actorId: actor.id,
          actorName: actorColumn(actor.id, users.name),
          actorEmail: actorColumn(actor.id, users.email),
          actorRole: actorColumn(actor.id, users.role),
        }
      : 'guardianId' in actor
        ? {
            actorGuardianId: actor.guardianId,
            actorName: guardianColumn(actor.guardianId, guardians.name),
            actorEmail: guardianColumn(actor.guardianId, guardians.email),
          }
        : 'email' in actor
          ? { actorEmail: actor.email }
          : { actorName: actor.job };
  return { ...who, ...eventColumns(event) };
}

/** Writes the event in the change's own transaction: the change and its event commit or roll back together. */
export async function recordEvent(tx: Tx, event: NewAuditEvent): Promise<void> {
  await tx.insert(auditEvents).values(eventRow(event));
}

/** Rows per insert when a change records many events (a bulk import): far below PostgreSQL's 65,535 parameters. */
const EVENTS_PER_INSERT = 1000;

/**
 * Writes the many events of one change by one actor, in their order, in its transaction: a signed-in actor is read
 * once (not once per row, as recordEvent does), and a thousand events go in each insert.
 */
export async function recordEvents(
  tx: Tx,
  actor: Exclude<AuditActor, { email: string } | { guardianId: string }>,
  events: Omit<NewAuditEvent, 'actor'>[],
): Promise<void> {
  let who: Partial<typeof auditEvents.$inferInsert> = { actorName: 'job' in actor ? actor.job : null };
  if ('id' in actor) {
    const [user] = await tx
      .select({ actorId: users.id, actorName: users.name, actorEmail: users.email, actorRole: users.role })
      .from(users)
      .where(eq(users.id, actor.id));
    who = user ?? { actorId: actor.id };
  }
  for (let start = 0; start < events.length; start += EVENTS_PER_INSERT) {
    await tx
      .insert(auditEvents)
      .values(events.slice(start, start + EVENTS_PER_INSERT).map((event) => ({ ...who, ...eventColumns(event) })));
  }
}

function eventColumns(event: Omit<NewAuditEvent, 'actor'>) {
  return {
    // The moment of the insert rather than the transaction's start: the events of one change (a corrected total,
    // then its payment) keep the order they were written in.
    at: sql`clock_timestamp()`,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    studentId: event.studentId,
    summary: event.summary,
    changes: storable(event.changes ?? {}),
  };
}

/**
 * The moment a day starts in Asia/Kolkata, which has kept UTC+05:30 all year since 1945. Computed by the database: a
 * JS Date of year 1 would be sent as year 0, which PostgreSQL refuses.
 */
const startOfKolkataDay = (date: string) => sql`${`${date}T00:00:00+05:30`}::timestamptz`;

function auditFilters(query: AuditQuery): SQL | undefined {
  const { actorId, action, entityType, entityId, studentId, from, to } = query;
  return and(
    actorId ? eq(auditEvents.actorId, actorId) : undefined,
    action ? eq(auditEvents.action, action) : undefined,
    entityType ? eq(auditEvents.entityType, entityType) : undefined,
    entityId ? eq(auditEvents.entityId, entityId) : undefined,
    studentId ? eq(auditEvents.studentId, studentId) : undefined,
    from ? gte(auditEvents.at, startOfKolkataDay(from)) : undefined,
    to ? lt(auditEvents.at, sql`${startOfKolkataDay(to)} + interval '24 hours'`) : undefined,
  );
}

/**
 * The order of the indexes, `nulls last` included: a plain `desc` means nulls first, which no index of the table
 * serves, so every page would sort the whole table (neither column is ever null).
 */
const NEWEST_FIRST = [sql`${auditEvents.at} desc nulls last`, sql`${auditEvents.id} desc nulls last`];

type AuditRow = typeof auditEvents.$inferSelect;

function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: {
      _id: row.actorId ?? row.actorGuardianId,
      name: row.actorName,
      email: row.actorEmail,
      role: row.actorGuardianId ? ('guardian' as const) : row.actorRole,
    },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    studentId: row.studentId,
    summary: row.summary,
    changes: row.changes,
  };
}

/** One page of events, newest first; the total is exact up to COUNT_LIMIT. */
export async function auditPage(db: Db, query: AuditQuery, counts: AnswerReuse): Promise<Page<AuditEvent>> {
  const { page, limit } = query;
  const where = auditFilters(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset((page - 1) * limit),
    countUpToLimit(db, db.select(oneColumn).from(auditEvents).where(where).$dynamic(), counts),
  ]);
  return { items: rows.map(toAuditEvent), total, page, limit };
}

/** Who changed something of their own account: a student, a staff member, or a guardian. */
export type AccountHolder = { studentId: string } | { staffId: string } | { guardianId: string };

/**
 * Records a change a person made to their own account (their language, the messages they receive), as them: in their
 * own history, a guardian's in the history of each of their children.
 */
export async function recordOwnChange(
  tx: Tx,
  holder: AccountHolder,
  event: Pick<NewAuditEvent, 'action' | 'summary' | 'changes'>,
) {
  if ('studentId' in holder) {
    const { studentId } = holder;
    return recordEvent(tx, {
      ...event,
      actor: { id: studentId },
      entityType: 'student',
      entityId: studentId,
      studentId,
    });
  }
  if ('staffId' in holder) {
    const { staffId } = holder;
    return recordEvent(tx, { ...event, actor: { id: staffId }, entityType: 'staff', entityId: staffId });
  }
  const { guardianId } = holder;
  for (const child of await childrenOf(tx, guardianId)) {
    await recordEvent(tx, {
      ...event,
      actor: { guardianId },
      entityType: 'guardian',
      entityId: guardianId,
      studentId: child.id,
    });
  }
}
