import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { GOOGLE_CLIENT_ID, startGoogleProvider } from './google-provider';

const serverEntry = fileURLToPath(new URL('../../server/dist/server.js', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    googleIssuer: string;
  }
}

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
 * Starts the built app (API + web) once for the whole e2e run: a new data folder, demo data, and the database
 * given by DATABASE_URL when set (else PGlite).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-e2e-'));
  const port = await freePort();
  const google = await startGoogleProvider();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      LOGIN_RATE_LIMIT_MAX: '1000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Campus is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('googleIssuer', google.issuer);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await google.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
