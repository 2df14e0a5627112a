import { rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import serviceApp, { serverOptions } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { testConfig } from './helpers/app.js';
import { createScratchDatabase } from './helpers/database.js';
import { createAdmin, createCourse, createStudent, enroll } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

/**
 * The app on PostgreSQL (in the PGlite run too: an outage is about the network between the app and its server),
 * with a TCP proxy in between that the test can cut, turn into a black hole, and open again.
 */
const SERVER_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Far above the pool's 5 s connection timeout and the 2 s readiness timeout, far below a hang. */
const ANSWER_WITHIN_MS = 15_000;

class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private forwarding = true;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Accepts connections again (on the same port after the first time) and forwards them. */
  async open() {
    await this.listen();
    this.forwarding = true;
  }

  /** The server goes away: every connection is cut and new ones are refused. */
  async cut() {
    const server = this.server;
    this.server = undefined;
    this.dropConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }

  /** The network swallows everything: connections are cut, and new ones accepted and never answered. */
  async blackHole() {
    this.forwarding = false;
    this.dropConnections();
    await this.listen();
  }

  private async listen() {
    if (this.server) return;
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as { port: number }).port;
  }

  private dropConnections() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private accept(client: Socket) {
    this.sockets.add(client);
    client.on('error', () => client.destroy());
    client.on('close', () => this.sockets.delete(client));
    if (!this.forwarding) return;
    const upstream = connect(this.target.port, this.target.host);
    this.sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  }
}

let proxy: CuttableProxy;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Database;
let config: AppConfig;
let app: FastifyInstance;
let admin: { authorization: string };
let student: { authorization: string };
let payment: Record<string, unknown>;

beforeAll(async () => {
  scratch = await createScratchDatabase(SERVER_URL);
  const target = new URL(scratch.url);
  proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.open();
  const viaProxy = new URL(scratch.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  database = await openDatabase({ databaseUrl: viaProxy.toString(), poolSize: 5 });
  await database.migrate();

  config = testConfig();
  app = Fastify({ ...serverOptions, logger: false });
  await app.register(fp(serviceApp), { config, database });
  await app.ready();
  admin = { authorization: `Bearer ${await app.signToken((await createAdmin(database.db)).auth)}` };
  const someone = await createStudent(database.db);
  student = { authorization: `Bearer ${await app.signToken(someone.auth)}` };
  const course = await createCourse(database.db, { price: 10_000_00 });
  await enroll(database.db, someone.id, course);
  payment = {
    studentId: someone.id,
    courseId: course.id,
    totalFee: course.price,
    amountPaid: 100,
    paymentDate: new Date().toISOString().slice(0, 10),
    paymentMode: 'Cash',
  };
}, 60_000);

let closed = false;
afterAll(async () => {
  if (!closed) {
    await app?.close();
    await database?.close();
  }
  await proxy?.cut();
  await scratch?.drop();
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

/** A mix of what the app does all day: reads for students and admins, and payments. */
const traffic = [
  () => app.inject({ url: '/api/users/full-me', headers: student }),
  () => app.inject({ url: '/api/fees/me', headers: student }),
  () => app.inject({ url: '/api/notifications', headers: student }),
  () => app.inject({ url: '/api/courses', headers: admin }),
  () => app.inject({ url: '/api/admin/users?search=test', headers: admin }),
  () => app.inject({ url: '/api/admin/fees', headers: admin }),
  () => app.inject({ method: 'POST', url: '/api/admin/fees', headers: admin, payload: payment }),
];

/** Sends the whole mix `rounds` times, `traffic.length` requests at once, timing each. */
async function sendTraffic(rounds: number) {
  const answers: { status: number; body: string; ms: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    answers.push(
      ...(await Promise.all(
        traffic.map(async (send) => {
          const started = performance.now();
          const res = await send();
          return { status: res.statusCode, body: res.body, ms: performance.now() - started };
        }),
      )),
    );
  }
  return answers;
}

function expectUnavailable(answers: Awaited<ReturnType<typeof sendTraffic>>) {
  for (const answer of answers) {
    expect(answer.status, answer.body).toBe(503);
    expect(JSON.parse(answer.body)).toEqual(errorBody(messages.errors.unavailable));
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
  }
}

describe('when the database goes away', () => {
  it('works normally first', async () => {
    expect((await app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ok' });
    for (const answer of await sendTraffic(2)) expect(answer.status, answer.body).toBeLessThan(300);
  });

  it('answers the requests in flight, and every one after, with a quick 503', async () => {
    // Requests keep coming while the connection is cut under them.
    const during = sendTraffic(10);
    await sleep(50);
    await proxy.cut();
    const answers = await during;
    for (const answer of answers) {
      expect([200, 201, 503], answer.body).toContain(answer.status);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expectUnavailable(await sendTraffic(2));
  });

  it('says it is alive but not ready', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(errorBody(messages.errors.unavailable));
  });

  it('gives up on a server that never answers within the connection timeout', async () => {
    await proxy.blackHole();
    expectUnavailable(await sendTraffic(1));
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
  }, 60_000);

  it('recovers by itself once the database is back', async () => {
    await proxy.open();
    // Connections the black hole swallowed time out on their own; the pool then connects anew.
    const deadline = Date.now() + 30_000;
    while ((await app.inject({ url: '/api/ready' })).statusCode !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(250);
    }
    for (const answer of await sendTraffic(2)) expect(answer.status, answer.body).toBeLessThan(300);
  }, 60_000);

  it('got every connection back: the pool closes', async () => {
    await app.close();
    // A connection lost while a request held it must not stay checked out: the pool would wait for it forever.
    // Connections the black hole swallowed may take up to the 5 s connection timeout.
    const ended = database.close().then(() => true);
    expect(await Promise.race([ended, sleep(ANSWER_WITHIN_MS, false)])).toBe(true);
    closed = true;
  }, 30_000);
});
