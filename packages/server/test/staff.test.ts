import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type AuditAction, type StaffLoginResponse, type StaffMember } from '@campus/domain';
import { auditEvents, users } from '../src/db/schema.js';
import { changeStaff } from '../src/services/staff.js';
import type { AuthUser } from '../src/plugins/app/authentication.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createCourse, createStaff, createStudent, enroll } from './helpers/fixtures.js';
import { bearer } from './helpers/tokens.js';
import { errorBody } from '../src/lib/errors.js';

/**
 * Staff accounts: sign-in with the role in the token, adding and changing staff members, the last admin, one's own
 * password (due at the first sign-in), the sessions each change ends, and the audit events of each.
 */

/** Every password this file sets, so the last test can look for each in the audit trail. */
const passwords = new Set<string>();
const password = (label: string) => {
  const chosen = `${label}-${randomUUID()}`;
  passwords.add(chosen);
  return chosen;
};
/** Every token this file was given. */
const tokens = new Set<string>();

let t: TestApp;
let head: Awaited<ReturnType<typeof createStaff>>;
const HEAD_PASSWORD = password('head');
beforeAll(async () => {
  t = await buildTestApp();
  head = await createStaff(t.db, { name: 'Head of Office', password: HEAD_PASSWORD });
});
afterAll(() => t.close());

type Headers = { authorization: string };

async function call(method: InjectOptions['method'], url: string, headers: Headers, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function signIn(email: string, secret: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: secret } });
}

/** Signs in and answers the bearer header and the login's answer. */
async function signedIn(email: string, secret: string): Promise<{ headers: Headers; answer: StaffLoginResponse }> {
  const res = await signIn(email, secret);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<StaffLoginResponse>();
  tokens.add(answer.token);
  return { headers: bearer(answer.token), answer };
}

const headHeaders = () => signedIn(head.email, HEAD_PASSWORD).then((session) => session.headers);

/** Adds a staff member through the API, as the head of office. */
async function addStaff(role: 'admin' | 'accountant', name = `Member ${randomUUID().slice(0, 6)}`) {
  const secret = password('given');
  const email = `${randomUUID().slice(0, 8)}@staff.campus.test`;
  const res = await call('POST', '/api/admin/staff', await headHeaders(), { name, email, role, password: secret });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json<StaffMember>(), password: secret };
}

/** Adds a staff member and sets their own password, so that they can work. */
async function readyStaff(role: 'admin' | 'accountant') {
  const member = await addStaff(role);
  const { headers } = await signedIn(member.email, member.password);
  const own = password('own');
  const res = await call('PUT', '/api/admin/me/password', headers, {
    currentPassword: member.password,
    newPassword: own,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...member, password: own };
}

const patch = async (id: string, body: object, headers?: Headers) =>
  call('PATCH', `/api/admin/staff/${id}`, headers ?? (await headHeaders()), body);

const eventsOf = (action: AuditAction, entityId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));

