import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/lib/logging.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll } from './helpers/fixtures.js';

const ADMIN_PASSWORD = `Admin-${randomUUID()}`;
const JWT_SECRET = `jwt-secret-${randomUUID()}`;
const SIGN_IN_CODE = `code-${randomUUID()}`;

/** Every line the app logged, at trace level. */
const logLines: string[] = [];
const captureStream = { write: (line: string) => logLines.push(line) };

let t: TestApp;
let adminToken: string;
let studentToken: string;
let student: Awaited<ReturnType<typeof createStudent>>;
let course: Awaited<ReturnType<typeof createCourse>>;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ jwtSecret: new TextEncoder().encode(JWT_SECRET) }, undefined, {
    ...loggerOptions('trace'),
    stream: captureStream,
  });
  const admin = await createAdmin(t.db, { password: ADMIN_PASSWORD });
  student = await createStudent(t.db, { dob: '2002-02-20' });
  course = await createCourse(t.db);
  await enroll(t.db, student.id, course);
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

  const adminLogin = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: admin.email, password: ADMIN_PASSWORD },
  });
  const studentLogin = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: student.email, password: '2002-02-20' },
  });
  adminToken = adminLogin.json().token;
  studentToken = studentLogin.json().token;
  expect(adminToken).toEqual(expect.any(String));
  expect(studentToken).toEqual(expect.any(String));
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>, file?: string): Pick<InjectOptions, 'payload'> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  return { payload: form };
}

/** A plausible request for a route of the table: real ids, and a body of the kind the route takes. */
function plausible(method: string, url: string): Pick<InjectOptions, 'url' | 'payload' | 'headers'> {
  const path = url
    .replace('/api/admin/users/:id', `/api/admin/users/${student.id}`)
    .replace('/api/courses/:id', `/api/courses/${course.id}`)
    .replace(/:\w+/g, randomUUID())
    .replace(/\*$/, 'index.html');
  const key = `${method} ${url}`;
  const studentFields = { name: 'Secret Test', email: `s-${randomUUID()}@campus.test`, phone: '9800000000' };
  const courseFields = { name: 'C', description: 'd', duration: '4', price: '1000', category: 'c' };
  const bodies: Record<string, Pick<InjectOptions, 'payload' | 'headers'>> = {
    'POST /api/users/login': { payload: { email: student.email, password: '1999-12-31' } },
    'POST /api/admin/login': { payload: { email: 'nobody@campus.test', password: ADMIN_PASSWORD } },
    'POST /api/auth/exchange': { payload: { code: SIGN_IN_CODE } },
    'POST /api/admin/notifications': { payload: { title: 'Holiday', description: 'Closed on Monday' } },
    // A new staff member given the admin's password: neither it nor its hash may come back.
    'POST /api/admin/staff': {
      payload: {
        name: 'Secret Staff',
        email: `staff-${randomUUID()}@campus.test`,
        role: 'accountant',
        password: ADMIN_PASSWORD,
      },
    },
    'POST /api/admin/fees': {
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        studentId: student.id,
        courseId: course.id,
        totalFee: course.price,
        amountPaid: 100,
        paymentDate: new Date().toISOString().slice(0, 10),
        paymentMode: 'Cash',
      },
    },
    'PUT /api/users/profile-picture': multipart({}, 'profilePicture'),
    'POST /api/admin/users': multipart({ ...studentFields, dob: '2003-03-03', course: course.id }, 'profilePhoto'),
    'PUT /api/admin/users/:id': multipart({
      ...studentFields,
      email: student.email,
      dob: '2002-02-20',
      courses: JSON.stringify([course.id]),
    }),
    'POST /api/courses': multipart(courseFields, 'image'),
    'PUT /api/courses/:id': multipart(courseFields, 'image'),
  };
  return { url: path, ...bodies[key] };
}

/** The response's headers and body as text; a response that never ends (Server-Sent Events) by its headers. */
async function call(options: InjectOptions): Promise<string> {
  const res = await t.app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (String(res.headers['content-type']).startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return `${res.statusCode} ${JSON.stringify(res.headers)}\n${body}`;
}

const SECRETS = () => ({
  'the admin password': ADMIN_PASSWORD,
  'a password hash': '$argon2',
  'the JWT secret': JWT_SECRET,
});
const TOKENS = () => ({ "the admin's token": adminToken, "the student's token": studentToken });

describe('no secret leaves the server', () => {
  it('is in no response of any route, called as admin and as student', async () => {
    // Deletions last, so every other route still finds the records.
    const routes = [...t.routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const [caller, token] of [
        ['admin', adminToken],
        ['student', studentToken],
      ] as const) {
        const request = plausible(route.method, route.url);
        const text = await call({
          method: route.method as InjectOptions['method'],
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${token}` },
        });
        for (const [what, secret] of Object.entries(SECRETS())) {
          expect(text, `${route.method} ${route.url} as ${caller} shows ${what}`).not.toContain(secret);
        }
      }
    }
  });

  it('is not logged: no password, hash, secret or token, not even from the address or a logged header', async () => {
    await t.app.inject({ url: `/auth-success?token=${studentToken}` });
    await t.app.inject({ url: `/api/auth/google/callback?state=s&code=${SIGN_IN_CODE}` });
    t.app.log.info({ headers: { authorization: `Bearer ${adminToken}`, cookie: `sid=${adminToken}` } }, 'headers');

    const log = logLines.join('');
    expect(log).toContain('/api/users/full-me');
    expect(log).toContain('/auth-success?token=[redacted]');
    expect(log).toContain('"authorization":"[redacted]"');
    for (const [what, secret] of Object.entries({ ...SECRETS(), ...TOKENS(), 'a sign-in code': SIGN_IN_CODE })) {
      expect(log.includes(secret), `the log shows ${what}`).toBe(false);
    }
  });
});
