import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_LIMIT, messages, type AuditEvent, type PaymentInput } from '@campus/domain';
import { auditEvents, feeAccounts, payments, users } from '../src/db/schema.js';
import { createSignInCode } from '../src/repositories/sign-in-codes.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll } from './helpers/fixtures.js';
import { pictureForm } from './helpers/multipart.js';
import { errorBody } from '../src/lib/errors.js';

const ADMIN_PASSWORD = `Audit-${randomUUID()}`;
const STUDENT_DOB = '2003-07-19';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminHeaders: { authorization: string };
/** Every token and code handed out in this file: none may appear in an event. */
const secrets: string[] = [ADMIN_PASSWORD, STUDENT_DOB];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db, { password: ADMIN_PASSWORD });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: admin.email, password: ADMIN_PASSWORD },
  });
  const { token } = login.json<{ token: string }>();
  secrets.push(token);
  adminHeaders = { authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

const tag = () => randomUUID().slice(0, 8);
const today = () => new Date().toISOString().slice(0, 10);
const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, photo?: { field: string; data: Buffer }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo) body.append(photo.field, new Blob([new Uint8Array(photo.data)], { type: 'image/png' }), 'photo.png');
  return body;
}

const studentFields = (values: { name: string; email: string; courses: string[]; phone?: string; dob?: string }) => ({
  name: values.name,
  email: values.email,
  phone: values.phone ?? '+91 9876543210',
  dob: values.dob ?? '2004-08-21',
  courses: JSON.stringify(values.courses),
});

const courseFields = { name: 'Data Structures', description: 'Lists and trees', duration: '8', price: '1200000' };

async function audit(query: Record<string, string>) {
  const res = await t.app.inject({ url: '/api/admin/audit', query, headers: adminHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: AuditEvent[]; total: number; page: number; limit: number }>();
}

/** The events of one record, newest first. */
const eventsOf = async (entityType: string, entityId: string) =>
  (await audit({ entityType, entityId, limit: '100' })).items;

const byAdmin = () => ({ _id: admin.id, name: admin.name, email: admin.email, role: 'admin' });

function recordPayment(body: PaymentInput, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/fees',
    headers: { ...adminHeaders, ...headers },
    payload: body,
  });
}

