import type { FastifyRequest } from 'fastify';
import type { LogLevel } from '../config.js';

/** Query parameters that carry a credential: a sign-in token, or a one-time sign-in or authorization code. */
const CREDENTIAL_PARAMS = /([?&](?:token|code)=)[^&#]*/gi;

/** Drizzle puts every parameter of a failed query in its message ("params: …"): emails, names, dates of birth. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const withoutParams = (text: string | undefined) => (text ?? '').replace(QUERY_PARAMS, '');

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * An error as the log shows it: its type, code, message and stack, and its causes the same way, without the values a
 * failed query carried (Drizzle's `params`, PostgreSQL's `detail`).
 */
function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor.name,
    ...(code === undefined ? {} : { code }),
    message: withoutParams(error.message),
    stack: withoutParams(error.stack),
    ...(error.cause && depth < 5 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}

/**
 * Options for the server's logger (server.ts; the tests pass the same). A logged request shows its address
 * without credential values, a header object logged by anyone never shows the bearer token or the cookies, and an
 * error never shows the values of the query that failed.
 */
export function loggerOptions(level: LogLevel) {
  return {
    level,
    redact: {
      paths: ['headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: Error) => errorForLog(error),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.replace(CREDENTIAL_PARAMS, '$1[redacted]'),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
