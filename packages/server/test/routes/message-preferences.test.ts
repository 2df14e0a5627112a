import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultMessagePreferences,
  ifMatch,
  MESSAGE_KINDS,
  messages,
  preferenceMessages,
  type MessagePreferences,
  type MyMessagePreferences,
} from '@campus/domain';
import { auditEvents, emailOutbox, guardians, studentGuardians } from '../../src/db/schema.js';
import type { AuthUser } from '../../src/plugins/app/authentication.js';
import { publishNotice } from '../../src/services/notices.js';
import { buildTestApp, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createAdmin, createStudent } from '../helpers/fixtures.js';
import { GATEWAY_SECRET, startGateway, type TestGateway } from '../helpers/https-gateway.js';
import { errorOf } from '../helpers/requests.js';
import { startMailServer, type TestMailServer } from '../helpers/smtp.js';
import { errorBody } from '../../src/lib/errors.js';

const STUDENT_URL = '/api/users/me/message-preferences';
const GUARDIAN_URL = '/api/guardians/me/preferences';

let t: TestApp;
let mail: TestMailServer;
let gateway: TestGateway;

beforeAll(async () => {
  [mail, gateway] = await Promise.all([startMailServer(), startGateway()]);
  // Email and WhatsApp are configured, SMS is not.
  t = await buildTestApp({
    email: testEmailConfig({ smtp: { url: mail.url(), from: { name: undefined, address: 'office@campus.test' } } }),
    messaging: {
      smpp: undefined,
      smsHttps: undefined,
      whatsappHttps: { channel: 'whatsapp', url: gateway.url, secret: GATEWAY_SECRET, ca: gateway.ca },
    },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([mail.stop(), gateway.stop()]);
});

let phones = 0;
const newPhone = () => `98${String(++phones).padStart(8, '0')}`;

/** A student with a phone, and a guardian of theirs (and of `alsoOf`), each with their bearer header. */
async function family(alsoOf: string[] = []) {
  const student = await createStudent(t.db, { phone: newPhone() });
  const [guardian] = await t.db
    .insert(guardians)
    .values({ name: 'Meera Verma', relation: 'Mother', phone: newPhone(), email: `meera-${phones}@campus.test` })
    .returning();
  for (const studentId of [student.id, ...alsoOf]) {
    await t.db.insert(studentGuardians).values({ studentId, guardianId: guardian!.id });
  }
  const guardianUser: AuthUser = { id: guardian!.id, role: 'guardian' };
  return {
    student,
    guardian: guardian!,
    studentHeaders: await t.auth(student.auth),
    guardianHeaders: await t.auth(guardianUser),
  };
}

const read = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyMessagePreferences>();
};

const save = (url: string, headers: Record<string, string>, payload: unknown, version?: number) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...headers, ...(version === undefined ? {} : { 'if-match': ifMatch(version) }) },
    payload: payload as Record<string, unknown>,
  });

function preferences(off: { kinds?: string[]; channels?: string[] }): MessagePreferences {
  const chosen = defaultMessagePreferences();
  for (const kind of off.kinds ?? []) chosen.kinds[kind as keyof MessagePreferences['kinds']] = false;
  for (const channel of off.channels ?? []) chosen.channels[channel as keyof MessagePreferences['channels']] = false;
  return chosen;
}

describe.each([
  ['student', STUDENT_URL, 'studentHeaders'],
  ['guardian', GUARDIAN_URL, 'guardianHeaders'],
] as const)("a %s's message preferences", (_who, url, headersOf) => {
  it('are every kind on every channel until chosen, with the channels each kind goes on at this institute', async () => {
    const answer = await read(url, (await family())[headersOf]);
    expect(answer).toEqual({
      preferences: defaultMessagePreferences(),
      version: 1,
      channelKinds: { email: [...MESSAGE_KINDS], sms: [], whatsapp: [...MESSAGE_KINDS] },
    });
  });

  it('are saved with the version read, answered with the next version, and read back as saved', async () => {
    const headers = (await family())[headersOf];
    const chosen = preferences({ kinds: ['notice', 'result'], channels: ['whatsapp'] });
    const res = await save(url, headers, chosen, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ preferences: chosen, version: 2 });
    expect(await read(url, headers)).toMatchObject({ preferences: chosen, version: 2 });
  });

  it('are not saved over a version that is no longer the current one (409)', async () => {
    const headers = (await family())[headersOf];
    expect((await save(url, headers, preferences({ kinds: ['notice'] }), 1)).statusCode).toBe(200);
    const stale = await save(url, headers, preferences({ kinds: ['absence'] }), 1);
    expect(errorOf(stale)).toEqual([409, errorBody(messages.errors.editConflict)]);
    expect(await read(url, headers)).toMatchObject({ preferences: preferences({ kinds: ['notice'] }), version: 2 });
  });

  it('keep receipts on, and one channel the institute offers at least, saying why and changing nothing', async () => {
    const headers = (await family())[headersOf];
    const noReceipts = await save(url, headers, preferences({ kinds: ['receipt'] }), 1);
    expect(errorOf(noReceipts)).toEqual([400, errorBody(preferenceMessages.receiptMandatory)]);
    const noChannel = await save(url, headers, preferences({ channels: ['email', 'sms', 'whatsapp'] }), 1);
    expect(errorOf(noChannel)).toEqual([400, errorBody(preferenceMessages.noChannel)]);
    // SMS is not configured here: it cannot carry the receipts.
    const onlySms = await save(url, headers, preferences({ channels: ['email', 'whatsapp'] }), 1);
    expect(errorOf(onlySms)).toEqual([422, errorBody(preferenceMessages.noChannel)]);
    const partial = await save(url, headers, { kinds: defaultMessagePreferences().kinds }, 1);
    expect(partial.statusCode).toBe(400);
    expect(await read(url, headers)).toEqual(
      expect.objectContaining({ preferences: defaultMessagePreferences(), version: 1 }),
    );
  });
});

