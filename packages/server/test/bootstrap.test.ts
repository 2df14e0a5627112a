import { count, eq, ne } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { feeStatus, newPasswordSchema } from '@campus/domain';
import { loadConfig } from '../src/config.js';
import { bootstrapDatabase, startDatabase } from '../src/db/bootstrap.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { courses, notices, users } from '../src/db/schema.js';
import { studentFeeAccounts } from '../src/repositories/fee-accounts.js';
import { DEMO_ACCOUNTANT, DEMO_ADMIN } from '../src/scripts/seed-demo.js';
import { buildTestApp, json, testConfig, type TestApp } from './helpers/app.js';
import { createScratchDatabase, createTestDatabase } from './helpers/database.js';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function countOf(table: typeof users | typeof courses | typeof notices) {
  const [row] = await database!.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('first start', () => {
  it('seeds an empty database with demo data in every fee status, once', async () => {
    database = await createTestDatabase();
    const logins = await bootstrapDatabase(database.db, testConfig({ seedDemo: true }));
    expect(logins?.admin).toEqual(DEMO_ADMIN);
    expect(logins?.accountant).toEqual(DEMO_ACCOUNTANT);
    // The demo staff passwords meet the rule every staff password meets.
    for (const { password } of [DEMO_ADMIN, DEMO_ACCOUNTANT])
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
    expect(logins?.students.length).toBeGreaterThan(0);
    expect(await countOf(users)).toBe(22);
    expect(await countOf(courses)).toBe(8);
    expect(await countOf(notices)).toBeGreaterThan(0);

    const students = await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'student'));
    const statuses = new Set<string>();
    for (const { id } of students) {
      for (const account of await studentFeeAccounts(database.db, id))
        statuses.add(feeStatus(account.paid, account.totalFee));
    }
    expect([...statuses].sort()).toEqual(['Paid', 'Partial', 'Unpaid']);

    expect(await bootstrapDatabase(database.db, testConfig({ seedDemo: true }))).toBeUndefined();
    expect(await countOf(users)).toBe(22);
  }, 60_000);

  it('makes whoever signs in first as the demo admin choose a new password; the demo accountant signs in straight away', async () => {
    const t: TestApp = await buildTestApp();
    try {
      await bootstrapDatabase(t.db, testConfig({ seedDemo: true }));
      const signIn = (login: { email: string; password: string }) =>
        t.app.inject({ method: 'POST', url: '/api/admin/login', payload: login });

      const admin = await signIn(DEMO_ADMIN);
      expect(admin.statusCode).toBe(200);
      expect(json(admin)).toMatchObject({ role: 'admin', mustChangePassword: true });
      const authorization = `Bearer ${json<{ token: string }>(admin).token}`;
      const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: { authorization } });
      expect(dashboard.statusCode).toBe(403);

      const accountant = await signIn(DEMO_ACCOUNTANT);
      expect(json(accountant)).toMatchObject({ role: 'accountant', mustChangePassword: false });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD instead of the demo admin', async () => {
    database = await createTestDatabase();
    await bootstrapDatabase(
      database.db,
      testConfig({ seedDemo: true, adminEmail: 'Principal@School.test', adminPassword: 'a-long-password' }),
    );
    const staff = await database.db.select({ email: users.email }).from(users).where(ne(users.role, 'student'));
    expect(staff).toEqual([{ email: 'principal@school.test' }]);
  });

  it('starts empty with SEED_DEMO=0', async () => {
    database = await createTestDatabase();
    expect(await bootstrapDatabase(database.db, testConfig({ seedDemo: false }))).toBeUndefined();
    expect(await countOf(users)).toBe(0);
  });

  it('never creates demo data when NODE_ENV=production, and refuses SEED_DEMO=1 there', async () => {
    database = await createTestDatabase();
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters' };
    // An empty database in production (a first start, or a --force restore that failed) with default settings.
    expect(await bootstrapDatabase(database.db, loadConfig(production))).toBeUndefined();
    expect(await countOf(users)).toBe(0);
    expect(() => loadConfig({ ...production, SEED_DEMO: '1' })).toThrow(
      'SEED_DEMO must be 0 or unset when NODE_ENV=production (anyone can sign in to the demo data)',
    );
    expect(loadConfig({ ...production, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ JWT_SECRET: production.JWT_SECRET }).seedDemo).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'several instances starting together on an empty PostgreSQL database',
  () => {
    it('migrate and create the first data once, and every one of them starts', async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url, poolSize: 2 })));
      try {
        const config = testConfig({ seedDemo: true });
        const started = await Promise.allSettled(instances.map((instance) => startDatabase(instance, config)));
        expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        const seeded = started.filter((outcome) => outcome.status === 'fulfilled' && outcome.value !== undefined);
        expect(seeded).toHaveLength(1);
        const [row] = await instances[0]!.db.select({ n: count() }).from(users);
        expect(row!.n).toBe(22);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await scratch.drop();
      }
    }, 120_000);
  },
);
