import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@campus/domain';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

export async function findActiveUserByEmail(db: Db, email: string, role: Role) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, role), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

export async function findActiveUser(db: Db, id: string, role: Role) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

type UserRow = typeof users.$inferSelect;

/** The public shape of a user: never the password hash. */
export function toUserDto(user: UserRow) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    role: user.role,
    profilePicture: user.profilePicture,
    program: user.program,
    batch: user.batch,
    createdAt: user.createdAt.toISOString(),
  };
}
