import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { get as httpGet } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from './helpers/database.js';
import {
  demoStudentToken,
  freePort,
  refusesConnections,
  startBuiltServer,
  uploadInFlight,
} from './helpers/server-process.js';

/**
 * WEB_CONCURRENCY on the built server (npm run build comes first; this test builds nothing). Several processes can
 * share only a database server: the PGlite run shows the refusal, the PostgreSQL run the workers.
 */
const METRICS_TOKEN = 'cluster-metrics-token-for-tests';
const onPostgres = Boolean(process.env.DATABASE_URL);

const dataDir = mkdtempSync(join(tmpdir(), 'campus-cluster-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: NodeJS.ProcessEnv) => startBuiltServer({ DATA_DIR: dataDir, ...env });

/**
 * GET /api/health on a connection of its own: the status, the error that ended it (a connection the dying worker had
 * accepted is reset, and the client knows at once), or 'no answer' after 8 s.
 */
function newConnectionAnswer(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = httpGet({ host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 8_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve('no answer');
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The process ids of the server's workers. */
const workersOf = (server: ChildProcess) =>
  execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map(Number);

/** The inodes of the sockets listening on a port (Linux's /proc/net tables: state 0A is LISTEN). */
function listeningSockets(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === '0A' && Number.parseInt(fields[1]!.split(':').at(-1)!, 16) === port) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/**
 * The workers that hold the port's listening socket. A worker started in place of a dead one counts once it listens,
 * not once it is forked: killing the only listening worker would close the port until the new one listens.
 */
function listeningWorkersOf(server: ChildProcess, port: number): number[] {
  const sockets = [...listeningSockets(port)].map((inode) => `socket:[${inode}]`);
  return workersOf(server).filter((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => sockets.includes(readlinkSync(`/proc/${pid}/fd/${fd}`)));
    } catch {
      return false; // it exited meanwhile
    }
  });
}

it.skipIf(onPostgres)('refuses WEB_CONCURRENCY above 1 on PGlite with one line, and exits 1', async () => {
  const { process: server, output } = start({ DATABASE_URL: '', WEB_CONCURRENCY: '2', PORT: String(await freePort()) });
  const [code] = (await once(server, 'exit')) as [number];
  expect(code).toBe(1);
  expect(output()).toBe(
    'Campus cannot start: WEB_CONCURRENCY must be 1 without DATABASE_URL (processes cannot share a PGlite data folder)\n',
  );
});

describe.runIf(onPostgres)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let running: ReturnType<typeof start>;
  let port: number;
  let base: string;
  afterAll(async () => {
    if (running?.process.exitCode === null) running.process.kill('SIGKILL');
    await database?.drop();
  });

  it('starts two workers on one port once the primary has migrated and seeded, and says so once', async () => {
    database = await createScratchDatabase(process.env.DATABASE_URL!);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    running = start({
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      SEED_DEMO: '1',
      METRICS_TOKEN,
    });
    await running.until('Campus is running', 60_000);
    expect(running.output()).toContain('(database: PostgreSQL, 2 worker processes)');
    expect(running.output().match(/Demo data was created/g)).toHaveLength(1);
    expect(running.output()).toContain('it is not for production');
    expect(listeningWorkersOf(running.process, port)).toHaveLength(2);
  }, 90_000);

  it('answers health checks and sums every worker’s requests in GET /metrics, whichever worker is asked', async () => {
    const asked = 20;
    for (let i = 0; i < asked; i += 1) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const scrapes = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    for (const text of scrapes) {
      expect(text).toContain(
        `http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} ${asked}`,
      );
    }
  });

  it('starts a new worker in place of one that dies, and keeps answering meanwhile', async () => {
    const [victim] = workersOf(running.process);
    process.kill(victim!, 'SIGKILL');
    await vi.waitFor(
      () => {
        const workers = listeningWorkersOf(running.process, port);
        expect(workers).toHaveLength(2);
        expect(workers).not.toContain(victim);
      },
      { timeout: 30_000, interval: 200 },
    );
    await vi.waitFor(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), 10_000);
  }, 40_000);

  it('leaves no connection unanswered when a worker dies as it arrives (the kernel, not the primary, hands them out)', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const [victim] = listeningWorkersOf(running.process, port);
      // A burst of new connections, with a worker killed in the middle of it.
      const burst = Array.from({ length: 30 }, async (_, i) => {
        await sleep(i * 3);
        return newConnectionAnswer(port);
      });
      await sleep(40);
      process.kill(victim!, 'SIGKILL');
      outcomes.push(...(await Promise.all(burst)));
      await vi.waitFor(() => expect(listeningWorkersOf(running.process, port)).toHaveLength(2), {
        timeout: 30_000,
        interval: 100,
      });
    }
    const counted: Record<string, number> = {};
    for (const outcome of outcomes) counted[outcome] = (counted[outcome] ?? 0) + 1;
    expect(counted['no answer'], JSON.stringify(counted)).toBeUndefined();
    expect(counted['200']).toBeGreaterThan(0);
  }, 180_000);

  it('lets the workers finish their requests in flight on SIGTERM, stops every one and exits 0', async () => {
    const token = await demoStudentToken(base);
    const upload = await uploadInFlight(port, token);

    const workers = workersOf(running.process);
    const exited = once(running.process, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    running.process.kill('SIGTERM');
    // Every worker stops taking connections, then the rest of the picture arrives.
    await vi.waitFor(async () => expect(await refusesConnections(port)).toBe(true), { timeout: 8_000, interval: 50 });
    await upload.finish();
    const { status, text } = await upload.answer;
    expect(status, text).toBe(200);

    const [code, signal] = await exited;
    expect({ code, signal }, running.output()).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 30_000);
});
