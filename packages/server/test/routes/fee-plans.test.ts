import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feePlanMessages, messages, type AdminFeeRecord, type FeePlan, type StudentFeeRecord } from '@campus/domain';
import { courses, feeAccounts, feeInstalments, users } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  chargeLateFee,
  createAdmin,
  createCourse,
  createStaff,
  createStudent,
  enrollAt,
  pay,
  putOnPlan,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

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
    expect([stale.statusCode, json(stale)]).toEqual([409, errorBody(messages.errors.editConflict)]);
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
    expect([none.statusCode, json(none)]).toEqual([400, errorBody(feePlanMessages.instalmentsRequired)]);
    const badLateFee = await put(course.id, { ...plan, lateFee: { kind: 'percent', value: 101, graceDays: 0 } });
    expect([badLateFee.statusCode, json(badLateFee)]).toEqual([400, errorBody(feePlanMessages.lateFeePercent)]);
    expect(await get(course.id)).toBeNull();
  });

  it('refuses a due date more than a year before the day it is set or ten years after', async () => {
    const course = await createCourse(t.db, { price: 25_000_00 });
    const realNow = t.app.services.now;
    t.app.services.now = () => new Date('2026-06-30T06:00:00Z');
    try {
      const dueOn = (dueDate: string) => ({
        instalments: [{ amount: 20_000_00, dueDate }, plan.instalments[2]],
        lateFee: { kind: 'fixed', value: 100_00, graceDays: 0, everyDays: 1 },
      });
      const window = { error: feePlanMessages.dueDateWindow('2025-06-29', '2036-06-27') };
      for (const dueDate of ['2000-01-01', '0001-01-01', '2025-06-28', '2036-06-28', '9999-12-31']) {
        const res = await put(course.id, dueOn(dueDate));
        expect([res.statusCode, json(res)], dueDate).toEqual([400, window]);
      }
      expect(await get(course.id)).toBeNull();
      expect((await put(course.id, dueOn('2025-06-29'))).statusCode).toBe(200);
    } finally {
      t.app.services.now = realNow;
    }
  });

  it('is for admins, of a course that is there', async () => {
    const course = await createCourse(t.db, { price: 25_000_00 });
    const accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
    expect((await put(course.id, plan, accountant)).statusCode).toBe(403);
    const missing = await put(randomUUID(), plan);
    expect([missing.statusCode, json(missing)]).toEqual([404, errorBody(messages.errors.courseNotFound)]);
  });
});

describe('an enrolment on a fee plan', () => {
  // 1 April 2027, 00:30 in India: still 31 March in UTC. The schedule counts from the day in India.
  const enrolledAt = new Date('2027-03-31T19:00:00Z');
  const threeParts = {
    instalments: [
      { amount: 10_000_00, dueAfterDays: 0 },
      { amount: 10_000_00, dueAfterDays: 30 },
      { amount: 5_000_00, dueDate: '2027-06-15' },
    ],
  };
  const schedule = [
    { number: 1, dueDate: '2027-04-01', amount: 10_000_00 },
    { number: 2, dueDate: '2027-05-01', amount: 10_000_00 },
    { number: 3, dueDate: '2027-06-15', amount: 5_000_00 },
  ];

  async function studentWith(courseId: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Meera Pillai',
      email: `meera-${randomUUID().slice(0, 8)}@campus.test`,
      phone: '9876543210',
      dob: '2004-01-02',
    }))
      form.append(name, value);
    form.append('courses', JSON.stringify([courseId]));
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: admin, payload: form });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ user: { _id: string } }>(res).user;
  }
  const feesOf = async (studentId: string) =>
    json<{ items: AdminFeeRecord[] }>(
      await t.app.inject({ url: `/api/admin/fees?studentId=${studentId}`, headers: admin }),
    ).items;

  it('gets the current version’s instalments, from its day in India; later versions leave it alone', async () => {
    const course = await createCourse(t.db, { price: 25_000_00 });
    expect((await put(course.id, threeParts)).statusCode).toBe(200);
    const realNow = t.app.services.now;
    t.app.services.now = () => enrolledAt;
    try {
      const student = await studentWith(course.id);
      const [account] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.studentId, student._id));
      expect(account!.dueDate).toBeNull();
      const rows = await t.db
        .select({ number: feeInstalments.number, dueDate: feeInstalments.dueDate, amount: feeInstalments.amount })
        .from(feeInstalments)
        .where(eq(feeInstalments.feeAccountId, account!.id))
        .orderBy(feeInstalments.number);
      expect(rows).toEqual(schedule);

      await put(course.id, { instalments: [{ amount: 25_000_00, dueAfterDays: 10 }] }, { ...admin, 'if-match': '"1"' });
      await pay(t.db, account!.id, 12_000_00);
      t.app.services.now = () => new Date('2027-05-02T06:00:00Z');
      const [record] = await feesOf(student._id);
      expect(record).toMatchObject({ status: 'Partial', amountDue: 13_000_00, dueDate: '2027-05-01' });
      expect(record!.schedule.map((instalment) => [instalment.paid, instalment.status])).toEqual([
        [10_000_00, 'paid'],
        [2_000_00, 'overdue'],
        [0, 'due'],
      ]);
      expect(record!.nextDue).toEqual({ dueDate: '2027-05-01', amount: 8_000_00 });

      const studentAuth = await t.auth({ id: student._id, role: 'student' });
      const mine = json<{ items: StudentFeeRecord[] }>(
        await t.app.inject({ url: '/api/fees/me', headers: studentAuth }),
      ).items;
      expect(mine[0]).toMatchObject({ dueDate: '2027-05-01', nextDue: { dueDate: '2027-05-01', amount: 8_000_00 } });
      const me = json<{ nextFeeDue: string }>(await t.app.inject({ url: '/api/users/full-me', headers: studentAuth }));
      expect(me.nextFeeDue).toBe('2027-05-01');
    } finally {
      t.app.services.now = realNow;
    }
  });

  it('is written by a bulk import too', async () => {
    const course = await createCourse(t.db, { price: 25_000_00 });
    await put(course.id, threeParts);
    const realNow = t.app.services.now;
    t.app.services.now = () => enrolledAt;
    try {
      const email = `import-${randomUUID().slice(0, 8)}@campus.test`;
      const form = new FormData();
      form.append('dryRun', 'false');
      form.append(
        'file',
        new Blob([`name,email,phone,dob,courses\nRavi Kumar,${email},9876543210,2003-05-06,${course.name}\n`]),
        'students.csv',
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/students/import',
        headers: admin,
        payload: form,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [student] = await t.db.select().from(users).where(eq(users.email, email));
      const [record] = await feesOf(student!.id);
      expect(record!.schedule.map(({ number, dueDate, amount }) => ({ number, dueDate, amount }))).toEqual(schedule);
    } finally {
      t.app.services.now = realNow;
    }
  });

  it('keeps the fixed rule for a course whose fee changed since its plan was set, until a new version', async () => {
    const course = await createCourse(t.db, { price: 25_000_00 });
    await put(course.id, threeParts);
    await t.db.update(courses).set({ price: 27_000_00 }).where(eq(courses.id, course.id));
    const student = await studentWith(course.id);
    const [record] = await feesOf(student._id);
    expect(record!.schedule).toEqual([expect.objectContaining({ number: 1, amount: 27_000_00 })]);
    expect(record!.dueDate).not.toBeNull();
  });

  it('leaves a course without a plan on the fixed rule: all of it due 30 days after enrolment', async () => {
    const course = await createCourse(t.db, { price: 9_000_00 });
    const student = await studentWith(course.id);
    const [record] = await feesOf(student._id);
    expect(record!.schedule).toHaveLength(1);
    expect(record!.schedule[0]).toMatchObject({ number: 1, amount: 9_000_00, dueDate: record!.dueDate });
    expect(record!.nextDue).toEqual({ dueDate: record!.dueDate, amount: 9_000_00 });
  });
});

