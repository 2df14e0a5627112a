import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import serviceApp, { serverOptions } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { loggerOptions } from '../src/lib/logging.js';
import { MAX_STREAMS_PER_USER } from '../src/plugins/app/notice-events.js';
import { TEST_JWT_SECRET, testConfig } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

/** Every line the app logged. */
const logLines: string[] = [];
const SECRET_EMAIL = `private-${randomUUID()}@campus.test`;

let database: Database;
let app: FastifyInstance;
let base: string;
let admin: { authorization: string };
let student: { authorization: string };
let studentId: string;
let paymentId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify({
    ...serverOptions,
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => logLines.push(line) } },
  });
  await app.register(fp(serviceApp), { config: testConfig(), database });
  // A query that fails with a person's email among its parameters, through the app's error handler.
  app.get('/failing-query', { config: { access: 'public' } }, async () => {
    await database.db.execute(sql`select count(*) from users where email = ${SECRET_EMAIL} and id = ${'not-an-id'}`);
    return {};
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  admin = { authorization: `Bearer ${await app.signToken((await createAdmin(database.db)).auth)}` };
  const someone = await createStudent(database.db);
  studentId = someone.id;
  student = { authorization: `Bearer ${await app.signToken(someone.auth)}` };
  const course = await createCourse(database.db);
  const { account } = await enroll(database.db, someone.id, course);
  paymentId = (await pay(database.db, account.id, 100_00)).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('Cache-Control on answers for a signed-in user', () => {
  it.each([
    ['a student’s profile', '/api/users/full-me', () => student],
    ['a student’s receipt', () => `/api/payments/${paymentId}/receipt.pdf`, () => student],
    ['an admin’s list', '/api/admin/users?search=a', () => admin],
    ['an admin’s receipt', () => `/api/admin/payments/${paymentId}/receipt.pdf`, () => admin],
    ['the students export', '/api/admin/students/export.csv', () => admin],
    ['the outstanding fees CSV', '/api/admin/report/outstanding.csv', () => admin],
  ])('sends no-store with %s', async (_what, url, headers) => {
    const answer = await app.inject({ url: typeof url === 'string' ? url : url(), headers: headers() });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with a refusal too', async () => {
    const answer = await app.inject({ url: '/api/admin/users', headers: student });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with the notice stream', async () => {
    const controller = new AbortController();
    const answer = await fetch(`${base}/api/notifications/stream`, { headers: student, signal: controller.signal });
    expect(answer.headers.get('cache-control')).toBe('no-store, no-transform');
    controller.abort();
  });
});

describe('a signed token whose ids are not UUIDs', () => {
  it.each([
    ['session id', { sub: () => studentId, sid: 'not-a-uuid' }],
    ['user id', { sub: () => "1' or '1'='1", sid: randomUUID() }],
  ])('is refused with 401 for its %s, not 500', async (_what, claims) => {
    const token = await new SignJWT({ role: 'student', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub())
      .setIssuer('campus')
      .setExpirationTime('1h')
      .sign(TEST_JWT_SECRET);
    const answer = await app.inject({ url: '/api/users/full-me', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(errorBody(messages.auth.required));
  });
});

describe('the error log', () => {
  it('shows a failed query and its cause without the values it was given', async () => {
    const answer = await app.inject({ url: '/failing-query' });
    expect(answer.statusCode).toBe(500);
    const logged = logLines.filter((line) => line.includes('request failed'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Failed query: select count(*) from users where email = $1');
    expect(logged[0]).toContain('invalid input syntax for type uuid');
    expect(logLines.join('\n')).not.toContain(SECRET_EMAIL);
  });
});

describe('notice streams per user', () => {
  it(`opens at most ${MAX_STREAMS_PER_USER} for one user (429 after), and more for another`, async () => {
    const [one, another] = await Promise.all(
      [1, 2].map(async () => ({
        authorization: `Bearer ${await app.signToken((await createStudent(database.db)).auth)}`,
      })),
    );
    const controller = new AbortController();
    const open = (headers: { authorization: string }) =>
      fetch(`${base}/api/notifications/stream`, { headers, signal: controller.signal });
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) expect((await open(one!)).status).toBe(200);
      const refused = await open(one!);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual(errorBody(messages.errors.tooManyStreams));
      expect((await open(another!)).status).toBe(200);
    } finally {
      controller.abort();
    }
  });
});