describe('POST /api/admin/login for staff', () => {
  it('signs an admin and an accountant in with their role in the answer and the token', async () => {
    const { answer } = await signedIn(head.email, HEAD_PASSWORD);
    expect(answer).toEqual({ token: expect.any(String), role: 'admin', mustChangePassword: false });

    const accountant = await readyStaff('accountant');
    const { headers, answer: accountantAnswer } = await signedIn(accountant.email, accountant.password);
    expect(accountantAnswer).toMatchObject({ role: 'accountant', mustChangePassword: false });
    expect((await call('GET', '/api/admin/fees', headers)).statusCode).toBe(200);
    const forbidden = await call('GET', '/api/admin/staff', headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(errorBody(messages.auth.forbidden));
  });

  it('records each sign-in and each failed one, by the member or, for an unknown email, by the email', async () => {
    const member = await readyStaff('accountant');
    await signedIn(member.email, member.password);
    expect((await signIn(member.email, 'not the password')).statusCode).toBe(401);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@campus.test`;
    const refused = await signIn(unknown, 'whatever it is');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorBody(messages.login.invalidAdminCredentials));

    const who = { actorId: member._id, actorName: member.name, actorEmail: member.email, actorRole: 'accountant' };
    expect((await eventsOf('staff.signed_in', member._id)).at(-1)).toMatchObject({ ...who, entityType: 'staff' });
    expect(await eventsOf('staff.sign_in_failed', member._id)).toEqual([expect.objectContaining(who)]);
    expect(await eventsOf('staff.sign_in_failed', unknown)).toEqual([
      expect.objectContaining({ actorId: null, actorName: null, actorEmail: unknown, actorRole: null }),
    ]);
  });

  it('does not sign in a student, whatever the password', async () => {
    const student = await createStudent(t.db);
    expect((await signIn(student.email, student.dob!)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/staff', () => {
  it('adds a member with an argon2id hash of the password, who must change it, and records it', async () => {
    const member = await addStaff('accountant', 'Priya Accounts');
    expect(member).toMatchObject({
      name: 'Priya Accounts',
      role: 'accountant',
      active: true,
      mustChangePassword: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, member._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await eventsOf('staff.created', member._id)).toEqual([
      expect.objectContaining({
        actorId: head.id,
        actorRole: 'admin',
        changes: {
          name: { from: null, to: 'Priya Accounts' },
          email: { from: null, to: member.email },
          role: { from: null, to: 'accountant' },
        },
      }),
    ]);
  });

  it('refuses an email that an active user has, a short password and a role that is not a staff role', async () => {
    const headers = await headHeaders();
    const student = await createStudent(t.db);
    const body = { name: 'New Member', email: student.email, role: 'accountant', password: password('taken') };
    const taken = await call('POST', '/api/admin/staff', headers, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(errorBody(messages.staff.emailTaken));

    const fresh = { ...body, email: `${randomUUID().slice(0, 8)}@staff.campus.test` };
    const short = await call('POST', '/api/admin/staff', headers, { ...fresh, password: 'eleven char' });
    expect(short.json()).toEqual(errorBody(messages.staff.passwordTooShort(12)));
    const notStaffRole = await call('POST', '/api/admin/staff', headers, { ...fresh, role: 'student' });
    expect(notStaffRole.json()).toEqual(errorBody(messages.staff.roleInvalid));
    expect([short.statusCode, notStaffRole.statusCode]).toEqual([400, 400]);
  });
});

describe('a password change due at the first sign-in', () => {
  it('answers 403 on every staff route but /me, /me/password and logout until it is done', async () => {
    const member = await addStaff('accountant');
    const { headers, answer } = await signedIn(member.email, member.password);
    expect(answer).toMatchObject({ role: 'accountant', mustChangePassword: true });

    for (const url of ['/api/admin/fees', '/api/admin/dashboard', '/api/courses']) {
      const res = await call('GET', url, headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(errorBody(messages.auth.mustChangePassword));
    }
    const me = await call('GET', '/api/admin/me', headers);
    expect(me.json()).toEqual({
      _id: member._id,
      name: member.name,
      email: member.email,
      role: 'accountant',
      mustChangePassword: true,
    });
    const other = await signedIn(member.email, member.password);
    expect((await call('POST', '/api/auth/logout', other.headers)).statusCode).toBe(204);

    const own = password('own');
    const changed = await call('PUT', '/api/admin/me/password', headers, {
      currentPassword: member.password,
      newPassword: own,
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<StaffLoginResponse>();
    tokens.add(fresh.token);
    expect(fresh).toEqual({ token: expect.any(String), role: 'accountant', mustChangePassword: false });
    expect((await call('GET', '/api/admin/fees', bearer(fresh.token))).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', bearer(fresh.token))).json()).toMatchObject({
      mustChangePassword: false,
    });
    expect((await call('GET', '/api/admin/me', headers)).statusCode).toBe(401);

    expect((await signIn(member.email, member.password)).statusCode).toBe(401);
    expect((await signedIn(member.email, own)).answer.mustChangePassword).toBe(false);
  });
});

describe('PUT /api/admin/me/password', () => {
  it('refuses a wrong current password with 400, the same password and a short one', async () => {
    const member = await readyStaff('admin');
    const { headers } = await signedIn(member.email, member.password);
    const put = (body: object) => call('PUT', '/api/admin/me/password', headers, body);

    const wrong = await put({ currentPassword: 'not my password', newPassword: password('new') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(errorBody(messages.staff.currentPasswordWrong));
    const same = await put({ currentPassword: member.password, newPassword: member.password });
    expect(same.json()).toEqual(errorBody(messages.staff.passwordUnchanged));
    const short = await put({ currentPassword: member.password, newPassword: 'too short' });
    expect(short.json()).toEqual(errorBody(messages.staff.passwordTooShort(12)));
    expect((await call('GET', '/api/admin/me', headers)).statusCode).toBe(200);
    expect(await eventsOf('staff.password_changed', member._id)).toHaveLength(1);
  });

  it('ends every session of the member, also tokens already verified, and records it', async () => {
    const member = await readyStaff('accountant');
    const phone = await signedIn(member.email, member.password);
    const laptop = await signedIn(member.email, member.password);
    for (const { headers } of [phone, laptop])
      expect((await call('GET', '/api/admin/fees', headers)).statusCode).toBe(200);

    const changed = await call('PUT', '/api/admin/me/password', phone.headers, {
      currentPassword: member.password,
      newPassword: password('again'),
    });
    expect(changed.statusCode).toBe(200);
    tokens.add(changed.json<StaffLoginResponse>().token);
    for (const { headers } of [phone, laptop]) {
      const res = await call('GET', '/api/admin/fees', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody(messages.auth.sessionEnded));
    }
    expect((await call('GET', '/api/admin/fees', bearer(changed.json().token))).statusCode).toBe(200);
    expect(await eventsOf('staff.password_changed', member._id)).toEqual([
      expect.objectContaining({ actorId: member._id, actorRole: 'accountant', entityType: 'staff' }),
      expect.objectContaining({ actorId: member._id }),
    ]);
  });
});

describe('GET /api/admin/staff', () => {
  it('lists admins and accountants, deactivated ones too, never students; search matches name or email', async () => {
    const headers = await headHeaders();
    const gone = await addStaff('accountant', 'Zubin Deactivated');
    expect((await patch(gone._id, { active: false })).statusCode).toBe(200);
    await createStudent(t.db, { name: 'Zubin Student' });

    const res = await call('GET', '/api/admin/staff?search=zubin', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [expect.objectContaining({ _id: gone._id, active: false, role: 'accountant' })],
      total: 1,
      page: 1,
      limit: 20,
    });
    const byEmail = await call('GET', `/api/admin/staff?search=${encodeURIComponent(head.email)}`, headers);
    expect(byEmail.json().items.map((item: StaffMember) => item._id)).toEqual([head.id]);
    const page = await call('GET', '/api/admin/staff?limit=1&page=2', headers);
    expect(page.json()).toMatchObject({ page: 2, limit: 1, items: [expect.any(Object)] });
    expect(page.json().total).toBeGreaterThan(2);
    expect(res.body).not.toContain('passwordHash');
  });
});

describe('PATCH /api/admin/staff/:id', () => {
  it('deactivates a member: their verified token is refused on the very next request, saying why, and they cannot sign in', async () => {
    const member = await readyStaff('accountant');
    const { headers } = await signedIn(member.email, member.password);
    expect((await call('GET', '/api/admin/dashboard', headers)).statusCode).toBe(200);

    const res = await patch(member._id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: member._id, active: false, role: 'accountant' });
    const next = await call('GET', '/api/admin/dashboard', headers);
    // The token's holder knew the password: they may be told why, and not to sign in again.
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual(errorBody(messages.auth.accountDeactivated));
    // Told why, but only with the right password: a wrong one gets what anyone gets.
    const rightPassword = await signIn(member.email, member.password);
    expect(rightPassword.statusCode).toBe(403);
    expect(rightPassword.json()).toEqual(errorBody(messages.auth.accountDeactivated));
    const wrongPassword = await signIn(member.email, `${member.password}x`);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(errorBody(messages.login.invalidAdminCredentials));

    expect(await eventsOf('staff.updated', member._id)).toEqual([
      expect.objectContaining({ actorId: head.id, changes: { active: { from: true, to: false } } }),
    ]);
  });

  it('changes the role: the old token is refused at once, the next sign-in carries the new role', async () => {
    const member = await readyStaff('accountant');
    const { headers } = await signedIn(member.email, member.password);
    expect((await call('GET', '/api/admin/fees', headers)).statusCode).toBe(200);

    const res = await patch(member._id, { role: 'admin' });
    expect(res.json()).toMatchObject({ role: 'admin', active: true });
    expect((await call('GET', '/api/admin/fees', headers)).statusCode).toBe(401);
    const again = await signedIn(member.email, member.password);
    expect(again.answer.role).toBe('admin');
    expect((await call('GET', '/api/admin/staff', again.headers)).statusCode).toBe(200);
    expect(await eventsOf('staff.updated', member._id)).toEqual([
      expect.objectContaining({ changes: { role: { from: 'accountant', to: 'admin' } } }),
    ]);
  });

  it('reactivates a member, unless another active user has taken the email meanwhile', async () => {
    const member = await readyStaff('accountant');
    await patch(member._id, { active: false });
    const back = await patch(member._id, { active: true });
    expect(back.json()).toMatchObject({ active: true });
    await signedIn(member.email, member.password);

    await patch(member._id, { active: false });
    await createStudent(t.db, { email: member.email });
    const taken = await patch(member._id, { active: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(errorBody(messages.staff.emailTaken));
  });

  it('changes nothing and records nothing when the member already is so; 404 for someone who is not staff', async () => {
    const member = await readyStaff('accountant');
    const { headers } = await signedIn(member.email, member.password);
    expect((await patch(member._id, { role: 'accountant', active: true })).statusCode).toBe(200);
    expect(await eventsOf('staff.updated', member._id)).toEqual([]);
    expect((await call('GET', '/api/admin/fees', headers)).statusCode).toBe(200);

    const student = await createStudent(t.db);
    for (const id of [student.id, randomUUID()]) {
      const res = await patch(id, { active: false });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(messages.staff.notFound));
    }
    expect((await patch(member._id, {})).json()).toEqual(errorBody(messages.staff.nothingToChange));
  });

  it('is for admins only', async () => {
    const member = await readyStaff('accountant');
    const { headers } = await signedIn(member.email, member.password);
    const res = await patch(member._id, { role: 'admin' }, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(messages.auth.forbidden));
  });
});

/** An office of its own: one admin at first, and two failed sign-ins allowed per account. */
describe('the last active admin, and the sign-in limit', () => {
  let office: TestApp;
  beforeAll(async () => {
    office = await buildTestApp({
      loginRateLimit: { max: 2, addressMax: 1000, timeWindowMs: 60_000, keyPrefix: `staff-test-${randomUUID()}` },
    });
  });
  afterAll(() => office.close());

  const change = async (by: { auth: AuthUser }, id: string, body: object) =>
    office.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      headers: await office.auth(by.auth),
      payload: body,
    });

  it('can be neither deactivated nor demoted (409, with the reason)', async () => {
    const only = await createStaff(office.db);
    await createStaff(office.db, { role: 'accountant' });
    for (const body of [{ active: false }, { role: 'accountant' }, { role: 'accountant', active: false }]) {
      const res = await change(only, only.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(errorBody(messages.staff.lastAdmin));
    }
    const [row] = await office.db.select().from(users).where(eq(users.id, only.id));
    expect(row).toMatchObject({ role: 'admin', deletedAt: null });
  });

  it('stays when the only two admins demote each other at the same time', async () => {
    const [first] = await office.db.select().from(users).where(eq(users.role, 'admin'));
    const second = await createStaff(office.db);
    // The services themselves, side by side: through HTTP the first change to commit would end the other admin's
    // session, and their request would be refused (401) before it reached the rule.
    const demote = (actor: string, id: string) => changeStaff(office.app.services, actor, id, { role: 'accountant' });
    const outcomes = await Promise.allSettled([demote(first!.id, second.id), demote(second.id, first!.id)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected')!.reason;
    expect(refusal).toMatchObject({ statusCode: 409, message: messages.staff.lastAdmin });
    const admins = await office.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.filter((admin) => admin.deletedAt === null)).toHaveLength(1);
  });

  it('writes no event for a sign-in refused by the rate limit', async () => {
    const member = await createStaff(office.db, { role: 'accountant' });
    const attempt = () =>
      office.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: member.email, password: 'x' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    const failed = await office.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'staff.sign_in_failed'), eq(auditEvents.entityId, member.id)));
    expect(failed).toHaveLength(2);
  });

  it('counts wrong current passwords as failed staff sign-ins: beyond the limit, 429', async () => {
    const secret = password('limited');
    const member = await createStaff(office.db, { role: 'accountant', password: secret });
    const headers = await office.auth(member.auth);
    const put = (currentPassword: string) =>
      office.app.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        headers,
        payload: { currentPassword, newPassword: password('unused') },
      });
    expect((await put('wrong one')).statusCode).toBe(400);
    expect((await put('wrong two')).statusCode).toBe(400);
    const blocked = await put(secret);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(errorBody(messages.login.accountLocked(1)));
  });
});

describe('accountants', () => {
  it('read the office pages and record payments, but change no student', async () => {
    const member = await readyStaff('accountant');
    const { headers } = await signedIn(member.email, member.password);
    const student = await createStudent(t.db);
    const course = await createCourse(t.db);
    await enroll(t.db, student.id, course);
    for (const url of ['/api/admin/users', '/api/admin/courses', '/api/admin/report/outstanding.csv']) {
      expect((await call('GET', url, headers)).statusCode, url).toBe(200);
    }
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: {
        studentId: student.id,
        courseId: course.id,
        totalFee: course.price,
        amountPaid: 500_00,
        paymentDate: new Date().toISOString().slice(0, 10),
        paymentMode: 'Cash',
      },
    });
    expect(payment.statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/users/${student.id}`, headers)).statusCode).toBe(403);
  });
});

describe('the audit trail of staff events', () => {
  it('holds no password, hash or token', async () => {
    const events = await t.db.select().from(auditEvents);
    const actions = new Set(events.map((event) => event.action));
    for (const action of [
      'staff.signed_in',
      'staff.sign_in_failed',
      'staff.created',
      'staff.updated',
      'staff.password_changed',
    ] as const) {
      expect(actions, action).toContain(action);
    }
    const text = JSON.stringify(events);
    expect(text).not.toContain('$argon2');
    for (const secret of [...passwords, ...tokens]) expect(text.includes(secret), 'a secret in an event').toBe(false);
  });
});
