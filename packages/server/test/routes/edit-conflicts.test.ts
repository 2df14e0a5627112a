import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ifMatch,
  messages,
  type Course,
  type Notice,
  type Page,
  type StaffMember,
  type Student,
  type StudentListItem,
} from '@campus/domain';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createNotice, createStaff, createStudent, enroll } from '../helpers/fixtures.js';
import { multipartBody } from '../helpers/multipart.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let accountant: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db);
  accountant = await createStaff(t.db, { role: 'accountant' });
});
afterAll(() => t.close());

const studentForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return multipartBody(form);
};

async function readStudent(id: string) {
  const res = await t.app.inject({ url: `/api/admin/users/${id}`, headers: await t.auth(admin.auth) });
  expect(res.statusCode).toBe(200);
  return res.json<{ user: Student }>().user;
}

async function putStudent(student: Student, changes: Record<string, string>, headers: Record<string, string> = {}) {
  const { payload, contentType } = await studentForm({
    name: student.name,
    email: student.email,
    phone: student.phone ?? '',
    dob: student.dob ?? '',
    courses: JSON.stringify(student.enrolledCourses.map((course) => course._id)),
    ...changes,
  });
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${student._id}`,
    payload,
    headers: { ...(await t.auth(admin.auth)), 'content-type': contentType, ...headers },
  });
}

describe('two people editing one student', () => {
  it('refuses the second save over a newer version with 409 and a clear message, and keeps the first change', async () => {
    const created = await createStudent(t.db, { phone: '+91 98000 00001' });
    const course = await createCourse(t.db);
    await enroll(t.db, created.id, course);
    const opened = await readStudent(created.id);
    expect(opened.version).toBe(1);

    const first = await putStudent(opened, { phone: '+91 98000 00002' }, { 'if-match': ifMatch(opened.version) });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ user: Student }>().user.version).toBe(2);

    const second = await putStudent(opened, { name: 'Second Editor' }, { 'if-match': ifMatch(opened.version) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(errorBody(messages.errors.editConflict));
    const now = await readStudent(created.id);
    expect(now).toMatchObject({ phone: '+91 98000 00002', name: opened.name, version: 2 });

    // Reloaded, the same edit goes through.
    const retried = await putStudent(now, { name: 'Second Editor' }, { 'if-match': ifMatch(now.version) });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<{ user: Student }>().user).toMatchObject({ name: 'Second Editor', version: 3 });
  });

  it('keeps the old behaviour without If-Match, and refuses an If-Match that is not a quoted version', async () => {
    const created = await createStudent(t.db);
    await enroll(t.db, created.id, await createCourse(t.db));
    const opened = await readStudent(created.id);
    await putStudent(opened, { phone: '+91 98000 00003' });
    const res = await putStudent(opened, { name: 'Last Writer' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: Student }>().user).toMatchObject({ name: 'Last Writer', version: 3 });

    const bad = await putStudent(opened, {}, { 'if-match': 'W/"3"' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(errorBody(messages.errors.badIfMatch));
  });
});

describe('two people editing one course', () => {
  const coursePut = async (id: string, name: string, headers: Record<string, string>) => {
    const { payload, contentType } = await studentForm({
      name,
      description: 'A course',
      duration: '12',
      price: '1000000',
      category: 'Tech',
    });
    return t.app.inject({
      method: 'PUT',
      url: `/api/courses/${id}`,
      payload,
      headers: { ...(await t.auth(admin.auth)), 'content-type': contentType, ...headers },
    });
  };

  it('carries the version on every read and refuses an edit over a newer one', async () => {
    const course = await createCourse(t.db, { name: `Versioned ${Date.now()}` });
    const list = await t.app.inject({
      url: `/api/admin/courses?search=${encodeURIComponent(course.name)}`,
      headers: await t.auth(admin.auth),
    });
    const [listed] = list.json<Page<Course>>().items;
    expect(listed).toMatchObject({ _id: course.id, version: 1 });

    const first = await coursePut(course.id, `${course.name} A`, { 'if-match': ifMatch(1) });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ course: Course }>().course.version).toBe(2);
    const second = await coursePut(course.id, `${course.name} B`, { 'if-match': ifMatch(1) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(errorBody(messages.errors.editConflict));
    const reloaded = await t.app.inject({ url: `/api/admin/courses/${course.id}`, headers: await t.auth(admin.auth) });
    expect(reloaded.json<{ course: Course }>().course).toMatchObject({ name: `${course.name} A`, version: 2 });
  });
});

describe('two admins changing one staff member', () => {
  it('refuses the second change over a newer version', async () => {
    const member = await createStaff(t.db, { role: 'accountant', email: `versioned-${Date.now()}@campus.test` });
    const list = await t.app.inject({
      url: `/api/admin/staff?search=${encodeURIComponent(member.email)}`,
      headers: await t.auth(admin.auth),
    });
    const [listed] = list.json<Page<StaffMember>>().items;
    expect(listed).toMatchObject({ _id: member.id, version: 1 });

    const patch = async (body: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${member.id}`,
        payload: body,
        headers: { ...(await t.auth(admin.auth)), 'if-match': ifMatch(listed!.version) },
      });
    const first = await patch({ role: 'admin' });
    expect(first.statusCode).toBe(200);
    expect(first.json<StaffMember>()).toMatchObject({ role: 'admin', version: 2 });
    const second = await patch({ active: false });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(errorBody(messages.errors.editConflict));
  });
});

describe('notices', () => {
  it('carry their version', async () => {
    const notice = await createNotice(t.db);
    const res = await t.app.inject({ url: '/api/admin/notifications?limit=100', headers: await t.auth(admin.auth) });
    expect(res.json<Page<Notice>>().items.find((item) => item._id === notice.id)).toMatchObject({ version: 1 });
  });
});

describe('dates of birth', () => {
  it('are in no list answer, for admins and accountants alike; only an admin reads one, one student at a time', async () => {
    const student = await createStudent(t.db, { name: `Dob Hidden ${Date.now()}`, dob: '2003-02-01' });
    for (const user of [admin, accountant]) {
      const res = await t.app.inject({
        url: `/api/admin/users?search=${encodeURIComponent(student.name)}`,
        headers: await t.auth(user.auth),
      });
      expect(res.statusCode).toBe(200);
      const [listed] = res.json<Page<StudentListItem>>().items;
      expect(listed?._id).toBe(student.id);
      expect(listed).not.toHaveProperty('dob');
      expect(res.body).not.toContain('2003-02-01');
    }
    expect((await readStudent(student.id)).dob).toBe('2003-02-01');
    const byAccountant = await t.app.inject({
      url: `/api/admin/users/${student.id}`,
      headers: await t.auth(accountant.auth),
    });
    expect(byAccountant.statusCode).toBe(403);
    const exported = await t.app.inject({
      url: '/api/admin/students/export.csv',
      headers: await t.auth(accountant.auth),
    });
    expect(exported.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents If-Match on every edit', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/admin/users/{id}', 'put'],
      ['/api/courses/{id}', 'put'],
      ['/api/admin/staff/{id}', 'patch'],
    ] as const) {
      const parameters = doc.paths[path]?.[method]?.parameters ?? [];
      expect(parameters, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'if-match' }),
      );
    }
  });
});
