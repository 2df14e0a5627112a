import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInIndia, emailTexts, feeUpiPayment, paymentClaimMessages, upiLink, type DueFee } from '@campus/domain';
import { emailOutbox, feeAccounts } from '../../src/db/schema.js';
import { queueFeeDueMessages } from '../../src/services/email.js';
import { buildSecondInstance, buildTestApp, testConfig, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from '../helpers/fixtures.js';
import { startMailServer, type ReceivedMail, type TestMailServer } from '../helpers/smtp.js';
import { errorBody } from '../../src/lib/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const UPI = { vpa: 'institute@okaxis', payeeName: 'Campus Test Institute' };
const dayInIndia = (offsetDays: number) => dateInIndia(new Date(Date.now() + offsetDays * DAY_MS));
const recipient = (message: ReceivedMail) => (message.to && 'value' in message.to ? message.to.value[0]!.address : '');

let mail: TestMailServer;
/** Holds the data and sends nothing: the instances started in the tests send. */
let t: TestApp;
let student: Awaited<ReturnType<typeof createStudent>>;
let account: { id: string; payCode: string };
const GUARDIAN_EMAIL = 'meera.sharma@example.in';

beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp(testConfig({ upi: UPI }));
  t.app.services.channelsFor = () => ['email'];
  const admin = await createAdmin(t.db);
  const maths = await createCourse(t.db, { name: 'Maths', price: 10_000_00 });
  const physics = await createCourse(t.db, { name: 'Physics', price: 8_000_00 });
  student = await createStudent(t.db, { name: 'Aarav Sharma' });
  const due = await enroll(t.db, student.id, maths, { dueDate: dayInIndia(2) });
  await pay(t.db, due.account.id, 2_500_00);
  const [found] = await t.db
    .select({ id: feeAccounts.id, payCode: feeAccounts.payCode })
    .from(feeAccounts)
    .where(eq(feeAccounts.id, due.account.id));
  account = found!;
  // Due later than the notice days: not announced yet.
  await enroll(t.db, student.id, physics, { dueDate: dayInIndia(10) });
  // Due soon but paid in full: nothing to announce.
  const paid = await enroll(t.db, (await createStudent(t.db)).id, maths, { dueDate: dayInIndia(1) });
  await pay(t.db, paid.account.id, 10_000_00);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${student.id}/guardians`,
    headers: await t.auth(admin.auth),
    payload: { name: 'Meera Sharma', relation: 'Mother', email: GUARDIAN_EMAIL },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

describe('fees due in 3 days', () => {
  it('are announced once per instalment, by one of two instances, to the student and their guardian, with the pay link', async () => {
    // REMINDER_AT 00:00 has always passed today: each instance runs the day's jobs as it starts.
    const config = {
      ...t.config,
      email: testEmailConfig({
        smtp: { url: mail.url(), from: { name: undefined, address: 'office@campus.test' } },
        reminderAt: '00:00',
      }),
    };
    const instances = await Promise.all([buildSecondInstance(t, config), buildSecondInstance(t, config)]);
    try {
      const received = await mail.waitFor(2);
      expect(received.map(recipient).sort()).toEqual([GUARDIAN_EMAIL, student.email].sort());
      const link = `${t.config.publicUrl}/pay/${account.payCode}`;
      const toStudent = received.find((m) => recipient(m) === student.email)!;
      expect(toStudent.subject).toBe(emailTexts.feeDue.subject(t.config.institute.name));
      expect(toStudent.text).toContain(emailTexts.feeDue.intro);
      expect(toStudent.text).toContain(emailTexts.payLink(link));
      expect(toStudent.text).toContain('₹7,500.00');
      const toGuardian = received.find((m) => recipient(m) === GUARDIAN_EMAIL)!;
      expect(toGuardian.subject).toBe(emailTexts.guardian.feeDueSubject('Aarav Sharma', t.config.institute.name));
      expect(toGuardian.text).toContain('Dear Meera Sharma,');
      expect(toGuardian.text).toContain(emailTexts.guardian.feeDueIntro('Aarav Sharma'));
      expect(toGuardian.text).toContain(emailTexts.payLink(link));
      expect(toGuardian.text).not.toContain('Physics');
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    // Again the same day, or any later day before it falls due: the instalment was announced.
    expect(await queueFeeDueMessages(t.app.services)).toBe(0);
    expect(await queueFeeDueMessages(t.app.services)).toBe(0);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'fee_due'));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.dueFees).toEqual<DueFee[]>([
      {
        course: 'Maths',
        instalment: null,
        dueDate: dayInIndia(2),
        amountDue: 7_500_00,
        lateFee: 0,
        payCode: account.payCode,
      },
    ]);
    expect(mail.received).toHaveLength(2);
  });
});

describe('the pay link', () => {
  it('redirects to the UPI intent of what is due next on its account', async () => {
    const res = await t.app.inject({ url: `/pay/${account.payCode}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(upiLink({ ...UPI, ...feeUpiPayment(account.id, 'Maths', 7_500_00) }));
    expect(`${t.config.publicUrl}/pay/${account.payCode}`.length).toBeLessThanOrEqual(40);
  });

  it('is refused for an unknown code with 404 and a sentence', async () => {
    for (const code of ['000000000000', 'x'.repeat(40), '%27%20or%201=1']) {
      const res = await t.app.inject({ url: `/pay/${code}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(paymentClaimMessages.payLinkUnknown));
    }
  });
});
