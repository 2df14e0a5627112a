import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { COUNT_LIMIT, type ListQuery, type UserRole } from '@campus/domain';
import type { Db } from '../db/client.js';
import type { Tx } from '../db/transaction.js';
import { users } from '../db/schema.js';
import { countUpToLimit, oneColumn, type AnswerReuse } from './count.js';
import { userMatches } from './search.js';

export async function findActiveUserByEmail(db: Db, email: string, role: UserRole) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, role), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

export async function findActiveUser(db: Db, id: string, role: UserRole) {
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
    number: user.number,
    name: user.name,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    role: user.role,
    profilePicture: user.profilePicture,
    program: user.program,
    batch: user.batch,
    createdAt: user.createdAt.toISOString(),
    version: user.version,
  };
}

/**
 * Sets a user's picture and returns the one it replaces. The previous one is read under the row's lock: two uploads at
 * once must not both miss the one between.
 */
export async function replaceProfilePicture(tx: Tx, id: string, url: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ profilePicture: users.profilePicture })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  await tx
    .update(users)
    .set({ profilePicture: url, version: sql`${users.version} + 1` })
    .where(eq(users.id, id));
  return row?.profilePicture;
}

/**
 * One page of the users that meet the conditions, newest first, matching the search in their name, email or phone;
 * the total is exact up to COUNT_LIMIT.
 *
 * A search is counted first, by the trigram indexes: matching fewer users than COUNT_LIMIT, the page is read from
 * those users, sorted, rather than along the list newest first testing each user (a phone fragment matching 120 of
 * 100,000 students: 18,000 read, 33 ms, where its users took 0.4 ms). Matching more, the walk soon finds a page.
 */
export async function userPage(db: Db, conditions: SQL[], { page, limit, search }: ListQuery, counts: AnswerReuse) {
  const match = userMatches(search);
  const where = and(...conditions, match);
  const counted = countUpToLimit(db, db.select(oneColumn).from(users).where(where).$dynamic(), counts);
  const few = match !== undefined && (await counted) < COUNT_LIMIT;
  const matching = sql`${users.id} = any(array(${db.select({ id: users.id }).from(users).where(where)}))`;
  const rows = await db
    .select()
    .from(users)
    .where(few ? and(where, matching) : where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: await counted };
}
