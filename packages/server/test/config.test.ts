import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const SECRET = 'a-production-secret-of-at-least-32-characters';

const dataDir = mkdtempSync(join(tmpdir(), 'campus-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('refuses production without JWT_SECRET, and does not make one up', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      'JWT_SECRET must be set when NODE_ENV=production',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: dataDir })).toThrow(/at least 32/);
  });

  it('takes the production secret from JWT_SECRET', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir });
    expect(config.production).toBe(true);
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(SECRET);
  });

  it('allows 10 failed sign-ins per account and 200 per address in 15 minutes unless told otherwise', () => {
    const env = { JWT_SECRET: SECRET, DATA_DIR: dataDir };
    expect(loadConfig(env).loginRateLimit).toMatchObject({ max: 10, addressMax: 200, timeWindowMs: 15 * 60 * 1000 });
    expect(loadConfig({ ...env, LOGIN_RATE_LIMIT_MAX: '1000' }).loginRateLimit.max).toBe(1000);
    expect(loadConfig({ ...env, LOGIN_RATE_LIMIT_ADDRESS_MAX: '500' }).loginRateLimit.addressMax).toBe(500);
    for (const name of ['LOGIN_RATE_LIMIT_MAX', 'LOGIN_RATE_LIMIT_ADDRESS_MAX']) {
      for (const bad of ['0', '-1', '2.5', 'ten']) {
        expect(() => loadConfig({ ...env, [name]: bad })).toThrow(new RegExp(`^${name} `));
      }
    }
  });
});

describe('node dist/server.js', () => {
  it('exits with 1 and one readable line when production has no JWT_SECRET', async () => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

    expect(code).toBe(1);
    expect(stderr).toBe('Campus cannot start: JWT_SECRET must be set when NODE_ENV=production\n');
    expect(stdout).toBe('');
  });
});
