import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTexts, hindiEmailTexts, smsParts, smsText, type Language, type PaymentResult } from '@campus/domain';
import { emailOutbox } from '../../src/db/schema.js';
import type { AppConfig } from '../../src/config.js';
import type { AuthUser } from '../../src/plugins/app/authentication.js';
import { SIGN_IN_CODE_SMS_KIND } from '../../src/plugins/app/guardian-sign-in.js';
import { queueDayAttendanceEmails } from '../../src/services/email.js';
import { buildTestApp, json, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createClassSession, createCourse, createStudent, enroll, mainSection } from '../helpers/fixtures.js';
import { GATEWAY_SECRET, startGateway, type TestGateway } from '../helpers/https-gateway.js';
import { adminHeaders, saveAttendance } from '../helpers/requests.js';
import { startMailServer, type ReceivedMail, type TestMailServer } from '../helpers/smtp.js';

/**
 * Each message Campus writes to a person is in their language (#46): the one they chose (PUT .../me/language), else
 * the institute's (INSTITUTE_LANGUAGE). Emails go to a real SMTP server, SMS to an HTTPS gateway whose requests carry
 * the text.
 */

/** 1 February 2027, 12:00 in India: outside the quiet hours. */
const CLOCK = new Date('2027-02-01T06:30:00Z');
const TODAY = '2027-02-01';
/** The day of the absences, and the queueing of its messages at 19:00 in India. */
const DAY = '2027-01-29';
const AT_7PM = new Date(`${DAY}T13:30:00Z`);
const INSTITUTE = 'Campus Test Institute';

let mail: TestMailServer;
let gateway: TestGateway;

/** An app sending email over SMTP and SMS (receipts, absences and sign-in codes) through the gateway. */
const appWith = (language: Language) =>
  buildTestApp({
    clockStart: CLOCK,
    attendance: { editDays: 365, minPercent: 75 },
    institute: { name: INSTITUTE, address: undefined, language },
    email: testEmailConfig({ smtp: { url: mail.url(), from: { name: undefined, address: 'office@campus.test' } } }),
    messaging: {
      smpp: undefined,
      smsHttps: {
        channel: 'sms',
        url: gateway.url,
        secret: GATEWAY_SECRET,
        ca: gateway.ca,
        senderId: 'CAMPUS',
        templates: new Map([
          ['receipt', '1207161234567890301'],
          ['absence', '1207161234567890302'],
          [SIGN_IN_CODE_SMS_KIND, '1207161234567890303'],
        ]),
      },
      whatsappHttps: undefined,
    } satisfies AppConfig['messaging'],
  });

beforeAll(async () => {
  [mail, gateway] = await Promise.all([startMailServer(), startGateway()]);
});
afterAll(async () => {
  await Promise.all([mail.stop(), gateway.stop()]);
});

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`never so: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const addressOf = (message: ReceivedMail) => (message.to && 'value' in message.to ? message.to.value[0]!.address : '');

/** The emails received at `address` whose subject matches, once there are `count`. */
const emailsTo = (address: string, subject: string, count = 1) =>
  until(
    () => mail.received.filter((message) => addressOf(message) === address && message.subject === subject),
    (found) => found.length >= count,
  );

/** The texts the gateway took for a phone (10 digits), once there are `count`. */
const smsTo = (phone: string, count = 1) =>
  until(
    () =>
      gateway.accepted
        .map((request) => JSON.parse(request.body) as { to: string; text: string; kind: string })
        .filter((request) => request.to === `+91${phone}`),
    (found) => found.length >= count,
  );

/** A person's choice of language, through the API as they make it. */
async function choose(t: TestApp, user: AuthUser, language: Language) {
  const url = user.role === 'guardian' ? '/api/guardians/me/language' : '/api/users/me/language';
  const res = await t.app.inject({ method: 'PUT', url, headers: await t.auth(user), payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A guardian added by the office to the student; their id. */
async function addGuardian(t: TestApp, headers: Record<string, string>, studentId: string, guardian: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${studentId}/guardians`,
    headers,
    payload: { relation: 'Father', ...guardian },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ guardian: { _id: string } }>(res).guardian._id;
}

/** A payment of ₹5,000 in cash towards a fee of ₹20,000, taken at the office today; its receipt number. */
async function payAtOffice(t: TestApp, headers: Record<string, string>, studentId: string, courseName: string) {
  const course = await createCourse(t.db, { name: courseName, price: 20_000_00 });
  await enroll(t.db, studentId, course);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/fees',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      studentId,
      courseId: course.id,
      totalFee: course.price,
      amountPaid: 5_000_00,
      paymentDate: TODAY,
      paymentMode: 'Cash',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PaymentResult>().payment.receiptNumber;
}

