import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import smpp from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNELS,
  defaultMessagePreferences,
  e164Phone,
  MESSAGE_STATES,
  messageProviderMessages,
  smsParts,
  type MessageCounts,
  type MessagePage,
  type OutboxMessage,
} from '@campus/domain';
import { emailOutbox, guardians, pendingDeliveryReceipts } from '../../src/db/schema.js';
import type { AppConfig } from '../../src/config.js';
import type { HttpsProviderSettings } from '../../src/lib/messaging/https-provider.js';
import { publishNotice } from '../../src/services/notices.js';
import { buildSecondInstance, buildTestApp, testConfig, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createAdmin, createStudent } from '../helpers/fixtures.js';
import { GATEWAY_SECRET, startGateway, type ReceivedRequest, type TestGateway } from '../helpers/https-gateway.js';
import { smppSettings, startSmsc, type TestSmsc } from '../helpers/smsc.js';
import { errorBody } from '../../src/lib/errors.js';

let smsc: TestSmsc;
let gateway: TestGateway;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let headers: { authorization: string };

/** 10:00 in India: outside the quiet hours. */
const DAYTIME = new Date('2026-11-30T04:30:00Z');
/** 22:00 in India: 10 hours before the quiet hours end. */
const NIGHT = new Date('2026-11-30T16:30:00Z');
/** The DLT template of a notice by SMS. */
const NOTICE_TEMPLATE = '1207161234567890125';

function config() {
  return testConfig({
    email: testEmailConfig({ maxAttempts: 100 }),
    messaging: {
      // A notice goes by SMS; a receipt has no template, so it does not.
      smpp: smppSettings(smsc, new Map([['notice', NOTICE_TEMPLATE]])),
      smsHttps: undefined,
      whatsappHttps: { channel: 'whatsapp', url: gateway.url, secret: GATEWAY_SECRET, ca: gateway.ca },
    },
  });
}

let noticeNumber = 0;
/** Publishes a notice as the office does, with the dashboard's "also send" on; the rows it queued. */
async function publish(at = DAYTIME) {
  t.app.services.now = () => at;
  noticeNumber += 1;
  const { notice } = await publishNotice(
    t.app.services,
    { title: `Holiday ${noticeNumber}`, description: 'The institute is closed.', email: true },
    admin.id,
  );
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.noticeId, notice._id));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`never so: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rowsOf = (noticeRows: { id: string }[]) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.id} in ${noticeRows.map((row) => row.id)}`);

/** The headers of a gateway's callback signed with `secret` at `at` (by default the app's clock). */
const signed = (body: string, secret = GATEWAY_SECRET, at = t.app.services.now()) => {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return {
    'content-type': 'application/json',
    'x-campus-timestamp': timestamp,
    'x-campus-signature': `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  };
};

let student: Awaited<ReturnType<typeof createStudent>>;

beforeAll(async () => {
  smsc = await startSmsc();
  gateway = await startGateway();
  t = await buildTestApp(config());
  admin = await createAdmin(t.db);
  headers = await t.auth(admin.auth);
  // Only these students receive notices in this file: the fixtures' other students are not made.
  student = await createStudent(t.db, { name: 'Aarav Sharma', phone: '98765 43210' });
  await createStudent(t.db, { name: 'No Phone', phone: null });
  for (const guardian of [
    { name: 'Meera Sharma', relation: 'Mother', phone: '9811111111' },
    { name: 'Raj Sharma', relation: 'Father', phone: '9822222222' },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${student.id}/guardians`,
      headers,
      payload: guardian,
    });
    expect(res.statusCode).toBe(201);
  }
  const off = defaultMessagePreferences();
  off.channels.whatsapp = false;
  await t.db.update(guardians).set({ messagePreferences: off }).where(eq(guardians.name, 'Raj Sharma'));
});
afterAll(async () => {
  await t.close();
  await smsc.stop();
  await gateway.stop();
});

/** An SMS provider as the restart-mid-batch test drives it: whom it accepted and left unanswered, in order. */
interface HangingProvider {
  messaging: AppConfig['messaging'];
  accepted: () => string[];
  unanswered: () => string[];
  /** Leaves every request unanswered once this many have been accepted in all (undefined: answers again). */
  hangAfter: (count: number | undefined) => void;
  /** A phone as the provider is given it. */
  address: (phone: string) => string;
}

