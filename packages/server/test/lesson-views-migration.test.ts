import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrationsBefore, MIGRATIONS, type Connection } from './helpers/migrations.js';

const LESSON_VIEWS_MIGRATION = '0035_lesson_views';

let connection: Connection;
let before: string;
beforeAll(async () => {
  connection = await connect();
  before = migrationsBefore(LESSON_VIEWS_MIGRATION);
});
afterAll(async () => {
  await connection.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${LESSON_VIEWS_MIGRATION}`, () => {
  it('dates a course completed by the deletion of its last lesson not done with the last completion', async () => {
    await connection.migrate(before);
    const [student] = await connection.query<{ id: string }>(
      `insert into users (role, name, email) values ('student', 'Zoya', 'zoya@campus.test') returning id`,
    );
    const [course] = await connection.query<{ id: string }>(
      `insert into courses (name, description, duration_weeks, price, category)
       values ('Urdu Poetry', 'd', 4, 100000, 'c') returning id`,
    );
    const [chapter] = await connection.query<{ id: string }>(
      `insert into chapters (course_id, title, position) values ('${course!.id}', 'Ghazal', 0) returning id`,
    );
    const lessons = await connection.query<{ id: string }>(
      `insert into lessons (chapter_id, course_id, title, position) values
         ('${chapter!.id}', '${course!.id}', 'Meter', 0),
         ('${chapter!.id}', '${course!.id}', 'Rhyme', 1),
         ('${chapter!.id}', '${course!.id}', 'Refrain', 2)
       returning id`,
    );
    await connection.query(
      `insert into enrollments (student_id, course_id) values ('${student!.id}', '${course!.id}')`,
    );
    await connection.query(
      `insert into lesson_completions (student_id, lesson_id, course_id, completed_at) values
         ('${student!.id}', '${lessons[0]!.id}', '${course!.id}', '2026-03-01T10:00:00Z'),
         ('${student!.id}', '${lessons[1]!.id}', '${course!.id}', '2026-03-04T10:00:00Z')`,
    );
    // Deleted as before this migration: complete, and no completion time.
    await connection.query(`delete from lessons where id = '${lessons[2]!.id}'`);
    const completedAt = () =>
      connection.query<{ completed_at: Date | string | null }>(
        `select completed_at from enrollments where student_id = '${student!.id}'`,
      );
    expect(await completedAt()).toEqual([{ completed_at: null }]);

    await connection.migrate(MIGRATIONS);
    const [row] = await completedAt();
    expect(new Date(row!.completed_at!).toISOString()).toBe('2026-03-04T10:00:00.000Z');
  });
});
