import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import serviceApp, { serverOptions } from '../src/app.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createStudent } from './helpers/fixtures.js';

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

function login(app: FastifyInstance, path: 'users' | 'admin', from: string, email: string, password: string) {
  const url = path === 'users' ? '/api/users/login' : '/api/admin/login';
  return app.inject({ method: 'POST', url, remoteAddress: from, payload: { email, password } });
}

function expectTooMany(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: messages.login.tooManyAttempts });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
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
    const { email, dob } = await createStudent(t.db, { dob: '2001-04-05' });
    return { email, dob: dob! };
  }

  async function failTimes(count: number, email: string, from: () => string, path: 'users' | 'admin' = 'users') {
    for (let i = 0; i < count; i++) {
      const res = await login(t.app, path, from(), email, '1999-12-31');
      expect(res.statusCode).toBe(401);
    }
  }

  it('refuses a student after 10 failures with 429, Retry-After and the message, even with the right date of birth, without a lookup', async () => {
    const { email, dob } = await student();
    const from = newAddress();
    await failTimes(MAX_FAILURES, email, () => from);

    statements.length = 0;
    expectTooMany(await login(t.app, 'users', from, email, dob));
    expect(statements).toEqual([]);
  });

  it('refuses an admin after 10 wrong passwords, before the password check', async () => {
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    const from = newAddress();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await login(t.app, 'admin', from, admin.email, `wrong-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: messages.login.invalidAdminCredentials });
    }
    statements.length = 0;
    expectTooMany(await login(t.app, 'admin', from, admin.email, 'Right-password-1'));
    expect(statements).toEqual([]);
  });

  it('answers an unknown email and a wrong password alike, and counts both', async () => {
    const { email } = await student();
    const admin = await createAdmin(t.db);
    const from = newAddress();
    const wrongStudent = await login(t.app, 'users', from, email, '1999-12-31');
    const unknownStudent = await login(t.app, 'users', from, 'nobody@campus.test', '1999-12-31');
    expect([wrongStudent.statusCode, unknownStudent.statusCode]).toEqual([401, 401]);
    expect(wrongStudent.json()).toEqual({ error: messages.login.invalidStudentCredentials });
    expect(unknownStudent.json()).toEqual(wrongStudent.json());

    const wrongAdmin = await login(t.app, 'admin', from, admin.email, 'wrong password');
    const unknownAdmin = await login(t.app, 'admin', from, 'nobody@campus.test', 'wrong password');
    expect([wrongAdmin.statusCode, unknownAdmin.statusCode]).toEqual([401, 401]);
    expect(wrongAdmin.json()).toEqual({ error: messages.login.invalidAdminCredentials });
    expect(unknownAdmin.json()).toEqual(wrongAdmin.json());

    const ghost = `ghost-${randomUUID()}@campus.test`;
    await failTimes(MAX_FAILURES, ghost, newAddress);
    const guesser = newAddress();
    expect((await login(t.app, 'users', guesser, ghost, '1999-12-31')).statusCode).toBe(401);
    expectTooMany(await login(t.app, 'users', guesser, ghost, '1999-12-31'));
  });

  it('limits one address across many accounts; other addresses still sign in', async () => {
    const from = newAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const { email } = await student();
      expect((await login(t.app, 'users', from, email, '1999-12-31')).statusCode).toBe(401);
    }
    const { email, dob } = await student();
    expectTooMany(await login(t.app, 'users', from, email, dob));
    expect((await login(t.app, 'users', newAddress(), email, dob)).statusCode).toBe(200);
  });

  it('lets everyone else behind an address sign in while one account there is blocked', async () => {
    const from = newAddress();
    const guessed = await student();
    await failTimes(MAX_FAILURES, guessed.email, () => from);
    expectTooMany(await login(t.app, 'users', from, guessed.email, guessed.dob));

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
    expectTooMany(await login(t.app, 'users', studentsFrom, email, dob));
    expect((await login(t.app, 'admin', studentsFrom, admin.email, 'Right-password-1')).statusCode).toBe(200);

    const staffFrom = newAddress();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      expect((await login(t.app, 'admin', staffFrom, `nobody-${i}@campus.test`, 'wrong')).statusCode).toBe(401);
    }
    expectTooMany(await login(t.app, 'admin', staffFrom, admin.email, 'Right-password-1'));
    expect((await login(t.app, 'users', staffFrom, email, dob)).statusCode).toBe(200);
  });

  it('does not count student sign-ins with a staff email against the staff account', async () => {
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    const from = newAddress();
    await failTimes(MAX_FAILURES, admin.email, () => from);
    expectTooMany(await login(t.app, 'users', from, admin.email, '1999-12-31'));
    expect((await login(t.app, 'admin', from, admin.email, 'Right-password-1')).statusCode).toBe(200);
  });

  it('once an account has 10 failures, gives each address one attempt at it, and lets its owner in from another', async () => {
    const { email, dob } = await student();
    await failTimes(MAX_FAILURES, email, newAddress);
    const guesser = newAddress();
    expect((await login(t.app, 'users', guesser, email, '1999-12-30')).statusCode).toBe(401);
    expectTooMany(await login(t.app, 'users', guesser, email, dob));
    expect((await login(t.app, 'users', newAddress(), email, dob)).statusCode).toBe(200);
  });

  it('never locks an admin out: wrong passwords for their email from elsewhere, again and again, leave them signing in', async () => {
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    const own = newAddress();
    for (let round = 0; round < 3; round++) {
      await failTimes(MAX_FAILURES, admin.email, newAddress, 'admin');
      expect((await login(t.app, 'admin', own, admin.email, 'Right-password-1')).statusCode).toBe(200);
    }
  });

  it('counts failed password changes with failed sign-ins, from that address', async () => {
    const admin = await createAdmin(t.db, { password: 'Right-password-1' });
    const headers = await t.auth(admin.auth);
    const from = newAddress();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        remoteAddress: from,
        headers,
        payload: { currentPassword: `wrong-${i}`, newPassword: 'A-new-password-of-length' },
      });
      expect(change.statusCode).toBe(400);
    }
    expectTooMany(await login(t.app, 'admin', from, admin.email, 'Right-password-1'));
    expect((await login(t.app, 'admin', newAddress(), admin.email, 'Right-password-1')).statusCode).toBe(200);
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
    expectTooMany(await login(t.app, 'users', from, email, dob));
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

  it('share the count of an account, kept in Redis', async () => {
    const { email, dob } = await createStudent(t.db, { dob: '2002-06-07' });
    for (let i = 0; i < MAX_FAILURES; i++) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await login(app, 'users', newAddress(), email, '1999-12-31')).statusCode).toBe(401);
    }
    expect(await redis.get(`${RUN_PREFIX}:shared:student:account:${email}`)).toBe(String(MAX_FAILURES));
    const guesser = newAddress();
    expect((await login(t.app, 'users', guesser, email, '1999-12-30')).statusCode).toBe(401);
    expectTooMany(await login(second, 'users', guesser, email, dob!));
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
    expectTooMany(await login(t.app, 'users', from, email, dob!));
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
    expectTooMany(await viaProxy(client, newAddress(), email, dob!));
    expect((await viaProxy(newAddress(), client, email, dob!)).statusCode).toBe(200);
  });
});
