import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteInfo } from '@campus/domain';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';

describe('GET /api/site', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ institute: { name: 'Sunrise Academy', address: undefined, language: 'en' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it("tells anyone the institute's name and that Google sign-in is not set up", async () => {
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(json<SiteInfo>(res)).toEqual({ instituteName: 'Sunrise Academy', googleSignIn: false });
  });
  // With Google set up it says true: the e2e server has it, and its sign-in page shows the button (google-login.e2e.ts).
});
