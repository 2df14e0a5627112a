import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  /** Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** The built web app, served on the same port when present. */
  webDir: string | undefined;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  redisUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /**
   * Failed sign-ins allowed in the window per account (max) and per address (addressMax), counted apart for student
   * and staff sign-ins; Redis keys start with keyPrefix.
   */
  loginRateLimit: { max: number; addressMax: number; timeWindowMs: number; keyPrefix: string };
  /** Where browsers reach the app; the Google redirect URI is built from it. */
  publicUrl: string;
  /** Unset: Google sign-in is off. */
  google: GoogleConfig | undefined;
  /** How long the admin dashboard's figures are reused; 0 computes them on every request. */
  dashboardCacheMs: number;
}

export interface GoogleConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads the environment once at start-up; throws with a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a valid port: ${env.PORT}`);
  const webDir = resolve(env.WEB_DIR ?? DEFAULT_WEB_DIR);

  return {
    production,
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    webDir: existsSync(join(webDir, 'index.html')) ? webDir : undefined,
    jwtSecret: jwtSecret(env.JWT_SECRET, production, dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 2 * 60 * 60),
    redisUrl: env.REDIS_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    loginRateLimit: {
      max: positiveInteger(env, 'LOGIN_RATE_LIMIT_MAX', 10),
      addressMax: positiveInteger(env, 'LOGIN_RATE_LIMIT_ADDRESS_MAX', 200),
      timeWindowMs: 15 * 60 * 1000,
      keyPrefix: 'campus:login-failures',
    },
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`).origin,
    google: googleConfig(env, production),
    dashboardCacheMs: Number(env.DASHBOARD_CACHE_SECONDS ?? 10) * 1000,
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1: ${env[name]}`);
  return value;
}

/** Google sign-in is on when a client id and secret are given. */
function googleConfig(env: NodeJS.ProcessEnv, production: boolean): GoogleConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return undefined;
  const issuer = url('GOOGLE_ISSUER', env.GOOGLE_ISSUER || 'https://accounts.google.com');
  if (production && issuer.protocol !== 'https:') {
    throw new Error('GOOGLE_ISSUER must use https when NODE_ENV=production');
  }
  return { issuer, clientId, clientSecret };
}

function url(name: string, value: string): URL {
  if (!URL.canParse(value)) throw new Error(`${name} is not a valid URL: ${value}`);
  return new URL(value);
}

/**
 * Production must be given a secret. In development one is generated once and kept under the data
 * folder, so tokens survive restarts without anyone having to configure anything.
 */
function jwtSecret(fromEnv: string | undefined, production: boolean, dataDir: string): Uint8Array {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(fromEnv);
  }
  if (production) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
