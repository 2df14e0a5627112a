import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/plugins/app/authentication.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from './helpers/fixtures.js';

/** The most statements any of these reads may run, whatever the size of the data. */
const MAX_STATEMENTS = 5;

/** Remembers the statements run since the last reset. */
class StatementLog implements Logger {
  statements: string[] = [];
  logQuery(query: string) {
    this.statements.push(query);
  }
}

const endpoints = [
  { url: '/api/users/full-me', as: 'student' },
  { url: '/api/fees/me?limit=100', as: 'student' },
  { url: '/api/admin/dashboard', as: 'admin' },
  { url: '/api/admin/users?limit=100', as: 'admin' },
  { url: '/api/admin/users?limit=100&search=student', as: 'admin' },
  { url: '/api/admin/courses?limit=100', as: 'admin' },
  { url: '/api/admin/fees?limit=100', as: 'admin' },
  { url: '/api/admin/report/outstanding?limit=100', as: 'admin' },
] as const;

const log = new StatementLog();
let t: TestApp;
let users: Record<'student' | 'admin', AuthUser>;
let headers: Record<'student' | 'admin', { authorization: string }>;

beforeAll(async () => {
  t = await buildTestApp({}, log);
  const admin = await createAdmin(t.db);
  const me = await createStudent(t.db);
  users = { student: me.auth, admin: admin.auth };
  headers = { student: await t.auth(me.auth), admin: await t.auth(admin.auth) };
  // A token's first request also looks up its session; what is counted here is every request after that one.
  expect((await t.app.inject({ url: '/api/users/full-me', headers: headers.student })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/admin/courses', headers: headers.admin })).statusCode).toBe(200);
});
afterAll(() => t.close());

/** Each endpoint's statements for one request, checking it answered and listed `minItems` or more. */
async function statementsPerEndpoint(minItems: number) {
  const counts: Record<string, string[]> = {};
  for (const { url, as } of endpoints) {
    log.statements = [];
    const res = await t.app.inject({ url, headers: headers[as] });
    counts[url] = [...log.statements];
    expect(res.statusCode, url).toBe(200);
    const body = res.json();
    const listed = body.items ?? body.enrolledCourses;
    if (listed) expect(listed.length, url).toBeGreaterThanOrEqual(minItems);
  }
  return counts;
}

/**
 * New students enrolled in each of the courses, and the signed-in student in the first `meCourses`,
 * with `paymentsEach` partial payments into every new fee account.
 */
async function addStudents(
  count: number,
  studentCourses: { id: string; price: number }[],
  meCourses: number,
  paymentsEach: number,
) {
  const students = [];
  for (let i = 0; i < count; i++) students.push((await createStudent(t.db)).id);
  const enrollments = students.flatMap((id) => studentCourses.map((course) => ({ id, course })));
  enrollments.push(...studentCourses.slice(0, meCourses).map((course) => ({ id: users.student.id, course })));
  for (const { id, course } of enrollments) {
    const { account } = await enroll(t.db, id, course);
    for (let i = 1; i <= paymentsEach; i++) await pay(t.db, account.id, 500_00, `2026-0${i}-10`);
  }
}

describe('statements per request', () => {
  it('stay the same, and few, when there are many times more rows', async () => {
    const first = [await createCourse(t.db), await createCourse(t.db)];
    await addStudents(2, first.slice(0, 1), 1, 1);
    const small = await statementsPerEndpoint(1);

    const more = [];
    for (let i = 0; i < 8; i++) more.push(await createCourse(t.db));
    await addStudents(20, more.slice(0, 5), 5, 3);
    const large = await statementsPerEndpoint(6);

    const counts = (byUrl: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(byUrl).map(([url, statements]) => [url, statements.length]));
    expect(counts(large)).toEqual(counts(small));
    expect(counts(large)['/api/users/full-me']).toBe(1);
    for (const [url, statements] of Object.entries(large)) {
      expect(statements.length, `${url}:\n${statements.join('\n')}`).toBeLessThanOrEqual(MAX_STATEMENTS);
    }
  });
});
