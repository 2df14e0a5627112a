import { and, eq } from 'drizzle-orm';
import type { Pdu } from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailTexts,
  guardianMessages,
  messages,
  smsTexts,
  type GuardianMe,
  type GuardianTokenResponse,
} from '@campus/domain';
import { auditEvents } from '../../src/db/schema.js';
import { SIGN_IN_CODE_SMS_KIND } from '../../src/plugins/app/guardian-sign-in.js';
import { buildTestApp, json, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createCourse, createStudent, enroll, pay } from '../helpers/fixtures.js';
import { adminHeaders, answerOf, errorOf } from '../helpers/requests.js';
import { smppSettings, startSmsc, type TestSmsc } from '../helpers/smsc.js';
import { startMailServer, type TestMailServer } from '../helpers/smtp.js';
import { errorBody } from '../../src/lib/errors.js';

const SIGN_IN_TEMPLATE = '1207160000000000777';
/** Requests (or failed sign-ins) one network may make in the window: small, so the test reaches it. */
const ADDRESS_MAX = 6;
const MINUTE_MS = 60_000;

let t: TestApp;
let smsc: TestSmsc;
let mail: TestMailServer;
let admin: Record<string, string>;
/** Every line the server logged. */
const logged: string[] = [];

beforeAll(async () => {
  [smsc, mail] = await Promise.all([startSmsc(), startMailServer()]);
  t = await buildTestApp(
    {
      upi: { vpa: 'sunrise@okaxis', payeeName: 'Sunrise Institute' },
      email: testEmailConfig({ smtp: { url: mail.url(), from: { name: undefined, address: 'office@campus.test' } } }),
      loginRateLimit: { max: 1000, addressMax: ADDRESS_MAX, timeWindowMs: 60_000, keyPrefix: 'guardian-sign-in-test' },
      messaging: {
        smpp: smppSettings(smsc, new Map([[SIGN_IN_CODE_SMS_KIND, SIGN_IN_TEMPLATE]]), {
          timeoutMs: 2000,
          reconnectMs: 100,
        }),
        smsHttps: undefined,
        whatsappHttps: undefined,
      },
    },
    undefined,
    { level: 'trace', stream: { write: (line: string) => logged.push(line) } },
  );
  admin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([smsc.stop(), mail.stop()]);
});

let numbers = 0;
/** A phone of its own for each guardian, and a network of its own for each test, so their limits stay apart. */
const newPhone = () => `98${String(++numbers).padStart(3, '0')}${String(Date.now()).slice(-5)}`;
const newAddress = () => `10.44.${Math.floor(++numbers / 250)}.${numbers % 250}`;

