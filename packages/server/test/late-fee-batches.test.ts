import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLateFeeRun } from '../src/services/late-fees.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createFeePlan, createStudents, enrollAt } from './helpers/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a late-fee run over many accounts', () => {
  it('charges in short transactions and lets the server answer between two of them', async () => {
    const admin = await createAdmin(t.db);
    const course = await createCourse(t.db, { price: 30_000_00 });
    await createFeePlan(t.db, course.id, [{ amount: 30_000_00, dueDate: '2027-01-01' }], {
      kind: 'fixed',
      value: 500_00,
      graceDays: 5,
    });
    for (const studentId of await createStudents(t.db, 400)) {
      await enrollAt(t.db, studentId, course, new Date('2026-12-01T06:00:00Z'));
    }
    t.app.services.now = () => new Date('2027-01-07T06:00:00Z');
    const started = performance.now();
    const { done } = await startLateFeeRun(t.app.services, admin.id);
    const ready = await t.app.inject({ url: '/api/ready' });
    const readyMs = performance.now() - started;
    expect(ready.statusCode).toBe(200);
    expect((await done).applied).toBe(400);
    // In one transaction, or without a turn of the event loop between transactions (PGlite runs on this thread), the
    // server answered nothing until the run was over.
    expect(readyMs).toBeLessThan((performance.now() - started) / 2);
  }, 180_000);
});
