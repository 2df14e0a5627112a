import {
  auditSummaries,
  messages,
  type AuditChanges,
  type ChangePasswordInput,
  type CreateStaffInput,
  type StaffMember,
  type UpdateStaffInput,
} from '@campus/domain';
import { transaction } from '../db/transaction.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { conflict, HttpError, notFound, refuseStaleEdit } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { recordEvent } from '../repositories/audit.js';
import { endSessions } from '../repositories/sessions.js';
import {
  findActiveStaff,
  findActiveStaffByEmail,
  findDeactivatedStaffByEmail,
  insertStaff,
  lockAdminsAndStaff,
  setOwnPassword,
  toStaffMember,
  updateStaff,
  type StaffRow,
} from '../repositories/staff.js';
import { ACTIVE_EMAIL_INDEX, emailInUse } from '../repositories/students.js';
import type { ServiceContext } from './context.js';

/** Runs the write; a clash on the active email index (another active user took the email meanwhile) is a 409. */
async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) throw conflict(messages.staff.emailTaken);
    throw error;
  }
}

/**
 * A staff sign-in: the active staff member with this email and password, or undefined. Either way the attempt is an
 * event of the audit trail: by the member when the email is one's, else by the email alone. A deactivated member who
 * gives their right password is told (403) that their account is deactivated; with a wrong one they are told what
 * anyone is, so the message reveals nothing to someone who does not know the password.
 */
export async function signInStaff(
  { db }: ServiceContext,
  { email, password }: { email: string; password: string },
): Promise<StaffRow | undefined> {
  const member = await findActiveStaffByEmail(db, email);
  const valid = await verifyPassword(member?.passwordHash, password);
  const deactivated = member ? undefined : await findDeactivatedStaffByEmail(db, email);
  const deactivatedValid = deactivated !== undefined && (await verifyPassword(deactivated.passwordHash, password));
  await transaction(db, (tx) =>
    valid
      ? recordEvent(tx, {
          actor: { id: member!.id },
          action: 'staff.signed_in',
          entityType: 'staff',
          entityId: member!.id,
          summary: auditSummaries.signedIn,
        })
      : recordEvent(tx, {
          actor: member ? { id: member.id } : deactivated ? { id: deactivated.id } : { email },
          action: 'staff.sign_in_failed',
          entityType: 'staff',
          entityId: member?.id ?? deactivated?.id ?? email,
          summary: auditSummaries.signInFailed(email),
        }),
  );
  if (deactivatedValid) throw new HttpError(403, messages.auth.accountDeactivated);
  return valid ? member : undefined;
}

/** Adds a staff member with the password the admin chose for them, which they must replace at their first sign-in. */
export async function addStaff(
  { db }: ServiceContext,
  actorId: string,
  { name, email, role, password }: CreateStaffInput,
): Promise<StaffMember> {
  if (await emailInUse(db, email)) throw conflict(messages.staff.emailTaken);
  const passwordHash = await hashPassword(password);
  const member = await withUniqueEmail(() =>
    transaction(db, async (tx) => {
      const created = await insertStaff(tx, { name, email, role, passwordHash });
      await recordEvent(tx, {
        actor: { id: actorId },
        action: 'staff.created',
        entityType: 'staff',
        entityId: created.id,
        summary: auditSummaries.staffCreated(role, name, email),
        changes: { name: { from: null, to: name }, email: { from: null, to: email }, role: { from: null, to: role } },
      });
      return created;
    }),
  );
  return toStaffMember(member);
}

/**
 * Changes a staff member's role and/or deactivates (soft delete) or reactivates them. The last active admin can be
 * neither demoted nor deactivated: the active admins' rows stay locked until the commit, so two changes at once cannot
 * both take away one of the last two. A change ends all of the member's sessions: their next request is refused.
 * `expectedVersion` (If-Match) refuses the change when the member changed since they were read.
 */
export async function changeStaff(
  context: ServiceContext,
  actorId: string,
  id: string,
  input: UpdateStaffInput,
  expectedVersion?: number,
): Promise<StaffMember> {
  const { member, changed } = await withUniqueEmail(() =>
    transaction(context.db, async (tx) => {
      const { activeAdminIds, member } = await lockAdminsAndStaff(tx, id);
      if (!member) throw notFound(messages.staff.notFound);
      refuseStaleEdit(expectedVersion, member.version);
      const wasActive = member.deletedAt === null;
      const role = input.role ?? member.role;
      const active = input.active ?? wasActive;

      const changes: AuditChanges = {};
      const summary: string[] = [];
      if (active !== wasActive) {
        changes.active = { from: wasActive, to: active };
        summary.push((active ? auditSummaries.reactivated : auditSummaries.deactivated)(member.name));
      }
      if (role !== member.role) {
        changes.role = { from: member.role, to: role };
        summary.push(auditSummaries.roleChanged(member.name, member.role, role));
      }
      if (summary.length === 0) return { member, changed: false };

      const lastAdmin = activeAdminIds.length === 1 && activeAdminIds[0] === id;
      if (lastAdmin && !(active && role === 'admin')) throw conflict(messages.staff.lastAdmin);
      if (active && !wasActive && (await emailInUse(tx, member.email, id))) throw conflict(messages.staff.emailTaken);

      const updated = await updateStaff(tx, id, {
        role,
        deletedAt: active ? null : (member.deletedAt ?? context.now()),
      });
      await endSessions(tx, { userId: id });
      await recordEvent(tx, {
        actor: { id: actorId },
        action: 'staff.updated',
        entityType: 'staff',
        entityId: id,
        summary: summary.join('; '),
        changes,
      });
      return { member: updated, changed: true };
    }),
  );
  if (changed) context.forgetEndedSessions({ userId: id });
  return toStaffMember(member);
}

/**
 * A signed-in staff member replaces their password: the member, or undefined when the current password is wrong.
 * Every session of theirs ends, on every device; the caller is given a new one.
 */
/** The email a staff member signs in with: their failed password changes count with their failed sign-ins. */
export async function signInEmailOf({ db }: ServiceContext, id: string): Promise<string | undefined> {
  return (await findActiveStaff(db, id))?.email;
}

export async function changeOwnPassword(
  context: ServiceContext,
  id: string,
  { currentPassword, newPassword }: ChangePasswordInput,
): Promise<StaffRow | undefined> {
  const { db } = context;
  const member = await findActiveStaff(db, id);
  if (!member || !(await verifyPassword(member.passwordHash, currentPassword))) return undefined;
  const passwordHash = await hashPassword(newPassword);
  await transaction(db, async (tx) => {
    await setOwnPassword(tx, id, passwordHash);
    await endSessions(tx, { userId: id });
    await recordEvent(tx, {
      actor: { id },
      action: 'staff.password_changed',
      entityType: 'staff',
      entityId: id,
      summary: auditSummaries.passwordChanged,
    });
  });
  context.forgetEndedSessions({ userId: id });
  return member;
}
