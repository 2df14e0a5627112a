import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Course, formatRupees, MAX_AMOUNT_PAISE, MAX_PAGE, messages, type Page } from '@campus/domain';
import { courses, enrollments, feeAccounts, payments, users } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from '../helpers/fixtures.js';
import { brokenForms } from '../helpers/multipart.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let adminAuth: { authorization: string };
let studentAuth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  adminAuth = await t.auth((await createAdmin(t.db)).auth);
  studentAuth = await t.auth((await createStudent(t.db)).auth);
});
afterAll(() => t.close());

const token = () => randomUUID().slice(0, 8);

async function png(width = 2000, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

function courseForm(fields: Record<string, string | undefined> = {}, image?: { data: Buffer; name: string }) {
  const values = {
    // Course names are unique: each form names a course of its own unless told.
    name: `Web Development ${randomUUID().slice(0, 8)}`,
    description: 'HTML, CSS and JavaScript',
    duration: '12',
    price: '4999950',
    category: 'Programming',
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) form.append(name, value);
  }
  if (image) form.append('image', new Blob([new Uint8Array(image.data)], { type: 'image/png' }), image.name);
  return form;
}

const list = async (url: string, auth = adminAuth) => {
  const res = await t.app.inject({ url, headers: auth });
  expect(res.statusCode).toBe(200);
  return json<Page<Course>>(res);
};

const createViaApi = (form: FormData, auth = adminAuth) =>
  t.app.inject({ method: 'POST', url: '/api/courses', payload: form, headers: auth });

const updateViaApi = (id: string, form: FormData, auth = adminAuth) =>
  t.app.inject({ method: 'PUT', url: `/api/courses/${id}`, payload: form, headers: auth });

