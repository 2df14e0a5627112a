import type { FastifyRequest } from 'fastify';
import type { LogLevel } from '../config.js';

/** Query parameters that carry a credential: a sign-in token, or a one-time sign-in or authorization code. */
const CREDENTIAL_PARAMS = /([?&](?:token|code)=)[^&#]*/gi;

/**
 * Options for the server's logger (server.ts; the tests pass the same). A logged request shows its address
 * without credential values, and a header object logged by anyone never shows the bearer token or the cookies.
 */
export function loggerOptions(level: LogLevel) {
  return {
    level,
    redact: {
      paths: ['headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
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