/**
 * Five SMS queued by an instance with no provider; a sender (1 s lease) whose provider accepts two of them and leaves
 * three unanswered is stopped while it waits, and another instance takes over once the lease runs out: each phone
 * gets its SMS once, none is lost, and the first sender's late outcome changes nothing.
 */
async function restartMidBatch(provider: HangingProvider, phones: string[]) {
  // An instance without an SMS provider queues the SMS as a configured one would, and sends none.
  const base = await buildTestApp({ email: testEmailConfig({ maxAttempts: 100 }) });
  const instances: { close(): Promise<void> }[] = [];
  let stopping: Promise<void> | undefined;
  const sender = async (leaseMs: number) => {
    const instance = await buildSecondInstance(base, {
      ...base.config,
      email: testEmailConfig({ maxAttempts: 100, leaseMs }),
      messaging: provider.messaging,
    });
    instance.app.services.now = () => DAYTIME;
    instances.push(instance);
    return instance;
  };
  try {
    base.app.services.now = () => DAYTIME;
    const office = await createAdmin(base.db);
    for (const [index, phone] of phones.entries()) {
      await createStudent(base.db, { name: `Batch Student ${index + 1}`, phone });
    }
    const { notice } = await publishNotice(
      { ...base.app.services, channelsFor: () => ['sms'] },
      { title: 'Restart', description: 'The institute is closed.', email: true },
      office.id,
    );
    const rows = () => base.db.select().from(emailOutbox).where(eq(emailOutbox.noticeId, notice._id));
    expect(await rows()).toHaveLength(phones.length);
    const accepted = provider.accepted().length;
    const unanswered = provider.unanswered().length;

    // The provider accepts two of the batch and leaves the other three unanswered: the instance waits on them,
    // holding their lease.
    provider.hangAfter(accepted + 2);
    const first = await sender(1_000);
    await until(
      async () => provider.unanswered().length - unanswered,
      (count) => count === 3,
    );
    const states = await until(rows, (now) => now.filter((row) => row.state === 'sent').length === 2);
    expect(states.map((row) => row.state).sort()).toEqual(['sending', 'sending', 'sending', 'sent', 'sent']);
    provider.hangAfter(undefined);

    // It is stopped mid-batch (still waiting on the provider) and another instance starts.
    let stopped = false;
    instances.splice(instances.indexOf(first), 1);
    stopping = first.close().then(() => {
      stopped = true;
    });
    await sender(60_000);
    const sent = await until(rows, (now) => now.every((row) => row.state === 'sent'));
    // Taken over by the lease, while the first still waited; its attempts then end unanswered, and change nothing.
    expect(stopped).toBe(false);
    await stopping;
    expect(await rows()).toEqual(sent);

    expect(provider.accepted().slice(accepted).sort()).toEqual(phones.map(provider.address).sort());
    expect(provider.unanswered().slice(unanswered).sort()).toEqual(
      provider
        .accepted()
        .slice(accepted + 2)
        .sort(),
    );
    expect(sent.map((row) => row.attempts).sort()).toEqual([1, 1, 2, 2, 2]);
    expect(new Set(sent.map((row) => row.providerMessageId)).size).toBe(phones.length);
  } finally {
    provider.hangAfter(undefined);
    await stopping;
    for (const instance of instances) await instance.close();
    await base.close();
  }
}