describe('every change writes its event', () => {
  it('student.created, student.updated and student.deleted, with the courses by name and no date of birth', async () => {
    const web = await createCourse(t.db, { name: 'Web Basics' });
    const data = await createCourse(t.db, { name: 'Data Basics' });
    const email = `kavya-${tag()}@campus.test`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: adminHeaders,
      payload: form(studentFields({ name: 'Kavya Iyer', email, courses: [web.id, data.id] })),
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().user._id as string;

    const [created] = await eventsOf('student', id);
    expect(created).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      actor: byAdmin(),
      action: 'student.created',
      entityType: 'student',
      entityId: id,
      studentId: id,
      summary: 'Added student Kavya Iyer',
      changes: {
        name: { from: null, to: 'Kavya Iyer' },
        email: { from: null, to: email },
        phone: { from: null, to: '+91 9876543210' },
        dob: { from: null, to: messages.audit.notRecorded },
        courses: { from: null, to: ['Data Basics', 'Web Basics'] },
      },
    });

    const edit = (fields: Parameters<typeof studentFields>[0]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}`,
        headers: adminHeaders,
        payload: form(studentFields(fields)),
      });
    const edited = await edit({
      name: 'Kavya Iyer',
      email,
      phone: '+91 9000000001',
      dob: '2004-08-22',
      courses: [web.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The same form again changes nothing, and so records nothing.
    expect(
      (await edit({ name: 'Kavya Iyer', email, phone: '+91 9000000001', dob: '2004-08-22', courses: [web.id] }))
        .statusCode,
    ).toBe(200);

    const [updated, ...older] = await eventsOf('student', id);
    expect(older).toHaveLength(1);
    expect(updated).toMatchObject({
      actor: byAdmin(),
      action: 'student.updated',
      studentId: id,
      summary: 'Edited student Kavya Iyer',
      changes: {
        phone: { from: '+91 9876543210', to: '+91 9000000001' },
        dob: { from: messages.audit.notRecorded, to: messages.audit.notRecorded },
        courses: { from: ['Data Basics', 'Web Basics'], to: ['Web Basics'] },
      },
    });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: adminHeaders });
    expect(deleted.statusCode).toBe(200);
    const [gone] = await eventsOf('student', id);
    expect(gone).toMatchObject({
      actor: byAdmin(),
      action: 'student.deleted',
      studentId: id,
      summary: 'Deleted student Kavya Iyer',
      changes: {},
    });
  });

  it("student.picture_changed for the student's own upload and for the admin's, each by whoever did it", async () => {
    const course = await createCourse(t.db);
    const student = await createStudent(t.db, {
      name: 'Rohan Das',
      dob: STUDENT_DOB,
      profilePicture: '/uploads/avatars/old.webp',
    });
    await enroll(t.db, student.id, course);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: student.email, password: STUDENT_DOB },
    });
    const studentToken = login.json<{ token: string }>().token;
    secrets.push(studentToken);

    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile-picture',
      headers: { authorization: `Bearer ${studentToken}` },
      payload: pictureForm(await png()),
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownUrl = own.json().profilePicture as string;
    const [byStudent] = await eventsOf('student', student.id);
    expect(byStudent).toMatchObject({
      actor: { _id: student.id, name: 'Rohan Das', email: student.email, role: 'student' },
      action: 'student.picture_changed',
      studentId: student.id,
      summary: 'Changed the profile picture of Rohan Das',
      changes: { profilePicture: { from: '/uploads/avatars/old.webp', to: ownUrl } },
    });

    // Only the photo changes: one event, for the picture.
    const fields = {
      name: 'Rohan Das',
      email: student.email,
      phone: student.phone!,
      dob: STUDENT_DOB,
      courses: [course.id],
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${student.id}`,
      headers: adminHeaders,
      payload: form(studentFields(fields), { field: 'profilePhoto', data: await png() }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [byAdminEvent, previous] = await eventsOf('student', student.id);
    expect(previous!._id).toBe(byStudent!._id);
    expect(byAdminEvent).toMatchObject({
      actor: byAdmin(),
      action: 'student.picture_changed',
      changes: { profilePicture: { from: ownUrl, to: res.json().user.profilePicture } },
    });
  });

  it('course.created, course.updated (money as rupees with paise) and course.deleted', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: adminHeaders,
      payload: form({ ...courseFields, category: 'Programming' }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().course._id as string;
    const [created] = await eventsOf('course', id);
    expect(created).toMatchObject({
      actor: byAdmin(),
      action: 'course.created',
      entityType: 'course',
      entityId: id,
      studentId: null,
      summary: 'Added course Data Structures',
      changes: {
        name: { from: null, to: 'Data Structures' },
        description: { from: null, to: 'Lists and trees' },
        duration: { from: null, to: 8 },
        price: { from: null, to: '₹12,000.00' },
        category: { from: null, to: 'Programming' },
      },
    });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${id}`,
      headers: adminHeaders,
      payload: form({ ...courseFields, price: '1250050', category: 'Computer Science' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [updated] = await eventsOf('course', id);
    expect(updated).toMatchObject({
      action: 'course.updated',
      summary: 'Edited course Data Structures',
      changes: {
        price: { from: '₹12,000.00', to: '₹12,500.50' },
        category: { from: 'Programming', to: 'Computer Science' },
      },
    });
    expect(Object.keys(updated!.changes).sort()).toEqual(['category', 'price']);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/courses/${id}`, headers: adminHeaders })).statusCode,
    ).toBe(200);
    const [deleted] = await eventsOf('course', id);
    expect(deleted).toMatchObject({
      actor: byAdmin(),
      action: 'course.deleted',
      summary: 'Deleted course Data Structures',
    });
  });

  it('notice.created', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: adminHeaders,
      payload: { title: 'Holiday', description: 'Closed on Monday' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().notice._id as string;
    expect(await eventsOf('notice', id)).toEqual([
      expect.objectContaining({
        actor: byAdmin(),
        action: 'notice.created',
        summary: 'Published the notice "Holiday"',
        changes: { title: { from: null, to: 'Holiday' }, description: { from: null, to: 'Closed on Monday' } },
      }),
    ]);
  });

  it('payment.recorded and fee.total_corrected for the student; a replayed payment writes nothing new', async () => {
    const student = await createStudent(t.db, { name: 'Kabir Shah' });
    const course = await createCourse(t.db, { name: 'Data Structures', price: 20_000_00 });
    const { account } = await enroll(t.db, student.id, course);
    const key = randomUUID();
    const payment: PaymentInput = {
      studentId: student.id,
      courseId: course.id,
      totalFee: 22_000_00,
      amountPaid: 1_200_00,
      paymentDate: today(),
      paymentMode: 'UPI',
    };
    const res = await recordPayment(payment, { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(201);
    const paymentId = res.json().payment._id as string;
    expect((await recordPayment(payment, { 'idempotency-key': key })).statusCode).toBe(200);

    const { items, total } = await audit({ studentId: student.id });
    expect(total).toBe(2);
    expect(items).toEqual([
      expect.objectContaining({
        actor: byAdmin(),
        action: 'payment.recorded',
        entityType: 'payment',
        entityId: paymentId,
        studentId: student.id,
        summary: 'Recorded ₹1,200.00 by UPI for Kabir Shah, Data Structures',
        changes: {
          receiptNumber: { from: null, to: expect.stringMatching(/^\d{4}-\d{2}\/000001$/) },
          amount: { from: null, to: '₹1,200.00' },
          paymentDate: { from: null, to: today() },
          paymentMode: { from: null, to: 'UPI' },
          course: { from: null, to: 'Data Structures' },
        },
      }),
      expect.objectContaining({
        actor: byAdmin(),
        action: 'fee.total_corrected',
        entityType: 'fee_account',
        entityId: account.id,
        studentId: student.id,
        summary: 'Corrected the total fee of Kabir Shah, Data Structures, from ₹20,000.00 to ₹22,000.00',
        changes: { totalFee: { from: '₹20,000.00', to: '₹22,000.00' } },
      }),
    ]);

    // The same total again corrects nothing.
    const second = await recordPayment({ ...payment, amountPaid: 100_00, paymentMode: 'Cash' });
    expect(second.statusCode).toBe(201);
    expect((await audit({ studentId: student.id })).items.map((event) => event.action)).toEqual([
      'payment.recorded',
      'payment.recorded',
      'fee.total_corrected',
    ]);
  });
});

