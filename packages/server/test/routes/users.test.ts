import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@campus/domain';
import { enrollments } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/users/login', () => {
  it('returns a token for the right email and date of birth', async () => {
    const student = await createStudent(t.db, { email: 'asha@campus.test', dob: '2003-02-01' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: ' Asha@Campus.test ', password: '2003-02-01' },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const me = await t.app.inject({ url: '/api/users/full-me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(student.id);
  });

  it('refuses a wrong date of birth and an unknown email with the same error', async () => {
    await createStudent(t.db, { email: 'ravi@campus.test', dob: '2002-09-09' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'ravi@campus.test', password: '2002-09-10' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@campus.test', password: '2002-09-09' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(errorBody(messages.login.invalidStudentCredentials));
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('does not let an admin in through the student login', async () => {
    await createAdmin(t.db, { email: 'boss@campus.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'boss@campus.test', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Date of birth is required'));
  });

  it('takes the date of birth day first, as DD-MM-YYYY or DD/MM/YYYY', async () => {
    const student = await createStudent(t.db, { dob: '2002-03-04' });
    for (const password of ['04-03-2002', '04/03/2002', '4/3/2002']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: student.email, password },
      });
      expect(res.statusCode, password).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
    }
    // Day first means day first: 03-04-2002 is the 3rd of April.
    const swapped = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: student.email, password: '03-04-2002' },
    });
    expect(swapped.statusCode).toBe(401);
  });

  it('refuses a date that cannot be one without spending a sign-in attempt', async () => {
    const limited = await buildTestApp({
      loginRateLimit: { max: 2, addressMax: 200, timeWindowMs: 60_000, keyPrefix: `campus-test-${randomUUID()}` },
    });
    try {
      const student = await createStudent(limited.db, { dob: '2002-03-04' });
      const login = (password: string) =>
        limited.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: student.email, password } });
      for (let attempt = 0; attempt < 5; attempt++) {
        const impossible = await login('31-02-2002');
        expect(impossible.statusCode).toBe(400);
        expect(impossible.json()).toEqual(errorBody(messages.login.dateOfBirthImpossible));
        const unreadable = await login('March 4th');
        expect(unreadable.statusCode).toBe(400);
        expect(unreadable.json()).toEqual(errorBody(messages.login.dateOfBirthFormat));
      }
      expect((await login('04-03-2002')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('validates the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Enter a valid email address'));
  });
});

describe('GET /api/users/full-me', () => {
  it('returns the student with course and fee figures derived from the ledger', async () => {
    const student = await createStudent(t.db, { name: 'Meera Nair', program: 'BCA' });
    const web = await createCourse(t.db, { name: 'Web', price: 10_000_00 });
    const data = await createCourse(t.db, { name: 'Data', price: 5_000_00 });
    const a = await enroll(t.db, student.id, web, { progress: 100, dueDate: '2030-03-01' });
    const b = await enroll(t.db, student.id, data, { progress: 40, dueDate: '2030-02-01' });
    await pay(t.db, a.account.id, 10_000_00);
    await pay(t.db, b.account.id, 1_000_00);

    const res = await t.app.inject({ url: '/api/users/full-me', headers: await t.auth(student.auth) });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      _id: student.id,
      name: 'Meera Nair',
      role: 'student',
      program: 'BCA',
      feePaid: 11_000_00,
      feeTotal: 15_000_00,
      nextFeeDue: '2030-02-01',
      completedCourses: 1,
      totalCourses: 2,
    });
    expect(me.enrolledCourses.map((c: { name: string; progress: number }) => [c.name, c.progress])).toEqual([
      ['Web', 100],
      ['Data', 40],
    ]);
    expect(me).not.toHaveProperty('passwordHash');
  });

  it('lists each enrolled course with every field, times as ISO strings in UTC', async () => {
    const student = await createStudent(t.db);
    const course = await createCourse(t.db, {
      name: 'Design',
      description: 'Type and colour',
      durationWeeks: 6,
      price: 7_500_00,
      category: 'Arts',
      image: '/uploads/courses/design.webp',
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    const { enrollment } = await enroll(t.db, student.id, course, {
      progress: 55,
      enrolledAt: new Date('2026-02-03T04:05:06.007Z'),
    });
    await t.db
      .update(enrollments)
      .set({ lastAccessed: new Date('2026-03-04T05:06:07.089Z') })
      .where(eq(enrollments.id, enrollment.id));

    const res = await t.app.inject({ url: '/api/users/full-me', headers: await t.auth(student.auth) });
    expect(res.json().enrolledCourses).toEqual([
      {
        _id: course.id,
        name: 'Design',
        description: 'Type and colour',
        duration: 6,
        price: 7_500_00,
        category: 'Arts',
        image: '/uploads/courses/design.webp',
        createdAt: '2026-01-02T03:04:05.678Z',
        version: 1,
        progress: 55,
        lessonCount: 20,
        lastAccessed: '2026-03-04T05:06:07.089Z',
        enrolledAt: '2026-02-03T04:05:06.007Z',
      },
    ]);
  });

  it('needs a student token', async () => {
    const admin = await createAdmin(t.db);
    const anonymous = await t.app.inject({ url: '/api/users/full-me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(messages.auth.required));
    const asAdmin = await t.app.inject({ url: '/api/users/full-me', headers: await t.auth(admin.auth) });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual(errorBody(messages.auth.forbidden));
  });
});

describe('POST /api/admin/login', () => {
  it('returns a token for the right password and refuses a wrong one', async () => {
    await createAdmin(t.db, { email: 'head@campus.test', password: 'S3cure-password' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'head@campus.test', password: 'S3cure-password' },
    });
    expect(ok.statusCode).toBe(200);
    expect(typeof ok.json().token).toBe('string');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'head@campus.test', password: 'wrong' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual(errorBody(messages.login.invalidAdminCredentials));
  });
});
