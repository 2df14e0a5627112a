import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import serviceApp, { serverOptions } from '../src/app.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createStudent } from './helpers/fixtures.js';
import { expiredToken, tokenSignedWithAnotherKey, unsignedToken } from './helpers/tokens.js';
import { errorBody } from '../src/lib/errors.js';

let t: TestApp;
let studentId: string;
beforeAll(async () => {
  t = await buildTestApp();
  studentId = (await createStudent(t.db)).id;
});
afterAll(() => t.close());

const fullMe = (token: string) =>
  t.app.inject({ url: '/api/users/full-me', headers: { authorization: `Bearer ${token}` } });

describe('tokens', () => {
  it('accepts a token signed by the server', async () => {
    const token = await t.app.signToken({ id: studentId, role: 'student' });
    expect((await fullMe(token)).statusCode).toBe(200);
  });

  it('refuses an expired token with the session-expired message', async () => {
    const res = await fullMe(await expiredToken({ id: studentId, role: 'student' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody(messages.auth.sessionExpired));
  });

  it('refuses a token signed with another key', async () => {
    const res = await fullMe(await tokenSignedWithAnotherKey({ id: studentId, role: 'student' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody(messages.auth.required));
  });

  it('refuses an unsigned (alg: none) token', async () => {
    expect((await fullMe(unsignedToken({ id: studentId, role: 'student' }))).statusCode).toBe(401);
  });

  it('refuses a token that claims the admin role without the admin key', async () => {
    const token = unsignedToken({ id: studentId, role: 'admin' });
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('takes the scheme in any case (RFC 7235)', async () => {
    const token = await t.app.signToken({ id: studentId, role: 'student' });
    for (const authorization of [`bearer ${token}`, `BEARER ${token}`, `Bearer  ${token}`]) {
      const res = await t.app.inject({ url: '/api/users/full-me', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(200);
    }
  });

  it('refuses a malformed authorization header', async () => {
    const res = await t.app.inject({ url: '/api/users/full-me', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody(messages.auth.required));
  });
});

describe('routes', () => {
  it('refuses to start when an /api route does not declare who may call it', async () => {
    const app = Fastify({ ...serverOptions, logger: false });
    await app.register(fp(serviceApp), { config: t.config, database: t.database });
    app.get('/api/undeclared', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/Route GET \/api\/undeclared does not declare config.access/);
    await app.close();
  });

  it('answers at the server root for the reachability check', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody(messages.errors.notFound));
  });

  it('answers a body that is not an object, and a parameter given twice, in words', async () => {
    const list = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: [] });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual(errorBody(messages.errors.bodyNotObject));
    const twice = await t.app.inject({ url: '/api/auth/google/callback?state=a&state=b' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual(errorBody(messages.input.givenOnce('"state"')));
  });

  it('answers a malformed JSON body with a readable 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.errors.invalidJson));
  });
});
