/** What the tests of the built server (started as a process of its own) share. */

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartBody, pictureForm } from './multipart.js';

const BUILT_SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export interface BuiltServer {
  process: ChildProcess;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  /** Resolves once its output has `text`; fails with the output if it exits first or `timeoutMs` pass. */
  until(text: string, timeoutMs: number): Promise<void>;
}

/**
 * Starts the built server (npm run build comes first; these tests build nothing) as a process of its own, on the
 * loopback address, with the settings such tests share (no daily backup, a test secret, warnings only), `env` over them.
 */
export function startBuiltServer(env: NodeJS.ProcessEnv): BuiltServer {
  expect(existsSync(BUILT_SERVER), `${BUILT_SERVER} exists: run npm run build first`).toBe(true);
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      BACKUP_AT: 'off',
      JWT_SECRET: 'built-server-test-secret-built-server-test-secret',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    process: child,
    output: () => output,
    async until(text, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`no "${text}" from the server:\n${output}`);
        await sleep(100);
      }
    },
  };
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Whether a new TCP connection to the port is refused. */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Signs the demo student in through the server's own login route and returns their token. */
export async function demoStudentToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'aarav.sharma1@students.campus.test', password: '2000-01-01' }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * A profile-picture upload to a real server that stays in flight until told to finish: it resolves once the server has
 * taken the request (answered "100 Continue") and the first bytes are sent; `finish` sends the rest slowly.
 */
export async function uploadInFlight(port: number, token: string) {
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
  await once(upload, 'continue');
  upload.write(body.subarray(0, 100));

  return {
    answer,
    /** Sends the rest of the picture in four pieces, 150 ms apart. */
    async finish() {
      const chunks = 4;
      const size = Math.ceil((body.length - 100) / chunks);
      for (let offset = 100; offset < body.length; offset += size) {
        upload.write(body.subarray(offset, offset + size));
        await sleep(150);
      }
      upload.end();
    },
  };
}
