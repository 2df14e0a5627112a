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
  loginRateLimit: { max: number; timeWindowMs: number };
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
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      timeWindowMs: 15 * 60 * 1000,
    },
  };
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