describe('a change and its event commit together', () => {
  /** Makes every transaction that writes an event about this student fail at its commit, after all its work. */
  async function failingCommitsFor(studentId: string) {
    await t.db.execute(
      sql.raw(`create function audit_test_refuse() returns trigger language plpgsql as $$
        begin
          if new.student_id = '${studentId}' then raise exception 'refused by the test'; end if;
          return null;
        end $$`),
    );
    await t.db.execute(sql`create constraint trigger audit_test_refuse after insert on audit_events
      deferrable initially deferred for each row execute function audit_test_refuse()`);
    return async () => {
      await t.db.execute(sql`drop trigger audit_test_refuse on audit_events`);
      await t.db.execute(sql`drop function audit_test_refuse()`);
    };
  }

  it('leaves neither the change nor its event when the transaction fails after the event was written', async () => {
    const student = await createStudent(t.db, { name: 'Meera Nair' });
    const course = await createCourse(t.db);
    const { account } = await enroll(t.db, student.id, course);
    const restore = await failingCommitsFor(student.id);
    try {
      const payment = await recordPayment({
        studentId: student.id,
        courseId: course.id,
        totalFee: course.price + 1_000_00,
        amountPaid: 500_00,
        paymentDate: today(),
        paymentMode: 'Card',
      });
      expect(payment.statusCode).toBe(500);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${student.id}`,
        headers: adminHeaders,
      });
      expect(deleted.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.db.select().from(payments).where(eq(payments.feeAccountId, account.id))).toEqual([]);
    const [after] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, account.id));
    expect(after!.totalFee).toBe(course.price);
    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.deletedAt).toBeNull();
    expect((await audit({ studentId: student.id })).total).toBe(0);

    // With the failure gone, the same change goes through with its event.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${student.id}`,
      headers: adminHeaders,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await audit({ studentId: student.id })).items.map((event) => event.action)).toEqual(['student.deleted']);
  });

  it('refuses UPDATE and DELETE on the audit table', async () => {
    const [event] = await t.db
      .insert(auditEvents)
      .values({ action: 'notice.created', entityType: 'notice', entityId: 'n', summary: 'Written once' })
      .returning({ id: auditEvents.id });
    await expect(
      t.db.update(auditEvents).set({ summary: 'rewritten' }).where(eq(auditEvents.id, event!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditEvents).where(eq(auditEvents.id, event!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const [still] = await t.db.select().from(auditEvents).where(eq(auditEvents.id, event!.id));
    expect(still!.summary).toBe('Written once');
  });
});

describe('GET /api/admin/audit', () => {
  /** Events written straight into the table at given moments, all on one made-up record. */
  async function eventsAt(moments: string[]) {
    const entityId = `test-${tag()}`;
    const rows = await t.db
      .insert(auditEvents)
      .values(
        moments.map((at) => ({
          at: new Date(at),
          actorId: admin.id,
          action: 'course.updated' as const,
          entityType: 'course' as const,
          entityId,
          summary: `At ${at}`,
        })),
      )
      .returning({ id: auditEvents.id, at: auditEvents.at });
    return { entityId, rows };
  }

  it('lists newest first, ties by id, and pages', async () => {
    const { entityId, rows } = await eventsAt([
      '2025-01-01T10:00:00Z',
      '2025-01-03T10:00:00Z',
      '2025-01-02T10:00:00Z',
      '2025-01-02T10:00:00Z',
    ]);
    const expected = [...rows]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    const first = await audit({ entityId, limit: '3' });
    const second = await audit({ entityId, limit: '3', page: '2' });
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect([...first.items, ...second.items].map((event) => event._id)).toEqual(expected);
  });

  it('takes from and to as whole days in Asia/Kolkata, both included', async () => {
    const { entityId } = await eventsAt([
      '2025-03-09T18:29:59.999Z', // 9 March, 23:59:59.999 in Kolkata
      '2025-03-09T18:30:00.000Z', // 10 March, 00:00
      '2025-03-11T18:29:59.999Z', // 11 March, 23:59:59.999
      '2025-03-11T18:30:00.000Z', // 12 March, 00:00
    ]);
    const within = await audit({ entityId, from: '2025-03-10', to: '2025-03-11' });
    expect(within.items.map((event) => event.at)).toEqual(['2025-03-11T18:29:59.999Z', '2025-03-09T18:30:00.000Z']);
    expect((await audit({ entityId, from: '2025-03-12' })).items.map((event) => event.at)).toEqual([
      '2025-03-11T18:30:00.000Z',
    ]);
    expect((await audit({ entityId, to: '2025-03-09' })).items.map((event) => event.at)).toEqual([
      '2025-03-09T18:29:59.999Z',
    ]);
  });

  it("filters by actor, action, kind of record, record and student (their record's and their payments' events)", async () => {
    const otherAdmin = await createAdmin(t.db);
    const student = await createStudent(t.db, { name: 'Isha Gupta' });
    const course = await createCourse(t.db);
    await enroll(t.db, student.id, course);
    const paid = await recordPayment({
      studentId: student.id,
      courseId: course.id,
      totalFee: course.price,
      amountPaid: 100_00,
      paymentDate: today(),
      paymentMode: 'Cash',
    });
    expect(paid.statusCode).toBe(201);
    const picture = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${student.id}`,
      headers: await t.auth(otherAdmin.auth),
      payload: form(
        studentFields({
          name: 'Isha Gupta',
          email: student.email,
          dob: student.dob!,
          phone: student.phone!,
          courses: [course.id],
        }),
        { field: 'profilePhoto', data: await png() },
      ),
    });
    expect(picture.statusCode, picture.body).toBe(200);

    const actions = async (query: Record<string, string>) =>
      (await audit({ studentId: student.id, ...query })).items.map((event) => event.action);
    expect(await actions({})).toEqual(['student.picture_changed', 'payment.recorded']);
    expect(await actions({ actorId: otherAdmin.id })).toEqual(['student.picture_changed']);
    expect(await actions({ actorId: admin.id })).toEqual(['payment.recorded']);
    expect(await actions({ action: 'payment.recorded' })).toEqual(['payment.recorded']);
    expect(await actions({ entityType: 'student' })).toEqual(['student.picture_changed']);
    expect(await actions({ entityType: 'payment', entityId: paid.json().payment._id })).toEqual(['payment.recorded']);
    expect(await actions({ action: 'student.deleted' })).toEqual([]);

    const byOther = await audit({ actorId: otherAdmin.id });
    expect(byOther.items.map((event) => event.studentId)).toEqual([student.id]);
  });

  it(`counts exactly up to ${COUNT_LIMIT} events, and no further`, async () => {
    const entityId = `many-${tag()}`;
    await t.db.execute(sql`
      insert into audit_events (action, entity_type, entity_id, summary)
      select 'course.updated', 'course', ${entityId}, 'Generated ' || g
      from generate_series(1, ${COUNT_LIMIT + 5}) g`);
    const page = await audit({ entityId, page: '3', limit: '100' });
    expect(page.total).toBe(COUNT_LIMIT);
    expect(page.items).toHaveLength(100);
    expect((await audit({ entityId, action: 'course.deleted' })).total).toBe(0);
  });

  it.each([
    ['action=nope', messages.audit.actionInvalid],
    ['entityType=invoice', messages.audit.entityTypeInvalid],
    ['actorId=42', 'Invalid id'],
    ['studentId=x', 'Invalid id'],
    ['from=2025-02-30', messages.input.dateDoesNotExist('2025-02-30')],
    ['to=10-03-2025', messages.input.dateFormat],
    // The same words as every date range of the API (payments, day book).
    ['from=2026-03-10&to=2026-03-09', messages.ledger.fromAfterTo],
    ['limit=101', messages.input.atMost('Limit', 100)],
    ['page=0', 'Page starts at 1'],
  ])('refuses %s with 400 and a sentence', async (query, error) => {
    const res = await t.app.inject({ url: `/api/admin/audit?${query}`, headers: adminHeaders });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(error));
  });
});

describe('secrets', () => {
  it('never appear in any event: no hash, password, date of birth used to sign in, token or sign-in code', async () => {
    const student = await createStudent(t.db, { dob: STUDENT_DOB });
    const code = await createSignInCode(t.db, student.id);
    secrets.push(code);
    const exchanged = await t.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } });
    secrets.push(exchanged.json().token);
    const [hash] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, admin.id));
    secrets.push(hash!.passwordHash!);
    // A student signs in with their date of birth: every one that was ever given is a password.
    const dates = await t.db.select({ dob: users.dob }).from(users).where(eq(users.role, 'student'));
    secrets.push(...dates.flatMap(({ dob }) => (dob ? [dob] : [])), '2004-08-21', '2004-08-22');

    const events = await t.db.select().from(auditEvents);
    expect(new Set(events.map((event) => event.action)).size).toBeGreaterThanOrEqual(10);
    const everything = JSON.stringify(events);
    expect(everything).not.toContain('$argon2');
    for (const secret of secrets) expect(everything, 'an event holds a secret').not.toContain(secret);
  });
});
