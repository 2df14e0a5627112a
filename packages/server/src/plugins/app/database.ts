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
    /** Has the tables' statistics brought up to date soon, after a bulk change (Database.tidy); at once it returns. */
    tidyDatabase(): void;
  }
}

/**
 * Six times as often as PostgreSQL's autovacuum looks (autovacuum_naptime, a minute): PGlite serves one query at a time,
 * so a plan made for tables that have since grown holds up every request, and a look costs a few milliseconds.
 */
const TIDY_EVERY_MS = 10_000;

/** The database is opened and migrated by whoever starts the app (server.ts, or a test). */
export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('db', opts.database.db);
    fastify.decorate('databaseKind', opts.database.kind);
    fastify.decorate('config', opts.config);

    // PGlite has no autovacuum: every table is analyzed once the app is ready (PGlite forgets its counts of changed
    // rows on a restart, and a restore fills tables offline), then those that changed enough, every 10 seconds and after
    // a bulk change. In the background, one at a time: start-up and requests do not wait for it.
    const { database } = opts;
    let tidying: Promise<unknown> = Promise.resolve();
    let closing = false;
    // One run waiting after the one under way is enough: it reads every table's counts when it starts.
    let waiting = false;
    const tidy = (everyTable: boolean) => {
      if (waiting && !everyTable) return;
      waiting = true;
      tidying = tidying.then(() => {
        waiting = false;
        if (closing) return undefined;
        return database
          .tidy(everyTable)
          .catch((error: unknown) =>
            fastify.log.error({ err: error }, 'could not bring the tables’ statistics up to date'),
          );
      });
    };
    fastify.decorate('tidyDatabase', () => tidy(false));
    if (database.kind !== 'pglite') return;
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      tidy(true);
      timer = setInterval(() => tidy(false), TIDY_EVERY_MS).unref();
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await tidying;
    });
  },
  { name: 'database' },
);
