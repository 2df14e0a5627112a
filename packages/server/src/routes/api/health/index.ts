import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, messages } from '@campus/domain';
import type { Db } from '../../../db/client.js';
import { errorBody } from '../../../lib/errors.js';
import { pingDatabase } from '../../../repositories/health.js';

/** How long readiness waits for the database before saying the instance is not ready. */
const READY_TIMEOUT_MS = 2_000;

const statusSchema = z.object({ status: z.literal('ok') });

/** Whether the database answers `select 1` within READY_TIMEOUT_MS. */
async function databaseAnswers(db: Db): Promise<boolean> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      pingDatabase(db).then(() => true),
      sleep(READY_TIMEOUT_MS, false, { signal: timer.signal }),
    ]);
  } catch {
    return false;
  } finally {
    timer.abort();
  }
}

/** Probes for a load balancer or orchestrator: liveness without the database, readiness with it. */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers; the database is not consulted',
        response: { 200: statusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  fastify.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: `Readiness: 200 when the database answers within ${READY_TIMEOUT_MS} ms and changes can be saved, else 503`,
        response: { 200: statusSchema, 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      const shortage = await fastify.resources.shortage();
      if (shortage) return reply.code(503).send(errorBody(shortage));
      if (await databaseAnswers(fastify.db)) return { status: 'ok' as const };
      return reply.code(503).send(errorBody(messages.errors.unavailable));
    },
  );
};

export default healthRoutes;

// One module for both probes, at /api/health and /api/ready rather than under its folder's prefix.
export const prefixOverride = '/api';
