import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffListQuery, type StaffMember, type StaffRole } from '@campus/domain';
import type { Db } from '../db/client.js';
import type { Tx } from '../db/transaction.js';
import { users } from '../db/schema.js';
import type { AnswerReuse } from './count.js';
import { userPage } from './users.js';

type UserRow = typeof users.$inferSelect;
/** A user row of a staff member. */
export type StaffRow = UserRow & { role: StaffRole };

const isStaff = inArray(users.role, [...STAFF_ROLES]);

/** The public shape of a staff member: never the password hash. */
export function toStaffMember(user: StaffRow): StaffMember {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.deletedAt === null,
    mustChangePassword: user.mustChangePassword,
    createdAt: user.createdAt.toISOString(),
    version: user.version,
  };
}

/**
 * One page of staff members, deactivated ones included, newest first, matching the search in name or email, of one
 * role if given.
 */
export async function listStaff(db: Db, query: StaffListQuery, counts: AnswerReuse) {
  const { rows, total } = await userPage(db, [query.role ? eq(users.role, query.role) : isStaff], query, counts);
  return { rows: rows as StaffRow[], total };
}

/** The active staff member with this email (as normalised by the login schema), if any. */
export async function findActiveStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isStaff, isNull(users.deletedAt)))
    .limit(1);
  return user as StaffRow | undefined;
}

/** The staff member with this email deactivated last, if any (only asked when no active user has the email). */
export async function findDeactivatedStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isStaff, isNotNull(users.deletedAt)))
    .orderBy(desc(users.deletedAt))
    .limit(1);
  return user as StaffRow | undefined;
}

/** Whether this id is a staff member's who has been deactivated (asked only when their session was refused). */
export async function isDeactivatedStaff(db: Db, id: string): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isStaff, isNotNull(users.deletedAt)))
    .limit(1);
  return found.length > 0;
}

/** The active staff member with this id, if any. */
export async function findActiveStaff(db: Db, id: string): Promise<StaffRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff, isNull(users.deletedAt)))
    .limit(1);
  return user as StaffRow | undefined;
}

export interface StaffColumns {
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string;
}

/** A new staff member, who must replace the password they were given before anything else. */
export async function insertStaff(tx: Tx, staff: StaffColumns): Promise<StaffRow> {
  const [created] = await tx
    .insert(users)
    .values({ ...staff, mustChangePassword: true })
    .returning();
  return created as StaffRow;
}

/**
 * Locks every active admin's row and then the staff member's (in this order, whoever calls it, so two changes cannot
 * deadlock): while the lock is held nobody else can demote or deactivate an admin, so counting them stays true until
 * commit. Answers the ids of the active admins and the staff member, deactivated or not, if there is one.
 */
export async function lockAdminsAndStaff(tx: Tx, id: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff))
    .for('update');
  return { activeAdminIds: admins.map((admin) => admin.id), member: member as StaffRow | undefined };
}

/** Sets a staff member's role and whether they are active (deactivated: `deleted_at` set, a soft delete). */
export async function updateStaff(
  tx: Tx,
  id: string,
  { role, deletedAt }: { role: StaffRole; deletedAt: Date | null },
): Promise<StaffRow> {
  const [updated] = await tx
    .update(users)
    .set({ role, deletedAt, version: sql`${users.version} + 1` })
    .where(eq(users.id, id))
    .returning();
  return updated as StaffRow;
}

/** Stores a new password hash chosen by the staff member themselves: no change is due any more. */
export async function setOwnPassword(tx: Tx, id: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, mustChangePassword: false, version: sql`${users.version} + 1` })
    .where(eq(users.id, id));
}
