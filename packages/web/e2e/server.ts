import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseDemoAdminPassword } from './demo-admin';

const serverEntry = fileURLToPath(new URL('../../server/dist/server.js', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the built app (API + web) on a free port with a new data folder and demo data, on the database given by
 * DATABASE_URL when set (else PGlite), or on the data folder of an earlier one stopped with `keepData` (a restart);
 * `env` adds to or overrides its environment. The demo admin's password is then
 * changed to DEMO_ADMIN's, as its first sign-in requires. Returns its address and how to stop it (which removes the
 * data folder).
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  { dataDir: keptDataDir }: { dataDir?: string } = {},
): Promise<{ url: string; dataDir: string; stop(options?: { keepData?: boolean }): Promise<void> }> {
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'campus-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      // No daily backup as it starts (its time has passed): the Backups test takes its own.
      BACKUP_AT: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      LOGIN_RATE_LIMIT_MAX: '1000',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Campus is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
  });
  if (env.SEED_DEMO !== '0') await chooseDemoAdminPassword(url);
  return {
    url,
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
