import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { HttpError } from '../../lib/errors.js';
import type { SignedInUser } from './authentication.js';
import { findNotice, NOTICE_CHANNEL } from '../../repositories/notices.js';
import { endsSession } from '../../repositories/sessions.js';

/** Below the idle timeouts of common proxies (60 s), so an open stream is not cut while nothing happens. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;
/** Streams one user may hold open on one instance: a browser keeps one per tab. */
export const MAX_STREAMS_PER_USER = 5;
/** setTimeout's limit (about 24 days); a stream lasting longer simply ends then, and the browser reconnects. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Turns the reply into a Server-Sent Events stream that gets an event `notice` for every new notice, until the
     * token that opened it expires or its session ends.
     */
    openNoticeStream(reply: FastifyReply, user: SignedInUser): void;
  }
}

/**
 * Live notices across server instances: each instance LISTENs once on the notice channel, loads a published notice
 * once, and writes it to the streams open on this instance.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    /** Each open stream, with who opened it. */
    const streams = new Map<ServerResponse, SignedInUser>();
    const broadcast = (chunk: string) => {
      for (const stream of streams.keys()) stream.write(chunk);
    };

    const endStreams = () => {
      for (const stream of streams.keys()) stream.end();
      streams.clear();
    };

    fastify.onSessionsEnded((end) => {
      for (const [stream, user] of streams) {
        if (endsSession(end, user)) stream.end();
      }
    });

    const stopListening = await opts.database.listen(
      NOTICE_CHANNEL,
      (id) => {
        findNotice(fastify.db, id)
          .then((notice) => {
            if (notice) broadcast(`event: notice\ndata: ${JSON.stringify(notice)}\n\n`);
          })
          .catch((error: unknown) => fastify.log.error({ err: error, id }, 'could not send a published notice'));
      },
      // Notices published while the listening connection was down never arrive: ending the streams makes the
      // browsers reconnect and reload their lists, which then include them.
      endStreams,
    );
    const heartbeat = setInterval(() => broadcast(': heartbeat\n\n'), HEARTBEAT_MS);

    fastify.decorate('openNoticeStream', (reply: FastifyReply, user: SignedInUser) => {
      const open = [...streams.values()].filter((holder) => holder.id === user.id).length;
      if (open >= MAX_STREAMS_PER_USER) throw new HttpError(429, messages.errors.tooManyStreams);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // Reverse proxies such as nginx would otherwise buffer the events.
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${RETRY_MS}\n\n`);
      streams.set(stream, user);
      // The browser's reconnection then has to show a valid token again.
      const lifeLeftMs = user.tokenExpiresAt - Date.now();
      const expiry = setTimeout(() => stream.end(), Math.min(Math.max(lifeLeftMs, 0), MAX_TIMEOUT_MS));
      stream.on('close', () => {
        clearTimeout(expiry);
        streams.delete(stream);
      });
    });

    // Open streams never end on their own, so closing the server ends them first instead of waiting for them.
    fastify.addHook('preClose', async () => endStreams());
    fastify.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await stopListening();
    });
  },
  { name: 'notice-events', dependencies: ['database', 'authentication'] },
);
