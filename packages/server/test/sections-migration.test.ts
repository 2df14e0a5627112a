import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrationsBefore, MIGRATIONS, type Connection } from './helpers/migrations.js';

const SECTIONS_MIGRATION = '0040_sections_timetables_attendance';

let connection: Connection;
let before: string;
beforeAll(async () => {
  connection = await connect();
  before = migrationsBefore(SECTIONS_MIGRATION);
});
afterAll(async () => {
  await connection.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${SECTIONS_MIGRATION}`, () => {
  it("gives every existing course its main section and puts every existing enrolment in its course's", async () => {
    await connection.migrate(before);
    const students = await connection.query<{ id: string }>(
      `insert into users (role, name, email) values
         ('student', 'Anjali', 'anjali@campus.test'), ('student', 'Bharat', 'bharat@campus.test')
       returning id`,
    );
    const courses = await connection.query<{ id: string }>(
      `insert into courses (name, description, duration_weeks, price, category) values
         ('Carnatic Vocal', 'd', 4, 100000, 'Music'), ('Hindustani Vocal', 'd', 4, 100000, 'Music'),
         ('Kathak', 'd', 4, 100000, 'Dance')
       returning id`,
    );
    for (const student of students) {
      for (const course of courses.slice(0, 2)) {
        await connection.query(
          `insert into enrollments (student_id, course_id) values ('${student.id}', '${course.id}')`,
        );
      }
    }

    await connection.migrate(MIGRATIONS);
    const sections = await connection.query<{ course_id: string; name: string; main: boolean }>(
      'select course_id, name, main from sections order by course_id',
    );
    expect(sections.map((section) => section.course_id).sort()).toEqual(courses.map((course) => course.id).sort());
    expect(sections.every((section) => section.main && section.name === 'Main')).toBe(true);
    const placed = await connection.query<{ in_main_of_course: boolean }>(
      `select s.course_id = e.course_id and s.main as in_main_of_course
       from enrollments e join sections s on s.id = e.section_id`,
    );
    expect(placed).toEqual(Array.from({ length: 4 }, () => ({ in_main_of_course: true })));

    // From now on, a course is made with its main section, and an enrolment naming none goes in it.
    const [course] = await connection.query<{ id: string }>(
      `insert into courses (name, description, duration_weeks, price, category)
       values ('Bharatanatyam', 'd', 4, 100000, 'Dance') returning id`,
    );
    await connection.query(
      `insert into enrollments (student_id, course_id) values ('${students[0]!.id}', '${course!.id}')`,
    );
    const [enrolment] = await connection.query<{ name: string; main: boolean }>(
      `select s.name, s.main from enrollments e join sections s on s.id = e.section_id
       where e.course_id = '${course!.id}'`,
    );
    expect(enrolment).toEqual({ name: 'Main', main: true });
  });
});
