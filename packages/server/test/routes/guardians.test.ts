import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guardianMessages,
  ifMatch,
  inputMessages,
  messages,
  type Guardian,
  type GuardianList,
  type StudentMe,
} from '@campus/domain';
import { auditEvents, courseInstructors, guardians, users } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { createCourse, createStaff, createStudent, enroll } from '../helpers/fixtures.js';
import { multipartBody } from '../helpers/multipart.js';
import { adminHeaders, errorOf } from '../helpers/requests.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

let phones = 0;
/** A phone of its own for each guardian, written as people write them. */
const newPhone = () => `+91 98${String(++phones).padStart(3, '0')} 12345`;
const storedPhone = (written: string) => written.replace(/\D/g, '').slice(2);

const list = (studentId: string, headers = admin) =>
  t.app.inject({ url: `/api/admin/users/${studentId}/guardians`, headers });
const add = (studentId: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${studentId}/guardians`, headers, payload });
const edit = (id: string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/guardians/${id}`, headers, payload });
const remove = (id: string, studentId?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/guardians/${id}${studentId ? `?studentId=${studentId}` : ''}`,
    headers: admin,
  });
const guardianOf = (res: { json(): unknown }) => (res.json() as { guardian: Guardian }).guardian;
const namesOf = async (studentId: string, headers = admin) =>
  json<GuardianList>(await list(studentId, headers)).guardians.map((guardian) => guardian.name);
const eventsOf = (guardianId: string) =>
  t.db
    .select({ action: auditEvents.action, studentId: auditEvents.studentId, summary: auditEvents.summary })
    .from(auditEvents)
    .where(eq(auditEvents.entityId, guardianId))
    .orderBy(asc(auditEvents.at));

describe('guardians', () => {
  it('are added to a student and listed, with a phone stored normalised and the event audited', async () => {
    const student = await createStudent(t.db, { name: 'Asha Verma' });
    const phone = newPhone();
    const res = await add(student.id, { name: ' Meera Verma ', relation: 'Mother', phone, email: '' });
    expect(res.statusCode).toBe(201);
    const guardian = guardianOf(res);
    expect(guardian).toMatchObject({
      name: 'Meera Verma',
      relation: 'Mother',
      phone: storedPhone(phone),
      email: null,
      version: 1,
      children: 1,
    });
    expect(json<GuardianList>(await list(student.id)).guardians).toEqual([guardian]);
    expect(await eventsOf(guardian._id)).toEqual([
      {
        action: 'guardian.created',
        studentId: student.id,
        summary: 'Added Meera Verma (Mother) as a guardian of Asha Verma',
      },
    ]);
  });

  it('link a second child to the same guardian by phone (however written) or by email', async () => {
    const [first, second, third] = [await createStudent(t.db), await createStudent(t.db), await createStudent(t.db)];
    const phone = newPhone();
    const guardian = guardianOf(
      await add(first.id, { name: 'Ravi Kumar', relation: 'Father', phone, email: 'Ravi@Example.com' }),
    );
    const byPhone = await add(second.id, { name: 'R. Kumar', relation: 'Dad', phone: `0${storedPhone(phone)}` });
    expect(byPhone.statusCode).toBe(201);
    expect(guardianOf(byPhone)).toMatchObject({
      _id: guardian._id,
      name: 'Ravi Kumar',
      relation: 'Father',
      children: 2,
    });
    const byEmail = await add(third.id, { name: 'Ravi Kumar', relation: 'Father', email: 'ravi@example.com' });
    expect(guardianOf(byEmail)).toMatchObject({ _id: guardian._id, children: 3 });
    expect((await eventsOf(guardian._id)).map((event) => [event.action, event.studentId])).toEqual([
      ['guardian.created', first.id],
      ['guardian.linked', second.id],
      ['guardian.linked', third.id],
    ]);
  });

  it('refuse a phone of one guardian with the email of another, the same guardian twice, and a fifth', async () => {
    const student = await createStudent(t.db);
    const [phone, otherPhone] = [newPhone(), newPhone()];
    await add(student.id, { name: 'Meena', relation: 'Mother', phone });
    await add((await createStudent(t.db)).id, {
      name: 'Suresh',
      relation: 'Father',
      phone: otherPhone,
      email: 'suresh@example.com',
    });
    expect(errorOf(await add(student.id, { name: 'X', relation: 'Aunt', phone, email: 'suresh@example.com' }))).toEqual(
      [409, errorBody(guardianMessages.phoneAndEmailOfTwo)],
    );
    expect(errorOf(await add(student.id, { name: 'Meena', relation: 'Mother', phone }))).toEqual([
      409,
      errorBody(guardianMessages.alreadyLinked),
    ]);
    for (const relation of ['Father', 'Uncle', 'Aunt']) {
      expect((await add(student.id, { name: relation, relation, phone: newPhone() })).statusCode).toBe(201);
    }
    expect(errorOf(await add(student.id, { name: 'Grandmother', relation: 'Grandmother', phone: newPhone() }))).toEqual(
      [422, errorBody(guardianMessages.tooMany)],
    );
    expect(await namesOf(student.id)).toEqual(['Meena', 'Father', 'Uncle', 'Aunt']);
  });

  it('refuse a guardian without a phone or an email, and a student who does not exist', async () => {
    const student = await createStudent(t.db);
    expect(errorOf(await add(student.id, { name: 'Meena', relation: 'Mother' }))).toEqual([
      400,
      errorBody(guardianMessages.contactRequired),
    ]);
    expect(errorOf(await add(student.id, { name: 'Meena', relation: 'Mother', phone: 'call me' }))).toEqual([
      400,
      errorBody(inputMessages.phoneInvalid),
    ]);
    const gone = await createStudent(t.db, { deletedAt: new Date() });
    expect(errorOf(await add(gone.id, { name: 'Meena', relation: 'Mother', phone: newPhone() }))).toEqual([
      404,
      errorBody(messages.errors.studentNotFound),
    ]);
  });

  it('are edited at the version read: a stale version and a taken phone are refused', async () => {
    const student = await createStudent(t.db);
    const guardian = guardianOf(await add(student.id, { name: 'Meena', relation: 'Mother', phone: newPhone() }));
    const taken = newPhone();
    await add((await createStudent(t.db)).id, { name: 'Other', relation: 'Father', phone: taken });
    const fields = { name: 'Meena Iyer', relation: 'Mother', phone: guardian.phone, email: 'meena@example.com' };
    const res = await edit(guardian._id, fields, { ...admin, 'if-match': ifMatch(1) });
    expect(res.statusCode).toBe(200);
    expect(guardianOf(res)).toMatchObject({ name: 'Meena Iyer', email: 'meena@example.com', version: 2 });
    expect(
      errorOf(await edit(guardian._id, { ...fields, name: 'Stale' }, { ...admin, 'if-match': ifMatch(1) })),
    ).toEqual([409, errorBody(messages.errors.editConflict)]);
    expect(errorOf(await edit(guardian._id, { ...fields, phone: taken }))).toEqual([
      409,
      errorBody(guardianMessages.phoneTaken),
    ]);
    const events = await eventsOf(guardian._id);
    expect(events.map((event) => [event.action, event.studentId, event.summary])).toEqual([
      ['guardian.created', student.id, expect.any(String)],
      ['guardian.updated', student.id, 'Edited guardian Meena Iyer'],
    ]);
  });

  it('are removed from one child, and from every child: one left with none is deleted', async () => {
    const [first, second] = [await createStudent(t.db), await createStudent(t.db)];
    const phone = newPhone();
    const guardian = guardianOf(await add(first.id, { name: 'Shared', relation: 'Father', phone }));
    await add(second.id, { name: 'Shared', relation: 'Father', phone });
    expect(errorOf(await remove(guardian._id, (await createStudent(t.db)).id))).toEqual([
      404,
      errorBody(guardianMessages.notOfStudent),
    ]);
    expect((await remove(guardian._id, first.id)).json()).toEqual({ message: guardianMessages.removed });
    expect(await namesOf(first.id)).toEqual([]);
    expect(json<GuardianList>(await list(second.id)).guardians[0]).toMatchObject({ _id: guardian._id, children: 1 });

    const both = guardianOf(await add(first.id, { name: 'Both', relation: 'Mother', phone: newPhone() }));
    await add(second.id, { name: 'Both', relation: 'Mother', phone: both.phone });
    expect((await remove(both._id)).statusCode).toBe(200);
    expect(await namesOf(first.id)).toEqual([]);
    expect(await namesOf(second.id)).toEqual(['Shared']);
    const [row] = await t.db.select().from(guardians).where(eq(guardians.id, both._id));
    expect(row!.deletedAt).not.toBeNull();
    expect(
      (await eventsOf(both._id))
        .filter((event) => event.action === 'guardian.removed')
        .map((e) => e.studentId)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    // Deleted, their phone is free for someone new, and the removed guardian is not found.
    expect(guardianOf(await add(first.id, { name: 'New', relation: 'Uncle', phone: both.phone })).children).toBe(1);
    expect(errorOf(await remove(both._id))).toEqual([404, errorBody(guardianMessages.notFound)]);
  });

  it('are seen by the student on their profile, and by nobody else', async () => {
    const student = await createStudent(t.db);
    const other = await createStudent(t.db);
    await add(student.id, { name: 'Meena', relation: 'Mother', email: 'meena.student@example.com' });
    const me = json<StudentMe>(await t.app.inject({ url: '/api/users/full-me', headers: await t.auth(student.auth) }));
    expect(me.guardians).toEqual([
      { name: 'Meena', relation: 'Mother', phone: null, email: 'meena.student@example.com' },
    ]);
    const otherMe = json<StudentMe>(
      await t.app.inject({ url: '/api/users/full-me', headers: await t.auth(other.auth) }),
    );
    expect(otherMe.guardians).toEqual([]);
    expect((await list(student.id, await t.auth(other.auth))).statusCode).toBe(403);
  });

  it('are read and written by accountants; read by instructors of a course the student is in only', async () => {
    const accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
    const student = await createStudent(t.db);
    expect(
      (await add(student.id, { name: 'Meena', relation: 'Mother', phone: newPhone() }, accountant)).statusCode,
    ).toBe(201);
    expect(await namesOf(student.id, accountant)).toEqual(['Meena']);

    const teacher = await createStaff(t.db, { role: 'instructor' });
    const stranger = await createStaff(t.db, { role: 'instructor' });
    const course = await createCourse(t.db);
    await enroll(t.db, student.id, course);
    await t.db.insert(courseInstructors).values({ courseId: course.id, staffId: teacher.id });
    expect(await namesOf(student.id, await t.auth(teacher.auth))).toEqual(['Meena']);
    expect(errorOf(await list(student.id, await t.auth(stranger.auth)))).toEqual([
      404,
      errorBody(messages.errors.studentNotFound),
    ]);
    expect(
      (await add(student.id, { name: 'X', relation: 'Y', phone: newPhone() }, await t.auth(teacher.auth))).statusCode,
    ).toBe(403);
  });

  describe('given with a new student (the add-student form)', () => {
    let students = 0;
    async function addStudent(fields: Record<string, string>) {
      const course = await createCourse(t.db);
      const form = new FormData();
      const student = {
        name: `Form Student ${++students}`,
        email: `form-student-${students}-${course.id.slice(0, 8)}@campus.test`,
        phone: '+91 9811111111',
        dob: '2005-05-05',
        course: course.id,
        ...fields,
      };
      for (const [name, value] of Object.entries(student)) form.append(name, value);
      const { payload, contentType } = await multipartBody(form);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { ...admin, 'content-type': contentType },
        payload,
      });
      return { res, email: student.email };
    }

    it('adds the guardian, or links the one with that phone, in the same change', async () => {
      const phone = newPhone();
      const guardianFields = { guardianName: 'Kavita Rao', guardianRelation: 'Mother', guardianPhone: phone };
      const first = await addStudent(guardianFields);
      expect(first.res.statusCode).toBe(201);
      const firstId = (first.res.json() as { user: { _id: string } }).user._id;
      const [guardian] = json<GuardianList>(await list(firstId)).guardians;
      expect(guardian).toMatchObject({
        name: 'Kavita Rao',
        relation: 'Mother',
        phone: storedPhone(phone),
        children: 1,
      });

      const second = await addStudent({ ...guardianFields, guardianName: 'K. Rao', guardianEmail: '' });
      const secondId = (second.res.json() as { user: { _id: string } }).user._id;
      expect(json<GuardianList>(await list(secondId)).guardians).toEqual([{ ...guardian, children: 2 }]);
      expect((await eventsOf(guardian!._id)).map((event) => [event.action, event.studentId])).toEqual([
        ['guardian.created', firstId],
        ['guardian.linked', secondId],
      ]);
    });

    it('refuses a guardian without a phone or an email, and adds no student then', async () => {
      const { res, email } = await addStudent({ guardianName: 'Kavita Rao', guardianRelation: 'Mother' });
      expect(errorOf(res)).toEqual([400, errorBody(guardianMessages.contactRequired)]);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('adds a student without a guardian when the guardian fields are left empty', async () => {
      const { res } = await addStudent({
        guardianName: '',
        guardianRelation: '',
        guardianPhone: '',
        guardianEmail: '',
      });
      expect(res.statusCode).toBe(201);
      expect(await namesOf((res.json() as { user: { _id: string } }).user._id)).toEqual([]);
    });
  });
});
