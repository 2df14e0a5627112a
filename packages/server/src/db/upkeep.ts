import { setImmediate } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's autovacuum defaults: a table is analyzed once more than 50 rows and 10% of it changed since it last was,
 * vacuumed once more than 50 rows and 20% of it are dead.
 */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;

interface TableActivity {
  table: string;
  live: number;
  dead: number;
  modified: number;
  neverAnalyzed: boolean;
}

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has none: the tables past its thresholds are analyzed (the
 * planner's statistics: without them a query over thousands of rows can take a minute) and vacuumed (their dead rows'
 * space reused), one table at a time, letting the requests waiting in between. `everyTable` analyzes each one: PGlite
 * keeps no count of changed rows across a restart, and a restore or an earlier run may have filled them since.
 * Answers which tables it analyzed and vacuumed.
 */
export async function tidyTables(client: PGlite, everyTable: boolean) {
  // PGlite sends its counts of changed rows to the statistics only when asked to.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<TableActivity>(
    `select s.relname as "table", s.n_live_tup::float8 as live, s.n_dead_tup::float8 as dead,
      s.n_mod_since_analyze::float8 as modified, c.reltuples < 0 as "neverAnalyzed"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public' order by s.relname`,
  );
  const analyzed: string[] = [];
  const vacuumed: string[] = [];
  for (const { table, live, dead, modified, neverAnalyzed } of rows) {
    const name = `"${table.replaceAll('"', '""')}"`;
    if (dead > VACUUM_BASE + VACUUM_SHARE * live) {
      await client.exec(`vacuum (analyze) ${name}`);
      vacuumed.push(table);
      analyzed.push(table);
    } else if (everyTable || neverAnalyzed || modified > ANALYZE_BASE + ANALYZE_SHARE * live) {
      await client.exec(`analyze ${name}`);
      analyzed.push(table);
    } else {
      continue;
    }
    await setImmediate();
  }
  return { analyzed, vacuumed };
}
