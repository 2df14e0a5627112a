import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageCode, messages } from '@campus/domain';
import { isDatabaseOutOfResources, isDatabaseUnavailable } from './database-errors.js';
import { pageLanguage, sendPage, type WebPages } from './web-pages.js';

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string = messages.errors.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * An error's body: the message in English, and the message's code when it is one of the domain's without values
 * (#46), which the web app shows in the person's language.
 */
export function errorBody(message: string): { error: string; code?: string } {
  const code = messageCode(message);
  return code === undefined ? { error: message } : { error: message, code };
}

/** Every error leaves as `{ error, code? }` with a fitting status; unknown failures reveal nothing. */
export function registerErrorHandlers(fastify: FastifyInstance, webPages: WebPages | undefined) {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send(errorBody(first?.message ?? 'Invalid request'));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.message));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send(errorBody(messages.errors.invalidJson));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(errorBody(error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send(errorBody(messages.errors.unavailable));
    }
    if (isDatabaseOutOfResources(error)) {
      request.log.error({ err: error }, 'the database is out of a resource (disk, memory, connections)');
      request.server.resources.databaseRefused();
      return reply.code(503).send(errorBody(messages.errors.unavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(messages.errors.internal));
  });

  fastify.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/uploads');
    if (webPages && isPage) {
      // The web app routes on the client: every page URL but the landing page (routes/index.ts) gets its document.
      return sendPage(reply, webPages.app(request.url, pageLanguage(request)));
    }
    return reply.code(404).send(errorBody(messages.errors.notFound));
  });
}

/** Fastify's refusals of an address before any route runs: bad percent-encoding, or a parameter over its length. */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(errorBody(messages.errors.badAddress));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(errorBody(messages.errors.addressTooLong));
  reply.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(messages.errors.internal));
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * Words for a request refused by a schema that has none of its own for the case, instead of zod's ("Invalid input:
 * expected string, received array"): mostly a body that is not a JSON object, a field of the wrong type, or a query
 * parameter given twice. Every field a person types into has its own messages in the domain schemas.
 */
export function readableIssue(issue: z.core.$ZodRawIssue): string {
  const path = issue.path?.map(String).join('.');
  if (!path) {
    return issue.code === 'invalid_type' ? messages.errors.bodyNotObject : messages.input.invalid('The request');
  }
  const field = `"${path}"`;
  if (issue.code !== 'invalid_type') return messages.input.invalid(field);
  if (Array.isArray(issue.input) && issue.expected !== 'array') return messages.input.givenOnce(field);
  return messages.input.wrongType(field, KINDS[issue.expected] ?? issue.expected);
}

/**
 * An edit sent with `If-Match` over a record changed since it was read is refused, so it cannot silently undo the
 * other change; `expected` is undefined for an edit without If-Match, which goes through.
 */
export function refuseStaleEdit(expected: number | undefined, current: number) {
  if (expected !== undefined && expected !== current) throw conflict(messages.errors.editConflict);
}
