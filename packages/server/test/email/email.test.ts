import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSummaries, emailTexts, messages, type EmailStatus, type PaymentResult } from '@campus/domain';
import { buildTestApp, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStaff, createStudent, enroll } from '../helpers/fixtures.js';
import { pdfText } from '../helpers/pdf.js';
import { startMailServer, SMTP_USER, type TestMailServer } from '../helpers/smtp.js';
import { errorBody } from '../../src/lib/errors.js';

let mail: TestMailServer;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let accountant: Awaited<ReturnType<typeof createStaff>>;

const today = () => new Date().toISOString().slice(0, 10);
const MAIL_FROM = { name: 'Campus Office', address: 'office@campus.test' };

async function status(user = admin.auth): Promise<EmailStatus> {
  const res = await t.app.inject({ url: '/api/admin/email/status', headers: await t.auth(user) });
  expect(res.statusCode).toBe(200);
  return res.json<EmailStatus>();
}

/** Waits until the outbox has nothing queued or being sent. */
async function settled(timeoutMs = 10_000): Promise<EmailStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await status();
    if (now.queued === 0 && now.sending === 0) return now;
    if (Date.now() > deadline) throw new Error(`the outbox did not settle: ${JSON.stringify(now)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function publish(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: await t.auth(admin.auth), payload });
}

beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp({ email: testEmailConfig({ smtp: { url: mail.url(), from: MAIL_FROM } }) });
  admin = await createAdmin(t.db);
  accountant = await createStaff(t.db, { role: 'accountant' });
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

describe('receipt email', () => {
  it('sends the student the receipt as a PDF whose text holds the receipt number, signed in to the mail server', async () => {
    const student = await createStudent(t.db, { name: 'Kabir Shah' });
    const course = await createCourse(t.db, { name: 'Data Structures', price: 20_000_00 });
    await enroll(t.db, student.id, course);
    const before = mail.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers: { ...(await t.auth(accountant.auth)), 'idempotency-key': randomUUID() },
      payload: {
        studentId: student.id,
        courseId: course.id,
        totalFee: course.price,
        amountPaid: 5_000_00,
        paymentDate: today(),
        paymentMode: 'UPI',
      },
    });
    expect(res.statusCode).toBe(201);
    const { receiptNumber } = res.json<PaymentResult>().payment;

    const [received] = (await mail.waitFor(before + 1)).slice(before);
    expect(received!.smtpUser).toBe(SMTP_USER);
    expect(received!.from?.value).toEqual([MAIL_FROM]);
    expect(received!.to).toMatchObject({ value: [{ name: 'Kabir Shah', address: student.email }] });
    expect(received!.subject).toBe(emailTexts.receipt.subject(receiptNumber, 'Campus Test Institute'));
    expect(received!.messageId).toMatch(/^<[0-9a-f-]{36}@campus\.test>$/);
    expect(received!.text).toContain('Dear Kabir Shah,');
    expect(received!.text).toContain('₹5,000.00');
    expect(received!.text).toContain(emailTexts.receipt.balance('₹15,000.00'));
    expect(received!.html).toContain('<p>Dear Kabir Shah,</p>');
    expect(received!.attachments).toHaveLength(1);
    const [pdf] = received!.attachments;
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      filename: `receipt-${receiptNumber.replace('/', '-')}.pdf`,
    });
    expect(pdfText(pdf!.content).replace(/\s+/g, ' ')).toContain(`Receipt No. ${receiptNumber}`);
    expect(await settled()).toMatchObject({
      configured: true,
      queued: 0,
      sending: 0,
      sent: 1,
      failed: 0,
      noticeChannels: ['email'],
    });
  });
});

describe('notice email', () => {
  it('goes to every active student once, with the title and the text escaped in the HTML part', async () => {
    const students = [await createStudent(t.db, { name: 'Meera <b>Iyer</b>' }), await createStudent(t.db)];
    const gone = await createStudent(t.db, { deletedAt: new Date() });
    const { sent: sentBefore } = await settled();
    const before = mail.received.length;
    const title = 'Exam <script>alert("x")</script> & results';
    const description = 'Line one <img src=x onerror=alert(1)>\nLine two';
    const res = await publish({ title, description, email: true });
    expect(res.statusCode).toBe(201);
    const active = await activeStudents();
    expect(res.json()).toMatchObject({ notice: { title }, emailsQueued: active });

    const received = (await mail.waitFor(before + active)).slice(before);
    expect(received.map((m) => m.to && 'value' in m.to && m.to.value[0]!.address).sort()).not.toContain(gone.email);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(active);
    const meera = received.find((m) => m.text?.includes('Meera'))!;
    expect(meera.subject).toBe(emailTexts.notice.subject(title));
    expect(meera.text).toContain(title);
    expect(meera.text).toContain(description);
    expect(meera.html).not.toContain('<script>');
    expect(meera.html).not.toContain('<img');
    expect(meera.html).not.toContain('<b>');
    expect(meera.html).toContain('Exam &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; results');
    expect(meera.html).toContain('Dear Meera &lt;b&gt;Iyer&lt;/b&gt;,');
    expect(meera.html).toContain('Line one &lt;img src=x onerror=alert(1)&gt;<br>\nLine two');
    expect(students.every((s) => received.some((m) => m.text?.includes(`Dear ${s.name},`)))).toBe(true);
    expect(await settled()).toMatchObject({ sent: sentBefore + active, failed: 0 });
  });

  it('queues nothing without "Also email students"', async () => {
    await settled();
    const before = await status();
    const res = await publish({ title: 'Dashboard only', description: 'Not emailed' });
    expect(res.statusCode).toBe(201);
    expect(res.json().emailsQueued).toBe(0);
    expect(await status()).toEqual(before);
  });

  it('refuses a non-boolean email flag', async () => {
    const res = await publish({ title: 'T', description: 'D', email: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.input.wrongType(messages.email.alsoSendNotice, 'true or false')));
  });
});

describe('failed emails', () => {
  it('are retried while the server refuses, marked failed with the last error after the last attempt, and sent again on retry', async () => {
    await settled();
    const { sent: sentBefore } = await status();
    const student = await createStudent(t.db, { name: 'Refused Student' });
    mail.refusing = true;
    try {
      const before = mail.received.length;
      expect((await publish({ title: 'Refused', description: 'Refused for now', email: true })).statusCode).toBe(201);
      const active = await activeStudents();
      // 5 attempts, 100 + 200 + 400 + 400 ms apart.
      const failed = await waitForStatus((s) => s.failed === active, 10_000);
      expect(failed).toMatchObject({ queued: 0, sending: 0, sent: sentBefore });
      expect(failed.lastError).toMatch(/451 Mailbox busy, try again later/);
      expect(mail.received.length).toBe(before);

      // Accountants see the status, but only admins retry.
      expect((await status(accountant.auth)).failed).toBe(active);
      const asAccountant = await t.app.inject({
        method: 'POST',
        url: '/api/admin/email/retry-failed',
        headers: await t.auth(accountant.auth),
      });
      expect(asAccountant.statusCode).toBe(403);

      mail.refusing = false;
      const retry = await t.app.inject({
        method: 'POST',
        url: '/api/admin/email/retry-failed',
        headers: await t.auth(admin.auth),
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ message: messages.email.retried(active), retried: active });
      const received = (await mail.waitFor(before + active)).slice(before);
      expect(received.some((m) => m.text?.includes(`Dear ${student.name},`))).toBe(true);
      expect(await settled()).toMatchObject({ sent: sentBefore + active, failed: 0, lastError: null });

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/admin/email/retry-failed',
        headers: await t.auth(admin.auth),
      });
      expect(again.json()).toEqual({ message: messages.email.retried(0), retried: 0 });

      const audit = await t.app.inject({
        url: '/api/admin/audit?action=email.retried',
        headers: await t.auth(admin.auth),
      });
      // One event: retrying with nothing failed changed nothing.
      expect(audit.json().total).toBe(1);
      expect(audit.json().items[0]).toMatchObject({
        summary: auditSummaries.emailsRetried(active),
        actor: { _id: admin.id },
      });
    } finally {
      mail.refusing = false;
    }
  });
});

async function activeStudents() {
  const res = await t.app.inject({ url: '/api/admin/users?limit=1', headers: await t.auth(admin.auth) });
  return res.json<{ total: number }>().total;
}

async function waitForStatus(done: (status: EmailStatus) => boolean, timeoutMs: number): Promise<EmailStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await status();
    if (done(now)) return now;
    if (Date.now() > deadline) throw new Error(`status never matched: ${JSON.stringify(now)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('without SMTP_URL', () => {
  it('says email is not configured, queues no receipt, and refuses to email a notice', async () => {
    const bare = await buildTestApp();
    try {
      const boss = await createAdmin(bare.db);
      const headers = await bare.auth(boss.auth);
      const student = await createStudent(bare.db);
      const course = await createCourse(bare.db);
      await enroll(bare.db, student.id, course);
      const paid = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/fees',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: {
          studentId: student.id,
          courseId: course.id,
          totalFee: course.price,
          amountPaid: 100,
          paymentDate: today(),
          paymentMode: 'Cash',
        },
      });
      expect(paid.statusCode).toBe(201);
      const refused = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers,
        payload: { title: 'Hello', description: 'World', email: true },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(errorBody(messages.email.noticeEmailNotConfigured));
      const notices = await bare.app.inject({ url: '/api/admin/notifications', headers });
      expect(notices.json().total).toBe(0);
      const res = await bare.app.inject({ url: '/api/admin/email/status', headers });
      expect(res.json()).toEqual({
        configured: false,
        queued: 0,
        sending: 0,
        sent: 0,
        failed: 0,
        lastError: null,
        noticeChannels: [],
      });
    } finally {
      await bare.close();
    }
  });
});
