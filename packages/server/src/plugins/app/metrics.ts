import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { BACKUP_STATES, CHANNELS, EMAIL_STATES, MESSAGE_STATES, messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { isWorker, metricsOfEveryWorker } from '../../cluster.js';
import { HttpError } from '../../lib/errors.js';
import { backupCounts } from '../../repositories/backups.js';
import { emailCounts, messageCounts } from '../../repositories/email-outbox.js';
import { BEARER } from './authentication.js';
import type { SignInKind } from '../../services/sign-in-locks.js';

/** Why a sign-in failed: the email and password did not match, or too many had already failed (429). */
export type SignInFailure = 'wrong' | 'too-many';

export interface Metrics {
  signInFailed(kind: SignInKind, reason: SignInFailure): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined unless METRICS_TOKEN is set. */
    metrics: Metrics | undefined;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus's text format, only for the bearer token METRICS_TOKEN (unset: no such route): requests
 * by route and status (a histogram of their durations, whose _count is the number of requests), the database pool,
 * the email outbox, the backups by state, failed sign-ins, and the process's memory and event-loop delay. Under
 * WEB_CONCURRENCY, the worker asked answers for all of them, added up by the primary.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const { metricsToken } = opts.config;
    if (!metricsToken) {
      fastify.decorate('metrics', undefined);
      return;
    }
    const inWorker = isWorker(opts.config);
    // A registry of this app's own: the tests run several apps in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    if (inWorker) {
      // The primary asks every worker for this registry's metrics; an AggregatorRegistry made in a worker is what
      // makes prom-client answer those requests there.
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry();
    }

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the response being sent, by route and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    fastify.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the address itself: unknown addresses would make a series each.
      const route = request.routeOptions.url ?? 'no route';
      requests.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    });

    const { poolUse } = opts.database;
    if (poolUse) {
      new Gauge({
        name: 'campus_db_pool_connections',
        help: 'PostgreSQL pool connections, by state (in_use, idle)',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const { inUse, idle } = poolUse();
          this.set({ state: 'in_use' }, inUse);
          this.set({ state: 'idle' }, idle);
        },
      });
      new Gauge({
        name: 'campus_db_pool_waiting',
        help: 'Queries waiting for a free PostgreSQL pool connection',
        registers: [registry],
        collect() {
          this.set(poolUse().waiting);
        },
      });
    }

    new Gauge({
      name: 'campus_email_outbox',
      help: 'Emails in the outbox, by state (queued, sending, sent, failed); counted over every instance',
      labelNames: ['state'],
      registers: [registry],
      // Every worker counts the same table: added up over the workers, the figures would be multiplied.
      aggregator: 'first',
      async collect() {
        // An unreachable database leaves the series out of this scrape instead of failing the whole of it.
        this.reset();
        const counts = await emailCounts(fastify.db).catch((error: unknown) => {
          fastify.log.warn({ err: error }, 'metrics: could not count the email outbox');
        });
        if (counts) for (const state of EMAIL_STATES) this.set({ state }, counts[state]);
      },
    });

    new Gauge({
      name: 'campus_message_outbox',
      help: 'Messages in the outbox, by channel (email, sms, whatsapp) and state; counted over every instance',
      labelNames: ['channel', 'state'],
      registers: [registry],
      aggregator: 'first',
      async collect() {
        this.reset();
        const counts = await messageCounts(fastify.db).catch((error: unknown) => {
          fastify.log.warn({ err: error }, 'metrics: could not count the message outbox');
        });
        if (!counts) return;
        for (const channel of CHANNELS) {
          for (const state of MESSAGE_STATES) {
            const found = counts.find((row) => row.channel === channel && row.state === state);
            this.set({ channel, state }, found?.count ?? 0);
          }
        }
      },
    });

    new Gauge({
      name: 'campus_backups',
      help: 'Backups listed, by state (running, done, failed); over every instance. A failed one stays until pruned',
      labelNames: ['state'],
      registers: [registry],
      aggregator: 'first',
      async collect() {
        this.reset();
        const counts = await backupCounts(fastify.db).catch((error: unknown) => {
          fastify.log.warn({ err: error }, 'metrics: could not count the backups');
        });
        if (!counts) return;
        for (const state of BACKUP_STATES) this.set({ state }, counts.find((row) => row.state === state)?.count ?? 0);
      },
    });

    const signInFailures = new Counter({
      name: 'campus_sign_in_failures_total',
      help: 'Failed sign-ins through this process, by kind (student, staff) and reason (wrong, too-many)',
      labelNames: ['kind', 'reason'],
      registers: [registry],
    });

    fastify.decorate('metrics', {
      signInFailed: (kind, reason) => signInFailures.inc({ kind, reason }),
    } satisfies Metrics);

    const expected = digest(metricsToken);
    // For Prometheus rather than the API's clients: not in the OpenAPI document.
    fastify.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !timingSafeEqual(digest(token), expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, messages.auth.metricsToken);
      }
      const text = inWorker ? await metricsOfEveryWorker() : await registry.metrics();
      return reply.type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
