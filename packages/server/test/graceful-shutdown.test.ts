import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pictureForm } from './helpers/multipart.js';

/**
 * The built server (npm run build comes first; this test builds nothing) on a fresh PGlite folder with the demo
 * data, stopped with SIGTERM while an upload is still arriving.
 */
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const STUDENT = { email: 'aarav.sharma1@students.campus.test', password: '2000-01-01' };

let dataDir: string;
let server: ChildProcess;
let port: number;
let output = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** Whether a new TCP connection to the server is refused. */
function refusesConnections(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

beforeAll(async () => {
  expect(existsSync(SERVER), `${SERVER} exists: run npm run build first`).toBe(true);
  dataDir = mkdtempSync(join(tmpdir(), 'campus-shutdown-'));
  port = await freePort();
  server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      JWT_SECRET: 'graceful-shutdown-secret-graceful-shutdown',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Campus is running')) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await sleep(100);
  }
}, 120_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('finishes the upload in flight, refuses new connections meanwhile, and exits 0', async () => {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STUDENT),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c60' } })
      .png()
      .toBuffer();
    const { payload: body, contentType } = await multipartBody(pictureForm(png, 'me.png'));

    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: '/api/users/profile-picture',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'content-length': body.length,
        // The server answers "100 Continue" once it has the headers: from then on the request is in flight.
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      upload.on('error', reject);
    });
    const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    await once(upload, 'continue');
    upload.write(body.subarray(0, 100));

    server.kill('SIGTERM');
    const deadline = Date.now() + 8_000;
    while (!(await refusesConnections())) {
      expect(Date.now(), 'the server stops listening').toBeLessThan(deadline);
      await sleep(50);
    }

    // The rest of the picture arrives slowly, after the server stopped taking new connections.
    const chunks = 4;
    const size = Math.ceil((body.length - 100) / chunks);
    for (let offset = 100; offset < body.length; offset += size) {
      upload.write(body.subarray(offset, offset + size));
      await sleep(150);
    }
    upload.end();

    const { status, text } = await answer;
    expect(status, text).toBe(200);
    expect(JSON.parse(text)).toEqual({ profilePicture: expect.stringMatching(/^\/uploads\/avatars\/.+\.webp$/) });
    const [code, signal] = await exited;
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    expect(await refusesConnections()).toBe(true);
  }, 30_000);
});
