import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ATTENDANCE_STATUSES, dateInIndia, ifMatch } from '@campus/domain';
import { officeFigureCheck, officeTotals, rebuildOfficeFigures } from '../src/repositories/office-figures.js';
import { classSessions, feeAccounts } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  addLessons,
  chargeLateFee,
  concede,
  createAdmin,
  createClassSession,
  createCourse,
  createStudent,
  enroll,
  mainSection,
  makeProgress,
  pay,
  putOnPlan,
  reverse,
} from './helpers/fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  headers = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const today = () => dateInIndia(new Date());
const dayAgo = (days: number) => addDays(today(), -days);

/** The kept figures agree with the rows today, tomorrow and 40 days on (the windows over other days). */
async function expectKeptAsCounted() {
  for (const day of [today(), addDays(today(), 1), addDays(today(), 40)]) {
    expect(await officeFigureCheck(t.db, day), day).toEqual([]);
  }
}

async function send(method: 'POST' | 'DELETE' | 'PUT', url: string, payload?: object, extra = {}) {
  const res = await t.app.inject({ method, url, payload, headers: { ...headers, ...extra } });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

describe("the office's figures kept by the database", () => {
  it('agree with the rows they count through a term of changes, made straight in the tables and through the app', async () => {
    const courses = await Promise.all(
      [100, 45, 20, 3].map((days) => createCourse(t.db, { createdAt: daysAgo(days), price: 10_000_00 })),
    );
    const students = await Promise.all(
      [100, 55, 40, 15, 10, 2].map((days, i) =>
        createStudent(t.db, { createdAt: daysAgo(days), name: `Student ${i}` }),
      ),
    );
    await createStudent(t.db, { createdAt: daysAgo(3), deletedAt: daysAgo(1) });
    await expectKeptAsCounted();

    // Enrolments with their accounts, over both windows; progress and completions.
    const accounts = [];
    for (const [i, student] of students.entries()) {
      for (const course of courses.slice(0, 2 + (i % 3))) {
        const { account } = await enroll(t.db, student.id, course, {
          enrolledAt: daysAgo(Math.min(90, 5 + i * 12)),
          dueDate: dayAgo(60 - i * 15),
        });
        accounts.push(account);
      }
    }
    await addLessons(t.db, courses[0]!.id, 4);
    await makeProgress(t.db, students[0]!.id, courses[0]!.id, 100, daysAgo(40));
    await makeProgress(t.db, students[1]!.id, courses[0]!.id, 100, daysAgo(5));
    await makeProgress(t.db, students[2]!.id, courses[0]!.id, 50);
    await expectKeptAsCounted();

    // The ledger: payments before and in the window, a late fee and concessions on a plan, a reversal.
    await pay(t.db, accounts[0]!.id, 4_000_00, dayAgo(50));
    const reversed = await pay(t.db, accounts[0]!.id, 2_000_00, dayAgo(10));
    await reverse(t.db, reversed, dayAgo(2));
    await pay(t.db, accounts[1]!.id, 10_000_00, dayAgo(35));
    await putOnPlan(t.db, accounts[2]!, [
      { dueDate: dayAgo(70), amount: 4_000_00 },
      { dueDate: dayAgo(20), amount: 3_000_00 },
      { dueDate: addDays(today(), 10), amount: 3_000_00 },
    ]);
    await chargeLateFee(t.db, accounts[2]!.id, 1, 0, 300_00, dayAgo(40));
    await concede(t.db, accounts[2]!.id, 200_00, dayAgo(30));
    await chargeLateFee(t.db, accounts[2]!.id, 2, 0, 500_00, dayAgo(8));
    await concede(t.db, accounts[2]!.id, 1_000_00, dayAgo(4), 3);
    await pay(t.db, accounts[2]!.id, 5_000_00, dayAgo(1));
    await expectKeptAsCounted();

    // Through the app: a payment, a concession and a reversal today; a lesson added, so completions drop.
    const { payment } = await send('POST', '/api/admin/fees', {
      studentId: students[3]!.id,
      courseId: courses[0]!.id,
      totalFee: 10_000_00,
      amountPaid: 2_500_00,
      paymentDate: today(),
      paymentMode: 'UPI',
    });
    await send('POST', '/api/admin/concessions', {
      studentId: students[4]!.id,
      courseId: courses[1]!.id,
      amount: 1_500_00,
      reason: 'Merit scholarship',
    });
    await send('POST', `/api/admin/payments/${payment._id}/reversal`, { reason: 'Typed the wrong amount' });
    await addLessons(t.db, courses[0]!.id, 1, 'One more');
    await expectKeptAsCounted();

    // Attendance: two of today's classes marked through the app; a mark corrected, a class cancelled, one moved to
    // tomorrow, one class's marks removed.
    const sectionId = await mainSection(t.db, courses[0]!.id);
    const classes = await Promise.all(
      ['08:00', '09:00', '10:00'].map((startTime) => createClassSession(t.db, sectionId, { date: today(), startTime })),
    );
    for (const [i, { id }] of classes.entries()) {
      await send(
        'PUT',
        `/api/admin/class-sessions/${id}/attendance`,
        {
          marks: students.map((student, k) => ({
            studentId: student.id,
            status: ATTENDANCE_STATUSES[(i + k) % ATTENDANCE_STATUSES.length],
          })),
        },
        { 'if-match': ifMatch(0) },
      );
    }
    await expectKeptAsCounted();
    await t.db.execute(sql`update attendance_marks set status = 'present'
      where class_session_id = ${classes[0]!.id} and status <> 'present'`);
    await t.db.update(classSessions).set({ cancelled: true }).where(eq(classSessions.id, classes[1]!.id));
    await t.db
      .update(classSessions)
      .set({ date: addDays(today(), 1) })
      .where(eq(classSessions.id, classes[2]!.id));
    await expectKeptAsCounted();
    await t.db.update(classSessions).set({ cancelled: false }).where(eq(classSessions.id, classes[1]!.id));
    await t.db.execute(sql`delete from attendance_marks where class_session_id = ${classes[2]!.id}`);
    await expectKeptAsCounted();

    // A student deleted (their enrolments and dues leave the figures), a course deleted (its accounts close).
    await send('DELETE', `/api/admin/users/${students[5]!.id}`);
    await send('DELETE', `/api/courses/${courses[3]!.id}`);
    await expectKeptAsCounted();

    // Counted again from the rows, every kept figure stays as it was.
    const kept = await officeTotals(t.db, today());
    await rebuildOfficeFigures(t.db);
    expect(await officeTotals(t.db, today())).toEqual(kept);
    await expectKeptAsCounted();
  });

  it('report where they differ from the rows, and agree again once counted again', async () => {
    const course = await createCourse(t.db, { price: 5_000_00 });
    const student = await createStudent(t.db);
    const { account } = await enroll(t.db, student.id, course, { dueDate: dayAgo(10) });
    await t.db.execute(sql`alter table fee_accounts disable trigger fee_accounts_office_figures_update`);
    await t.db
      .update(feeAccounts)
      .set({ totalFee: 6_000_00 })
      .where(sql`${feeAccounts.id} = ${account.id}`);
    await t.db.execute(sql`alter table fee_accounts enable trigger fee_accounts_office_figures_update`);

    const differences = await officeFigureCheck(t.db, today());
    expect(differences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^due\.now: kept \d+, counted \d+$/),
        expect.stringMatching(/^ageing\.days1to30: kept/),
      ]),
    );
    await rebuildOfficeFigures(t.db);
    expect(await officeFigureCheck(t.db, today())).toEqual([]);
  });
});
