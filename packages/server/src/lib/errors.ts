import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@campus/domain';
import { isDatabaseUnavailable } from './database-errors.js';
import { sendPage, type WebPages } from './web-pages.js';

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string = messages.errors.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Every error leaves as `{ error }` with a fitting status; unknown failures reveal nothing. */
export function registerErrorHandlers(fastify: FastifyInstance, webPages: WebPages | undefined) {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ error: first?.message ?? 'Invalid request' });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ error: messages.upload.tooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ error: messages.errors.invalidJson });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ error: messages.errors.unavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: messages.errors.internal });
  });

  fastify.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/uploads');
    if (webPages && isPage) {
      // The web app routes on the client: every page URL but the landing page (routes/index.ts) gets its document.
      return sendPage(reply, webPages.app);
    }
    return reply.code(404).send({ error: messages.errors.notFound });
  });
}
