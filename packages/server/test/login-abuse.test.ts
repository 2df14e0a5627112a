import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSummaries, messages } from '@campus/domain';
import serviceApp, { serverOptions } from '../src/app.js';
import { auditEvents } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createStaff, createStudent } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Every Redis key this file makes starts with this, so it can remove exactly what it made. */
const RUN_PREFIX = `campus-test-login-abuse-${randomUUID()}`;
const MAX_FAILURES = 10;
/** Per address, far above one account's 10 (200 by default, fewer here to keep the tests quick). */
const ADDRESS_MAX_FAILURES = 30;
const WINDOW_MS = 15 * 60 * 1000;
const limits = (keyPrefix: string) => ({
  max: MAX_FAILURES,
  addressMax: ADDRESS_MAX_FAILURES,
  timeWindowMs: WINDOW_MS,
  keyPrefix,
});

const redis = new Redis(REDIS_URL);
const redisKeys = () => redis.keys(`${RUN_PREFIX}*`);
afterAll(async () => {
  const keys = await redisKeys();
  if (keys.length > 0) await redis.del(...keys);
  expect(await redisKeys()).toEqual([]);
  await redis.quit();
});

let addresses = 0;
/** A client address no other test uses, so the per-address count starts at zero. */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

function login(
  app: FastifyInstance,
  path: 'users' | 'admin',
  from: string,
  email: string,
  password: string,
  cookies?: Record<string, string>,
) {
  const url = path === 'users' ? '/api/users/login' : '/api/admin/login';
  return app.inject({ method: 'POST', url, remoteAddress: from, payload: { email, password }, cookies });
}

/** 429 with a Retry-After of at most the window, and the message saying in how many minutes to try again. */
function expectRefused(res: LightMyRequestResponse, message: (minutes: number) => string) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(res.json()).toEqual(errorBody(message(Math.ceil(retryAfter / 60))));
}
/** The account is locked, for every address. */
const expectLocked = (res: LightMyRequestResponse) => expectRefused(res, messages.login.accountLocked);
/** The address (or its IPv6 /64) has used up its failures. */
const expectAddressLimited = (res: LightMyRequestResponse) => expectRefused(res, messages.login.tooManyAttempts);

/** The cookie a successful sign-in leaves in the browser, which marks it as one the account has signed in from. */
function deviceCookie(res: LightMyRequestResponse): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name.startsWith('campus_device_'));
  expect(cookie).toBeDefined();
  return { [cookie!.name]: cookie!.value };
}

const STORES = [
  { store: 'memory', redisUrl: undefined },
  { store: 'Redis', redisUrl: REDIS_URL },
];

