import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceMessages, ifMatch, messages, type Section } from '@campus/domain';
import { classSessions, courseInstructors, enrollments, sections } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createClassSession,
  createCourse,
  createSection,
  createStaff,
  createStudent,
  enroll,
  mainSection,
  markClass,
} from '../helpers/fixtures.js';
import { errorOf } from '../helpers/requests.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.auth((await createAdmin(t.db)).auth);
  // Monday 1 June 2026, 09:00 in India.
  t.app.services.now = () => new Date('2026-06-01T03:30:00Z');
});
afterAll(() => t.close());

const list = (courseId: string, headers = admin) =>
  t.app.inject({ url: `/api/admin/courses/${courseId}/sections`, headers });
const add = (courseId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/courses/${courseId}/sections`, headers: admin, payload });
const edit = (id: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/sections/${id}`, headers: { ...admin, ...headers }, payload });
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/sections/${id}`, headers: admin });
const move = (id: string, studentIds: string[]) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/sections/${id}/students`, headers: admin, payload: { studentIds } });

const sectionOf = async (studentId: string, courseId: string) => {
  const [row] = await t.db
    .select({ sectionId: enrollments.sectionId })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
  return row?.sectionId;
};
const auditOf = async (entityId: string) => {
  const res = await t.app.inject({ url: `/api/admin/audit?entityId=${entityId}`, headers: admin });
  return json<{ items: { action: string; summary: string; changes: object }[] }>(res).items;
};

describe("a course's sections", () => {
  it('start with the main one; an added one is listed after it with its students counted', async () => {
    const course = await createCourse(t.db, { name: `Tabla ${randomUUID().slice(0, 6)}` });
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, course);
    const before = json<{ sections: Section[] }>(await list(course.id)).sections;
    expect(before).toEqual([
      {
        _id: await mainSection(t.db, course.id),
        courseId: course.id,
        name: 'Main',
        capacity: null,
        main: true,
        students: 1,
        version: 1,
      },
    ]);

    const added = await add(course.id, { name: '  Weekend ', capacity: 20 });
    expect(added.statusCode, added.body).toBe(201);
    const { section } = json<{ section: Section }>(added);
    expect(section).toMatchObject({ courseId: course.id, name: 'Weekend', capacity: 20, main: false, students: 0 });
    expect(json<{ sections: Section[] }>(await list(course.id)).sections.map((one) => one.name)).toEqual([
      'Main',
      'Weekend',
    ]);
    expect((await auditOf(section._id)).map((event) => event.summary)).toEqual([
      `Added the section Weekend to ${course.name}`,
    ]);
  });

  it('refuses a name the course already has, whatever its case, a bad capacity, and an unknown course', async () => {
    const course = await createCourse(t.db);
    expect((await add(course.id, { name: 'Morning' })).statusCode).toBe(201);
    expect(errorOf(await add(course.id, { name: 'MORNING' }))).toEqual([
      409,
      errorBody(attendanceMessages.sectionNameTaken),
    ]);
    expect(errorOf(await add(course.id, { name: 'Evening', capacity: 0 }))).toEqual([
      400,
      errorBody(attendanceMessages.capacity),
    ]);
    expect(errorOf(await add(course.id, { name: 'Evening', capacity: 1.5 }))).toEqual([
      400,
      errorBody(attendanceMessages.capacity),
    ]);
    expect(errorOf(await add(randomUUID(), { name: 'Evening' }))).toEqual([
      404,
      errorBody(messages.errors.courseNotFound),
    ]);
    // Another course may use the name.
    expect((await add((await createCourse(t.db)).id, { name: 'Morning' })).statusCode).toBe(201);
  });

  it("are listed to the office and the course's instructors; another instructor is told there is no such course", async () => {
    const course = await createCourse(t.db);
    const instructor = await createStaff(t.db, { role: 'instructor' });
    const other = await createStaff(t.db, { role: 'instructor' });
    const accountant = await createStaff(t.db, { role: 'accountant' });
    await t.db.insert(courseInstructors).values({ courseId: course.id, staffId: instructor.id });
    expect((await list(course.id, await t.auth(accountant.auth))).statusCode).toBe(200);
    expect((await list(course.id, await t.auth(instructor.auth))).statusCode).toBe(200);
    expect(errorOf(await list(course.id, await t.auth(other.auth)))).toEqual([
      404,
      errorBody(messages.errors.courseNotFound),
    ]);
    expect((await list(randomUUID())).statusCode).toBe(404);
  });
});

