import { count, eq } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import { hashPassword } from '../lib/passwords.js';
import { seedDemo, type DemoLogins } from '../scripts/seed-demo.js';
import type { Database, Db } from './client.js';
import { users } from './schema.js';

/**
 * First start of an empty database: the admin from ADMIN_EMAIL/ADMIN_PASSWORD, then the demo data
 * unless SEED_DEMO=0. A database that has any user in it is never touched.
 */
export async function bootstrapDatabase(db: Db, config: AppConfig): Promise<DemoLogins | undefined> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return undefined;

  if (config.adminEmail && config.adminPassword) {
    await db.insert(users).values({
      role: 'admin',
      name: 'Administrator',
      email: config.adminEmail.trim().toLowerCase(),
      passwordHash: await hashPassword(config.adminPassword),
    });
  }
  if (!config.seedDemo) return undefined;
  const [envAdmin] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return seedDemo(db, {
    withAdmin: !envAdmin,
    term: { attendance: config.attendance, now: config.clockStart ?? new Date() },
  });
}

/** What every server does as it starts: migrate, then the first data of an empty database, one instance at a time. */
export const startDatabase = (database: Database, config: AppConfig) =>
  database.startUp(() => bootstrapDatabase(database.db, config));
