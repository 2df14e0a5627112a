import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { emailOutbox } from '../src/db/schema.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/app.js';
import { createNotice, createStudent } from './helpers/fixtures.js';
import { bearer } from './helpers/tokens.js';
import { errorBody } from '../src/lib/errors.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const METRICS_TOKEN = 'metrics-token-for-the-tests';
const FAILURES_ALLOWED = 2;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    metricsToken: METRICS_TOKEN,
    loginRateLimit: { ...testConfig().loginRateLimit, max: FAILURES_ALLOWED },
  });
});
afterAll(() => t.close());

const scrape = () => t.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });

/** The value of one series in Prometheus's text format, given all its labels; undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? '').split(',').filter(Boolean).sort().join(',');
    if (found === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers only to the bearer token METRICS_TOKEN, with a JSON error otherwise', async () => {
    for (const headers of [{}, bearer('a-token-that-is-not-the-one'), { authorization: METRICS_TOKEN }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual(errorBody(messages.auth.metricsToken));
    }
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Not part of the API: the OpenAPI document leaves it out.
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(doc.json<{ paths: object }>().paths)).not.toContain('/metrics');
  });

  it('does not exist unless METRICS_TOKEN is set', async () => {
    const without = await buildTestApp();
    try {
      const res = await without.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(messages.errors.notFound));
    } finally {
      await without.close();
    }
  });

  it('counts requests and their durations by route pattern and status', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    for (let i = 0; i < 3; i += 1) await t.app.inject({ url: '/api/health' });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${student.id}`, headers });
    await t.app.inject({ url: '/api/no-such-thing' });

    const text = (await scrape()).body;
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sample(text, 'http_request_duration_seconds_count', health)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    const forbidden = { method: 'DELETE', route: '/api/admin/users/:id', status_code: '403' };
    expect(sample(text, 'http_request_duration_seconds_count', forbidden)).toBe(1);
    const unknown = { method: 'GET', route: 'no route', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', unknown)).toBe(1);
    expect(text).not.toContain(student.id);
  });

  it('counts failed sign-ins by kind and reason', async () => {
    const student = await createStudent(t.db);
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: student.email, password: '1990-01-01' },
      });
    const statuses = [];
    for (let i = 0; i <= FAILURES_ALLOWED; i += 1) statuses.push((await guess()).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nobody@campus.test', password: 'not a password' },
    });
    expect(staff.statusCode).toBe(401);

    const text = (await scrape()).body;
    expect(sample(text, 'campus_sign_in_failures_total', { kind: 'student', reason: 'wrong' })).toBe(2);
    expect(sample(text, 'campus_sign_in_failures_total', { kind: 'student', reason: 'too-many' })).toBe(1);
    expect(sample(text, 'campus_sign_in_failures_total', { kind: 'staff', reason: 'wrong' })).toBe(1);
  });

  it('shows the email outbox by state, as every instance sees it in the database', async () => {
    const notice = await createNotice(t.db);
    const student = await createStudent(t.db);
    const email = {
      kind: 'notice' as const,
      noticeId: notice.id,
      recipientId: student.id,
      toName: 'S',
      toAddress: student.email,
    };
    await t.db.insert(emailOutbox).values([email, email, { ...email, state: 'failed', attempts: 5 }]);

    const text = (await scrape()).body;
    expect(sample(text, 'campus_email_outbox', { state: 'queued' })).toBe(2);
    expect(sample(text, 'campus_email_outbox', { state: 'failed' })).toBe(1);
    expect(sample(text, 'campus_email_outbox', { state: 'sent' })).toBe(0);
  });

  it('shows the outbox by channel and state', async () => {
    const notice = await createNotice(t.db);
    const student = await createStudent(t.db);
    const sms = { kind: 'notice' as const, channel: 'sms' as const, noticeId: notice.id, recipientId: student.id };
    await t.db.insert(emailOutbox).values([
      { ...sms, toName: 'S', toAddress: '9800000000', state: 'delivered' },
      { ...sms, channel: 'whatsapp', toName: 'S', toAddress: '9800000000', state: 'failed' },
    ]);

    const text = (await scrape()).body;
    expect(sample(text, 'campus_message_outbox', { channel: 'sms', state: 'delivered' })).toBe(1);
    expect(sample(text, 'campus_message_outbox', { channel: 'whatsapp', state: 'failed' })).toBe(1);
    expect(sample(text, 'campus_message_outbox', { channel: 'sms', state: 'failed' })).toBe(0);
    // The email figures stay those of email alone.
    expect(sample(text, 'campus_email_outbox', { state: 'failed' })).toBe(1);
  });

  it('shows the process’s memory and event-loop delay', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    // Percentiles of a real measurement: ordered, and far below a second on an idle test process.
    const [p50, p99] = ['p50', 'p99'].map((at) => sample(text, `nodejs_eventloop_lag_${at}_seconds`)!);
    expect(p50).toBeGreaterThan(0);
    expect(p99).toBeGreaterThanOrEqual(p50!);
    expect(p99).toBeLessThan(1);
  });

  it.runIf(onPostgres)('shows the database pool on PostgreSQL', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'campus_db_pool_connections', { state: 'in_use' })).toBeTypeOf('number');
    expect(sample(text, 'campus_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'campus_db_pool_waiting')).toBe(0);
  });

  it.skipIf(onPostgres)('has no database pool on PGlite, which runs in the process', async () => {
    expect(sample((await scrape()).body, 'campus_db_pool_waiting')).toBeUndefined();
  });
});
