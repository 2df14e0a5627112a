import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type RouteOptions,
  type FastifySchema,
  type FastifyServerOptions,
  type LightMyRequestResponse,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'drizzle-orm';
import serviceApp, { serverOptions, trustProxyOption } from '../../src/app.js';
import type { AppConfig, EmailConfig } from '../../src/config.js';
import type { Database, Db } from '../../src/db/client.js';
import type { AuthUser } from '../../src/plugins/app/authentication.js';
import { createTestDatabase, openSameDatabase } from './database.js';

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** Every route the app registered, with the access it declared. */
  routes: RegisteredRoute[];
  /** A bearer header for the given user. */
  auth(user: AuthUser): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: string | undefined;
  /** What the route validates (zod schemas for query, params, headers and a JSON body), if anything. */
  schema: FastifySchema | undefined;
}

/** Email as tests use it: unset unless `smtp` is given, and every wait short enough for a test. */
export function testEmailConfig(overrides: Partial<EmailConfig> = {}): EmailConfig {
  return {
    smtp: undefined,
    ratePerMinute: 100_000,
    maxAttempts: 5,
    retryDelayMs: 100,
    maxRetryDelayMs: 400,
    pollIntervalMs: 100,
    leaseMs: 60_000,
    reminderAt: '09:00',
    reminderEveryDays: 7,
    attendanceEmailsAt: undefined,
    ...overrides,
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-test-'));
  return {
    production: false,
    host: '127.0.0.1',
    port: 0,
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    privateFilesDir: join(dataDir, 'files'),
    objectStorage: undefined,
    webDir: undefined,
    lateFeesAt: undefined,
    backups: { destination: { dir: join(dataDir, 'backups') }, dailyAt: undefined, keep: 7, beforeImport: false },
    upi: undefined,
    clockStart: undefined,
    jwtSecret: TEST_JWT_SECRET,
    tokenTtlSeconds: 3600,
    redisUrl: undefined,
    adminEmail: undefined,
    adminPassword: undefined,
    seedDemo: false,
    loginRateLimit: { max: 1000, addressMax: 1000, timeWindowMs: 60_000, keyPrefix: `campus-test-${randomUUID()}` },
    dashboardCacheMs: 0,
    publicUrl: 'http://campus.test',
    google: undefined,
    logLevel: 'silent',
    trustedProxies: [],
    institute: { name: 'Campus Test Institute', address: '12 MG Road, Bengaluru 560001', language: 'en' },
    email: testEmailConfig(),
    metricsToken: undefined,
    workers: 1,
    minFreeDiskBytes: 0,
    watchdogMs: 0,
    requestTimeoutMs: 60_000,
    pictureUploadsPerMinute: 1000,
    attachmentUploadsPerMinute: 1000,
    attendance: { editDays: 7, minPercent: 75 },
    messaging: { smpp: undefined, smsHttps: undefined, whatsappHttps: undefined },
    ...overrides,
  };
}

/**
 * The real app on a fresh database, driven through app.inject; a logger sees every SQL statement it runs, and
 * `log` (Fastify's logger options, off unless given) what the app logs. `kind` picks the database where both are
 * at hand (a PostgreSQL run of the tests has PGlite too); PGlite is in memory unless given a folder (`pgliteDir`).
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  logger?: Logger,
  log: FastifyServerOptions['logger'] = false,
  kind?: Database['kind'],
  pgliteDir?: string,
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase(logger, kind, pgliteDir);
  const app = Fastify({ ...serverOptions, trustProxy: trustProxyOption(config.trustedProxies), logger: log });
  // Read once the app is ready: a folder's own onRoute hook (autohooks.ts) sets options after this one has run.
  const added: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    added.push(route);
  });
  await app.register(fp(serviceApp), { config, database });
  await app.ready();
  const routes = added.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method): RegisteredRoute => ({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema,
      })),
  );
  return {
    app,
    db: database.db,
    database,
    config,
    routes,
    auth: async (user) => ({ authorization: `Bearer ${await app.signToken(user)}` }),
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the app on the test app's database, as a second server behind a load balancer would be: on
 * PostgreSQL with its own pool and its own LISTEN connection. PGlite lives in one process, so there both share it.
 * `config` replaces the test app's own.
 */
export async function buildSecondInstance(
  t: TestApp,
  config: AppConfig = t.config,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.database.kind === 'postgres' ? await openSameDatabase(t.db) : t.database;
  const app = Fastify({ ...serverOptions, logger: false });
  await app.register(fp(serviceApp), { config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
