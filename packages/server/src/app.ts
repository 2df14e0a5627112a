import { join } from 'node:path';
import AutoLoad from '@fastify/autoload';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { readableIssue, registerErrorHandlers, sendFrameworkError } from './lib/errors.js';
import { readWebPages } from './lib/web-pages.js';

/** Options for the Fastify instance that hosts the app, shared by server.ts and the tests. */
export const serverOptions = {
  // '/api/notifications' and '/api/notifications/' are one route, listed once in the OpenAPI document.
  routerOptions: { ignoreTrailingSlash: true },
  // JSON bodies are small; pictures go through multipart with their own 5 MB limit.
  bodyLimit: 1024 * 1024,
  frameworkErrors: sendFrameworkError,
  // Fastify gives each plugin 10 s to load; a busy or slow machine took longer (the app's routes are many modules) and
  // the start failed. A plugin that truly never loads still ends the start, after two minutes.
  pluginTimeout: 120_000,
} as const;

/**
 * X-Forwarded-For is believed only as far back as the known proxies wrote it: the client address is the last one
 * a trusted proxy added. Entries further left are whatever the client sent, so trusting the whole header (Fastify's
 * `true`) would let anyone pick the address their failed sign-ins are counted against.
 */
export const trustProxyOption = (trustedProxies: string[]) => (trustedProxies.length > 0 ? trustedProxies : false);

/**
 * A request must arrive whole within REQUEST_TIMEOUT_SECONDS (a client sending a byte now and then holds a connection
 * no longer), and a connection silent that long either way is closed: the notice stream's heartbeats are more often.
 */
export const timeoutOptions = (config: AppConfig) => ({
  requestTimeout: config.requestTimeoutMs,
  connectionTimeout: config.requestTimeoutMs,
  // Node looks for requests past their time every connectionsCheckingInterval (30 s unless told).
  // Node's server takes these options as given; without requestTimeout it keeps its own 300 s, below a longer one here.
  http: {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(5_000, config.requestTimeoutMs / 4),
  },
});

// Requests are checked by zod schemas; where a schema has no words of its own for a refusal, these are used.
z.config({ customError: readableIssue });

export interface AppOptions extends FastifyPluginOptions {
  config: AppConfig;
  database: Database;
}

/** Registers everything; server.ts only starts and stops it. */
export default async function serviceApp(fastify: FastifyInstance, opts: AppOptions) {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  const webPages = readWebPages(opts.config.webDir);
  fastify.decorate('webPages', webPages);
  registerErrorHandlers(fastify, webPages);

  // Third-party plugins first, then our own decorators (they may depend on them), then the routes.
  await fastify.register(AutoLoad, {
    dir: join(import.meta.dirname, 'plugins/external'),
    options: opts,
  });
  await fastify.register(AutoLoad, {
    dir: join(import.meta.dirname, 'plugins/app'),
    options: opts,
  });
  await fastify.register(AutoLoad, {
    dir: join(import.meta.dirname, 'routes'),
    // Every file of a routes folder is a module of its own under the folder's prefix (class-sessions/index.ts and
    // class-sessions/attendance.ts): where a folder has an index file, autoload would otherwise load it alone.
    indexPattern: /^$/,
    autoHooks: true,
    cascadeHooks: true,
    options: opts,
  });
}
