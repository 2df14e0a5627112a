import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create (trigram search; the exclusion constraints on classes), for every PGlite. */
export const pgliteExtensions = { pg_trgm, btree_gist };
