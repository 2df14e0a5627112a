import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createCourse, createStudent, enroll, pay } from './helpers/fixtures.js';
import { multipartBody, pictureForm } from './helpers/multipart.js';
import { errorBody } from '../src/lib/errors.js';

/** A student can reach only their own data, whatever route they try. */
let t: TestApp;
let a: Awaited<ReturnType<typeof createStudent>>;
let b: Awaited<ReturnType<typeof createStudent>>;
let bAccountId: string;
let bPaymentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  a = await createStudent(t.db, { name: 'Anita A', email: 'anita@campus.test' });
  b = await createStudent(t.db, {
    name: 'Bilal B',
    email: 'bilal@campus.test',
    profilePicture: '/uploads/avatars/b.webp',
  });
  const course = await createCourse(t.db, { name: 'Shared Course' });
  await enroll(t.db, a.id, course);
  const { account } = await enroll(t.db, b.id, course, { progress: 80 });
  bAccountId = account.id;
  bPaymentId = (await pay(t.db, account.id, 1_000_00)).id;
});
afterAll(() => t.close());

const withIds = (url: string) => url.replace(':id', b.id);

describe('student isolation', () => {
  it('refuses every admin route to a student token, with nothing changed', async () => {
    const adminRoutes = t.routes.filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(5);
    const headers = await t.auth(a.auth);
    for (const route of adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: withIds(route.url),
        headers,
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { payload: { studentId: b.id, name: 'Hacked' } }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual(errorBody(messages.auth.forbidden));
    }
    const me = await t.app.inject({ url: '/api/users/full-me', headers: await t.auth(b.auth) });
    expect(me.json()).toMatchObject({ name: 'Bilal B', feePaid: 1_000_00 });
  });

  it("never shows another student's data on any student route", async () => {
    // The notice stream never ends and carries only notices, which every student sees (notice-stream.test.ts).
    const studentGets = t.routes.filter(
      (r) => r.access === 'student' && r.method === 'GET' && r.url !== '/api/notifications/stream',
    );
    expect(studentGets.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/users/full-me', '/api/fees/me']));
    const headers = await t.auth(a.auth);
    for (const route of studentGets) {
      // A route for one of B's records (a receipt) is asked for B's payment: it is not found, as if it did not exist.
      const forOneRecord = /:\w+/.test(route.url);
      const res = await t.app.inject({ url: route.url.replace(/:\w+/, bPaymentId), headers });
      expect(res.statusCode, route.url).toBe(forOneRecord ? 404 : 200);
      for (const secret of [b.id, b.email, 'Bilal', bAccountId]) {
        expect(res.body, `${route.url} leaks ${secret}`).not.toContain(secret);
      }
    }
  });

  it("changes only the caller's own picture", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#06c' } })
      .png()
      .toBuffer();
    const { payload, contentType } = await multipartBody(pictureForm(png, 'me.png'));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile-picture',
      headers: { ...(await t.auth(a.auth)), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const bMe = await t.app.inject({ url: '/api/users/full-me', headers: await t.auth(b.auth) });
    expect(bMe.json().profilePicture).toBe('/uploads/avatars/b.webp');
  });
});
