import { eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditChanges, AuditEntityType } from '@campus/domain';
import { auditEvents, users } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/**
 * Who did it: a signed-in user by id (their name, email and role are copied as they are now), or, for a sign-in
 * attempt with an email that belongs to nobody, just that email.
 */
export type AuditActor = { id: string } | { email: string };

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

/** Writes the event in the change's own transaction: the change and its event commit or roll back together. */
export async function recordEvent(tx: Tx, event: NewAuditEvent): Promise<void> {
  const { actor } = event;
  const who =
    'id' in actor
      ? {
          actorId: actor.id,
          actorName: actorColumn(actor.id, users.name),
          actorEmail: actorColumn(actor.id, users.email),
          actorRole: actorColumn(actor.id, users.role),
        }
      : { actorEmail: actor.email };
  await tx.insert(auditEvents).values({
    ...who,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    studentId: event.studentId,
    summary: event.summary,
    changes: storable(event.changes ?? {}),
  });
}
