import type { FastifyInstance } from 'fastify';
import { eq, sql, type Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { sessions } from '../src/db/schema.js';
import { buildSecondInstance, buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createStudent } from './helpers/fixtures.js';
import { bearer } from './helpers/tokens.js';
import { errorBody } from '../src/lib/errors.js';

/** Logout and deleting a student end sessions on the server: their tokens are refused from then on, everywhere. */

const onPostgres = Boolean(process.env.DATABASE_URL);

/** The statements the app runs, while `counting`. */
const statements: string[] = [];
let counting = false;
const logger: Logger = {
  logQuery: (query) => {
    if (counting) statements.push(query);
  },
};

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({}, logger);
  admin = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(() => t.close());

async function signIn(student: { email: string; dob: string | null }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: student.email, password: student.dob },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const get = (app: FastifyInstance, url: string, token: string) => app.inject({ url, headers: bearer(token) });
const logout = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
const deleteStudent = (app: FastifyInstance, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: admin });

/** Asks until the answer has the status, for up to two seconds. */
async function statusWithin(ask: () => Promise<{ statusCode: number }>, status: number): Promise<number> {
  const deadline = Date.now() + 2_000;
  let last = await ask();
  while (last.statusCode !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await ask();
  }
  return last.statusCode;
}

describe('a sign-in', () => {
  it('starts its session in one transaction: when the insert fails, the expired sessions it cleared are still there', async () => {
    const student = await createStudent(t.db);
    const [expired] = await t.db
      .insert(sessions)
      .values({ userId: student.id, expiresAt: new Date(Date.now() - 60_000) })
      .returning();
    await t.db.execute(sql`
      create function refuse_session() returns trigger language plpgsql as $$
      begin raise exception 'no new session in this test'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_session before insert on sessions for each row execute function refuse_session()`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: student.email, password: student.dob },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(errorBody(messages.errors.internal));
      const left = await t.db.select().from(sessions).where(eq(sessions.id, expired!.id));
      expect(left).toHaveLength(1);
    } finally {
      await t.db.execute(sql`drop trigger refuse_session on sessions`);
      await t.db.execute(sql`drop function refuse_session()`);
    }
    expect((await get(t.app, '/api/users/full-me', await signIn(student))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: a token copied before logout reads /api/users/full-me no more', async () => {
    const student = await createStudent(t.db);
    const token = await signIn(student);
    expect((await get(t.app, '/api/users/full-me', token)).statusCode).toBe(200);

    const res = await logout(t.app, token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await get(t.app, '/api/users/full-me', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(errorBody(messages.auth.sessionEnded));
    expect((await logout(t.app, token)).statusCode).toBe(401);
  });

  it('ends only that session: the same student signed in elsewhere stays signed in', async () => {
    const student = await createStudent(t.db);
    const phone = await signIn(student);
    const laptop = await signIn(student);
    expect((await get(t.app, '/api/users/full-me', phone)).statusCode).toBe(200);

    expect((await logout(t.app, laptop)).statusCode).toBe(204);
    expect((await get(t.app, '/api/users/full-me', phone)).statusCode).toBe(200);
    expect((await get(t.app, '/api/users/full-me', laptop)).statusCode).toBe(401);
  });

  it('signs an admin out too', async () => {
    const adminToken = admin.authorization.slice('Bearer '.length);
    const other = await t.auth((await createAdmin(t.db)).auth);
    const otherToken = other.authorization.slice('Bearer '.length);
    expect((await get(t.app, '/api/admin/dashboard', otherToken)).statusCode).toBe(200);
    expect((await logout(t.app, otherToken)).statusCode).toBe(204);
    expect((await get(t.app, '/api/admin/dashboard', otherToken)).statusCode).toBe(401);
    expect((await get(t.app, '/api/admin/dashboard', adminToken)).statusCode).toBe(200);
  });
});

describe('deleting a student', () => {
  it('ends all of their sessions: their tokens read /api/notifications no more', async () => {
    const student = await createStudent(t.db);
    const classmate = await createStudent(t.db);
    const tokens = [await signIn(student), await signIn(student)];
    const classmateToken = await signIn(classmate);
    for (const token of [...tokens, classmateToken]) {
      expect((await get(t.app, '/api/notifications', token)).statusCode).toBe(200);
    }

    expect((await deleteStudent(t.app, student.id)).statusCode).toBe(200);
    for (const token of tokens) {
      const res = await get(t.app, '/api/notifications', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody(messages.auth.sessionEnded));
    }
    expect((await get(t.app, '/api/notifications', classmateToken)).statusCode).toBe(200);
  });

  it('ends nobody’s sessions when the id is not a student’s', async () => {
    const otherAdmin = await createAdmin(t.db);
    const token = (await t.auth(otherAdmin.auth)).authorization.slice('Bearer '.length);
    expect((await deleteStudent(t.app, otherAdmin.id)).statusCode).toBe(404);
    expect((await get(t.app, '/api/admin/dashboard', token)).statusCode).toBe(200);
  });
});

describe('verified tokens', () => {
  it('look their session up on their first request only', async () => {
    const student = await createStudent(t.db);
    const token = await signIn(student);
    const sessionLookups = async () => {
      statements.length = 0;
      counting = true;
      expect((await get(t.app, '/api/users/full-me', token)).statusCode).toBe(200);
      counting = false;
      return statements.filter((statement) => statement.includes('"sessions"')).length;
    };
    expect(await sessionLookups()).toBe(1);
    expect(await sessionLookups()).toBe(0);
  });

  it('are refused when their session was ended in the database directly, once they are not remembered', async () => {
    // A token never seen by this instance is checked against the database even if no message said it ended.
    const student = await createStudent(t.db);
    const token = await signIn(student);
    await t.db
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(eq(sessions.userId, student.id));
    expect((await get(t.app, '/api/users/full-me', token)).statusCode).toBe(401);
  });
});

describe('another app instance on the same database', () => {
  let other: Awaited<ReturnType<typeof buildSecondInstance>>;
  beforeAll(async () => {
    other = await buildSecondInstance(t);
  });
  afterAll(() => other.close());

  it('refuses a token within a moment of its logout on the first instance, though it had accepted it', async () => {
    const student = await createStudent(t.db);
    const token = await signIn(student);
    expect((await get(other.app, '/api/users/full-me', token)).statusCode).toBe(200);

    expect((await logout(t.app, token)).statusCode).toBe(204);
    expect(await statusWithin(() => get(other.app, '/api/users/full-me', token), 401)).toBe(401);
  });

  it('refuses a deleted student’s tokens within a moment, and ends the notice stream they opened there', async () => {
    const student = await createStudent(t.db);
    const token = await signIn(student);
    expect((await get(other.app, '/api/notifications', token)).statusCode).toBe(200);
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${url}/api/notifications/stream`, { headers: bearer(token) });
    expect(stream.status).toBe(200);

    expect((await deleteStudent(t.app, student.id)).statusCode).toBe(200);
    expect(await statusWithin(() => get(other.app, '/api/notifications', token), 401)).toBe(401);
    // The stream ends instead of waiting for the token to expire (an hour from now).
    expect(await stream.text()).toBe('retry: 3000\n\n');
  });

  it('ends a stream on logout through the other instance', async () => {
    const student = await createStudent(t.db);
    const token = await signIn(student);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${url}/api/notifications/stream`, { headers: bearer(token) });
    expect(stream.status).toBe(200);
    expect((await logout(other.app, token)).statusCode).toBe(204);
    expect(await stream.text()).toBe('retry: 3000\n\n');
  });
});

// Only a server connection can be lost; PGlite runs inside the process.
describe.runIf(onPostgres)('the LISTEN connection on PostgreSQL', () => {
  it('forgets every verified token when it comes back, since ends sent meanwhile were lost', async () => {
    const listener = async () => {
      const { rows } = (await t.db.execute(sql`
          select pid from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and state = 'idle'`)) as unknown as {
        rows: { pid: number }[];
      };
      return rows.map((row) => row.pid);
    };
    const student = await createStudent(t.db);
    const token = await signIn(student);
    expect((await get(t.app, '/api/users/full-me', token)).statusCode).toBe(200);
    const [before] = await listener();

    await t.db.execute(sql`select pg_terminate_backend(${before})`);
    // Ended while nobody listens: no message reaches the app.
    await t.db
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(eq(sessions.userId, student.id));
    const deadline = Date.now() + 5_000;
    while (((await listener())[0] ?? before) === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await listener()).toHaveLength(1);
    expect(await listener()).not.toContain(before);
    // The new connection shows as soon as it LISTENs on its first channel; the app forgets once it has them all.
    expect(await statusWithin(() => get(t.app, '/api/users/full-me', token), 401)).toBe(401);
  });
});
