import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferenceMessages } from '@campus/domain';
import { auditEvents, guardians, studentGuardians, users } from '../../src/db/schema.js';
import type { AuthUser } from '../../src/plugins/app/authentication.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createStaff, createStudent } from '../helpers/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, language?: unknown) => {
  const res = await t.app.inject({ method, url, headers, ...(method === 'PUT' ? { payload: { language } } : {}) });
  return { status: res.statusCode, body: res.json<unknown>() };
};

describe('a person’s language (#46)', () => {
  it('is null until a student chooses one, kept for their next sign-in, audited once, and leaves the row’s version', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    const url = '/api/users/me/language';
    expect(await call('GET', url, headers)).toEqual({ status: 200, body: { language: null } });
    expect(await call('PUT', url, headers, 'hi')).toEqual({ status: 200, body: { language: 'hi' } });
    expect(await call('PUT', url, headers, 'hi')).toEqual({ status: 200, body: { language: 'hi' } });
    expect(await call('GET', url, headers)).toEqual({ status: 200, body: { language: 'hi' } });

    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect([row!.language, row!.version]).toEqual(['hi', student.version]);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, student.id), eq(auditEvents.action, 'language.changed')));
    expect(events.map((event) => [event.summary, event.changes, event.studentId])).toEqual([
      ['Test Student chose to see Campus in हिन्दी', { language: { from: null, to: 'hi' } }, student.id],
    ]);
  });

  it('refuses a language Campus does not have, in words, and changes nothing', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    expect(await call('PUT', '/api/users/me/language', headers, 'fr')).toEqual({
      status: 400,
      body: { error: preferenceMessages.language, code: 'preferences.language' },
    });
    expect(await call('GET', '/api/users/me/language', headers)).toEqual({ status: 200, body: { language: null } });
  });

  it('is each staff member’s own, and a guardian’s, audited in each child’s history', async () => {
    const instructor = await createStaff(t.db, { role: 'instructor' });
    const staffHeaders = await t.auth(instructor.auth);
    expect(await call('PUT', '/api/admin/me/language', staffHeaders, 'hi')).toEqual({
      status: 200,
      body: { language: 'hi' },
    });
    expect(await call('GET', '/api/admin/me/language', staffHeaders)).toEqual({
      status: 200,
      body: { language: 'hi' },
    });

    const [first, second] = [await createStudent(t.db), await createStudent(t.db)];
    const [guardian] = await t.db
      .insert(guardians)
      .values({ name: 'Meera Verma', relation: 'Mother', phone: '9876500001' })
      .returning();
    for (const child of [first!, second!]) {
      await t.db.insert(studentGuardians).values({ studentId: child.id, guardianId: guardian!.id });
    }
    const guardianHeaders = await t.auth({ id: guardian!.id, role: 'guardian' } as AuthUser);
    expect(await call('PUT', '/api/guardians/me/language', guardianHeaders, 'hi')).toEqual({
      status: 200,
      body: { language: 'hi' },
    });
    const histories = await t.db
      .select({ studentId: auditEvents.studentId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, guardian!.id), eq(auditEvents.action, 'language.changed')));
    expect(histories.map((event) => event.studentId).sort()).toEqual([first!.id, second!.id].sort());
  });

  it('is set by each person for themselves only', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    expect((await call('PUT', '/api/admin/me/language', headers, 'hi')).status).toBe(403);
    expect((await call('PUT', '/api/guardians/me/language', headers, 'hi')).status).toBe(403);
    expect((await call('PUT', '/api/users/me/language', {}, 'hi')).status).toBe(401);
  });
});