describe('applying a plan to existing enrolments', () => {
  const apply = (courseId: string, dryRun: boolean, version: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${courseId}/fee-plan/apply`,
      headers: { ...admin, 'if-match': `"${version}"` },
      payload: { dryRun },
    });

  it('previews, then puts each account on the plan from its own enrolment day, leaving those with a late fee', async () => {
    const course = await createCourse(t.db, { price: 20_000_00 });
    const enrolledOn = new Date('2027-01-10T06:00:00Z');
    const before = await enrollAt(t.db, (await createStudent(t.db)).id, course, enrolledOn);
    const lateOne = await enrollAt(t.db, (await createStudent(t.db)).id, course, enrolledOn);
    const twoParts = [
      { amount: 5_000_00, dueAfterDays: 0 },
      { amount: 15_000_00, dueAfterDays: 45 },
    ];
    // The late account was on a plan of its own and was charged a late fee.
    await putOnPlan(t.db, lateOne, [{ dueDate: '2027-01-10', amount: 20_000_00 }]);
    await chargeLateFee(t.db, lateOne.id, 1, 0, 100_00);
    expect((await put(course.id, { instalments: twoParts }, { ...admin, 'if-match': '"1"' })).statusCode).toBe(200);

    const preview = await apply(course.id, true, 2);
    expect(preview.statusCode, preview.body).toBe(200);
    const after = [
      { number: 1, dueDate: '2027-01-10', amount: 5_000_00 },
      { number: 2, dueDate: '2027-02-24', amount: 15_000_00 },
    ];
    expect(json(preview)).toEqual({
      dryRun: true,
      version: 2,
      changed: 1,
      skippedWithInstalmentEntries: 1,
      skippedLowerTotal: 0,
      changes: [
        {
          feeAccountId: before.id,
          student: 'Test Student',
          before: [{ number: 1, dueDate: before.dueDate, amount: 20_000_00 }],
          after,
        },
      ],
    });
    expect((await t.db.select().from(feeInstalments).where(eq(feeInstalments.feeAccountId, before.id))).length).toBe(0);

    // Previewed version 2: a version 3 since is not applied unseen.
    const stale = await apply(course.id, false, 1);
    expect(stale.statusCode).toBe(409);
    const applied = await apply(course.id, false, 2);
    expect(json(applied)).toMatchObject({ dryRun: false, changed: 1, skippedWithInstalmentEntries: 1 });
    const rows = await t.db
      .select({ number: feeInstalments.number, dueDate: feeInstalments.dueDate, amount: feeInstalments.amount })
      .from(feeInstalments)
      .where(eq(feeInstalments.feeAccountId, before.id))
      .orderBy(feeInstalments.number);
    expect(rows).toEqual(after);
    expect(json(await apply(course.id, true, 2))).toMatchObject({ changed: 0, skippedWithInstalmentEntries: 1 });

    const audit = await t.app.inject({ url: `/api/admin/audit?entityId=${course.id}`, headers: admin });
    expect(json<{ items: { summary: string }[] }>(audit).items[0]!.summary).toBe(
      `Applied version 2 of the fee plan of ${course.name} to 1 existing enrolment`,
    );
  });

  it('needs a plan', async () => {
    const course = await createCourse(t.db);
    const res = await apply(course.id, true, 0);
    expect([res.statusCode, json(res)]).toEqual([400, errorBody(feePlanMessages.noPlan)]);
  });
});