describe('GET /api/courses and GET /api/admin/courses', () => {
  it('lists the catalogue by name and the admin list newest first', async () => {
    const category = `Order-${token()}`;
    await createCourse(t.db, { name: 'Beta', category, createdAt: new Date('2025-01-01') });
    await createCourse(t.db, { name: 'Alpha', category, createdAt: new Date('2025-03-01') });
    await createCourse(t.db, { name: 'Gamma', category, createdAt: new Date('2025-02-01') });

    const catalogue = await list(`/api/courses?search=${category}`);
    expect(catalogue.items.map((c) => c.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    const admin = await list(`/api/admin/courses?search=${category}`);
    expect(admin.items.map((c) => c.name)).toEqual(['Alpha', 'Gamma', 'Beta']);
  });

  it('searches the name or the category, ignoring case, with % and _ taken literally', async () => {
    const word = token();
    const byName = await createCourse(t.db, { name: `Quantum ${word} Basics`, category: 'Physics' });
    const byCategory = await createCourse(t.db, { name: 'Optics', category: `LIGHT-${word}` });
    await createCourse(t.db, { name: `Grow 100% ${word}`, category: 'Business' });

    for (const url of ['/api/courses', '/api/admin/courses']) {
      const found = await list(`${url}?search=${word.toUpperCase()}`);
      expect(found.total).toBe(3);
      expect(found.items.map((c) => c._id)).toEqual(expect.arrayContaining([byName.id, byCategory.id]));
      const literal = await list(`${url}?search=${encodeURIComponent(`100% ${word}`)}`);
      expect(literal.items.map((c) => c.name)).toEqual([`Grow 100% ${word}`]);
      expect((await list(`${url}?search=${encodeURIComponent('%_%')}`)).total).toBe(0);
    }
  });

  it('pages the results and reports the total of all matches', async () => {
    const category = `Pages-${token()}`;
    for (const name of ['A', 'B', 'C']) await createCourse(t.db, { name, category });

    const first = await list(`/api/courses?search=${category}&limit=2`);
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.items.map((c) => c.name)).toEqual(['A', 'B']);
    const second = await list(`/api/courses?search=${category}&limit=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((c) => c.name)).toEqual(['C']);
    const beyond = await list(`/api/admin/courses?search=${category}&limit=2&page=3`);
    expect(beyond).toMatchObject({ items: [], total: 3, page: 3 });
  });

  it('counts the enrolled students who are not deleted', async () => {
    const category = `Count-${token()}`;
    const busy = await createCourse(t.db, { name: 'Busy', category });
    await createCourse(t.db, { name: 'Empty', category });
    const students = await Promise.all([1, 2, 3].map(() => createStudent(t.db)));
    for (const student of students) await enroll(t.db, student.id, busy);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, students[0]!.id));

    for (const url of ['/api/courses', '/api/admin/courses']) {
      const page = await list(`${url}?search=${category}`);
      const counts = Object.fromEntries(page.items.map((c) => [c.name, c.enrolledStudents]));
      expect(counts).toEqual({ Busy: 2, Empty: 0 });
    }
  });

  it('returns every course field, money in paise', async () => {
    const course = await createCourse(t.db, {
      name: `Fields ${token()}`,
      description: 'All about fields',
      durationWeeks: 6,
      price: 1_234_56,
      category: 'Shape',
    });
    const [item] = (await list(`/api/courses?search=${encodeURIComponent(course.name)}`)).items;
    expect(item).toEqual({
      _id: course.id,
      name: course.name,
      description: 'All about fields',
      duration: 6,
      price: 1_234_56,
      category: 'Shape',
      image: null,
      enrolledStudents: 0,
      createdAt: course.createdAt.toISOString(),
      version: 1,
    });
  });

  it('hides deleted courses from both lists', async () => {
    const category = `Hidden-${token()}`;
    await createCourse(t.db, { name: 'Kept', category });
    await createCourse(t.db, { name: 'Gone', category, deletedAt: new Date() });
    for (const url of ['/api/courses', '/api/admin/courses']) {
      const page = await list(`${url}?search=${category}`);
      expect(page.total).toBe(1);
      expect(page.items.map((c) => c.name)).toEqual(['Kept']);
    }
  });

  it('lets a student read the catalogue but not the admin list', async () => {
    const course = await createCourse(t.db, { name: `Open ${token()}` });
    const page = await list(`/api/courses?search=${encodeURIComponent(course.name)}`, studentAuth);
    expect(page.items.map((c) => c._id)).toEqual([course.id]);

    const res = await t.app.inject({ url: '/api/admin/courses', headers: studentAuth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(messages.auth.forbidden));
  });

  it('validates the query', async () => {
    for (const url of ['/api/courses?limit=101', '/api/admin/courses?limit=101']) {
      const res = await t.app.inject({ url, headers: adminAuth });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody('Limit must be at most 100'));
    }
    const res = await t.app.inject({ url: '/api/courses?page=0', headers: adminAuth });
    expect(res.json()).toEqual(errorBody('Page starts at 1'));
  });

  it.each([
    ['page=abc', messages.input.wholeNumber('Page')],
    ['page=1.5', messages.input.wholeNumber('Page')],
    ['page=1e30', messages.input.wholeNumber('Page')],
    ['page=99999999999999999999', messages.input.atMost('Page', MAX_PAGE)],
    ['limit=abc', messages.input.wholeNumber('Limit')],
    ['limit=', messages.input.wholeNumber('Limit')],
    ['search=a%00b', messages.input.hiddenCharacters('Search text')],
    ['search=%E2%80%AE', messages.input.hiddenCharacters('Search text')],
    ['search=a&search=b', messages.input.givenOnce('Search text')],
  ])('refuses %s in words on both lists', async (query, error) => {
    for (const url of ['/api/courses', '/api/admin/courses']) {
      const res = await t.app.inject({ url: `${url}?${query}`, headers: adminAuth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(errorBody(error));
    }
  });

  it('answers the highest page there may be with an empty list', async () => {
    const page = await list(`/api/admin/courses?page=${MAX_PAGE}&limit=100`);
    expect(page).toMatchObject({ items: [], page: MAX_PAGE, limit: 100 });
  });

  it('answers an address it cannot decode with a sentence', async () => {
    const res = await t.app.inject({ url: '/api/courses/%ff', headers: adminAuth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.errors.badAddress));
  });
});

describe('POST /api/courses', () => {
  it('creates a course without an image', async () => {
    const name = `Created ${token()}`;
    const res = await createViaApi(courseForm({ name: `  ${name} `, duration: '12', price: '4999950' }));
    expect(res.statusCode).toBe(201);
    const { course } = res.json();
    expect(course).toMatchObject({
      name,
      description: 'HTML, CSS and JavaScript',
      duration: 12,
      price: 49_999_50,
      category: 'Programming',
      image: null,
      enrolledStudents: 0,
    });
    const [item] = (await list(`/api/courses?search=${encodeURIComponent(name)}`)).items;
    expect(item).toEqual(course);
  });

  it('accepts a free course', async () => {
    const res = await createViaApi(courseForm({ price: '0' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().course.price).toBe(0);
  });

  it('stores the image re-encoded as WebP, at most 1200 px', async () => {
    const res = await createViaApi(courseForm({}, { data: await png(2400, 1200), name: 'cover.png' }));
    expect(res.statusCode).toBe(201);
    const { image } = res.json().course;
    expect(image).toMatch(/^\/uploads\/courses\/[0-9a-f-]+\.webp$/);

    const file = await t.app.inject({ url: image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const { format, width, height } = await sharp(file.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 1200, height: 600 });
  });

  it('refuses a file that is not an image, whatever its name, and creates nothing', async () => {
    const name = `Fake ${token()}`;
    const res = await createViaApi(courseForm({ name }, { data: Buffer.from('just text'), name: 'fake.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.upload.invalidType));
    expect((await list(`/api/admin/courses?search=${encodeURIComponent(name)}`)).total).toBe(0);
  });

  it.each([
    [{ name: undefined }, 'Course name is required'],
    [{ name: '   ' }, 'Course name is required'],
    [{ name: 'x'.repeat(201) }, 'Course name is too long (at most 200 characters)'],
    [{ description: undefined }, 'Description is required'],
    [{ description: '' }, 'Description is required'],
    [{ description: 'x'.repeat(5001) }, 'Description is too long (at most 5,000 characters)'],
    [{ duration: undefined }, 'Duration is required'],
    [{ duration: ' ' }, 'Duration is required'],
    [{ duration: 'twelve' }, 'Duration must be a number of weeks'],
    [{ duration: '1e2' }, 'Duration must be a number of weeks'],
    [{ duration: '0' }, 'Duration must be at least 1 week'],
    [{ duration: '-3' }, 'Duration must be at least 1 week'],
    [{ duration: '1.5' }, 'Duration is a whole number of weeks'],
    [{ duration: '521' }, 'Duration is too long'],
    [{ price: undefined }, 'Price is required'],
    [{ price: '' }, 'Price is required'],
    [{ price: 'free' }, 'Price must be a number'],
    [{ price: '-1' }, 'Amounts cannot be negative'],
    [{ price: '10.5' }, 'Amounts are whole paise'],
    [{ price: '10000000001' }, messages.input.amountTooLarge(formatRupees(MAX_AMOUNT_PAISE))],
    [{ price: `1${'0'.repeat(30)}` }, messages.input.amountTooLarge('₹10,00,00,000')],
    [{ duration: '99999999999999999999' }, 'Duration is too long'],
    [{ name: 'Web\u0000Development' }, messages.input.hiddenCharacters('Course name')],
    [{ name: 'Web \u0001Development' }, messages.input.hiddenCharacters('Course name')],
    [{ name: 'evil\u202Egnp.exe' }, messages.input.hiddenCharacters('Course name')],
    [{ name: 'Two\nlines' }, messages.input.hiddenCharacters('Course name')],
    [{ category: 'Pro\u2066gramming\u2069' }, messages.input.hiddenCharacters('Category')],
    [{ category: 'Pro\u009bgramming' }, messages.input.hiddenCharacters('Category')],
    [{ description: 'Nul\u0000here' }, messages.input.hiddenCharacters('Description')],
    [{ description: 'Bell\u0007here' }, messages.input.hiddenCharacters('Description')],
    [{ category: undefined }, 'Category is required'],
    [{ category: ' ' }, 'Category is required'],
    [{ category: 'x'.repeat(101) }, 'Category is too long (at most 100 characters)'],
  ])('refuses %o with its message', async (fields, error) => {
    const res = await createViaApi(courseForm(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(error));
  });

  it('keeps the line breaks and tabs of a description', async () => {
    const description = 'Week 1:\tHTML\r\nWeek 2:\tCSS\r\nWeek 3:\tJavaScript';
    const res = await createViaApi(courseForm({ description }));
    expect(res.statusCode).toBe(201);
    expect(res.json().course.description).toBe(description);
  });

  it('accepts names in any script', async () => {
    const name = `வலை மேம்பாடு ${token()}`;
    const res = await createViaApi(courseForm({ name, category: 'برمجة' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().course).toMatchObject({ name, category: 'برمجة' });
  });

  it('needs a multipart body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      payload: { name: 'JSON', description: 'd', duration: 1, price: 0, category: 'c' },
      headers: adminAuth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Send the form as multipart/form-data'));
  });

  it('refuses a form cut off on the way or sent without its boundary, and creates nothing', async () => {
    const name = `Broken ${token()}`;
    for (const broken of await brokenForms(courseForm({ name }, { data: await png(40, 40), name: 'cover.png' }))) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses',
        payload: broken.payload,
        headers: { ...adminAuth, ...broken.headers },
      });
      expect(res.statusCode, broken.label).toBe(400);
      expect(res.json()).toEqual(errorBody(messages.errors.unreadableForm));
    }
    expect((await list(`/api/admin/courses?search=${encodeURIComponent(name)}`)).total).toBe(0);
  });
});

describe('course names', () => {
  it('are unique whatever their case and spaces, among courses not deleted, with a clear message', async () => {
    const name = `Unique ${randomUUID().slice(0, 8)}`;
    expect((await createViaApi(courseForm({ name }))).statusCode).toBe(201);
    for (const taken of [name, name.toUpperCase(), `  ${name.toLowerCase()} `]) {
      const res = await createViaApi(courseForm({ name: taken }));
      expect(res.statusCode, taken).toBe(409);
      expect(res.json()).toEqual(errorBody(messages.errors.courseNameTaken));
    }
    const other = await createCourse(t.db, { name: `${name} Advanced` });
    const renamed = await updateViaApi(other.id, courseForm({ name: name.toLowerCase() }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual(errorBody(messages.errors.courseNameTaken));
    // Its own name, saved again, is no clash; a deleted course's name is free.
    expect((await updateViaApi(other.id, courseForm({ name: other.name }))).statusCode).toBe(200);
    const gone = await createCourse(t.db, { name: `Gone ${name}`, deletedAt: new Date() });
    expect((await createViaApi(courseForm({ name: gone.name }))).statusCode).toBe(201);
  });
});

describe('PUT /api/courses/:id', () => {
  it('updates the fields and keeps existing fee accounts as they were', async () => {
    const course = await createCourse(t.db, { price: 10_000_00 });
    const student = await createStudent(t.db);
    const { account } = await enroll(t.db, student.id, course);

    const name = `Renamed ${token()}`;
    const res = await updateViaApi(
      course.id,
      courseForm({ name, description: 'New text', duration: '20', price: '1500000', category: 'Data' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().course).toMatchObject({
      _id: course.id,
      name,
      description: 'New text',
      duration: 20,
      price: 15_000_00,
      category: 'Data',
      image: null,
      enrolledStudents: 1,
      createdAt: course.createdAt.toISOString(),
    });
    const [unchanged] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, account.id));
    expect(unchanged!.totalFee).toBe(10_000_00);
  });

  it('replaces the image and removes the old file; without a new image it keeps the current one', async () => {
    const created = await createViaApi(courseForm({}, { data: await png(), name: 'one.png' }));
    const { _id: id, image: oldImage } = created.json().course;

    const replaced = await updateViaApi(id, courseForm({}, { data: await png(300, 300), name: 'two.png' }));
    expect(replaced.statusCode).toBe(200);
    const newImage = replaced.json().course.image;
    expect(newImage).toMatch(/^\/uploads\/courses\/[0-9a-f-]+\.webp$/);
    expect(newImage).not.toBe(oldImage);
    expect((await t.app.inject({ url: oldImage })).statusCode).toBe(404);
    const file = await t.app.inject({ url: newImage });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const kept = await updateViaApi(id, courseForm({ name: 'No new picture' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().course.image).toBe(newImage);
    expect((await t.app.inject({ url: newImage })).statusCode).toBe(200);
  });

  it("keeps the picture a copy of the course shares when the original's is replaced", async () => {
    const created = await createViaApi(courseForm({}, { data: await png(), name: 'one.png' }));
    const { _id: id, image, name } = created.json().course;
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${id}/copy`,
      payload: { name: `${name} (copy)` },
      headers: adminAuth,
    });
    expect(copy.json().course.image).toBe(image);
    const replaced = await updateViaApi(id, courseForm({}, { data: await png(300, 300), name: 'two.png' }));
    expect(replaced.json().course.image).not.toBe(image);
    expect((await t.app.inject({ url: image })).statusCode).toBe(200);
  });

  it('keeps the course and its image when the new file is not an image', async () => {
    const created = await createViaApi(courseForm({}, { data: await png(), name: 'one.png' }));
    const { _id: id, image, name } = created.json().course;
    const res = await updateViaApi(id, courseForm({ name: 'Changed' }, { data: Buffer.from('text'), name: 'x.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.upload.invalidType));
    const [row] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ name, image });
  });

  it('refuses a form cut off on the way or sent without its boundary, and changes nothing', async () => {
    const course = await createCourse(t.db, { name: 'Unbroken' });
    for (const broken of await brokenForms(courseForm({ name: 'Broken' }))) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/courses/${course.id}`,
        payload: broken.payload,
        headers: { ...adminAuth, ...broken.headers },
      });
      expect(res.statusCode, broken.label).toBe(400);
      expect(res.json()).toEqual(errorBody(messages.errors.unreadableForm));
    }
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.name).toBe('Unbroken');
  });

  it('validates the fields', async () => {
    const course = await createCourse(t.db);
    const res = await updateViaApi(course.id, courseForm({ duration: '0' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Duration must be at least 1 week'));
  });

  it('answers 404 for an unknown or deleted course, and 400 for an id that is not one', async () => {
    const deleted = await createCourse(t.db, { deletedAt: new Date() });
    for (const id of [randomUUID(), deleted.id]) {
      const res = await updateViaApi(id, courseForm());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(messages.errors.courseNotFound));
    }
    const bad = await updateViaApi('not-a-uuid', courseForm());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(errorBody('Invalid id'));
  });
});

describe('DELETE /api/courses/:id', () => {
  it('soft-deletes the course and keeps its enrollments, fee accounts and payments', async () => {
    const course = await createCourse(t.db, { name: `Doomed ${token()}` });
    const student = await createStudent(t.db);
    const { account } = await enroll(t.db, student.id, course);
    await pay(t.db, account.id, 500_00);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/courses/${course.id}`, headers: adminAuth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Course deleted' });

    for (const url of ['/api/courses', '/api/admin/courses']) {
      expect((await list(`${url}?search=${encodeURIComponent(course.name)}`)).total).toBe(0);
    }
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(enrollments).where(eq(enrollments.courseId, course.id))).toHaveLength(1);
    expect(await t.db.select().from(feeAccounts).where(eq(feeAccounts.courseId, course.id))).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.feeAccountId, account.id))).toHaveLength(1);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/courses/${course.id}`, headers: adminAuth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(messages.errors.courseNotFound));
  });

  it('answers 404 for an unknown course', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/courses/${randomUUID()}`, headers: adminAuth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody(messages.errors.courseNotFound));
  });
});

describe('access', () => {
  const routes = (id: string) => [
    { method: 'GET' as const, url: '/api/courses', admin: false },
    { method: 'GET' as const, url: '/api/admin/courses', admin: true },
    { method: 'POST' as const, url: '/api/courses', admin: true },
    { method: 'PUT' as const, url: `/api/courses/${id}`, admin: true },
    { method: 'DELETE' as const, url: `/api/courses/${id}`, admin: true },
  ];

  it('answers 401 without a token on every route', async () => {
    const course = await createCourse(t.db);
    for (const { method, url } of routes(course.id)) {
      const payload = method === 'POST' || method === 'PUT' ? courseForm() : undefined;
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(errorBody(messages.auth.required));
    }
  });

  it('answers 403 to a student on the admin routes and changes nothing', async () => {
    const course = await createCourse(t.db);
    for (const { method, url, admin } of routes(course.id)) {
      if (!admin) continue;
      const payload = method === 'POST' || method === 'PUT' ? courseForm() : undefined;
      const res = await t.app.inject({ method, url, headers: studentAuth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(errorBody(messages.auth.forbidden));
    }
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ name: course.name, deletedAt: null });
  });
});