describe('with the institute in English', () => {
  let t: TestApp;
  let office: Record<string, string>;
  beforeAll(async () => {
    t = await appWith('en');
    office = await adminHeaders(t);
  });
  afterAll(() => t.close());

  it('writes a receipt to a student who chose Hindi in Hindi (email and SMS), and to their guardian who chose nothing in English', async () => {
    const kavya = await createStudent(t.db, { name: 'Kavya Joshi', phone: '9870000001' });
    await choose(t, kavya.auth, 'hi');
    const raj = { name: 'Raj Joshi', phone: '9870000002', email: 'raj.joshi@example.in' };
    const rajId = await addGuardian(t, office, kavya.id, raj);
    const receiptNumber = await payAtOffice(t, office, kavya.id, 'Data Structures');

    // Queued with the language each had chosen: the student's, and none for the guardian.
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, kavya.id));
    expect(
      rows.map((row) => `${row.channel} ${row.guardianId === rajId ? 'guardian' : 'student'} ${row.language}`).sort(),
    ).toEqual(['email guardian null', 'email student hi', 'sms guardian null', 'sms student hi']);

    const [toKavya] = await emailsTo(kavya.email!, hindiEmailTexts.receipt.subject(receiptNumber, INSTITUTE));
    expect(toKavya!.subject).toBe(`${INSTITUTE} की रसीद ${receiptNumber}`);
    expect(toKavya!.text).toBe(
      [
        'प्रिय Kavya Joshi,',
        '01 फ़रवरी 2027 को Data Structures के लिए नकद द्वारा ₹5,000.00 का भुगतान प्राप्त हुआ है। आपकी रसीद संलग्न है।',
        'इस पाठ्यक्रम का शेष देय शुल्क: ₹15,000.00।',
        `सादर,\n${INSTITUTE}\n`,
      ].join('\n\n'),
    );
    expect(toKavya!.html).toContain('<p>प्रिय Kavya Joshi,</p>');
    expect(toKavya!.attachments).toHaveLength(1);

    const [toRaj] = await emailsTo(raj.email, emailTexts.receipt.subject(receiptNumber, INSTITUTE));
    expect(toRaj!.text).toContain('Dear Raj Joshi,');
    expect(toRaj!.text).toContain(
      emailTexts.guardian.receiptBody('Kavya Joshi', '₹5,000.00', 'Data Structures', '01 Feb 2027', 'Cash'),
    );

    const [kavyaSms] = await smsTo('9870000001');
    expect(kavyaSms!.text).toBe(
      `${INSTITUTE}: Data Structures के लिए ₹5,000 का भुगतान प्राप्त हुआ, रसीद ${receiptNumber}। शेष देय: ₹15,000।`,
    );
    const [rajSms] = await smsTo('9870000002');
    expect(rajSms!.text).toBe(
      `${INSTITUTE}: We received Rs 5,000 for Kavya Joshi, Data Structures, receipt ${receiptNumber}. Still due: Rs 15,000.`,
    );
    // The parts kept are those of the text sent: UCS-2 for the Hindi.
    const sent = await until(
      () => t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, kavya.id)),
      (now) => now.every((row) => row.state === 'sent'),
    );
    const hindiSms = sent.find((row) => row.channel === 'sms' && row.guardianId === null)!;
    expect(smsParts(kavyaSms!.text)).toMatchObject({ encoding: 'ucs2', parts: 2 });
    expect(hindiSms.smsParts).toBe(smsParts(kavyaSms!.text).parts);
  });

  it("tells of an absence in each reader's language: a guardian who chose Hindi reads Hindi, their child (English) English", async () => {
    const physics = await createCourse(t.db, { name: 'Physics' });
    const aarav = await createStudent(t.db, { name: 'Aarav Mehta', phone: '9870000003' });
    const meera = { name: 'Meera Mehta', relation: 'Mother', phone: '9870000004', email: 'meera.mehta@example.in' };
    const meeraId = await addGuardian(t, office, aarav.id, meera);
    await choose(t, { id: meeraId, role: 'guardian' } as AuthUser, 'hi');
    const ishita = await createStudent(t.db, { name: 'Ishita Rao', phone: '9870000005' });
    await choose(t, ishita.auth, 'hi');
    for (const student of [aarav, ishita]) await enroll(t.db, student.id, physics);
    const session = await createClassSession(t.db, await mainSection(t.db, physics.id), { date: DAY });
    await saveAttendance(t, office, session.id, [
      [aarav.id, 'absent'],
      [ishita.id, 'absent'],
    ]);

    expect(await queueDayAttendanceEmails({ ...t.app.services, now: () => AT_7PM })).toMatchObject({ absences: 2 });

    const [aaravSms] = await smsTo('9870000003');
    expect(aaravSms).toMatchObject({
      kind: 'absence',
      text: smsText('absence', {
        institute: INSTITUTE,
        student: 'Aarav Mehta',
        to: 'student',
        classes: [{ course: 'Physics', section: 'Main', date: DAY, start: '09:00', end: '10:00' }],
      }),
    });
    expect(aaravSms!.text).toBe(
      `${INSTITUTE}: You were marked absent on 29 Jan 2027 from Physics. If you were in class, please tell the office.`,
    );
    const [meeraSms] = await smsTo('9870000004');
    expect(meeraSms!.text).toBe(
      `${INSTITUTE}: 29 जनवरी 2027 को Physics में Aarav Mehta की अनुपस्थिति दर्ज की गई। गलत हो तो कृपया कार्यालय को बताएँ।`,
    );
    const [ishitaSms] = await smsTo('9870000005');
    expect(ishitaSms!.text).toBe(
      `${INSTITUTE}: 29 जनवरी 2027 को Physics में आपकी अनुपस्थिति दर्ज की गई। यदि आप कक्षा में थे, तो कृपया कार्यालय को बताएँ।`,
    );

    const [meeraEmail] = await emailsTo(meera.email, '29 जनवरी 2027 को Aarav Mehta की अनुपस्थिति दर्ज की गई');
    expect(meeraEmail!.text).toContain('प्रिय Meera Mehta,');
    expect(meeraEmail!.text).toContain('29 जनवरी 2027 को इन कक्षाओं में Aarav Mehta की अनुपस्थिति दर्ज की गई:\n\n');
    expect(meeraEmail!.text).toContain('- Physics (Main), 09:00–10:00');
    const [aaravEmail] = await emailsTo(aarav.email!, emailTexts.absence.subject('29 Jan 2027'));
    expect(aaravEmail!.text).toContain('Dear Aarav Mehta,');
    expect(aaravEmail!.text).toContain(emailTexts.absence.closing);
  });
});