describe('whose preferences', () => {
  it("are the signed-in person's own: a save leaves the student's, their guardian's and another family's alone", async () => {
    const first = await family();
    const second = await family();
    const chosen = preferences({ kinds: ['absence'] });
    expect((await save(GUARDIAN_URL, first.guardianHeaders, chosen, 1)).statusCode).toBe(200);
    expect((await read(STUDENT_URL, first.studentHeaders)).preferences).toEqual(defaultMessagePreferences());
    expect((await read(GUARDIAN_URL, second.guardianHeaders)).preferences).toEqual(defaultMessagePreferences());
    expect((await save(STUDENT_URL, second.studentHeaders, chosen, 1)).statusCode).toBe(200);
    expect((await read(STUDENT_URL, first.studentHeaders)).preferences).toEqual(defaultMessagePreferences());
    expect((await read(GUARDIAN_URL, first.guardianHeaders)).preferences).toEqual(chosen);
  });

  it("are not a student's to change on a guardian's route, nor a guardian's on a student's", async () => {
    const { studentHeaders, guardianHeaders } = await family();
    expect((await save(GUARDIAN_URL, studentHeaders, defaultMessagePreferences(), 1)).statusCode).toBe(403);
    expect((await save(STUDENT_URL, guardianHeaders, defaultMessagePreferences(), 1)).statusCode).toBe(403);
  });
});

describe('the audit trail', () => {
  it("records a student's change, and a guardian's in the history of each of their children, switch by switch", async () => {
    const sibling = await createStudent(t.db);
    const { student, guardian, studentHeaders, guardianHeaders } = await family([sibling.id]);
    await save(STUDENT_URL, studentHeaders, preferences({ kinds: ['notice'] }), 1);
    await save(GUARDIAN_URL, guardianHeaders, preferences({ channels: ['email'] }), 1);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'message_preferences.changed'));
    const ofStudent = events.filter((event) => event.entityId === student.id);
    expect(ofStudent).toEqual([
      expect.objectContaining({
        actorId: student.id,
        entityType: 'student',
        studentId: student.id,
        changes: { 'kinds.notice': { from: true, to: false } },
      }),
    ]);
    const ofGuardian = events.filter((event) => event.entityId === guardian.id);
    expect(ofGuardian.map((event) => event.studentId).sort()).toEqual([student.id, sibling.id].sort());
    for (const event of ofGuardian) {
      expect(event).toMatchObject({
        actorGuardianId: guardian.id,
        actorName: 'Meera Verma',
        entityType: 'guardian',
        changes: { 'channels.email': { from: true, to: false } },
      });
    }
  });
});

describe('the outbox', () => {
  it('queues a message only on the channels and of the kinds each recipient keeps on', async () => {
    const { student, studentHeaders, guardianHeaders } = await family();
    const unchosen = await family();
    expect((await save(STUDENT_URL, studentHeaders, preferences({ kinds: ['notice'] }), 1)).statusCode).toBe(200);
    expect((await save(GUARDIAN_URL, guardianHeaders, preferences({ channels: ['whatsapp'] }), 1)).statusCode).toBe(
      200,
    );
    const admin = await createAdmin(t.db);
    const { notice } = await publishNotice(
      t.app.services,
      { title: 'Holiday', description: 'The institute is closed.', email: true },
      admin.id,
    );
    const queuedFor = async (studentId: string) =>
      (
        await t.db
          .select({ channel: emailOutbox.channel, guardianId: emailOutbox.guardianId })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.noticeId, notice._id), eq(emailOutbox.recipientId, studentId)))
      )
        .map((row) => `${row.guardianId === null ? 'student' : 'guardian'} ${row.channel}`)
        .sort();
    expect(await queuedFor(student.id)).toEqual(['guardian email']);
    // A family that chose nothing has it on both channels each.
    expect(await queuedFor(unchosen.student.id)).toEqual([
      'guardian email',
      'guardian whatsapp',
      'student email',
      'student whatsapp',
    ]);
  });
});
