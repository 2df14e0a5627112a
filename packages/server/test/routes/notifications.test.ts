import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createNotice, createStudent } from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface NoticeBody {
  _id: string;
  title: string;
  description: string;
  createdAt: string;
}

describe('GET /api/notifications and GET /api/admin/notifications', () => {
  let oldest: Awaited<ReturnType<typeof createNotice>>;
  let sameTimeA: Awaited<ReturnType<typeof createNotice>>;
  let sameTimeB: Awaited<ReturnType<typeof createNotice>>;
  let newest: Awaited<ReturnType<typeof createNotice>>;

  beforeAll(async () => {
    oldest = await createNotice(t.db, { title: 'Library hours', createdAt: new Date('2020-01-01T09:00:00Z') });
    sameTimeA = await createNotice(t.db, { title: 'Exam 50% weightage', createdAt: new Date('2020-02-01T09:00:00Z') });
    sameTimeB = await createNotice(t.db, { title: 'Holiday', createdAt: new Date('2020-02-01T09:00:00Z') });
    newest = await createNotice(t.db, {
      title: 'Fee reminder',
      description: 'Pay before the due date',
      createdAt: new Date('2020-03-01T09:00:00Z'),
    });
  });

  const sameTimeByIdDesc = () => [sameTimeA, sameTimeB].sort((a, b) => (a.id < b.id ? 1 : -1)).map((n) => n.id);

  it('lists notices for a student, newest first (ties by id), as { items, total, page, limit }', async () => {
    const student = await createStudent(t.db);
    const res = await t.app.inject({ url: '/api/notifications', headers: await t.auth(student.auth) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: NoticeBody[]; total: number; page: number; limit: number }>();
    expect(body).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(body.items.map((n) => n._id)).toEqual([newest.id, ...sameTimeByIdDesc(), oldest.id]);
    expect(body.items[0]).toEqual({
      _id: newest.id,
      title: 'Fee reminder',
      description: 'Pay before the due date',
      createdAt: '2020-03-01T09:00:00.000Z',
      version: 1,
    });
  });

  it('pages the admin list in SQL and reports the full total', async () => {
    const admin = await createAdmin(t.db);
    const headers = await t.auth(admin.auth);
    const second = await t.app.inject({ url: '/api/admin/notifications?page=2&limit=2', headers });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ total: 4, page: 2, limit: 2 });
    expect(second.json().items.map((n: NoticeBody) => n._id)).toEqual([sameTimeByIdDesc()[1], oldest.id]);

    const beyond = await t.app.inject({ url: '/api/admin/notifications?page=9&limit=2', headers });
    expect(beyond.json()).toEqual({ items: [], total: 4, page: 9, limit: 2 });
  });

  it('searches titles and descriptions, taking % literally', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    const byDescription = await t.app.inject({ url: '/api/notifications?search=DUE%20date', headers });
    expect(byDescription.json().items.map((n: NoticeBody) => n._id)).toEqual([newest.id]);
    const percent = await t.app.inject({ url: '/api/notifications?search=50%25', headers });
    expect(percent.json()).toMatchObject({ total: 1 });
    const wildcardOnly = await t.app.inject({ url: '/api/notifications?search=%25', headers });
    expect(wildcardOnly.json().items.map((n: NoticeBody) => n._id)).toEqual([sameTimeA.id]);
  });

  it('validates page and limit', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    const page = await t.app.inject({ url: '/api/notifications?page=0', headers });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual(errorBody('Page starts at 1'));
    const admin = await createAdmin(t.db);
    const limit = await t.app.inject({ url: '/api/admin/notifications?limit=101', headers: await t.auth(admin.auth) });
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toEqual(errorBody('Limit must be at most 100'));
  });

  it('refuses a NUL in the search, for students and for the admin', async () => {
    const student = await createStudent(t.db);
    const admin = await createAdmin(t.db);
    for (const [url, user] of [
      ['/api/notifications?search=%00', student],
      ['/api/admin/notifications?search=exam%00', admin],
    ] as const) {
      const res = await t.app.inject({ url, headers: await t.auth(user.auth) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(errorBody(messages.input.hiddenCharacters('Search text')));
    }
  });

  it('needs the right token', async () => {
    const student = await createStudent(t.db);
    const admin = await createAdmin(t.db);
    for (const url of ['/api/notifications', '/api/admin/notifications']) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(errorBody(messages.auth.required));
    }
    const adminOnStudent = await t.app.inject({ url: '/api/notifications', headers: await t.auth(admin.auth) });
    expect(adminOnStudent.statusCode).toBe(403);
    expect(adminOnStudent.json()).toEqual(errorBody(messages.auth.forbidden));
    const studentOnAdmin = await t.app.inject({ url: '/api/admin/notifications', headers: await t.auth(student.auth) });
    expect(studentOnAdmin.statusCode).toBe(403);
    expect(studentOnAdmin.json()).toEqual(errorBody(messages.auth.forbidden));
  });
});