describe.each(STORES)('failed sign-ins counted in $store', ({ store, redisUrl }) => {
  let t: TestApp;
  /** SQL statements the app ran; a refused attempt must not even look the account up. */
  const statements: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      { redisUrl, loginRateLimit: limits(`${RUN_PREFIX}:${store}`) },
      { logQuery: (query) => statements.push(query) },
    );
  });
  afterAll(() => t.close());

  async function student() {
    const { id, email, dob } = await createStudent(t.db, { dob: '2001-04-05' });
    return { id, email, dob: dob! };
  }

  async function failTimes(count: number, email: string, from: () => string, path: 'users' | 'admin' = 'users') {
    for (let i = 0; i < count; i++) {
      const res = await login(t.app, path, from(), email, '1999-12-31');
      expect(res.statusCode).toBe(401);
    }
  }

  /** The audit trail as the office's Activity page asks for it. */
  async function activity(query: Record<string, string>) {
    const admin = await createAdmin(t.db);
    const res = await t.app.inject({ url: '/api/admin/audit', query, headers: await t.auth(admin.auth) });
    expect(res.statusCode).toBe(200);
    return res.json<{ items: { action: string; entityId: string; summary: string; actor: { name: string } }[] }>()
      .items;
  }

  it('locks a student after 10 failures from as many IPv4 addresses: every address gets 429, Retry-After and when to try again, without a lookup', async () => {
    const { email, dob } = await student();
    await failTimes(MAX_FAILURES, email, newAddress);

    statements.length = 0;
    for (let i = 0; i < 5; i++) expectLocked(await login(t.app, 'users', newAddress(), email, dob));
    expect(statements).toEqual([]);
  });

  it('locks an admin after 10 wrong passwords, before the password check', async () => {
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await login(t.app, 'admin', newAddress(), admin.email, `wrong-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody(messages.login.invalidAdminCredentials));
    }
    statements.length = 0;
    expectLocked(await login(t.app, 'admin', newAddress(), admin.email, 'Right-password-1'));
    expect(statements).toEqual([]);
  });

  it('answers an unknown email and a wrong password alike, and locks both alike', async () => {
    const { email } = await student();
    const admin = await createAdmin(t.db);
    const from = newAddress();
    const wrongStudent = await login(t.app, 'users', from, email, '1999-12-31');
    const unknownStudent = await login(t.app, 'users', from, 'nobody@campus.test', '1999-12-31');
    expect([wrongStudent.statusCode, unknownStudent.statusCode]).toEqual([401, 401]);
    expect(wrongStudent.json()).toEqual(errorBody(messages.login.invalidStudentCredentials));
    expect(unknownStudent.json()).toEqual(wrongStudent.json());

    const wrongAdmin = await login(t.app, 'admin', from, admin.email, 'wrong password');
    const unknownAdmin = await login(t.app, 'admin', from, 'nobody@campus.test', 'wrong password');
    expect([wrongAdmin.statusCode, unknownAdmin.statusCode]).toEqual([401, 401]);
    expect(wrongAdmin.json()).toEqual(errorBody(messages.login.invalidAdminCredentials));
    expect(unknownAdmin.json()).toEqual(wrongAdmin.json());

    const ghost = `ghost-${randomUUID()}@campus.test`;
    await failTimes(MAX_FAILURES, ghost, newAddress);
    expectLocked(await login(t.app, 'users', newAddress(), ghost, '1999-12-31'));
    expect(await activity({ entityId: ghost })).toEqual([]);
  });

  it('limits one address across many accounts; other addresses still sign in', async () => {
    const from = newAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const { email } = await student();
      expect((await login(t.app, 'users', from, email, '1999-12-31')).statusCode).toBe(401);
    }
    const { email, dob } = await student();
    expectAddressLimited(await login(t.app, 'users', from, email, dob));
    expect((await login(t.app, 'users', newAddress(), email, dob)).statusCode).toBe(200);
  });

  it('lets everyone else behind an address sign in while one account there is locked', async () => {
    const from = newAddress();
    const guessed = await student();
    await failTimes(MAX_FAILURES, guessed.email, () => from);
    expectLocked(await login(t.app, 'users', from, guessed.email, guessed.dob));

    const classmate = await student();
    expect((await login(t.app, 'users', from, classmate.email, classmate.dob)).statusCode).toBe(200);
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    expect((await login(t.app, 'admin', from, admin.email, 'Right-password-1')).statusCode).toBe(200);
  });

  it('counts student and staff sign-ins from an address apart', async () => {
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    const studentsFrom = newAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const { email } = await student();
      expect((await login(t.app, 'users', studentsFrom, email, '1999-12-31')).statusCode).toBe(401);
    }
    const { email, dob } = await student();
    expectAddressLimited(await login(t.app, 'users', studentsFrom, email, dob));
    expect((await login(t.app, 'admin', studentsFrom, admin.email, 'Right-password-1')).statusCode).toBe(200);

    const staffFrom = newAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      expect((await login(t.app, 'admin', staffFrom, `nobody-${i}@campus.test`, 'wrong')).statusCode).toBe(401);
    }
    expectAddressLimited(await login(t.app, 'admin', staffFrom, admin.email, 'Right-password-1'));
    expect((await login(t.app, 'users', staffFrom, email, dob)).statusCode).toBe(200);
  });

  it('does not count student sign-ins with a staff email against the staff account', async () => {
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    await failTimes(MAX_FAILURES, admin.email, newAddress);
    expectLocked(await login(t.app, 'users', newAddress(), admin.email, '1999-12-31'));
    expect((await login(t.app, 'admin', newAddress(), admin.email, 'Right-password-1')).statusCode).toBe(200);
  });

  it('lets the owner of a staff account in from their own browser while someone at the same office address guesses it', async () => {
    const office = newAddress();
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    const ownBrowser = deviceCookie(await login(t.app, 'admin', office, admin.email, 'Right-password-1'));
    for (let round = 0; round < 3; round++) {
      await failTimes(round === 0 ? MAX_FAILURES : 0, admin.email, () => office, 'admin');
      // The guesser, and any browser the admin has not signed in from, are held off for the whole window ...
      expectLocked(await login(t.app, 'admin', office, admin.email, `guess-${round}`));
      expectLocked(await login(t.app, 'admin', office, admin.email, 'Right-password-1'));
      // ... while the admin's own browser still signs in, from the very same address.
      const own = await login(t.app, 'admin', office, admin.email, 'Right-password-1', ownBrowser);
      expect(own.statusCode).toBe(200);
      Object.assign(ownBrowser, deviceCookie(own));
    }
  });

  it('gives a browser the account signed in from its own 10 failures, then holds it to the lock like any other', async () => {
    const { email, dob } = await student();
    const browser = deviceCookie(await login(t.app, 'users', newAddress(), email, dob));
    await failTimes(MAX_FAILURES, email, newAddress);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(t.app, 'users', newAddress(), email, '1999-12-31', browser)).statusCode).toBe(401);
    }
    expectLocked(await login(t.app, 'users', newAddress(), email, dob, browser));
  });

  it('does not take a cookie for another account, or one that was altered, as a known browser', async () => {
    const victim = await student();
    const other = await student();
    const [name, value] = Object.entries(
      deviceCookie(await login(t.app, 'users', newAddress(), other.email, other.dob)),
    )[0]!;
    await failTimes(MAX_FAILURES, victim.email, newAddress);
    expectLocked(await login(t.app, 'users', newAddress(), victim.email, victim.dob, { [name]: value }));
    const forged = value.replace(other.email, victim.email);
    expect(forged).not.toBe(value);
    expectLocked(await login(t.app, 'users', newAddress(), victim.email, victim.dob, { [name]: forged }));
  });

  it('tells the office once per lock that an account is being guessed, in its Activity and the student’s history', async () => {
    const { id, email } = await student();
    await failTimes(MAX_FAILURES, email, newAddress);
    for (let i = 0; i < 5; i++) expectLocked(await login(t.app, 'users', newAddress(), email, '1999-12-31'));

    const events = await activity({ action: 'student.sign_in_locked', entityId: id });
    expect(events).toHaveLength(1);
    expect(events[0]!.actor.name).toBe('Sign-in limit');
    expect(events[0]!.summary).toBe(auditSummaries.signInLocked(`Test Student (${email})`, MAX_FAILURES, 15));
    expect((await activity({ studentId: id })).map((event) => event.action)).toEqual(['student.sign_in_locked']);
  });

  it('lets an admin see and lift a student’s lock: the student signs in at once, and the unlock is recorded', async () => {
    const { id, email, dob } = await student();
    const admin = await createAdmin(t.db);
    const headers = await t.auth(admin.auth);
    const lock = (method: 'GET' | 'DELETE') =>
      t.app.inject({ method, url: `/api/admin/students/${id}/sign-in-lock`, headers });

    expect((await lock('GET')).json()).toEqual({ lockedUntil: null });
    const untouched = await lock('DELETE');
    expect([untouched.statusCode, untouched.json()]).toEqual([200, { lockedUntil: null }]);
    expect(await activity({ action: 'student.sign_in_unlocked', entityId: id })).toEqual([]);

    await failTimes(MAX_FAILURES, email, newAddress);
    const locked = (await lock('GET')).json<{ lockedUntil: string }>();
    const minutesLeft = (Date.parse(locked.lockedUntil) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    expectLocked(await login(t.app, 'users', newAddress(), email, dob));

    const unlocked = await lock('DELETE');
    expect([unlocked.statusCode, unlocked.json()]).toEqual([200, { lockedUntil: null }]);
    expect((await login(t.app, 'users', newAddress(), email, dob)).statusCode).toBe(200);
    const events = await activity({ action: 'student.sign_in_unlocked', entityId: id });
    expect(events.map((event) => event.summary)).toEqual([auditSummaries.signInUnlocked(`Test Student (${email})`)]);
  });

  it('lets an admin lift a staff member’s lock', async () => {
    const member = await createStaff(t.db, { role: 'accountant', password: 'Right-password-1' });
    const admin = await createAdmin(t.db);
    const url = `/api/admin/staff/${member.id}/sign-in-lock`;
    await failTimes(MAX_FAILURES, member.email, newAddress, 'admin');
    expectLocked(await login(t.app, 'admin', newAddress(), member.email, 'Right-password-1'));

    const unlocked = await t.app.inject({ method: 'DELETE', url, headers: await t.auth(admin.auth) });
    expect([unlocked.statusCode, unlocked.json()]).toEqual([200, { lockedUntil: null }]);
    expect((await login(t.app, 'admin', newAddress(), member.email, 'Right-password-1')).statusCode).toBe(200);
    expect(await activity({ action: 'staff.sign_in_unlocked', entityId: member.id })).toHaveLength(1);
  });

  it('counts failed password changes with failed sign-ins', async () => {
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    const headers = await t.auth(admin.auth);
    for (let i = 0; i < MAX_FAILURES; i++) {
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        remoteAddress: newAddress(),
        headers,
        payload: { currentPassword: `wrong-${i}`, newPassword: 'A-new-password-of-length' },
      });
      expect(change.statusCode).toBe(400);
    }
    expectLocked(await login(t.app, 'admin', newAddress(), admin.email, 'Right-password-1'));
  });

  it('clears the account’s count on a successful sign-in', async () => {
    const { email, dob } = await student();
    await failTimes(MAX_FAILURES - 1, email, newAddress);
    expect((await login(t.app, 'users', newAddress(), email, dob)).statusCode).toBe(200);
    await failTimes(MAX_FAILURES - 1, email, newAddress);
    expect((await login(t.app, 'users', newAddress(), email, dob)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const { email, dob } = await student();
    const from = newAddress();
    for (let i = 0; i < MAX_FAILURES + 2; i++) {
      expect((await login(t.app, 'users', from, email, dob)).statusCode).toBe(200);
    }
    await failTimes(MAX_FAILURES, email, () => from);
    expectLocked(await login(t.app, 'users', from, email, dob));
  });

  it('does not count requests refused by validation', async () => {
    const { email, dob } = await student();
    const from = newAddress();
    for (let i = 0; i < MAX_FAILURES + 2; i++) {
      expect((await login(t.app, 'users', from, email, '')).statusCode).toBe(400);
    }
    expect((await login(t.app, 'users', from, email, dob)).statusCode).toBe(200);
  });
});

describe('two instances sharing Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ redisUrl: REDIS_URL, loginRateLimit: limits(`${RUN_PREFIX}:shared`) });
    second = Fastify({ ...serverOptions, logger: false });
    await second.register(fp(serviceApp), { config: t.config, database: t.database });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('share the count and the lock of an account, kept in Redis, and tell the office once', async () => {
    const { id, email, dob } = await createStudent(t.db, { dob: '2002-06-07' });
    for (let i = 0; i < MAX_FAILURES; i++) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await login(app, 'users', newAddress(), email, '1999-12-31')).statusCode).toBe(401);
    }
    const key = `${RUN_PREFIX}:shared:student:account:${email}`;
    expect(Number(await redis.get(key))).toBeGreaterThan(MAX_FAILURES);
    expect(await redis.pttl(key)).toBeGreaterThan(WINDOW_MS - 60_000);
    expectLocked(await login(second, 'users', newAddress(), email, dob!));
    expectLocked(await login(t.app, 'users', newAddress(), email, dob!));
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'student.sign_in_locked'), eq(auditEvents.entityId, id)));
    expect(events).toHaveLength(1);
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ redisUrl: 'redis://127.0.0.1:1', loginRateLimit: limits(`${RUN_PREFIX}:unreachable`) });
  });
  afterAll(() => t.close());

  it('still signs in, and counts failures in the process', async () => {
    const { email, dob } = await createStudent(t.db, { dob: '2003-08-09' });
    expect((await login(t.app, 'users', newAddress(), email, dob!)).statusCode).toBe(200);
    const from = newAddress();
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(t.app, 'users', from, email, '1999-12-31')).statusCode).toBe(401);
    }
    expectLocked(await login(t.app, 'users', newAddress(), email, dob!));
  });
});

describe('behind a reverse proxy (TRUST_PROXY=10.9.9.9)', () => {
  const PROXY = '10.9.9.9';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustedProxies: [PROXY], loginRateLimit: limits(`${RUN_PREFIX}:proxied`) });
  });
  afterAll(() => t.close());

  /** A sign-in through the proxy: the client may write anything into X-Forwarded-For; the proxy appends its address. */
  const viaProxy = (client: string, forged: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
      payload: { email, password },
    });

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    const client = newAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const { email } = await createStudent(t.db, { dob: '2001-04-05' });
      expect((await viaProxy(client, newAddress(), email, '1999-12-31')).statusCode).toBe(401);
    }
    const { email, dob } = await createStudent(t.db, { dob: '2001-04-05' });
    expectAddressLimited(await viaProxy(client, newAddress(), email, dob!));
    expect((await viaProxy(newAddress(), client, email, dob!)).statusCode).toBe(200);
  });

  it('counts the IPv6 addresses of one /64 as one client, and other /64s apart', async () => {
    const network = '2001:db8:7:42';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const { email } = await createStudent(t.db, { dob: '2001-04-05' });
      const rotated = `${network}:${(i + 1).toString(16)}:${randomUUID().slice(0, 4)}::1`;
      expect((await viaProxy(rotated, newAddress(), email, '1999-12-31')).statusCode).toBe(401);
    }
    const { email, dob } = await createStudent(t.db, { dob: '2001-04-05' });
    expectAddressLimited(await viaProxy(`${network}:ffff:ffff:ffff:ffff`, newAddress(), email, dob!));
    expect((await viaProxy('2001:db8:7:43::1', newAddress(), email, dob!)).statusCode).toBe(200);
  });

  it('locks an account guessed from every address of a /64', async () => {
    const { email, dob } = await createStudent(t.db, { dob: '2001-04-05' });
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await viaProxy(`2001:db8:9:1::${i + 1}`, newAddress(), email, '1999-12-31')).statusCode).toBe(401);
    }
    expectLocked(await viaProxy('2001:db8:9:1::ff', newAddress(), email, dob!));
    expectLocked(await viaProxy('2001:db8:9:2::1', newAddress(), email, dob!));
  });
});