describe('with the institute in Hindi (INSTITUTE_LANGUAGE=hi)', () => {
  let t: TestApp;
  let office: Record<string, string>;
  beforeAll(async () => {
    t = await appWith('hi');
    office = await adminHeaders(t);
  });
  afterAll(() => t.close());

  it('writes in Hindi to whoever chose nothing, and in English to whoever chose English', async () => {
    const ishaan = await createStudent(t.db, { name: 'Ishaan Gupta', phone: '9870000011' });
    const neha = await createStudent(t.db, { name: 'Neha Iyer', phone: '9870000012' });
    await choose(t, neha.auth, 'en');
    const ishaanReceipt = await payAtOffice(t, office, ishaan.id, 'Accounts');
    const nehaReceipt = await payAtOffice(t, office, neha.id, 'Tally');

    const [toIshaan] = await emailsTo(ishaan.email!, hindiEmailTexts.receipt.subject(ishaanReceipt, INSTITUTE));
    expect(toIshaan!.text).toContain('प्रिय Ishaan Gupta,');
    expect(toIshaan!.text).toContain('01 फ़रवरी 2027 को Accounts के लिए नकद द्वारा ₹5,000.00 का भुगतान प्राप्त हुआ है।');
    const [ishaanSms] = await smsTo('9870000011');
    expect(ishaanSms!.text).toBe(
      `${INSTITUTE}: Accounts के लिए ₹5,000 का भुगतान प्राप्त हुआ, रसीद ${ishaanReceipt}। शेष देय: ₹15,000।`,
    );

    const [toNeha] = await emailsTo(neha.email!, emailTexts.receipt.subject(nehaReceipt, INSTITUTE));
    expect(toNeha!.text).toContain('Dear Neha Iyer,');
    expect(toNeha!.text).toContain('We have received ₹5,000.00 for Tally on 01 Feb 2027 by Cash.');
    const [nehaSms] = await smsTo('9870000012');
    expect(nehaSms!.text).toBe(
      `${INSTITUTE}: We received Rs 5,000 for Tally, receipt ${nehaReceipt}. Still due: Rs 15,000.`,
    );
  });

  it("sends a guardian's sign-in code in Hindi when they chose nothing", async () => {
    const student = await createStudent(t.db, { name: 'Ritu Sen', phone: '9870000013' });
    await addGuardian(t, office, student.id, { name: 'Anil Sen', email: 'anil.sen@example.in' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guardians/login/code',
      payload: { contact: 'anil.sen@example.in' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await t.app.guardianSignIn.settled();
    const [code] = await emailsTo('anil.sen@example.in', hindiEmailTexts.signInCode.subject(INSTITUTE));
    expect(code!.text).toMatch(/^प्रिय Anil Sen,\n\nआपका साइन-इन कोड \d{6} है। यह 10 मिनट तक मान्य है/);
  });
});