async function guardianOf(studentIds: string[], contact: { phone?: string; email?: string }) {
  let id = '';
  for (const studentId of studentIds) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${studentId}/guardians`,
      headers: admin,
      payload: { name: 'Meera Verma', relation: 'Mother', ...contact },
    });
    expect(res.statusCode, res.body).toBe(201);
    id = json<{ guardian: { _id: string } }>(res).guardian._id;
  }
  return id;
}

const askCode = (contact: string, from = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/guardians/login/code', remoteAddress: from, payload: { contact } });
const signIn = (contact: string, code: string, from = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/guardians/login', remoteAddress: from, payload: { contact, code } });

/** The code in the last SMS the SMSC received for this phone (ten digits), once it has arrived. */
async function smsCode(phone: string, count = 1): Promise<string> {
  const to = (pdu: Pdu) => pdu.destination_addr === `91${phone}`;
  await t.app.guardianSignIn.settled();
  const received = smsc.submitted.filter(to);
  expect(received).toHaveLength(count);
  const text = (received.at(-1)!.short_message as { message: string }).message;
  return /\b(\d{6})\b/.exec(text)![1]!;
}

async function mailCode(address: string): Promise<string> {
  await t.app.guardianSignIn.settled();
  const received = mail.received.filter((message) => message.to && JSON.stringify(message.to).includes(address));
  expect(received).toHaveLength(1);
  return /\b(\d{6})\b/.exec(received[0]!.text!)![1]!;
}

/** A guardian of a new student signed in by SMS: their phone, id and token header. */
async function signedInGuardian(studentIds?: string[]) {
  const phone = newPhone();
  const students = studentIds ?? [(await createStudent(t.db)).id];
  const id = await guardianOf(students, { phone });
  await askCode(phone);
  const res = await signIn(phone, await smsCode(phone));
  expect(res.statusCode, res.body).toBe(200);
  return { phone, id, headers: { authorization: `Bearer ${json<GuardianTokenResponse>(res).token}` } };
}

describe('asking for a sign-in code', () => {
  it('answers the same for a contact no guardian has, and sends the code by SMS with its DLT template', async () => {
    const phone = newPhone();
    await guardianOf([(await createStudent(t.db)).id], { phone: `+91 ${phone}` });
    const known = await askCode(`0${phone}`);
    const unknown = await askCode(newPhone());
    const unknownEmail = await askCode('nobody-here@campus.test');
    for (const res of [known, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: guardianMessages.codeRequested });
    }
    const code = await smsCode(phone);
    const [pdu] = smsc.submitted.filter((sent) => sent.destination_addr === `91${phone}`);
    expect(pdu).toMatchObject({
      template_id: SIGN_IN_TEMPLATE,
      short_message: { message: smsTexts.signInCode('Campus Test Institute', code) },
    });
    expect(mail.received.filter((message) => JSON.stringify(message.to).includes('nobody-here'))).toEqual([]);
  });

  it('sends the code to an email, and the code signs the guardian in once, audited', async () => {
    const address = `guardian-${newPhone()}@family.test`;
    const id = await guardianOf([(await createStudent(t.db)).id], { email: address });
    expect((await askCode(address.toUpperCase())).statusCode).toBe(202);
    const code = await mailCode(address);
    const sent = mail.received.find((message) => JSON.stringify(message.to).includes(address))!;
    expect(sent.subject).toBe(emailTexts.signInCode.subject('Campus Test Institute'));

    const res = await signIn(address, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<GuardianTokenResponse>(res).name).toBe('Meera Verma');
    const me = await t.app.inject({
      url: '/api/guardians/me',
      headers: { authorization: `Bearer ${json<GuardianTokenResponse>(res).token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(errorOf(await signIn(address, code))).toEqual([401, errorBody(guardianMessages.codeRefused)]);

    const events = await t.db
      .select({ actorGuardianId: auditEvents.actorGuardianId, actorName: auditEvents.actorName })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'guardian.signed_in'), eq(auditEvents.entityId, id)));
    expect(events).toEqual([{ actorGuardianId: id, actorName: 'Meera Verma' }]);
  });

  it('refuses a code after its 10 minutes, and an older code once a new one was sent', async () => {
    const phone = newPhone();
    await guardianOf([(await createStudent(t.db)).id], { phone });
    await askCode(phone);
    const first = await smsCode(phone);
    await askCode(phone);
    const second = await smsCode(phone, 2);
    if (first !== second)
      expect(errorOf(await signIn(phone, first))).toEqual([401, errorBody(guardianMessages.codeRefused)]);

    const realNow = t.app.services.now;
    t.app.services.now = () => new Date(realNow().getTime() + 10 * MINUTE_MS + 1000);
    try {
      expect(errorOf(await signIn(phone, second))).toEqual([401, errorBody(guardianMessages.codeRefused)]);
    } finally {
      t.app.services.now = realNow;
    }
  });

  it('spends a code after 5 wrong tries: the right code fails on the 6th', async () => {
    const phone = newPhone();
    await guardianOf([(await createStudent(t.db)).id], { phone });
    await askCode(phone);
    const code = await smsCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await signIn(phone, wrong))).toEqual([401, errorBody(guardianMessages.codeRefused)]);
    }
    expect(errorOf(await signIn(phone, code))).toEqual([401, errorBody(guardianMessages.codeRefused)]);
  });

  it('sends one contact at most 3 codes in 10 minutes, still answering 202', async () => {
    const phone = newPhone();
    await guardianOf([(await createStudent(t.db)).id], { phone });
    for (let i = 0; i < 4; i++) {
      const res = await askCode(phone);
      expect([res.statusCode, res.json()]).toEqual([202, { message: guardianMessages.codeRequested }]);
    }
    await smsCode(phone, 3);
  });

  it('sends one guardian at most 3 codes in 10 minutes over their phone and email together, still answering 202', async () => {
    const phone = newPhone();
    const address = `guardian-${phone}@family.test`;
    await guardianOf([(await createStudent(t.db)).id], { phone, email: address });
    for (const contact of [phone, phone, address, address]) {
      const res = await askCode(contact);
      expect([res.statusCode, res.json()]).toEqual([202, { message: guardianMessages.codeRequested }]);
      // One after the other: a new code replaces the one before.
      await t.app.guardianSignIn.settled();
    }
    // Each contact is under its own limit (2 asks each): the guardian's stops the 4th code.
    await smsCode(phone, 2);
    const code = await mailCode(address);
    expect((await signIn(address, code)).statusCode).toBe(200);
  });

  it('answers 429 to a network that asks too often, or fails to sign in too often', async () => {
    const from = newAddress();
    for (let i = 0; i < ADDRESS_MAX; i++) expect((await askCode(newPhone(), from)).statusCode).toBe(202);
    const refused = await askCode(newPhone(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorBody(guardianMessages.tooManyCodeRequests(1)));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const guessing = newAddress();
    for (let i = 0; i < ADDRESS_MAX; i++) expect((await signIn(newPhone(), '123456', guessing)).statusCode).toBe(401);
    expect(errorOf(await signIn(newPhone(), '123456', guessing))).toEqual([
      429,
      { error: messages.login.tooManyAttempts(1) },
    ]);
  });

  it('refuses a contact that is neither a phone nor an email, and a code that is not 6 digits', async () => {
    expect(errorOf(await askCode('not a contact'))).toEqual([400, errorBody(guardianMessages.contactInvalid)]);
    expect(errorOf(await signIn(newPhone(), '12a456'))).toEqual([400, errorBody(guardianMessages.codeInvalidShape)]);
  });
});

