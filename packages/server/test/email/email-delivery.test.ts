import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailStatus } from '@campus/domain';
import type { EmailConfig } from '../../src/config.js';
import { emailOutbox } from '../../src/db/schema.js';
import { transaction } from '../../src/db/transaction.js';
import { claimDueMessages } from '../../src/repositories/email-outbox.js';
import { recordAttemptFailed, recordSent } from '../../src/services/email.js';
import { publishNotice } from '../../src/services/notices.js';
import { buildSecondInstance, buildTestApp, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createAdmin, createStudents } from '../helpers/fixtures.js';
import { startMailServer, type ReceivedMail, type TestMailServer } from '../helpers/smtp.js';

const MAIL_FROM = { name: undefined, address: 'office@campus.test' };

interface AppUnderTest {
  t: TestApp;
  admin: Awaited<ReturnType<typeof createAdmin>>;
  headers: { authorization: string };
}

let mail: TestMailServer;
/** The app most tests share: they compare the outbox's figures and the messages before and after. */
let shared: AppUnderTest;

async function startApp(email: Partial<EmailConfig> = {}): Promise<AppUnderTest> {
  const t = await buildTestApp({ email: testEmailConfig({ smtp: { url: mail.url(), from: MAIL_FROM }, ...email }) });
  const admin = await createAdmin(t.db);
  return { t, admin, headers: await t.auth(admin.auth) };
}

async function status({ t, headers }: AppUnderTest): Promise<EmailStatus> {
  return (await t.app.inject({ url: '/api/admin/email/status', headers })).json<EmailStatus>();
}

async function emailNotice({ t, headers }: AppUnderTest, title: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers,
    payload: { title, description: 'Please read', email: true },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ emailsQueued: number }>().emailsQueued;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForStatus(
  app: AppUnderTest,
  done: (status: EmailStatus) => boolean,
  timeoutMs = 15_000,
): Promise<EmailStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await status(app);
    if (done(now)) return now;
    if (Date.now() > deadline) throw new Error(`status never matched: ${JSON.stringify(now)}`);
    await sleep(50);
  }
}

/** The messages that arrive from now on, once `count` have. */
function nextMessages() {
  const before = mail.received.length;
  return async (count: number, timeoutMs?: number): Promise<ReceivedMail[]> =>
    (await mail.waitFor(before + count, timeoutMs)).slice(before);
}

const recipient = (message: ReceivedMail) => (message.to && 'value' in message.to ? message.to.value[0]!.address : '');

beforeAll(async () => {
  mail = await startMailServer();
  // Enough attempts for the mail server to be back well before the last one.
  shared = await startApp({ maxAttempts: 100 });
});
afterAll(async () => {
  await shared.t.close();
  await mail.stop();
});

