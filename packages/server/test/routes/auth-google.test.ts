import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { buildTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/google', () => {
  it('sends the browser back to the login page with the not-configured error', async () => {
    const res = await t.app.inject({ url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, 'http://campus.test');
    expect(location.pathname).toBe('/login');
    const error = location.searchParams.get('error');
    expect(error).toBe(messages.login.googleNotConfigured);
    // The login page shows the unavailable message when the error mentions 'not configured'.
    expect(error).toContain('not configured');
  });
});