describe('a signed-in guardian', () => {
  it('sees their children and no other student', async () => {
    const [first, second, other] = [
      await createStudent(t.db, { name: 'Aarav Verma' }),
      await createStudent(t.db, { name: 'Diya Verma' }),
      await createStudent(t.db, { name: 'Kabir Shah' }),
    ];
    const { headers } = await signedInGuardian([first.id, second.id]);
    const me = json<GuardianMe>(await t.app.inject({ url: '/api/guardians/me', headers }));
    expect(me.guardian).toMatchObject({ name: 'Meera Verma', relation: 'Mother' });
    expect(me.children.map((child) => child.name)).toEqual(['Aarav Verma', 'Diya Verma']);
    for (const studentId of [other.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ url: `/api/guardians/me/children/${studentId}/attendance`, headers });
      expect(errorOf(res)).toEqual([404, errorBody(messages.errors.studentNotFound)]);
    }
  });

  it('is refused on the routes of students and staff, and students and staff on theirs', async () => {
    const { headers } = await signedInGuardian();
    for (const url of ['/api/fees/me', '/api/users/full-me', '/api/admin/me']) {
      expect(errorOf(await t.app.inject({ url, headers }))).toEqual([403, errorBody(messages.auth.forbidden)]);
    }
    const student = await createStudent(t.db);
    for (const caller of [await t.auth(student.auth), admin]) {
      const res = await t.app.inject({ url: '/api/guardians/me', headers: caller });
      expect(errorOf(res)).toEqual([403, errorBody(messages.auth.forbidden)]);
    }
  });

  it('is signed out by logout, and when removed from their last child', async () => {
    const signedOut = await signedInGuardian();
    const logout = await t.app.inject({ method: 'POST', url: '/api/guardians/logout', headers: signedOut.headers });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/guardians/me', headers: signedOut.headers });
    expect(errorOf(after)).toEqual([401, errorBody(messages.auth.sessionEnded)]);

    const removed = await signedInGuardian();
    expect((await t.app.inject({ url: '/api/guardians/me', headers: removed.headers })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/guardians/${removed.id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const gone = await t.app.inject({ url: '/api/guardians/me', headers: removed.headers });
    expect(errorOf(gone)).toEqual([401, errorBody(messages.auth.sessionEnded)]);
  });
});

describe("a guardian's child", () => {
  it('reads as the child reads it: fees with the UPI link, payments and receipts, statement, attendance, results, timetable, notices', async () => {
    const student = await createStudent(t.db, { name: 'Aarav Verma' });
    const course = await createCourse(t.db, { price: 12_000_00 });
    const { account } = await enroll(t.db, student.id, course);
    const payment = await pay(t.db, account.id, 4_000_00);
    const { headers } = await signedInGuardian([student.id]);
    const own = await t.auth(student.auth);
    const child = `/api/guardians/me/children/${student.id}`;
    const pairs = [
      ['/api/fees/me', `${child}/fees`],
      ['/api/attendance/me', `${child}/attendance`],
      ['/api/results/me', `${child}/results`],
      ['/api/timetable/me?from=2026-01-05', `${child}/timetable?from=2026-01-05`],
      [`/api/attendance/me/history?courseId=${course.id}`, `${child}/attendance/history?courseId=${course.id}`],
      ['/api/notifications?limit=5', `${child}/notices?limit=5`],
      ['/api/payment-claims', `${child}/payment-claims`],
      ['/api/payments/me?limit=5', `${child}/payments?limit=5`],
    ];
    for (const [studentUrl, guardianUrl] of pairs) {
      const theirs = await answerOf(t, own, studentUrl!);
      expect(await answerOf(t, headers, guardianUrl!), guardianUrl).toEqual(theirs);
    }
    const fees = await answerOf<{ items: { upiLink?: string }[] }>(t, headers, `${child}/fees`);
    expect(fees.items[0]!.upiLink).toMatch(/^upi:\/\/pay\?/);
    const statement = await t.app.inject({ url: `${child}/statement.pdf`, headers });
    expect([statement.statusCode, statement.headers['content-type']]).toEqual([200, 'application/pdf']);
    const payments = await answerOf<{ items: { _id: string }[] }>(t, headers, `${child}/payments`);
    expect(payments.items.map((item) => item._id)).toEqual([payment.id]);
    const receipt = await t.app.inject({ url: `${child}/payments/${payment.id}/receipt.pdf`, headers });
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it("is paid for by a UPI claim that lands as the child's own, recorded as made by the guardian", async () => {
    const student = await createStudent(t.db, { name: 'Diya Verma' });
    const course = await createCourse(t.db, { price: 5_000_00 });
    await enroll(t.db, student.id, course);
    const { headers, id } = await signedInGuardian([student.id]);
    const payload = { courseId: course.id, amount: 2_000_00, utr: '412345678901' };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/guardians/me/children/${student.id}/payment-claims`,
      headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const claims = await answerOf<{ items: { amount: number; utr: string; status: string }[] }>(
      t,
      await t.auth(student.auth),
      '/api/payment-claims',
    );
    expect(claims.items).toMatchObject([{ amount: 2_000_00, utr: '412345678901', status: 'pending' }]);
    expect(await answerOf(t, headers, `/api/guardians/me/children/${student.id}/payment-claims`)).toEqual(claims);
    const [event] = await t.db
      .select({
        actorId: auditEvents.actorId,
        actorGuardianId: auditEvents.actorGuardianId,
        studentId: auditEvents.studentId,
      })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payment_claim.submitted'), eq(auditEvents.studentId, student.id)));
    expect(event).toEqual({ actorId: null, actorGuardianId: id, studentId: student.id });

    const other = await createStudent(t.db);
    await enroll(t.db, other.id, course);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/guardians/me/children/${other.id}/payment-claims`,
      headers,
      payload: { ...payload, utr: '412345678902' },
    });
    expect(errorOf(refused)).toEqual([404, errorBody(messages.errors.studentNotFound)]);
  });
});

describe('the server log', () => {
  it('never holds a code sent, nor the contact it was sent to', async () => {
    const phone = newPhone();
    await guardianOf([(await createStudent(t.db)).id], { phone });
    logged.length = 0;
    await askCode(phone);
    const code = await smsCode(phone);
    expect((await signIn(phone, code)).statusCode).toBe(200);
    const text = logged.join('\n');
    expect(text).toContain('/api/guardians/login');
    expect(text).not.toContain(code);
    expect(text).not.toContain(phone);
  });
});
