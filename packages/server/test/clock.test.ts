import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent } from './helpers/fixtures.js';

let t: TestApp;
let headers: { authorization: string };
const NOW = new Date('2031-01-15T06:30:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  headers = await t.auth((await createAdmin(t.db)).auth);
  // The one clock of the services and the routes: a change and a report read it, not the machine's.
  t.app.services.now = () => NOW;
});
afterAll(() => t.close());

describe("the services' clock", () => {
  it('dates a deletion and the day book with the clock of the context', async () => {
    const student = await createStudent(t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${student.id}`, headers })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, student.id));
    expect(row!.deletedAt).toEqual(NOW);

    const course = await createCourse(t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/courses/${course.id}`, headers })).statusCode).toBe(200);

    const book = await t.app.inject({ url: '/api/admin/report/collections', headers });
    expect(book.statusCode).toBe(200);
    expect(book.json()).toMatchObject({ from: '2031-01-15', to: '2031-01-15' });
  });
});
