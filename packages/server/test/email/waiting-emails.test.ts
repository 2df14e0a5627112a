import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTexts, dateInIndia, type Guardian, type PaymentResult, type WaitingEmails } from '@campus/domain';
import { emailOutbox } from '../../src/db/schema.js';
import { buildTestApp, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStaff, createStudent, enroll } from '../helpers/fixtures.js';
import { writtenDay } from '../helpers/pdf.js';
import { startMailServer } from '../helpers/smtp.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let accountant: Awaited<ReturnType<typeof createStaff>>;

const HOUR_MS = 60 * 60_000;

beforeAll(async () => {
  // A mail server's address with nothing listening at it: every attempt is refused, and the next is an hour away.
  const mail = await startMailServer();
  const url = mail.url();
  await mail.stop();
  t = await buildTestApp({
    email: testEmailConfig({
      smtp: { url, from: { name: 'Campus Office', address: 'office@campus.test' } },
      retryDelayMs: HOUR_MS,
      maxRetryDelayMs: HOUR_MS,
    }),
  });
  admin = await createAdmin(t.db);
  accountant = await createStaff(t.db, { role: 'accountant' });
});
afterAll(() => t.close());

async function waiting(): Promise<WaitingEmails> {
  const res = await t.app.inject({ url: '/api/admin/email/waiting', headers: await t.auth(accountant.auth) });
  expect(res.statusCode).toBe(200);
  return res.json<WaitingEmails>();
}

describe('GET /api/admin/email/waiting', () => {
  it('lists each email that waits: to whom, its subject, its attempts, its last error and its next try', async () => {
    expect(await waiting()).toEqual({ items: [], total: 0 });

    const student = await createStudent(t.db, { name: 'Waiting Student' });
    const course = await createCourse(t.db, { price: 10_000_00 });
    await enroll(t.db, student.id, course, { totalFee: 10_000_00 });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers: await t.auth(admin.auth),
      payload: {
        studentId: student.id,
        courseId: course.id,
        totalFee: 10_000_00,
        amountPaid: 1_000_00,
        paymentDate: dateInIndia(new Date()),
        paymentMode: 'Cash',
      },
    });
    const { receiptNumber } = paid.json<PaymentResult>().payment;

    // The first attempt is refused at once; the email then waits an hour for the next.
    const deadline = Date.now() + 10_000;
    let list = await waiting();
    while (list.items[0]?.lastError === null || list.items[0]?.state !== 'queued') {
      if (Date.now() > deadline) throw new Error(`the first attempt never failed: ${JSON.stringify(list)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      list = await waiting();
    }
    expect(list.total).toBe(1);
    const [email] = list.items;
    expect(email).toMatchObject({
      kind: 'receipt',
      state: 'queued',
      to: { name: 'Waiting Student', address: student.email },
      subject: emailTexts.receipt.subject(receiptNumber, t.config.institute.name),
      attempts: 1,
    });
    expect(email!.lastError).toMatch(/ECONNREFUSED/);
    const nextTry = Date.parse(email!.nextAttemptAt!) - Date.now();
    expect(nextTry).toBeGreaterThan(HOUR_MS - 60_000);
    expect(nextTry).toBeLessThanOrEqual(HOUR_MS);
  });

  it("names an absence email's day and an attendance warning's minimum", async () => {
    const student = await createStudent(t.db, { name: 'चित्रा वर्मा' });
    const to = { recipientId: student.id, toName: student.name, toAddress: student.email, state: 'failed' as const };
    const missed = { course: 'हिंदी साहित्य', section: 'सुबह', date: '2026-12-09', start: '09:00', end: '10:00' };
    const low = { course: 'हिंदी साहित्य', present: 1, absent: 2, late: 0, excused: 0, minPercent: 80 };
    await t.db.insert(emailOutbox).values([
      { ...to, kind: 'absence', missedClasses: [missed] },
      { ...to, kind: 'attendance_warning', lowAttendance: [low] },
    ]);
    const subjects = (await waiting()).items.filter((email) => email.state === 'failed').map((email) => email.subject);
    expect(subjects.sort()).toEqual(
      [emailTexts.absence.subject(writtenDay('2026-12-09')), emailTexts.attendanceWarning.subject(80)].sort(),
    );
  });

  it("gives a guardian's email the subject the sender gives it: about the student, by name", async () => {
    const student = await createStudent(t.db, { name: 'Kabir Rao' });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${student.id}/guardians`,
      headers: await t.auth(admin.auth),
      payload: { name: 'Sunita Rao', relation: 'Mother', email: 'sunita.rao@campus.test' },
    });
    expect(added.statusCode).toBe(201);
    const guardianId = added.json<{ guardian: Guardian }>().guardian._id;
    const toStudent = {
      recipientId: student.id,
      toName: student.name,
      toAddress: student.email,
      state: 'failed' as const,
    };
    const toGuardian = { ...toStudent, guardianId, toName: 'Sunita Rao', toAddress: 'sunita.rao@campus.test' };
    const missed = { course: 'Accounts', section: 'Morning', date: '2026-12-10', start: '09:00', end: '10:00' };
    const dueFees = [{ course: 'Accounts', dueDate: '2026-12-01', amountDue: 5_000_00 }];
    const result = {
      course: 'Accounts',
      assessment: 'Unit test 1',
      date: '2026-12-05',
      maxMarks: 20,
      marks: 15,
      absent: false,
      exempt: false,
      remark: null,
      percent: 75,
      grade: 'B',
    };
    await t.db.insert(emailOutbox).values([
      { ...toStudent, kind: 'absence', missedClasses: [missed] },
      { ...toGuardian, kind: 'absence', missedClasses: [missed] },
      { ...toGuardian, kind: 'reminder', dueFees },
      { ...toGuardian, kind: 'result_published', result },
    ]);
    const { items } = await waiting();
    const subjectsTo = (address: string) =>
      items
        .filter((email) => email.to.address === address)
        .map((email) => email.subject)
        .sort();
    const institute = t.config.institute.name;
    expect(subjectsTo(student.email)).toEqual([emailTexts.absence.subject(writtenDay('2026-12-10'))]);
    expect(subjectsTo('sunita.rao@campus.test')).toEqual(
      [
        'Kabir Rao was marked absent on ' + writtenDay('2026-12-10'),
        `Kabir Rao's fees due at ${institute}`,
        "Kabir Rao's result: Unit test 1, Accounts",
      ].sort(),
    );
  });
});
