import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTexts, dateInIndia } from '@campus/domain';
import { feeAccounts } from '../../src/db/schema.js';
import { writtenDay } from '../helpers/pdf.js';
import { queueDueReminders } from '../../src/services/email.js';
import { buildSecondInstance, buildTestApp, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createCourse, createStudent, enroll, pay } from '../helpers/fixtures.js';
import { startMailServer, type ReceivedMail, type TestMailServer } from '../helpers/smtp.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAIL_FROM = { name: undefined, address: 'office@campus.test' };

let mail: TestMailServer;
/** Holds the data and sends nothing: the instances started in the tests send. */
let t: TestApp;

const todayInIndia = () => dateInIndia(new Date());
const dayInIndia = (offsetDays: number) => dateInIndia(new Date(Date.now() + offsetDays * DAY_MS));
const recipient = (message: ReceivedMail) => (message.to && 'value' in message.to ? message.to.value[0]!.address : '');

let owesTwo: Awaited<ReturnType<typeof createStudent>>;
let owesOne: Awaited<ReturnType<typeof createStudent>>;

beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp();
  // As with SMTP_URL set, without a sender: the outbox keeps what is queued.
  t.app.services.channelsFor = () => ['email'];
  const maths = await createCourse(t.db, { name: 'Maths', price: 10_000_00 });
  const physics = await createCourse(t.db, { name: 'Physics', price: 8_000_00 });
  const yesterday = dayInIndia(-1);
  const lastMonth = dayInIndia(-30);

  // Past due and still owing on two courses: one email listing both.
  owesTwo = await createStudent(t.db, { name: 'Owes <Two>' });
  const first = await enroll(t.db, owesTwo.id, maths, { dueDate: yesterday });
  await pay(t.db, first.account.id, 2_500_00);
  await enroll(t.db, owesTwo.id, physics, { dueDate: lastMonth });
  // Past due on one course; the other is not due yet and is not listed.
  owesOne = await createStudent(t.db, { name: 'Owes One' });
  await enroll(t.db, owesOne.id, maths, { dueDate: lastMonth });
  await enroll(t.db, owesOne.id, physics, { dueDate: todayInIndia() });

  // Owing, but due today or later.
  await enroll(t.db, (await createStudent(t.db)).id, maths, { dueDate: todayInIndia() });
  // Past due, paid in full.
  const paid = await enroll(t.db, (await createStudent(t.db)).id, maths, { dueDate: lastMonth });
  await pay(t.db, paid.account.id, 10_000_00);
  // Past due and owing, but the student was deleted.
  await enroll(t.db, (await createStudent(t.db, { deletedAt: new Date() })).id, maths, { dueDate: lastMonth });
  // Past due on a course since deleted: the account is closed.
  const closed = await enroll(t.db, (await createStudent(t.db)).id, physics, { dueDate: lastMonth });
  await t.db.update(feeAccounts).set({ closedAt: new Date() }).where(eq(feeAccounts.id, closed.account.id));
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

describe('overdue-fee reminders', () => {
  it('go out once a day, from one of several instances, to the students who owe past the due date', async () => {
    // REMINDER_AT 00:00 has always passed today: each instance queues the day's reminders as it starts, unless
    // another one already has.
    const config = {
      ...t.config,
      email: testEmailConfig({ smtp: { url: mail.url(), from: MAIL_FROM }, reminderAt: '00:00' }),
    };
    const instances = await Promise.all([buildSecondInstance(t, config), buildSecondInstance(t, config)]);
    try {
      const received = await mail.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mail.received).toHaveLength(2);
      expect(received.map(recipient).sort()).toEqual([owesOne.email, owesTwo.email].sort());

      const two = received.find((m) => recipient(m) === owesTwo.email)!;
      const says = emailTexts.reminder;
      expect(two.subject).toBe(says.subject('Campus Test Institute'));
      expect(two.text).toContain('Dear Owes <Two>,');
      expect(two.html).toContain('Dear Owes &lt;Two&gt;,');
      // Oldest due date first.
      const lines = [
        says.line('Physics', '₹8,000.00', writtenDay(dayInIndia(-30))),
        says.line('Maths', '₹7,500.00', writtenDay(dayInIndia(-1))),
      ];
      expect(two.text).toContain(lines.map((line) => `- ${line}`).join('\n'));
      expect(two.text).toContain(says.total('₹15,500.00'));
      const one = received.find((m) => recipient(m) === owesOne.email)!;
      expect(one.text).toContain(says.line('Maths', '₹10,000.00', writtenDay(dayInIndia(-30))));
      expect(one.text).not.toContain('Physics');
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('remind no student again within REMINDER_EVERY_DAYS, and run once per day', async () => {
    const at = (offsetDays: number) => ({ ...t.app.services, now: () => new Date(Date.now() + offsetDays * DAY_MS) });
    // Today's run is done.
    expect(await queueDueReminders(at(0), 7)).toBeUndefined();
    // Tomorrow the fee due today is past due; the two reminded today are not reminded again.
    expect(await queueDueReminders(at(1), 7)).toBe(1);
    expect(await queueDueReminders(at(1), 7)).toBeUndefined();
    expect(await queueDueReminders(at(6), 7)).toBe(0);
    // Seven days after their reminder they get the next one, and the third a day later.
    expect(await queueDueReminders(at(7.01), 7)).toBe(2);
    expect(await queueDueReminders(at(8.01), 7)).toBe(1);
  });
});
