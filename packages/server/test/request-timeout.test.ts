import { once } from 'node:events';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import serviceApp, { serverOptions, timeoutOptions } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';

const TIMEOUT_MS = 1_000;
let database: Database;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ requestTimeoutMs: TIMEOUT_MS });
  app = Fastify({ ...serverOptions, ...timeoutOptions(config), logger: false });
  await app.register(fp(serviceApp), { config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('closes a connection whose request trickles in a byte at a time, once REQUEST_TIMEOUT_SECONDS have passed', async () => {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.write('POST /api/users/login HTTP/1.1\r\nHost: campus.test\r\nContent-Type: application/json\r\n');
  socket.write('Content-Length: 1000\r\n\r\n{');
  const started = performance.now();
  const trickle = setInterval(() => socket.write(' '), 200);
  socket.on('end', () => clearInterval(trickle));
  // A byte written as the server closes is answered with a reset: the 408 read before it is what counts.
  socket.on('error', () => {});
  try {
    await once(socket, 'close');
  } finally {
    clearInterval(trickle);
  }
  const heldMs = performance.now() - started;
  expect(heldMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  expect(heldMs).toBeLessThan(TIMEOUT_MS * 3);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

it('closes a connection that sends nothing at all', async () => {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = performance.now();
  await once(socket, 'close');
  expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 3);
});

it('answers a request sent promptly', async () => {
  const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(answer.status).toBe(200);
});

it('starts with the longest REQUEST_TIMEOUT_SECONDS, above the 300 s Node keeps by itself', async () => {
  const hour = testConfig({ requestTimeoutMs: 3_600_000 });
  const server = Fastify({ ...serverOptions, ...timeoutOptions(hour), logger: false });
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    expect([server.server.requestTimeout, server.server.headersTimeout]).toEqual([3_600_000, 3_600_000]);
  } finally {
    await server.close();
  }
});
