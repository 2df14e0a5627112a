import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The app's database, on PGlite or PostgreSQL alike, as drizzle gives it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
