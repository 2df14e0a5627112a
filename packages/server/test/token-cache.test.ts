import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createStudent } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

/** Verified tokens are remembered, but never past their expiry. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ tokenTtlSeconds: 2 });
});
afterAll(() => t.close());

it('refuses a token that expired after it was first accepted', async () => {
  const student = await createStudent(t.db);
  const headers = await t.auth(student.auth);
  const first = await t.app.inject({ url: '/api/users/full-me', headers });
  expect(first.statusCode).toBe(200);

  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const later = await t.app.inject({ url: '/api/users/full-me', headers });
  expect(later.statusCode).toBe(401);
  expect(later.json()).toEqual(errorBody(messages.auth.sessionExpired));
});
