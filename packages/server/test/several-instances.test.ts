import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, type Notice } from '@campus/domain';
import { buildSecondInstance, buildTestApp, testConfig, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStaff, createStudent, enroll } from './helpers/fixtures.js';
import { multipartBody, pictureForm } from './helpers/multipart.js';
import { startS3Server } from './helpers/s3.js';
import { bearer } from './helpers/tokens.js';
import { errorBody } from '../src/lib/errors.js';

/**
 * Two instances behind a load balancer, as issue 17 runs them: one database (on PostgreSQL each with its own pool and
 * LISTEN connection; PGlite lives in one process, so there both share it), one Redis and one S3-compatible bucket.
 * What goes through A is right on B at once: B's caches (dashboard figures for a minute, verified tokens for an
 * hour) would otherwise hide it far longer than the moment a NOTIFY takes to arrive.
 */

const REDIS_URL = 'redis://127.0.0.1:6379';
const MAX_FAILED_SIGN_INS = 3;

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
let second: Awaited<ReturnType<typeof buildSecondInstance>>;
let adminHeaders: { authorization: string };
beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({
    objectStorage: s3.config,
    redisUrl: REDIS_URL,
    dashboardCacheMs: 60_000,
    loginRateLimit: { ...testConfig().loginRateLimit, max: MAX_FAILED_SIGN_INS },
  });
  second = await buildSecondInstance(t);
  a = t.app;
  b = second.app;
  adminHeaders = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await s3?.close();
});

/** Asks until the answer passes, for at most two seconds: a NOTIFY takes a moment to reach the other instance. */
const atOnce = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 20 });

describe('two instances on one database, Redis and bucket', () => {
  it("serves through B a picture uploaded through A, and shows it in B's profile of the student at once", async () => {
    const student = await createStudent(t.db);
    const studentHeaders = await t.auth(student.auth);
    const pictureOnB = async () => {
      const res = await b.inject({ url: '/api/users/full-me', headers: studentHeaders });
      expect(res.statusCode).toBe(200);
      return res.json<{ profilePicture: string | null }>().profilePicture;
    };
    expect(await pictureOnB()).toBeNull();
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#118844' } })
      .png()
      .toBuffer();
    const { payload, contentType } = await multipartBody(pictureForm(picture));
    const uploaded = await a.inject({
      method: 'PUT',
      url: '/api/users/profile-picture',
      headers: { ...studentHeaders, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json<{ profilePicture: string }>().profilePicture;
    await atOnce(async () => expect(await pictureOnB()).toBe(url));

    const [fromA, fromB] = await Promise.all([a.inject({ url }), b.inject({ url })]);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
  });

  it("shows a payment recorded through A in B's dashboard and ledger at once, though B reuses its figures and counts for a minute", async () => {
    const student = await createStudent(t.db);
    const course = await createCourse(t.db, { price: 20_000_00 });
    await enroll(t.db, student.id, course);
    const revenueOnB = async () => {
      const res = await b.inject({ url: '/api/admin/dashboard', headers: adminHeaders });
      expect(res.statusCode).toBe(200);
      return res.json<{ stats: { revenue: number } }>().stats.revenue;
    };
    const entriesOnB = async () => {
      const res = await b.inject({ url: '/api/admin/payments?page=1&limit=1', headers: adminHeaders });
      expect(res.statusCode).toBe(200);
      return res.json<{ total: number }>().total;
    };
    const before = await revenueOnB();
    const entriesBefore = await entriesOnB();
    // Past the second within which a change makes B refresh in the background rather than for the next request.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const paid = await a.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers: adminHeaders,
      payload: {
        studentId: student.id,
        courseId: course.id,
        totalFee: 20_000_00,
        amountPaid: 7_500_00,
        paymentDate: new Date().toISOString().slice(0, 10),
        paymentMode: 'UPI',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await atOnce(async () => expect(await revenueOnB()).toBe(before + 7_500_00));
    await atOnce(async () => expect(await entriesOnB()).toBe(entriesBefore + 1));
  });

  it('refuses on B the next request of a staff member deactivated through A', async () => {
    const member = await createStaff(t.db, { role: 'accountant', password: 'accountant password 1' });
    const signIn = await b.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: member.email, password: 'accountant password 1' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const headers = bearer(signIn.json<{ token: string }>().token);
    // B has now verified the token, and would accept it from memory for the rest of the hour.
    expect((await b.inject({ url: '/api/admin/fees', headers })).statusCode).toBe(200);

    const heardOnB = new Promise<void>((resolve) =>
      b.onSessionsEnded((end) => {
        if ('userId' in end && end.userId === member.id) resolve();
      }),
    );
    const deactivated = await a.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${member.id}`,
      headers: adminHeaders,
      payload: { active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    // The NOTIFY reaches B within moments; the first request B gets after it is refused, saying why.
    await heardOnB;
    const refused = await b.inject({ url: '/api/admin/fees', headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorBody(messages.auth.accountDeactivated));
  });

  it('counts failed sign-ins through both together, in Redis', async () => {
    const student = await createStudent(t.db);
    const guess = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: student.email, password: '1999-12-31' },
      });
    // Two failures through A and one through B: B alone would have counted one, and let the next guess through.
    expect([(await guess(a)).statusCode, (await guess(a)).statusCode, (await guess(b)).statusCode]).toEqual([
      401, 401, 401,
    ]);
    for (const app of [b, a]) {
      const refused = await guess(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(errorBody(messages.login.accountLocked(1)));
    }
  });

  it('sends a notice published through A to a stream opened on B', async () => {
    const student = await createStudent(t.db);
    const url = await b.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${url}/api/notifications/stream`, { headers: await t.auth(student.auth) });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before "${text}": ${received}`);
        received += value;
      }
    };
    // The first block is written once B has the stream registered.
    await readUntil('retry: 3000\n\n');

    const published = await a.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: adminHeaders,
      payload: { title: 'Campus closed on Friday', description: 'For the festival' },
    });
    expect(published.statusCode, published.body).toBe(201);
    const { notice } = published.json<{ notice: Notice }>();
    await readUntil(`event: notice\ndata: ${JSON.stringify(notice)}\n\n`);
    await reader.cancel();
  });
});
