import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoStudentToken,
  freePort,
  refusesConnections,
  startBuiltServer,
  uploadInFlight,
  type BuiltServer,
} from './helpers/server-process.js';

/**
 * The built server (npm run build comes first; this test builds nothing) on a fresh PGlite folder with the demo
 * data, stopped with SIGTERM while an upload is still arriving.
 */
let parentDir: string;
let dataDir: string;
let server: BuiltServer;
let port: number;

beforeAll(async () => {
  parentDir = mkdtempSync(join(tmpdir(), 'campus-shutdown-'));
  // A folder the server creates itself.
  dataDir = join(parentDir, 'data');
  port = await freePort();
  server = startBuiltServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1' });
  await server.until('Campus is running', 90_000);
}, 120_000);

afterAll(() => {
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(parentDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('finishes the upload in flight, refuses new connections meanwhile, and exits 0', async () => {
    const base = `http://127.0.0.1:${port}`;
    const token = await demoStudentToken(base);

    const upload = await uploadInFlight(port, token);
    const exited = once(server.process, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

    server.process.kill('SIGTERM');
    const deadline = Date.now() + 8_000;
    while (!(await refusesConnections(port))) {
      expect(Date.now(), 'the server stops listening').toBeLessThan(deadline);
      await sleep(50);
    }

    // The rest of the picture arrives slowly, after the server stopped taking new connections.
    await upload.finish();

    const { status, text } = await upload.answer;
    expect(status, text).toBe(200);
    expect(JSON.parse(text)).toEqual({ profilePicture: expect.stringMatching(/^\/uploads\/avatars\/.+\.webp$/) });
    const [code, signal] = await exited;
    expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
    expect(await refusesConnections(port)).toBe(true);
  }, 30_000);
});

describe('DATA_DIR', () => {
  it('is its owner’s alone: the folder and every folder in it 0700, every file 0600 (PGlite’s, the picture)', () => {
    const modes = new Map<string, number>();
    const walk = (path: string) => {
      const stat = statSync(path);
      modes.set(path.slice(dataDir.length) || '/', stat.mode & 0o777);
      if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(dataDir);
    expect(modes.size).toBeGreaterThan(100);
    expect([...modes.keys()].some((path) => path.startsWith('/uploads/avatars/'))).toBe(true);
    const open = [...modes].filter(([path, mode]) => {
      const isFolder = statSync(join(dataDir, path)).isDirectory();
      return mode !== (isFolder ? 0o700 : 0o600);
    });
    expect(open).toEqual([]);
  });
});