describe('queueing a message', () => {
  it('goes on each configured channel to the student and each guardian who keeps it on and has a phone', async () => {
    expect(t.app.services.channelsFor('notice')).toEqual(['sms', 'whatsapp']);
    expect(t.app.services.channelsFor('receipt')).toEqual(['whatsapp']);
    const rows = await publish(NIGHT);
    const sent = rows.map((row) => `${row.channel} ${row.toName} ${row.toAddress}`).sort();
    expect(sent).toEqual([
      'sms Aarav Sharma 98765 43210',
      'sms Meera Sharma 9811111111',
      'sms Raj Sharma 9822222222',
      'whatsapp Aarav Sharma 98765 43210',
      'whatsapp Meera Sharma 9811111111',
    ]);
    expect(new Set(rows.map((row) => row.recipientId))).toEqual(new Set([student.id]));
    expect(rows.filter((row) => row.guardianId !== null)).toHaveLength(3);
  });

  it('publishes a notice with "also send" when only SMS and WhatsApp are configured (no SMTP)', async () => {
    expect(t.config.email.smtp).toBeUndefined();
    t.app.services.now = () => NIGHT;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers,
      payload: { title: 'Exams begin Monday', description: 'Bring your hall ticket.', email: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().emailsQueued).toBe(1);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.noticeId, res.json().notice._id));
    expect(rows.map((row) => row.channel).sort()).toEqual(['sms', 'sms', 'sms', 'whatsapp', 'whatsapp']);
  });

  it('holds SMS and WhatsApp queued in the quiet hours until 08:00 in India', async () => {
    const rows = await publish(NIGHT);
    const heldHours = rows.map((row) => Math.round((row.nextAttemptAt.getTime() - Date.now()) / 3_600_000));
    expect(heldHours).toEqual(rows.map(() => 10));
    // Staff see when each is due: the end of the quiet hours, whatever the services' clock read.
    const listed = (
      await t.app.inject({ url: `/api/admin/messages?state=queued&limit=100`, headers })
    ).json<MessagePage>();
    for (const row of rows) {
      const item = listed.items.find((each) => each._id === row.id);
      expect(item?.dueAt).toBe(row.nextAttemptAt.toISOString());
    }
    const submitted = smsc.submitted.length;
    // A message sent within the poll interval would have been claimed by now; these stay queued.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await rowsOf(rows)).every((row) => row.state === 'queued' && row.attempts === 0)).toBe(true);
    expect(smsc.submitted.length).toBe(submitted);
  });
});

