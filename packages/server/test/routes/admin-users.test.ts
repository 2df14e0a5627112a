import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type StudentListItem } from '@campus/domain';
import { courses, enrollments, feeAccounts, payments, users } from '../../src/db/schema.js';
import { isUniqueViolation } from '../../src/lib/database-errors.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminHeaders: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db);
  adminHeaders = await t.auth(admin.auth);
});
afterAll(() => t.close());

const token = () => randomUUID().slice(0, 8);

/** The fields the add page sends, with `overrides` on top (undefined removes a field). */
function studentForm(overrides: Record<string, string | undefined> = {}, photo?: Buffer) {
  const values: Record<string, string | undefined> = {
    name: 'Kavya Iyer',
    email: `kavya-${token()}@campus.test`,
    phone: '+91 9876543210',
    dob: '2004-08-21',
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
  if (photo) form.append('profilePhoto', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return form;
}

const pngPhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

const addStudent = (form: FormData) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users', headers: adminHeaders, payload: form });
const editStudent = (id: string, form: FormData) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: adminHeaders, payload: form });
const listStudents = (query: string) => t.app.inject({ url: `/api/admin/users?${query}`, headers: adminHeaders });

function inDays(days: number) {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function feeAccountsOf(studentId: string) {
  return t.db.select().from(feeAccounts).where(eq(feeAccounts.studentId, studentId));
}

async function enrolledCourseIds(studentId: string) {
  const rows = await t.db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(eq(enrollments.studentId, studentId));
  return rows.map((row) => row.courseId).sort();
}

describe('GET /api/admin/users', () => {
  it('lists students only, newest first, with their non-deleted courses', async () => {
    const tag = token();
    const web = await createCourse(t.db, { name: 'Web Basics' });
    const data = await createCourse(t.db, { name: 'Data Basics' });
    const gone = await createCourse(t.db, { name: 'Retired', deletedAt: new Date() });
    const older = await createStudent(t.db, { name: `Older ${tag}`, createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await createStudent(t.db, { name: `Newer ${tag}`, createdAt: new Date('2025-06-01T00:00:00Z') });
    await createStudent(t.db, { name: `Deleted ${tag}`, deletedAt: new Date() });
    await createAdmin(t.db, { email: `admin-${tag}@campus.test` });
    await enroll(t.db, newer.id, web, { enrolledAt: new Date('2025-06-02T00:00:00Z') });
    await enroll(t.db, newer.id, data, { enrolledAt: new Date('2025-06-03T00:00:00Z') });
    await enroll(t.db, newer.id, gone);

    const res = await listStudents(`search=${tag}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(page.items.map((item: StudentListItem) => item._id)).toEqual([newer.id, older.id]);
    expect(page.items[0]).toMatchObject({ name: `Newer ${tag}`, role: 'student', email: newer.email });
    expect(page.items[0].enrolledCourses).toEqual([
      { _id: web.id, name: 'Web Basics' },
      { _id: data.id, name: 'Data Basics' },
    ]);
    expect(page.items[1].enrolledCourses).toEqual([]);
    expect(page.items[0]).not.toHaveProperty('passwordHash');
  });

  it('never lists admins, even without a search', async () => {
    const res = await listStudents('limit=100');
    expect(res.statusCode).toBe(200);
    const roles = res.json().items.map((item: StudentListItem) => item.role);
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set(['student']));
  });

  it('searches name and email case-insensitively, taking % and _ literally', async () => {
    const tag = token();
    const byName = await createStudent(t.db, { name: `Zoya ${tag.toUpperCase()} Khan` });
    const byEmail = await createStudent(t.db, { email: `x-${tag}@campus.test` });
    const percent = await createStudent(t.db, { name: `Hundred%${tag}` });

    const both = await listStudents(`search=${tag.toUpperCase()}`);
    expect(
      both
        .json()
        .items.map((item: StudentListItem) => item._id)
        .sort(),
    ).toEqual([byName.id, byEmail.id, percent.id].sort());
    const literal = await listStudents(`search=${encodeURIComponent(`%${tag}`)}`);
    expect(literal.json().items.map((item: StudentListItem) => item._id)).toEqual([percent.id]);
    const wildcard = await listStudents(`search=${encodeURIComponent(`Zoya_${tag}`)}`);
    expect(wildcard.json()).toMatchObject({ items: [], total: 0 });
  });

  it('paginates with the total of all matches', async () => {
    const tag = token();
    for (let i = 1; i <= 5; i += 1) {
      await createStudent(t.db, { name: `Page ${tag} ${i}`, createdAt: new Date(Date.UTC(2024, 0, i)) });
    }
    const second = await listStudents(`search=${tag}&page=2&limit=2`);
    expect(second.json()).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.json().items.map((item: StudentListItem) => item.name)).toEqual([`Page ${tag} 3`, `Page ${tag} 2`]);
    const past = await listStudents(`search=${tag}&page=4&limit=2`);
    expect(past.json()).toMatchObject({ items: [], total: 5, page: 4 });
  });

  it('validates the query', async () => {
    const res = await listStudents('limit=101');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Limit must be at most 100'));
  });

  it.each([
    ['search=a%00b', messages.input.hiddenCharacters('Search text')],
    ['page=abc', messages.input.wholeNumber('Page')],
    ['limit=ten', messages.input.wholeNumber('Limit')],
  ])('refuses %s in words', async (query, error) => {
    const res = await listStudents(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(error));
  });
});

describe('POST /api/admin/users', () => {
  it('adds a student enrolled in the single course the add page sends, ignoring a password', async () => {
    const course = await createCourse(t.db, { name: 'Cloud 101', price: 12_500_00 });
    const email = `Neha.${token()}@Campus.test`;
    const res = await addStudent(
      studentForm({ name: ' Neha Rao ', email, dob: '2003-11-30', course: course.id, password: 'ignored' }),
    );
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: 'Neha Rao',
      email: email.toLowerCase(),
      phone: '+91 9876543210',
      dob: '2003-11-30',
      role: 'student',
      profilePicture: null,
      enrolledCourses: [{ _id: course.id, name: 'Cloud 101' }],
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.passwordHash).toBeNull();
    expect(await enrolledCourseIds(user._id)).toEqual([course.id]);
    expect(await feeAccountsOf(user._id)).toMatchObject([
      { courseId: course.id, totalFee: 12_500_00, dueDate: inDays(30) },
    ]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: '2003-11-30' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives each new student the next short student number, which full-me answers too', async () => {
    const course = await createCourse(t.db);
    const added = [];
    for (let i = 0; i < 2; i++) {
      const res = await addStudent(studentForm({ course: course.id }));
      expect(res.statusCode).toBe(201);
      added.push(res.json().user as { _id: string; number: number });
    }
    expect(added[1]!.number).toBe(added[0]!.number + 1);
    const me = await t.app.inject({
      url: '/api/users/full-me',
      headers: await t.auth({ id: added[1]!._id, role: 'student' }),
    });
    expect(me.json()).toMatchObject({ _id: added[1]!._id, number: added[1]!.number });
  });

  it('accepts a JSON list of courses', async () => {
    const a = await createCourse(t.db, { price: 1_000_00 });
    const b = await createCourse(t.db, { price: 2_000_00 });
    const res = await addStudent(studentForm({ courses: JSON.stringify([a.id, b.id, a.id]) }));
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.enrolledCourses.map((course: { _id: string }) => course._id).sort()).toEqual([a.id, b.id].sort());
    expect(await enrolledCourseIds(user._id)).toEqual([a.id, b.id].sort());
    const accounts = await feeAccountsOf(user._id);
    expect(accounts.map((account) => [account.courseId, account.totalFee]).sort()).toEqual(
      [
        [a.id, 1_000_00],
        [b.id, 2_000_00],
      ].sort(),
    );
  });

  it('stores a re-encoded photo under avatars/ and serves it back', async () => {
    const course = await createCourse(t.db);
    const res = await addStudent(studentForm({ course: course.id }, await pngPhoto()));
    expect(res.statusCode).toBe(201);
    const { profilePicture } = res.json().user;
    expect(profilePicture).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const image = await t.app.inject({ url: profilePicture });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });

  it('creates nothing when the photo is not an image', async () => {
    const course = await createCourse(t.db);
    const email = `fake-photo-${token()}@campus.test`;
    const res = await addStudent(studentForm({ email, course: course.id }, Buffer.from('not an image at all')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.upload.invalidType));
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  const validCourse = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['a bad email', { email: 'kavya@' }, 'Enter a valid email address'],
    ['a missing phone', { phone: undefined }, 'Phone is required'],
    ['a bad phone', { phone: 'call me' }, 'Enter a valid phone number'],
    ['a missing date of birth', { dob: undefined }, 'Use a date in the format YYYY-MM-DD'],
    ['a badly written date of birth', { dob: '21/08/2004' }, 'Use a date in the format YYYY-MM-DD'],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'Date of birth must be in the past'],
    ['a date of birth in year 0000', { dob: '0000-02-29' }, messages.input.dateDoesNotExist('0000-02-29')],
    ['a date of birth that does not exist', { dob: '2004-02-30' }, messages.input.dateDoesNotExist('2004-02-30')],
    ['a date of birth before 1900', { dob: '1800-01-01' }, messages.input.dateOfBirthTooEarly('1900-01-01')],
    ['a NUL in the name', { name: 'Kavya\u0000Iyer' }, messages.input.hiddenCharacters('Name')],
    ['a control character in the name', { name: 'Kavya\u0001 Iyer' }, messages.input.hiddenCharacters('Name')],
    ['a right-to-left override in the name', { name: 'Kavya \u202EreyI' }, messages.input.hiddenCharacters('Name')],
    ['no course', { course: undefined }, 'Select a course'],
    ['an empty course', { course: '' }, 'Select a course'],
    ['a course that is not an id', { course: 'web' }, 'Select a course'],
    ['an empty course list', { course: undefined, courses: '[]' }, 'Select a course'],
    [
      'a course list that is not JSON',
      { course: undefined, courses: 'web,data' },
      'Courses must be a list of course ids',
    ],
    ['a course list with a bad id', { course: undefined, courses: '["web"]' }, 'Invalid id'],
  ])('refuses %s', async (_, overrides, error) => {
    const res = await addStudent(studentForm({ course: validCourse, ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(error));
  });

  it('accepts the earliest date of birth and a name in any script', async () => {
    const course = await createCourse(t.db);
    const res = await addStudent(studentForm({ name: 'ஆர். வெங்கட்ராமன்', dob: '1900-01-01', course: course.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'ஆர். வெங்கட்ராமன்', dob: '1900-01-01' });
  });

  it('refuses an email already used by an active student or admin, in any case', async () => {
    const course = await createCourse(t.db);
    const student = await createStudent(t.db);
    const taken = await addStudent(studentForm({ email: student.email.toUpperCase(), course: course.id }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(errorBody(messages.errors.emailTaken));
    const adminEmail = await addStudent(studentForm({ email: admin.email, course: course.id }));
    expect(adminEmail.statusCode).toBe(409);
  });

  it('lets only one of two simultaneous adds with the same email through', async () => {
    const course = await createCourse(t.db);
    const email = `twin-${token()}@campus.test`;
    const responses = await Promise.all([
      addStudent(studentForm({ email, course: course.id })),
      addStudent(studentForm({ email, course: course.id })),
    ]);
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('recognises the active-email unique index violation from the driver', async () => {
    const student = await createStudent(t.db);
    const error = await createStudent(t.db, { email: student.email }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'users_email_active_key')).toBe(true);
    expect(isUniqueViolation(error, 'another_key')).toBe(false);
  });

  it('refuses unknown or deleted courses and writes nothing', async () => {
    const course = await createCourse(t.db);
    const deleted = await createCourse(t.db, { deletedAt: new Date() });
    for (const courses of [[course.id, randomUUID()], [deleted.id]]) {
      const email = `ghost-${token()}@campus.test`;
      const res = await addStudent(studentForm({ email, courses: JSON.stringify(courses) }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody(messages.errors.unknownCourses));
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });
});

describe('PUT /api/admin/users/:id', () => {
  /** A course list for edits whose courses do not matter: every student has at least one. */
  let someCourse: string;
  beforeAll(async () => {
    someCourse = JSON.stringify([(await createCourse(t.db)).id]);
  });

  it('updates the fields and replaces the enrollments, keeping a paid fee account', async () => {
    const paid = await createCourse(t.db, { name: 'Paid course' });
    const unpaid = await createCourse(t.db, { name: 'Unpaid course' });
    const fresh = await createCourse(t.db, { name: 'Fresh course', price: 7_000_00 });
    const student = await createStudent(t.db);
    const { account: paidAccount } = await enroll(t.db, student.id, paid);
    await enroll(t.db, student.id, unpaid);
    const payment = await pay(t.db, paidAccount.id, 5_000_00);

    const email = `renamed-${token()}@campus.test`;
    const res = await editStudent(
      student.id,
      studentForm({
        name: 'Renamed',
        email,
        phone: '+91 9000000001',
        dob: '2001-01-01',
        courses: JSON.stringify([unpaid.id, fresh.id]),
      }),
    );
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ _id: student.id, name: 'Renamed', email, phone: '+91 9000000001', dob: '2001-01-01' });
    expect(user.enrolledCourses.map((course: { name: string }) => course.name).sort()).toEqual([
      'Fresh course',
      'Unpaid course',
    ]);
    expect(await enrolledCourseIds(student.id)).toEqual([unpaid.id, fresh.id].sort());
    const accounts = await feeAccountsOf(student.id);
    expect(accounts.map((account) => account.courseId).sort()).toEqual([paid.id, unpaid.id, fresh.id].sort());
    expect(accounts.find((account) => account.courseId === fresh.id)).toMatchObject({
      totalFee: 7_000_00,
      dueDate: inDays(30),
    });
    expect(await t.db.select().from(payments).where(eq(payments.id, payment.id))).toHaveLength(1);

    expect(accounts.find((account) => account.courseId === paid.id)!.closedAt).toBeNull();

    // Dropping the unpaid course closes its account; taking the paid one again reuses its account.
    const again = await editStudent(student.id, studentForm({ email, courses: JSON.stringify([paid.id, fresh.id]) }));
    expect(again.statusCode).toBe(200);
    expect(await enrolledCourseIds(student.id)).toEqual([paid.id, fresh.id].sort());
    const open = (await feeAccountsOf(student.id)).filter((account) => account.closedAt === null);
    expect(open.map((account) => account.courseId).sort()).toEqual([paid.id, fresh.id].sort());
    expect(open.find((account) => account.courseId === paid.id)!.id).toBe(paidAccount.id);
  });

  it('closes the fee account of a dropped course with nothing paid, as deleting the course does', async () => {
    const dropped = await createCourse(t.db, { name: `Dropped ${token()}`, price: 6_000_00 });
    const kept = await createCourse(t.db);
    const student = await createStudent(t.db);
    const { account } = await enroll(t.db, student.id, dropped, { dueDate: '2030-01-31' });
    await enroll(t.db, student.id, kept);
    const feesOf = async (headers: { authorization: string }, url: string) =>
      (await t.app.inject({ url, headers })).json<{ items: { course: string }[]; total: number }>();

    const res = await editStudent(
      student.id,
      studentForm({ email: student.email, courses: JSON.stringify([kept.id]) }),
    );
    expect(res.statusCode).toBe(200);
    const [closed] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, account.id));
    expect(closed!.closedAt).toBeInstanceOf(Date);
    // It owes nothing any more: gone from the admin's fee list, the outstanding report and the student's fees.
    expect((await feesOf(adminHeaders, `/api/admin/fees?search=${encodeURIComponent(dropped.name)}`)).total).toBe(0);
    expect(
      (await feesOf(adminHeaders, `/api/admin/report/outstanding?search=${encodeURIComponent(dropped.name)}`)).total,
    ).toBe(0);
    const studentHeaders = await t.auth(student.auth);
    expect((await feesOf(studentHeaders, '/api/fees/me')).items.map((item) => item.course)).toEqual([kept.name]);

    // Taken again later, it opens as a new account: today's price, due in 30 days.
    await t.db.update(courses).set({ price: 6_500_00 }).where(eq(courses.id, dropped.id));
    const back = await editStudent(
      student.id,
      studentForm({ email: student.email, courses: JSON.stringify([kept.id, dropped.id]) }),
    );
    expect(back.statusCode).toBe(200);
    const [reopened] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, account.id));
    expect(reopened).toMatchObject({ closedAt: null, totalFee: 6_500_00, paid: 0, dueDate: inDays(30) });
    expect((await feesOf(adminHeaders, `/api/admin/fees?search=${encodeURIComponent(dropped.name)}`)).total).toBe(1);
  });

  it('refuses an empty course list, as adding does, and changes nothing', async () => {
    const course = await createCourse(t.db);
    const student = await createStudent(t.db);
    const { account } = await enroll(t.db, student.id, course);

    const res = await editStudent(student.id, studentForm({ name: 'Not saved', email: student.email, courses: '[]' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.errors.noCourse));
    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.name).toBe('Test Student');
    expect(await enrolledCourseIds(student.id)).toEqual([course.id]);
    expect(await feeAccountsOf(student.id)).toMatchObject([{ id: account.id, closedAt: null }]);
  });

  it('leaves enrollments in deleted courses alone', async () => {
    const course = await createCourse(t.db);
    const other = await createCourse(t.db);
    const retired = await createCourse(t.db);
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, course);
    await enroll(t.db, student.id, retired);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, retired.id));

    const res = await editStudent(
      student.id,
      studentForm({ email: student.email, courses: JSON.stringify([other.id]) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.enrolledCourses.map((enrolled: { _id: string }) => enrolled._id)).toEqual([other.id]);
    expect(await enrolledCourseIds(student.id)).toEqual([other.id, retired.id].sort());
  });

  it('replaces the photo and removes the old file', async () => {
    const student = await createStudent(t.db);
    const first = await editStudent(
      student.id,
      studentForm({ email: student.email, courses: someCourse }, await pngPhoto()),
    );
    const oldUrl = first.json().user.profilePicture as string;
    expect((await t.app.inject({ url: oldUrl })).statusCode).toBe(200);

    const second = await editStudent(
      student.id,
      studentForm({ email: student.email, courses: someCourse }, await pngPhoto()),
    );
    expect(second.statusCode).toBe(200);
    const newUrl = second.json().user.profilePicture as string;
    expect(newUrl).not.toBe(oldUrl);
    expect((await t.app.inject({ url: newUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ url: oldUrl })).statusCode).toBe(404);

    const unchanged = await editStudent(student.id, studentForm({ email: student.email, courses: someCourse }));
    expect(unchanged.json().user.profilePicture).toBe(newUrl);
  });

  it('refuses the email of another active user but keeps its own', async () => {
    const student = await createStudent(t.db);
    const other = await createStudent(t.db);
    const clash = await editStudent(student.id, studentForm({ email: other.email, courses: someCourse }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(errorBody(messages.errors.emailTaken));
    const own = await editStudent(student.id, studentForm({ email: student.email, courses: someCourse }));
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for unknown, deleted and admin ids', async () => {
    const deleted = await createStudent(t.db, { deletedAt: new Date() });
    for (const id of [randomUUID(), deleted.id, admin.id]) {
      const res = await editStudent(id, studentForm({ courses: someCourse }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(messages.errors.studentNotFound));
    }
  });

  it.each([
    ['a missing course list', { courses: undefined }, 'Courses must be a list of course ids'],
    ['a course list that is not a list', { courses: '{"id":1}' }, 'Courses must be a list of course ids'],
    ['a missing name', { name: undefined, courses: JSON.stringify([randomUUID()]) }, 'Name is required'],
  ])('refuses %s', async (_, overrides, error) => {
    const student = await createStudent(t.db);
    const res = await editStudent(student.id, studentForm(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(error));
  });

  it('refuses unknown courses and changes nothing', async () => {
    const course = await createCourse(t.db);
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, course);
    const res = await editStudent(
      student.id,
      studentForm({ name: 'Not saved', email: student.email, courses: JSON.stringify([randomUUID()]) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.errors.unknownCourses));
    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.name).toBe('Test Student');
    expect(await enrolledCourseIds(student.id)).toEqual([course.id]);
  });

  it('refuses an id that is not a uuid', async () => {
    const res = await editStudent('42', studentForm({ courses: someCourse }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Invalid id'));
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('soft-deletes: the student cannot sign in, the ledger stays, the email is free again', async () => {
    const course = await createCourse(t.db);
    const student = await createStudent(t.db, { dob: '2002-02-02' });
    const { account } = await enroll(t.db, student.id, course);
    await pay(t.db, account.id, 1_000_00);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${student.id}`, headers: adminHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.success.studentDeleted });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: student.email, password: '2002-02-02' },
    });
    expect(login.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await feeAccountsOf(student.id)).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.feeAccountId, account.id))).toHaveLength(1);
    expect(await enrolledCourseIds(student.id)).toEqual([course.id]);
    const listed = await listStudents(`search=${encodeURIComponent(student.email)}`);
    expect(listed.json()).toMatchObject({ items: [], total: 0 });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${student.id}`,
      headers: adminHeaders,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(messages.errors.studentNotFound));

    const reused = await addStudent(studentForm({ email: student.email, course: course.id }));
    expect(reused.statusCode).toBe(201);
    const sameEmail = await t.db
      .select()
      .from(users)
      .where(and(eq(users.email, student.email), eq(users.role, 'student')));
    expect(sameEmail).toHaveLength(2);
  });

  it('answers 404 for unknown and admin ids', async () => {
    for (const id of [randomUUID(), admin.id]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: adminHeaders });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(messages.errors.studentNotFound));
    }
  });
});

describe('access', () => {
  const id = randomUUID();
  const routes = [
    { method: 'GET', url: '/api/admin/users' },
    { method: 'POST', url: '/api/admin/users', form: true },
    { method: 'PUT', url: `/api/admin/users/${id}`, form: true },
    { method: 'DELETE', url: `/api/admin/users/${id}` },
  ] as const;

  it.each(routes)('$method $url needs a token', async (route) => {
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      payload: 'form' in route ? studentForm() : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody(messages.auth.required));
  });

  it.each(routes)('$method $url refuses a student', async (route) => {
    const student = await createStudent(t.db);
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      headers: await t.auth(student.auth),
      payload: 'form' in route ? studentForm() : undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(messages.auth.forbidden));
  });
});