describe('editing a section', () => {
  it('renames it and sets its capacity, raising its version; a stale If-Match changes nothing', async () => {
    const course = await createCourse(t.db);
    const section = await createSection(t.db, course.id, { name: 'Weekday' });
    const renamed = await edit(section.id, { name: 'Weekday mornings', capacity: 30 }, { 'if-match': ifMatch(1) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json<{ section: Section }>(renamed).section).toMatchObject({
      name: 'Weekday mornings',
      capacity: 30,
      version: 2,
    });
    expect(errorOf(await edit(section.id, { capacity: 40 }, { 'if-match': ifMatch(1) }))).toEqual([
      409,
      errorBody(messages.errors.editConflict),
    ]);
    const noLimit = json<{ section: Section }>(await edit(section.id, { capacity: null })).section;
    expect(noLimit).toMatchObject({ capacity: null, version: 3 });
    const [event] = await auditOf(section.id);
    expect(event).toMatchObject({
      action: 'section.updated',
      summary: `Edited the section Weekday mornings of ${course.name}`,
      changes: { capacity: { from: 30, to: null } },
    });
  });

  it('refuses a capacity below its students, a name taken, nothing to change, and a section not there', async () => {
    const course = await createCourse(t.db);
    const main = await mainSection(t.db, course.id);
    for (let i = 0; i < 3; i++) await enroll(t.db, (await createStudent(t.db)).id, course);
    expect(errorOf(await edit(main, { capacity: 2 }))).toEqual([
      409,
      errorBody(attendanceMessages.capacityBelowStudents(3)),
    ]);
    expect((await edit(main, { capacity: 3 })).statusCode).toBe(200);
    await createSection(t.db, course.id, { name: 'Evening' });
    expect(errorOf(await edit(main, { name: 'evening' }))).toEqual([
      409,
      errorBody(attendanceMessages.sectionNameTaken),
    ]);
    expect(errorOf(await edit(main, {}))).toEqual([400, errorBody(attendanceMessages.nothingToChange)]);
    expect(errorOf(await edit(randomUUID(), { name: 'X' }))).toEqual([
      404,
      errorBody(attendanceMessages.sectionNotFound),
    ]);
  });
});

describe('deleting a section', () => {
  it("keeps the course's main section, and one with students", async () => {
    const course = await createCourse(t.db);
    expect(errorOf(await remove(await mainSection(t.db, course.id)))).toEqual([
      409,
      errorBody(attendanceMessages.mainSectionKept),
    ]);
    const section = await createSection(t.db, course.id);
    await enroll(t.db, (await createStudent(t.db)).id, course, { sectionId: section.id });
    expect(errorOf(await remove(section.id))).toEqual([409, errorBody(attendanceMessages.sectionHasStudents)]);
  });

  it('removes its coming unmarked classes with it; past and marked ones stay, and its name is free again', async () => {
    const course = await createCourse(t.db);
    const section = await createSection(t.db, course.id, { name: 'Saturday' });
    const past = await createClassSession(t.db, section.id, { date: '2026-05-30' });
    // Today at 08:00, before "now" (09:00): it has taken place.
    const earlierToday = await createClassSession(t.db, section.id, { date: '2026-06-01', startTime: '08:00' });
    const laterToday = await createClassSession(t.db, section.id, { date: '2026-06-01', startTime: '11:00' });
    const marked = await createClassSession(t.db, section.id, { date: '2026-06-01', startTime: '12:00' });
    await markClass(t.db, marked.id);
    const coming = await createClassSession(t.db, section.id, { date: '2026-06-06' });

    const res = await remove(section.id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: attendanceMessages.sectionDeleted }]);
    const left = await t.db
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(eq(classSessions.sectionId, section.id));
    expect(left.map((row) => row.id).sort()).toEqual([past.id, earlierToday.id, marked.id].sort());
    expect(left.map((row) => row.id)).not.toContain(laterToday.id);
    expect(left.map((row) => row.id)).not.toContain(coming.id);

    expect((await edit(section.id, { name: 'Gone' })).statusCode).toBe(404);
    expect((await remove(section.id)).statusCode).toBe(404);
    expect(json<{ sections: Section[] }>(await list(course.id)).sections.map((one) => one.name)).toEqual(['Main']);
    expect((await add(course.id, { name: 'Saturday' })).statusCode).toBe(201);
    expect((await auditOf(section.id))[0]!.summary).toBe(
      `Deleted the section Saturday of ${course.name} and its 2 coming classes`,
    );
  });

  it('moves the enrolments of deleted students still in it to the main section', async () => {
    const course = await createCourse(t.db);
    const section = await createSection(t.db, course.id);
    const gone = await createStudent(t.db, { deletedAt: new Date() });
    await enroll(t.db, gone.id, course, { sectionId: section.id });
    expect((await remove(section.id)).statusCode).toBe(200);
    expect(await sectionOf(gone.id, course.id)).toBe(await mainSection(t.db, course.id));
  });
});