describe('sending by SMS and WhatsApp', () => {
  it('sends each once through the SMSC and the gateway, keeps the provider ids and parts, and receipts deliver or fail them', async () => {
    const rows = await publish();
    const sent = await until(
      () => rowsOf(rows),
      (now) => now.every((row) => row.state === 'sent'),
    );
    const sms = sent.filter((row) => row.channel === 'sms');
    const text = `${t.config.institute.name} notice: Holiday ${noticeNumber}. Read it on Campus.`;
    expect(sms.map((row) => row.smsParts)).toEqual(sms.map(() => smsParts(text).parts));
    const submitted = smsc.submitted.filter((pdu) => pdu.short_message && JSON.stringify(pdu).includes(text));
    expect(submitted.map((pdu) => pdu.destination_addr).sort()).toEqual([
      '919811111111',
      '919822222222',
      '919876543210',
    ]);

    const [first, second] = sms;
    await smsc.deliver({
      esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
      short_message: `id:${first!.providerMessageId} sub:001 dlvrd:001 stat:DELIVRD err:000 text:`,
    });
    await smsc.deliver({
      esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
      short_message: `id:${second!.providerMessageId} sub:001 dlvrd:000 stat:UNDELIV err:001 text:`,
    });
    const [delivered] = await until(
      () => rowsOf([first!]),
      ([row]) => row!.state === 'delivered',
    );
    expect(delivered!.deliveredAt).not.toBeNull();
    const [failed] = await until(
      () => rowsOf([second!]),
      ([row]) => row!.state === 'failed',
    );
    expect(failed!.lastError).toBe(messageProviderMessages.notDelivered('UNDELIV', '001'));

    const whatsapp = sent.find((row) => row.channel === 'whatsapp')!;
    const body = JSON.stringify({ providerMessageId: whatsapp.providerMessageId, state: 'delivered' });
    const hook = (provider: string, hookHeaders: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/hooks/sms/${provider}`, headers: hookHeaders, payload: body });
    for (const refused of [
      await hook('whatsapp', { 'content-type': 'application/json' }),
      await hook('whatsapp', signed(body, 'another-secret-of-at-least-32-characters')),
      await hook('https', signed(body)),
      await hook('constructor', signed(body)),
    ]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(errorBody(messageProviderMessages.callbackRefused));
    }
    expect((await rowsOf([whatsapp]))[0]!.state).toBe('sent');
    expect((await hook('whatsapp', signed(body))).statusCode).toBe(204);
    await until(
      () => rowsOf([whatsapp]),
      ([row]) => row!.state === 'delivered',
    );
  });

  it('retries while the SMSC is down, then sends each once it is back', async () => {
    await smsc.stop();
    const before = smsc.submitted.length;
    const rows = await publish();
    const sms = rows.filter((row) => row.channel === 'sms');
    await until(
      () => rowsOf(sms),
      (now) => now.every((row) => row.attempts >= 2 && row.lastError !== null),
    );
    await smsc.start();
    await until(
      () => rowsOf(sms),
      (now) => now.every((row) => row.state === 'sent'),
    );
    expect(smsc.submitted.length - before).toBe(sms.length);
  });

  it('two instances send each message once', async () => {
    const second = await buildSecondInstance(t);
    try {
      const before = smsc.submitted.length;
      const accepted = gateway.accepted.length;
      const rows = await publish();
      await until(
        () => rowsOf(rows),
        (now) => now.every((row) => row.state === 'sent'),
      );
      expect(smsc.submitted.length - before).toBe(rows.filter((row) => row.channel === 'sms').length);
      expect(gateway.accepted.length - accepted).toBe(rows.filter((row) => row.channel === 'whatsapp').length);
    } finally {
      await second.close();
    }
  });
  it('loses nothing and sends nothing twice when the SMSC hangs mid-batch and the instance sending it stops: another takes over once its lease runs out', async () => {
    await restartMidBatch(
      {
        messaging: {
          smpp: smppSettings(smsc, new Map([['notice', NOTICE_TEMPLATE]]), { timeoutMs: 8_000 }),
          smsHttps: undefined,
          whatsappHttps: undefined,
        },
        accepted: () => smsc.submitted.map((pdu) => pdu.destination_addr as string),
        unanswered: () => smsc.unanswered.map((pdu) => pdu.destination_addr as string),
        hangAfter: (count) => (smsc.hangAfter = count),
        address: (phone) => `91${phone}`,
      },
      ['9833300001', '9833300002', '9833300003', '9833300004', '9833300005'],
    );
  }, 60_000);
});

describe('delivery receipts', () => {
  it('applies a receipt the SMSC sends before its submit_sm is answered', async () => {
    smsc.receiptsFirst = true;
    try {
      const rows = await publish();
      const sms = await until(
        () => rowsOf(rows.filter((row) => row.channel === 'sms')),
        (now) => now.every((row) => row.state !== 'queued' && row.state !== 'sending'),
      );
      expect(sms.map((row) => row.state)).toEqual(sms.map(() => 'delivered'));
    } finally {
      smsc.receiptsFirst = false;
    }
    expect(await t.db.select().from(pendingDeliveryReceipts)).toEqual([]);
  });

  it('keeps a callback that names no message yet, answered 204, and applies it when the message is sent', async () => {
    // The gateway numbers what it accepts: no WhatsApp message of an earlier test may still be on its way to it
    // (those held for the quiet hours wait hours yet).
    const held = (row: { state: string; nextAttemptAt: Date }) =>
      row.state === 'queued' && row.nextAttemptAt.getTime() - Date.now() > 3_600_000;
    await until(
      () => t.db.select().from(emailOutbox).where(eq(emailOutbox.channel, 'whatsapp')),
      (now) => now.every((row) => held(row) || (row.state !== 'queued' && row.state !== 'sending')),
    );
    const next = `g${gateway.accepted.length + 1}`;
    const body = JSON.stringify({ providerMessageId: next, state: 'delivered' });
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/hooks/sms/whatsapp',
      headers: signed(body),
      payload: body,
    });
    expect(early.statusCode).toBe(204);
    expect(await t.db.select().from(pendingDeliveryReceipts)).toHaveLength(1);
    const rows = await publish();
    const whatsapp = await until(
      () => rowsOf(rows.filter((row) => row.channel === 'whatsapp')),
      (now) => now.every((row) => row.providerMessageId !== null),
    );
    expect(whatsapp.find((row) => row.providerMessageId === next)?.state).toBe('delivered');
    expect(whatsapp.filter((row) => row.providerMessageId !== next).map((row) => row.state)).toEqual(['sent']);
    expect(await t.db.select().from(pendingDeliveryReceipts)).toEqual([]);
  });

  it('answers a callback it could not store with a 5xx, for the gateway to send it again', async () => {
    const body = JSON.stringify({ providerMessageId: 'g-unknown', state: 'delivered' });
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/hooks/sms/whatsapp', headers: signed(body), payload: body });
    await t.db.execute(sql`alter table pending_delivery_receipts rename to pending_delivery_receipts_away`);
    try {
      const res = await post();
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json()).toHaveProperty('error');
    } finally {
      await t.db.execute(sql`alter table pending_delivery_receipts_away rename to pending_delivery_receipts`);
    }
    expect((await post()).statusCode).toBe(204);
    await t.db.delete(pendingDeliveryReceipts);
  });
});

describe('SMS through an HTTPS gateway', () => {
  let smsGateway: TestGateway;
  let h: TestApp;
  let office: Awaited<ReturnType<typeof createAdmin>>;
  let published = 0;
  /** SMS through smsGateway, notices with their DLT template. */
  const smsHttps = (more: Partial<HttpsProviderSettings> = {}): HttpsProviderSettings => ({
    channel: 'sms',
    url: smsGateway.url,
    secret: GATEWAY_SECRET,
    ca: smsGateway.ca,
    senderId: 'CAMPUS',
    templates: new Map([['notice', NOTICE_TEMPLATE]]),
    ...more,
  });

  beforeAll(async () => {
    smsGateway = await startGateway();
    h = await buildTestApp({
      email: testEmailConfig({ maxAttempts: 100 }),
      messaging: { smpp: undefined, smsHttps: smsHttps(), whatsappHttps: undefined },
    });
    h.app.services.now = () => DAYTIME;
    office = await createAdmin(h.db);
    for (const phone of ['9844400001', '9844400002', '9844400003']) await createStudent(h.db, { phone });
  });
  afterAll(async () => {
    await h.close();
    await smsGateway.stop();
  });

  /** Publishes a notice with "also send": the SMS rows it queued, and their text. */
  async function publishSms() {
    published += 1;
    const title = `Gateway ${published}`;
    const { notice } = await publishNotice(
      h.app.services,
      { title, description: 'The institute is closed.', email: true },
      office.id,
    );
    const rows = await h.db.select().from(emailOutbox).where(eq(emailOutbox.noticeId, notice._id));
    expect(rows.map((row) => row.channel)).toEqual(['sms', 'sms', 'sms']);
    return { rows, text: `${h.config.institute.name} notice: ${title}. Read it on Campus.` };
  }
  const rowsIn = (rows: { id: string }[]) =>
    h.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} in ${rows.map((row) => row.id)}`);
  const byId = (x: { id: string }, y: { id: string }) => x.id.localeCompare(y.id);

  it('sends each SMS once, as signed JSON with its DLT template and sender id; signed callbacks deliver or fail it', async () => {
    const before = smsGateway.accepted.length;
    const { rows, text } = await publishSms();
    const sent = await until(
      () => rowsIn(rows),
      (now) => now.every((row) => row.state === 'sent'),
    );
    const requests = smsGateway.accepted.slice(before).map((request) => JSON.parse(request.body) as { id: string });
    const expected = sent.map((row) => ({
      id: row.id,
      to: e164Phone(row.toAddress),
      text,
      kind: 'notice',
      templateId: NOTICE_TEMPLATE,
      senderId: 'CAMPUS',
    }));
    expect(requests.sort(byId)).toEqual(expected.sort(byId));
    expect(smsGateway.refused).toEqual([]);
    expect(sent.map((row) => row.smsParts)).toEqual(sent.map(() => smsParts(text).parts));

    const [first, second] = sent;
    const callback = (payload: object, secret?: string) => {
      const body = JSON.stringify(payload);
      return h.app.inject({
        method: 'POST',
        url: '/api/hooks/sms/https',
        headers: signed(body, secret, DAYTIME),
        payload: body,
      });
    };
    const delivered = { providerMessageId: first!.providerMessageId, state: 'delivered' };
    const forged = await callback(delivered, 'another-secret-of-at-least-32-characters');
    expect([forged.statusCode, forged.json()]).toEqual([401, errorBody(messageProviderMessages.callbackRefused)]);
    expect((await rowsIn([first!]))[0]!.state).toBe('sent');

    expect((await callback(delivered)).statusCode).toBe(204);
    const failed = { providerMessageId: second!.providerMessageId, state: 'failed', reason: 'DND number' };
    expect((await callback(failed)).statusCode).toBe(204);
    const after = await rowsIn([first!, second!]);
    expect(after.find((row) => row.id === first!.id)).toMatchObject({
      state: 'delivered',
      deliveredAt: expect.any(Date),
    });
    expect(after.find((row) => row.id === second!.id)).toMatchObject({ state: 'failed', lastError: 'DND number' });
  });

  it('retries while the gateway is down, then sends each once it is back', async () => {
    await smsGateway.stop();
    const before = smsGateway.accepted.length;
    const { rows } = await publishSms();
    const failing = await until(
      () => rowsIn(rows),
      (now) => now.every((row) => row.attempts >= 2 && row.lastError !== null),
    );
    for (const row of failing) expect(row.lastError).toMatch(/ECONNREFUSED/);
    await smsGateway.start();
    await until(
      () => rowsIn(rows),
      (now) => now.every((row) => row.state === 'sent'),
    );
    const sentIds = smsGateway.accepted.slice(before).map((request) => (JSON.parse(request.body) as { id: string }).id);
    expect(sentIds.sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('two instances on one database send each SMS once', async () => {
    const second = await buildSecondInstance(h);
    try {
      second.app.services.now = () => DAYTIME;
      const before = smsGateway.accepted.length;
      const { rows } = await publishSms();
      const sent = await until(
        () => rowsIn(rows),
        (now) => now.every((row) => row.state === 'sent'),
      );
      // Each claimed once, by one instance or the other.
      expect(sent.map((row) => row.attempts)).toEqual(rows.map(() => 1));
      const sentIds = smsGateway.accepted
        .slice(before)
        .map((request) => (JSON.parse(request.body) as { id: string }).id);
      expect(sentIds.sort()).toEqual(rows.map((row) => row.id).sort());
      expect(new Set(sent.map((row) => row.providerMessageId)).size).toBe(rows.length);
    } finally {
      await second.close();
    }
  });

  it('loses nothing and sends nothing twice when the gateway hangs mid-batch and the instance sending it stops: another takes over once its lease runs out', async () => {
    const to = (requests: ReceivedRequest[]) =>
      requests.map((request) => (JSON.parse(request.body) as { to: string }).to);
    await restartMidBatch(
      {
        messaging: { smpp: undefined, smsHttps: smsHttps({ timeoutMs: 10_000 }), whatsappHttps: undefined },
        accepted: () => to(smsGateway.accepted),
        unanswered: () => to(smsGateway.unanswered),
        hangAfter: (count) => (smsGateway.hangAfter = count),
        address: e164Phone,
      },
      ['9855500001', '9855500002', '9855500003', '9855500004', '9855500005'],
    );
  }, 60_000);
});

describe('staff', () => {
  it("list a student's messages with their guardians', by channel and state, newest first", async () => {
    const res = await t.app.inject({
      url: `/api/admin/messages?studentId=${student.id}&channel=sms&state=failed`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<MessagePage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject<Partial<OutboxMessage>>({
      channel: 'sms',
      state: 'failed',
      studentId: student.id,
      dueAt: null,
    });
    const all = (await t.app.inject({ url: `/api/admin/messages?limit=100`, headers })).json<MessagePage>();
    const times = all.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("count each channel's messages in each state, as the list's totals have them", async () => {
    const counts = (await t.app.inject({ url: '/api/admin/messages/counts', headers })).json<MessageCounts>();
    for (const channel of CHANNELS) {
      for (const state of MESSAGE_STATES) {
        const page = await t.app.inject({
          url: `/api/admin/messages?limit=1&channel=${channel}&state=${state}`,
          headers,
        });
        expect(counts[channel][state], `${channel} ${state}`).toBe(page.json<MessagePage>().total);
      }
    }
    expect(counts.sms.failed).toBeGreaterThan(0);
  });

  it('send the failed ones again, audited, and hear how many', async () => {
    const retry = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/messages/retry-failed', headers, payload });
    const res = await retry({ channel: 'whatsapp' });
    expect(res.json()).toEqual({ retried: 0 });
    t.app.services.now = () => DAYTIME;
    const again = await retry({ studentId: student.id, channel: 'sms' });
    expect(again.json()).toEqual({ retried: 1 });
    await until(
      () =>
        t.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.state, 'failed'))),
      (failed) => failed.length === 0,
    );
  });
});
