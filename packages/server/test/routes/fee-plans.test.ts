import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feePlanMessages, messages, type FeePlan } from '@campus/domain';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStaff } from '../helpers/fixtures.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(() => t.close());

const plan = {
  instalments: [
    { amount: 10_000_00, dueAfterDays: 0 },
    { amount: 10_000_00, dueDate: '2027-04-01' },
    { amount: 5_000_00, dueAfterDays: 60 },
  ],
  lateFee: { kind: 'percent', value: 2.5, graceDays: 7, everyDays: 30, cap: 1_000_00 },
};

const put = (courseId: string, body: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/courses/${courseId}/fee-plan`, headers, payload: body });
const get = async (courseId: string) => {
  const res = await t.app.inject({ url: `/api/admin/courses/${courseId}/fee-plan`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ feePlan: FeePlan | null }>(res).feePlan;
};

describe("a course's fee plan", () => {
  it('is none until set; each setting is a new version, and the newest is the plan', async () => {
    const course = await createCourse(t.db, { price: 25_000_00 });
    expect(await get(course.id)).toBeNull();

    const first = await put(course.id, plan);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ feePlan: FeePlan }>(first).feePlan).toMatchObject({ courseId: course.id, version: 1, ...plan });

    const once = { instalments: [{ amount: 25_000_00, dueAfterDays: 30 }] };
    const second = json<{ feePlan: FeePlan }>(await put(course.id, once)).feePlan;
    expect(second).toMatchObject({ version: 2, instalments: once.instalments });
    expect(second.lateFee).toBeUndefined();
    expect(await get(course.id)).toEqual(second);

    // Saved by an admin who read version 1: someone else's version 2 is not overwritten unseen.
    const stale = await put(course.id, plan, { ...admin, 'if-match': '"1"' });
    expect([stale.statusCode, json(stale)]).toEqual([409, { error: messages.errors.editConflict }]);
    expect((await put(course.id, plan, { ...admin, 'if-match': '"2"' })).statusCode).toBe(200);

    const audit = await t.app.inject({ url: `/api/admin/audit?entityId=${course.id}`, headers: admin });
    expect(json<{ items: { summary: string }[] }>(audit).items.map((e) => e.summary)).toEqual([
      `Set version 3 of the fee plan of ${course.name}: 3 instalments`,
      `Set version 2 of the fee plan of ${course.name}: 1 instalment`,
      `Set version 1 of the fee plan of ${course.name}: 3 instalments`,
    ]);
  });

  it("refuses instalments that do not add up to the course's fee, and a plan out of bounds, changing nothing", async () => {
    const course = await createCourse(t.db, { price: 30_000_00 });
    const short = await put(course.id, plan);
    expect([short.statusCode, json(short)]).toEqual([
      400,
      { error: "The instalments add up to ₹25,000, but the course's fee is ₹30,000" },
    ]);
    const firstOfNone = await put(course.id, plan, { ...admin, 'if-match': '"1"' });
    expect(firstOfNone.statusCode).toBe(409);
    const none = await put(course.id, { instalments: [] });
    expect([none.statusCode, json(none)]).toEqual([400, { error: feePlanMessages.instalmentsRequired }]);
    const badLateFee = await put(course.id, { ...plan, lateFee: { kind: 'percent', value: 101, graceDays: 0 } });
    expect([badLateFee.statusCode, json(badLateFee)]).toEqual([400, { error: feePlanMessages.lateFeePercent }]);
    expect(await get(course.id)).toBeNull();
  });

  it('is for admins, of a course that is there', async () => {
    const course = await createCourse(t.db, { price: 25_000_00 });
    const accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
    expect((await put(course.id, plan, accountant)).statusCode).toBe(403);
    const missing = await put(randomUUID(), plan);
    expect([missing.statusCode, json(missing)]).toEqual([404, { error: messages.errors.courseNotFound }]);
  });
});
