import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Notice } from '@campus/domain';
import { buildSecondInstance, buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createStudent } from '../helpers/fixtures.js';
import { bearer, tokenExpiringIn } from '../helpers/tokens.js';
import { errorBody } from '../../src/lib/errors.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let baseUrl: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let student: Awaited<ReturnType<typeof createStudent>>;

beforeAll(async () => {
  t = await buildTestApp();
  // app.inject buffers whole responses; a stream needs a real connection.
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createAdmin(t.db);
  student = await createStudent(t.db);
});
afterAll(() => t.close());

/** The fields of one event block (`event`, `data`, `retry`); comment lines (heartbeats) are left out. */
type SseBlock = Record<string, string>;

/** Opens the stream with a real HTTP request and reads it block by block. */
async function openStream(base: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/api/notifications/stream`, { headers });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<SseBlock | 'ended'> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const fields = lines.filter((line) => !line.startsWith(':')).map((line) => line.split(/: ?(.*)/s));
        if (fields.length > 0) return Object.fromEntries(fields.map(([name, value]) => [name, value ?? '']));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return 'ended';
      buffer += value;
    }
  };
  return { response, next, close: () => reader.cancel() };
}

/** Opens a student's stream and waits for its first block, after which the server has the stream registered. */
async function subscribe(base: string, headers?: Record<string, string>) {
  const stream = await openStream(base, headers ?? (await t.auth(student.auth)));
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await stream.next()).toEqual({ retry: '3000' });
  return stream;
}

async function postNotice(app: FastifyInstance, title: string): Promise<Notice> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers: await t.auth(admin.auth),
    payload: { title, description: `${title}, in detail` },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ notice: Notice }>().notice;
}

const noticeEvent = (notice: Notice) => ({ event: 'notice', data: JSON.stringify(notice) });

describe('GET /api/notifications/stream', () => {
  it('sends a notice the admin posts to an open student stream, shaped as in the list', async () => {
    const stream = await subscribe(baseUrl);
    const notice = await postNotice(t.app, 'Exam timetable out');
    expect(await stream.next()).toEqual(noticeEvent(notice));

    const list = await t.app.inject({ url: '/api/notifications?limit=1', headers: await t.auth(student.auth) });
    expect(list.json<{ items: Notice[] }>().items).toEqual([notice]);
    await stream.close();
  });

  it('refuses an anonymous request (401) and an admin token (403) with a JSON error', async () => {
    const url = `${baseUrl}/api/notifications/stream`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await anonymous.json()).toEqual(errorBody(messages.auth.required));

    const asAdmin = await fetch(url, { headers: await t.auth(admin.auth) });
    expect(asAdmin.status).toBe(403);
    expect(await asAdmin.json()).toEqual(errorBody(messages.auth.forbidden));
  });

  it('ends when the token that opened it expires, and that token cannot open it again', async () => {
    const token = await tokenExpiringIn(t.db, student.auth, 2);
    const stream = await subscribe(baseUrl, bearer(token));
    expect(await stream.next()).toBe('ended');
    expect(Date.now()).toBeGreaterThanOrEqual(decodeJwt(token).exp! * 1000);

    const again = await fetch(`${baseUrl}/api/notifications/stream`, { headers: bearer(token) });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual(errorBody(messages.auth.sessionExpired));
  });

  it('reaches streams on another app instance of the same database, which ends them when it closes', async () => {
    const other = await buildSecondInstance(t);
    const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const onOther = await subscribe(otherUrl);
      const onFirst = await subscribe(baseUrl);
      const notice = await postNotice(t.app, 'Library closed on Monday');
      expect(await onOther.next()).toEqual(noticeEvent(notice));
      expect(await onFirst.next()).toEqual(noticeEvent(notice));

      const fromOther = await postNotice(other.app, 'Library open again');
      expect(await onFirst.next()).toEqual(noticeEvent(fromOther));
      expect(await onOther.next()).toEqual(noticeEvent(fromOther));

      await other.app.close();
      expect(await onOther.next()).toBe('ended');
      await onFirst.close();
    } finally {
      await other.close();
    }
  });
});

// Only a server connection can be lost; PGlite runs inside the process.
describe.runIf(onPostgres)('the LISTEN connection on PostgreSQL', () => {
  it('comes back after its backend is terminated, ending open streams so browsers catch up', async () => {
    const listeners = async () => {
      const rows = await queryRows<{ pid: number }>(sql`
          select pid from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and state = 'idle'`);
      return rows.map((row) => row.pid);
    };
    const before = await listeners();
    expect(before).toHaveLength(1);
    const stream = await subscribe(baseUrl);

    await t.db.execute(sql`select pg_terminate_backend(${before[0]})`);
    // What was published while nobody listened is never sent; the stream ends so the browser reloads its list.
    expect(await stream.next()).toBe('ended');
    expect(await listeners()).not.toContain(before[0]);
    expect(await listeners()).toHaveLength(1);

    const again = await subscribe(baseUrl);
    const notice = await postNotice(t.app, 'Listening again');
    expect(await again.next()).toEqual(noticeEvent(notice));
    await again.close();
  });
});

/** Both drivers answer a raw query with `{ rows }`. */
async function queryRows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}
