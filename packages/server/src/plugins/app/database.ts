import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { Database, Db } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** PGlite serves one query at a time, in this process; PostgreSQL many, on a pool of connections. */
    databaseKind: Database['kind'];
    config: AppConfig;
  }
}

/** The database is opened and migrated by whoever starts the app (server.ts, or a test). */
export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('db', opts.database.db);
    fastify.decorate('databaseKind', opts.database.kind);
    fastify.decorate('config', opts.config);
  },
  { name: 'database' },
);