describe('email delivery', () => {
  it('keeps a message queued while the mail server is down and delivers it once it is back, without a restart', async () => {
    const { sent } = await status(shared);
    await createStudents(shared.t.db, 3);
    const active = await activeStudents();
    await mail.stop();
    const next = nextMessages();
    try {
      expect(await emailNotice(shared, 'While the server is down')).toBe(active);
      // Every attempt so far was refused, and each email is back in the queue for the next one.
      const waiting = await waitForStatus(shared, (s) => s.lastError !== null && s.queued === active);
      expect(waiting).toMatchObject({ sending: 0, sent, failed: 0 });
      expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await mail.start();
    }
    const received = await next(active);
    expect(received.map((m) => m.subject)).toEqual(Array(active).fill('Notice: While the server is down'));
    expect(await waitForStatus(shared, (s) => s.sent === sent + active)).toMatchObject({
      queued: 0,
      sending: 0,
      failed: 0,
      lastError: null,
    });
  });

  it('delivers a notice to 1,000 students as 1,000 messages, each once', { timeout: 90_000 }, async () => {
    const { sent } = await status(shared);
    await createStudents(shared.t.db, 1000 - (await activeStudents()));
    const next = nextMessages();
    const started = Date.now();
    const queued = await emailNotice(shared, 'To a thousand');
    expect(queued).toBe(1000);
    const received = await next(queued, 60_000);
    console.log(`${queued} notice emails delivered in ${Date.now() - started} ms`);
    expect(new Set(received.map(recipient)).size).toBe(queued);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(queued);
    expect(await waitForStatus(shared, (s) => s.sent === sent + queued)).toMatchObject({ queued: 0, sending: 0 });
    await sleep(300);
    expect(await next(0)).toHaveLength(queued);
  });

  it('sends each message exactly once with two server instances on one database', { timeout: 90_000 }, async () => {
    const { sent } = await status(shared);
    const students = await activeStudents();
    // The second instance signs in to the mail server under another name, to show that both take part.
    const { t } = shared;
    const second = await buildSecondInstance(t, {
      ...t.config,
      email: { ...t.config.email, smtp: { url: mail.url('second-instance'), from: MAIL_FROM } },
    });
    try {
      const next = nextMessages();
      expect(await emailNotice(shared, 'Two instances')).toBe(students);
      const received = await next(students, 60_000);
      expect(await waitForStatus(shared, (s) => s.sent === sent + students)).toMatchObject({ queued: 0, sending: 0 });
      await sleep(300);
      expect(await next(0)).toHaveLength(students);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(students);
      expect(new Set(received.map(recipient)).size).toBe(students);
      expect(new Set(received.map((m) => m.smtpUser))).toEqual(new Set(['campus', 'second-instance']));
    } finally {
      await second.close();
    }
  });

  it('loses nothing when an instance dies while sending: another sends its emails once their lease runs out', async () => {
    // An instance without SMTP_URL sends nothing: the emails are queued as a configured one would queue them, then
    // claimed by a sender that dies before sending them.
    const app = await startApp({ smtp: undefined });
    try {
      const { t, admin } = app;
      await createStudents(t.db, 5);
      const notice = { title: 'Lease', description: 'D', email: true };
      await publishNotice({ ...t.app.services, channelsFor: () => ['email'] }, notice, admin.id);
      const claimed = await transaction(t.db, (tx) =>
        claimDueMessages(tx, 'email', { limit: 3, ratePerMinute: 1000, leaseMs: 300 }),
      );
      expect(claimed).toHaveLength(3);

      const next = nextMessages();
      const restarted = await buildSecondInstance(t, {
        ...t.config,
        email: testEmailConfig({ smtp: { url: mail.url(), from: MAIL_FROM } }),
      });
      try {
        await next(5);
        await sleep(300);
        expect(await next(0)).toHaveLength(5);
        const rows = await t.db.select().from(emailOutbox);
        expect(rows.map((row) => row.state)).toEqual(Array(5).fill('sent'));
        // The three abandoned ones were attempted twice: by the dead sender, then by the new instance.
        expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 2, 2, 2]);
      } finally {
        await restarted.close();
      }
    } finally {
      await app.t.close();
    }
  });

  it('takes no word of a sender whose lease ran out about a message another sender claimed since', async () => {
    const app = await startApp({ smtp: undefined });
    try {
      const { t, admin } = app;
      await createStudents(t.db, 2);
      await publishNotice(
        { ...t.app.services, channelsFor: () => ['email'] },
        { title: 'Late', description: 'D', email: true },
        admin.id,
      );
      const claim = () =>
        transaction(t.db, (tx) => claimDueMessages(tx, 'email', { limit: 2, ratePerMinute: 1000, leaseMs: 200 }));
      const first = await claim();
      expect(first).toHaveLength(2);
      await sleep(250);
      const second = await claim();
      expect(second.map((row) => row.attempts)).toEqual([2, 2]);

      // The first sender's attempts end late: one failed, one sent. Neither is recorded over the second's claim.
      await recordAttemptFailed(t.app.services, t.config.email, first[0]!, 'timed out');
      await recordSent(t.app.services, first[1]!);
      const rows = async () =>
        (await t.db.select().from(emailOutbox)).map(({ id, state, attempts }) => ({ id, state, attempts }));
      expect(await rows()).toEqual(
        expect.arrayContaining(second.map(({ id }) => ({ id, state: 'sending', attempts: 2 }))),
      );

      for (const message of second) await recordSent(t.app.services, message);
      expect((await rows()).map((row) => row.state)).toEqual(['sent', 'sent']);
    } finally {
      await app.t.close();
    }
  });

  it('marks each message sent as soon as the mail server took it, while others of its batch are still on the way', async () => {
    const app = await startApp();
    try {
      await createStudents(app.t.db, 5);
      mail.holdAfter = mail.received.length + 3;
      const next = nextMessages();
      expect(await emailNotice(app, 'One by one')).toBe(5);
      await next(3);
      // A sender dying now must not send these three again: they are recorded as sent already.
      const deadline = Date.now() + 5_000;
      let states: string[] = [];
      while (Date.now() < deadline) {
        states = (await app.t.db.select({ state: emailOutbox.state }).from(emailOutbox)).map((row) => row.state).sort();
        if (states.filter((state) => state === 'sent').length === 3) break;
        await sleep(50);
      }
      expect(states).toEqual(['sending', 'sending', 'sent', 'sent', 'sent']);
      mail.release();
      await next(5);
      await waitForStatus(app, (now) => now.sent === 5);
    } finally {
      mail.release();
      await app.t.close();
    }
  });

  it('starts at most MAIL_RATE_PER_MINUTE attempts in a minute', async () => {
    const app = await startApp({ ratePerMinute: 4 });
    try {
      await createStudents(app.t.db, 6);
      const next = nextMessages();
      expect(await emailNotice(app, 'Rate limited')).toBe(6);
      await next(4);
      await sleep(1000);
      expect(await next(0)).toHaveLength(4);
      expect(await status(app)).toMatchObject({ queued: 2, sent: 4 });
      // A minute later the rest go out: the attempts are made to look a minute old.
      await app.t.db
        .update(emailOutbox)
        .set({ attemptedAt: sql`${emailOutbox.attemptedAt} - interval '1 minute'` })
        .where(eq(emailOutbox.state, 'sent'));
      await next(6);
    } finally {
      await app.t.close();
    }
  });
});

async function activeStudents(): Promise<number> {
  const res = await shared.t.app.inject({ url: '/api/admin/users?limit=1', headers: shared.headers });
  return res.json<{ total: number }>().total;
}