describe("a section's students (GET /api/admin/sections/{id}/students)", () => {
  it('are listed by name a page at a time, searched by name or email, without deleted students', async () => {
    const course = await createCourse(t.db);
    const weekend = await createSection(t.db, course.id, { name: 'Weekend' });
    const names = ['Zoya Khan', 'अनिल शर्मा', 'Bela Das', 'Chetan Rao'];
    const students = [];
    for (const name of names) {
      const student = await createStudent(t.db, { name });
      await enroll(t.db, student.id, course, { sectionId: weekend.id });
      students.push(student);
    }
    // In the main section, so not listed.
    await enroll(t.db, (await createStudent(t.db, { name: 'Asha Main' })).id, course);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${students[3]!.id}`, headers: admin });
    const page = (query: string) =>
      t.app.inject({ url: `/api/admin/sections/${weekend.id}/students?${query}`, headers: admin });

    const first = await page('limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ items: { name: string }[]; total: number }>(first)).toMatchObject({
      items: [{ name: 'Bela Das' }, { name: 'Zoya Khan' }],
      total: 3,
      page: 1,
      limit: 2,
    });
    const second = json<{ items: { studentId: string; name: string; email: string }[] }>(await page('limit=2&page=2'));
    expect(second.items).toEqual([{ studentId: students[1]!.id, name: 'अनिल शर्मा', email: students[1]!.email }]);
    const found = json<{ items: { name: string }[] }>(await page(`search=${encodeURIComponent(students[0]!.email)}`));
    expect(found.items.map((item) => item.name)).toEqual(['Zoya Khan']);
    expect(errorOf(await page('limit=0'))[0]).toBe(400);
    expect(
      errorOf(await t.app.inject({ url: `/api/admin/sections/${randomUUID()}/students`, headers: admin })),
    ).toEqual([404, errorBody(attendanceMessages.sectionNotFound)]);
  });
});

describe('moving students into a section (PUT /api/admin/sections/{id}/students)', () => {
  it("moves the course's students, each move audited on the student", async () => {
    const course = await createCourse(t.db);
    const weekend = await createSection(t.db, course.id, { name: 'Weekend' });
    const asha = await createStudent(t.db, { name: 'Asha Menon' });
    const ravi = await createStudent(t.db, { name: 'Ravi Kumar' });
    for (const student of [asha, ravi]) await enroll(t.db, student.id, course);

    const res = await move(weekend.id, [asha.id, ravi.id, asha.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ section: Section }>(res).section).toMatchObject({ _id: weekend.id, students: 2 });
    expect(await sectionOf(asha.id, course.id)).toBe(weekend.id);
    expect(await sectionOf(ravi.id, course.id)).toBe(weekend.id);
    const [event] = await auditOf(asha.id);
    expect(event).toMatchObject({
      action: 'section.students_moved',
      summary: `Moved Asha Menon from section Main to section Weekend of ${course.name}`,
      changes: { section: { from: 'Main', to: 'Weekend' } },
    });

    // Back to the main section: moving one already there again changes and records nothing for them.
    const main = await mainSection(t.db, course.id);
    expect((await move(main, [asha.id])).statusCode).toBe(200);
    expect((await move(main, [asha.id])).statusCode).toBe(200);
    expect((await auditOf(asha.id)).map((e) => e.summary)).toEqual([
      `Moved Asha Menon from section Weekend to section Main of ${course.name}`,
      `Moved Asha Menon from section Main to section Weekend of ${course.name}`,
    ]);
  });

  it('refuses anyone not enrolled in its course (or deleted), and more students than it has room for', async () => {
    const course = await createCourse(t.db);
    const small = await createSection(t.db, course.id, { name: 'Small', capacity: 2 });
    const students = [];
    for (let i = 0; i < 3; i++) {
      const student = await createStudent(t.db);
      await enroll(t.db, student.id, course);
      students.push(student.id);
    }
    const outsider = await createStudent(t.db);
    await enroll(t.db, outsider.id, await createCourse(t.db));
    const deleted = await createStudent(t.db, { deletedAt: new Date() });
    await enroll(t.db, deleted.id, course);

    expect(errorOf(await move(small.id, [students[0]!, outsider.id]))).toEqual([
      400,
      errorBody(attendanceMessages.notInCourse),
    ]);
    expect(errorOf(await move(small.id, [deleted.id]))).toEqual([400, errorBody(attendanceMessages.notInCourse)]);
    expect(errorOf(await move(small.id, students))).toEqual([
      409,
      errorBody(attendanceMessages.sectionFull('Small', 2)),
    ]);
    // Nothing moved.
    expect(await sectionOf(students[0]!, course.id)).toBe(await mainSection(t.db, course.id));
    expect((await move(small.id, students.slice(0, 2))).statusCode).toBe(200);
    // Those already in it count once.
    expect((await move(small.id, students.slice(0, 2))).statusCode).toBe(200);
    expect(errorOf(await move(small.id, [students[2]!]))).toEqual([
      409,
      errorBody(attendanceMessages.sectionFull('Small', 2)),
    ]);
    expect(errorOf(await move(randomUUID(), [students[2]!]))).toEqual([
      404,
      errorBody(attendanceMessages.sectionNotFound),
    ]);
  });
});

describe('enrolling a new student in a section (POST /api/admin/users)', () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    const values = {
      name: 'Meera Pillai',
      email: `meera-${randomUUID().slice(0, 8)}@campus.test`,
      phone: '+91 9876543210',
      dob: '2004-08-21',
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    return body;
  };
  const addStudent = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/users', headers: admin, payload: form(fields) });

  it("puts them in the section named, else in each course's main section", async () => {
    const course = await createCourse(t.db);
    const other = await createCourse(t.db);
    const evening = await createSection(t.db, course.id, { name: 'Evening' });
    const named = await addStudent({ courses: JSON.stringify([course.id, other.id]), section: evening.id });
    expect(named.statusCode, named.body).toBe(201);
    const id = json<{ user: { _id: string } }>(named).user._id;
    expect(await sectionOf(id, course.id)).toBe(evening.id);
    expect(await sectionOf(id, other.id)).toBe(await mainSection(t.db, other.id));

    const unnamed = json<{ user: { _id: string } }>(await addStudent({ course: course.id })).user._id;
    expect(await sectionOf(unnamed, course.id)).toBe(await mainSection(t.db, course.id));
  });

  it('refuses a section of another course, a deleted one, and a full one, adding no one', async () => {
    const course = await createCourse(t.db);
    const elsewhere = await createSection(t.db, (await createCourse(t.db)).id);
    const deleted = await createSection(t.db, course.id);
    await t.db.update(sections).set({ deletedAt: new Date() }).where(eq(sections.id, deleted.id));
    const full = await createSection(t.db, course.id, { name: 'Full', capacity: 1 });
    await enroll(t.db, (await createStudent(t.db)).id, course, { sectionId: full.id });

    for (const section of [elsewhere.id, deleted.id, randomUUID()]) {
      expect(errorOf(await addStudent({ course: course.id, section }))).toEqual([
        400,
        errorBody(attendanceMessages.sectionNotFound),
      ]);
    }
    expect(errorOf(await addStudent({ course: course.id, section: full.id }))).toEqual([
      409,
      errorBody(attendanceMessages.sectionFull('Full', 1)),
    ]);
    expect(await t.db.$count(enrollments, eq(enrollments.courseId, course.id))).toBe(1);
  });

  it('takes a section of each of several courses as a list, at most one a course, and audits them', async () => {
    const course = await createCourse(t.db);
    const other = await createCourse(t.db);
    const evening = await createSection(t.db, course.id, { name: 'Evening' });
    const weekend = await createSection(t.db, other.id, { name: 'Weekend' });
    const morning = await createSection(t.db, course.id, { name: 'Morning' });
    const courses = JSON.stringify([course.id, other.id]);

    expect(errorOf(await addStudent({ courses, sections: JSON.stringify([evening.id, morning.id]) }))).toEqual([
      400,
      errorBody(attendanceMessages.oneSectionPerCourse),
    ]);
    const added = await addStudent({ courses, sections: JSON.stringify([evening.id, weekend.id]) });
    expect(added.statusCode, added.body).toBe(201);
    const id = json<{ user: { _id: string } }>(added).user._id;
    expect(await sectionOf(id, course.id)).toBe(evening.id);
    expect(await sectionOf(id, other.id)).toBe(weekend.id);
    const [created] = await auditOf(id);
    expect(created!.changes).toMatchObject({
      sections: { from: null, to: [`${course.name}: Evening`, `${other.name}: Weekend`].sort() },
    });
  });
});

describe('enrolling an edited student in a section (PUT /api/admin/users/{id})', () => {
  const editStudent = async (id: string, fields: Record<string, string>) => {
    const current = json<{ user: Record<string, string> }>(
      await t.app.inject({ url: `/api/admin/users/${id}`, headers: admin }),
    ).user;
    const body = new FormData();
    for (const name of ['name', 'email', 'phone', 'dob']) body.append(name, current[name]!);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: admin, payload: body });
  };

  it('puts a course added in the section named, leaving the others where they are; audited', async () => {
    const kept = await createCourse(t.db);
    const added = await createCourse(t.db);
    const keptSection = await createSection(t.db, kept.id, { name: 'Kept' });
    const evening = await createSection(t.db, added.id, { name: 'Evening' });
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, kept, { sectionId: keptSection.id });

    const res = await editStudent(student.id, {
      courses: JSON.stringify([kept.id, added.id]),
      sections: JSON.stringify([evening.id]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sectionOf(student.id, added.id)).toBe(evening.id);
    expect(await sectionOf(student.id, kept.id)).toBe(keptSection.id);
    const [updated] = await auditOf(student.id);
    expect(updated).toMatchObject({
      action: 'student.updated',
      changes: { sections: { from: null, to: [`${added.name}: Evening`] } },
    });

    // Without a section, a course added goes to its main one.
    const third = await createCourse(t.db);
    expect((await editStudent(student.id, { courses: JSON.stringify([kept.id, added.id, third.id]) })).statusCode).toBe(
      200,
    );
    expect(await sectionOf(student.id, third.id)).toBe(await mainSection(t.db, third.id));
  });

  it('refuses a section of a course the student keeps, of none of theirs, or a full one, changing nothing', async () => {
    const kept = await createCourse(t.db);
    const added = await createCourse(t.db);
    const other = await createSection(t.db, kept.id, { name: 'Other' });
    const elsewhere = await createSection(t.db, (await createCourse(t.db)).id);
    const full = await createSection(t.db, added.id, { name: 'Full', capacity: 1 });
    await enroll(t.db, (await createStudent(t.db)).id, added, { sectionId: full.id });
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, kept);
    const courses = JSON.stringify([kept.id, added.id]);

    expect(errorOf(await editStudent(student.id, { courses, sections: JSON.stringify([other.id]) }))).toEqual([
      400,
      errorBody(attendanceMessages.alreadyInCourse(kept.name)),
    ]);
    expect(errorOf(await editStudent(student.id, { courses, sections: JSON.stringify([elsewhere.id]) }))).toEqual([
      400,
      errorBody(attendanceMessages.sectionNotFound),
    ]);
    expect(errorOf(await editStudent(student.id, { courses, sections: JSON.stringify([full.id]) }))).toEqual([
      409,
      errorBody(attendanceMessages.sectionFull('Full', 1)),
    ]);
    expect(await sectionOf(student.id, added.id)).toBeUndefined();
    expect(await sectionOf(student.id, kept.id)).toBe(await mainSection(t.db, kept.id));
  });
});