describe('POST /api/admin/notifications', () => {
  it('creates a notice that students then see first', async () => {
    const admin = await createAdmin(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: await t.auth(admin.auth),
      payload: { title: '  Sports day  ', description: 'Friday on the main ground' },
    });
    expect(res.statusCode).toBe(201);
    const { notice } = res.json<{ notice: NoticeBody }>();
    expect(notice).toEqual({
      _id: expect.any(String),
      title: 'Sports day',
      description: 'Friday on the main ground',
      createdAt: expect.any(String),
      version: 1,
    });

    const student = await createStudent(t.db);
    const list = await t.app.inject({ url: '/api/notifications?limit=1', headers: await t.auth(student.auth) });
    expect(list.json().items).toEqual([notice]);
  });

  it('validates the title and the description', async () => {
    const admin = await createAdmin(t.db);
    const headers = await t.auth(admin.auth);
    const cases: [Record<string, unknown> | unknown[], string][] = [
      [{ description: 'No title' }, 'Title is required'],
      [{ title: '   ', description: 'Blank title' }, 'Title is required'],
      [{ title: 'x'.repeat(201), description: 'Long title' }, 'Title is too long (at most 200 characters)'],
      [{ title: 'No description' }, 'Description is required'],
      [{ title: 'Blank description', description: ' ' }, 'Description is required'],
      [
        { title: 'Long description', description: 'x'.repeat(5001) },
        'Description is too long (at most 5,000 characters)',
      ],
      [{ title: 'Exam\u0000', description: 'NUL in the title' }, messages.input.hiddenCharacters('Title')],
      [{ title: 'Exam \u0001moved', description: 'Control' }, messages.input.hiddenCharacters('Title')],
      [{ title: 'Fees \u202Eeud', description: 'Override' }, messages.input.hiddenCharacters('Title')],
      [{ title: 'Line\nbreak', description: 'One-line title' }, messages.input.hiddenCharacters('Title')],
      [{ title: 'Isolate', description: 'x\u2067y\u2069' }, messages.input.hiddenCharacters('Description')],
      [{ title: 'NUL', description: 'a\u0000b' }, messages.input.hiddenCharacters('Description')],
      [{ title: 'C1', description: 'a\u0085b' }, messages.input.hiddenCharacters('Description')],
      [[], messages.errors.bodyNotObject],
      [{ title: ['Two', 'titles'], description: 'A list' }, messages.input.givenOnce('Title')],
      [{ title: 42, description: 'A number' }, messages.input.wrongType('Title', 'text')],
    ];
    for (const [payload, error] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers, payload });
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual(errorBody(error));
    }
  });

  it('keeps the line breaks and tabs of a description', async () => {
    const admin = await createAdmin(t.db);
    const description = 'Timetable:\r\n\tMonday: Maths\n\tTuesday: Physics';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: await t.auth(admin.auth),
      payload: { title: 'Timetable', description },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notice.description).toBe(description);
  });

  it('needs an admin token', async () => {
    const student = await createStudent(t.db);
    const payload = { title: 'Hi', description: 'There' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/notifications', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(messages.auth.required));
    const asStudent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: await t.auth(student.auth),
      payload,
    });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual(errorBody(messages.auth.forbidden));
  });
});
