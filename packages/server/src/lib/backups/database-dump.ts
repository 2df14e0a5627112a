import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import { migrationsFolder, rowsOf, type Db } from '../../db/client.js';

// The database in a backup is logical: each table's rows as JSON (row_to_json), loaded back with
// json_populate_recordset. Both are PostgreSQL's own, so every type comes back as it was, and a backup of the embedded
// database (PGlite) restores into a PostgreSQL server and the other way round.

/** Rows and bytes per part of a table in the archive (whichever comes first): a part is read, and loaded, in one piece. */
const PART_ROWS = 10_000;
const PART_BYTES = 8 * 1024 * 1024;
const FETCH_ROWS = 2_000;

/** The app's tables (schema public), in name order. */
export const publicTables = (db: Db) =>
  rowsOf<{ name: string }>(
    db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  ).then((rows) => rows.map((row) => row.name));

/**
 * Writes every table of `db` that `include` keeps to `addPart` as parts of JSON lines, named
 * database/<table>/<n>.jsonl. `db` must be a transaction that sees one snapshot (repeatable read), so the parts are of
 * one moment. Returns each table's rows and parts.
 */
export async function dumpTables(
  db: Db,
  addPart: (name: string, data: Buffer) => Promise<void>,
  include: (table: string) => boolean,
) {
  const tables: Record<string, { rows: number; parts: string[] }> = {};
  // Dates and times as UTC, whatever the server's time zone: the same rows give the same archive.
  await db.execute(sql`set local timezone = 'UTC'`);
  for (const table of (await publicTables(db)).filter(include)) {
    const dumped = { rows: 0, parts: [] as string[] };
    tables[table] = dumped;
    await db.execute(
      sql`declare dump_rows no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    let part: string[] = [];
    let bytes = 0;
    const flush = async () => {
      const name = `database/${table}/${String(dumped.parts.length + 1).padStart(5, '0')}.jsonl`;
      await addPart(name, Buffer.from(part.join('\n'), 'utf8'));
      dumped.parts.push(name);
      part = [];
      bytes = 0;
    };
    for (;;) {
      const rows = await rowsOf<{ row: string }>(db.execute(sql.raw(`fetch ${FETCH_ROWS} from dump_rows`)));
      for (const { row } of rows) {
        part.push(row);
        bytes += Buffer.byteLength(row) + 1;
        if (part.length >= PART_ROWS || bytes >= PART_BYTES) await flush();
      }
      dumped.rows += rows.length;
      if (rows.length < FETCH_ROWS && part.length > 0) await flush();
      if (rows.length < FETCH_ROWS) break;
    }
    await db.execute(sql`close dump_rows`);
  }
  return tables;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Starts loading a backup's tables into `tx`, whose tables must be empty and at the backup's migration: `load` takes
 * each part as the archive gives it, `finish` checks that each table has the rows the manifest counts. The foreign
 * keys are dropped while the rows go in (a table's rows and those they refer to come in any order) and added again
 * by `finish`, which checks every reference; the tables' own triggers are off meanwhile, so that the rows go in as they
 * were (the ledger's trigger would otherwise add each payment to its account's sums a second time). `finish` also sets
 * each sequence (identity columns) past the highest value loaded.
 */
export async function startLoad(tx: Db, tables: Record<string, { rows: number; parts: string[] }>) {
  const present = new Set(await publicTables(tx));
  const missing = Object.keys(tables).filter((table) => !present.has(table));
  if (missing.length > 0) throw new Error(`The database has no table ${missing.join(', ')}`);
  const foreignKeys = await rowsOf<ForeignKey>(
    tx.execute(sql`
      select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  );
  for (const key of foreignKeys) {
    await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
  }
  const partTable = new Map(
    Object.entries(tables).flatMap(([table, { parts }]) => parts.map((part) => [part, table] as const)),
  );
  const loaded = new Map<string, number>();
  const columnLists = new Map<string, SQL>();
  for (const table of Object.keys(tables)) {
    const columns = await rowsOf<{ name: string }>(
      tx.execute(sql`
        select attname as name from pg_attribute
        where attrelid = ${`public.${quoteIdentifier(table)}`}::regclass and attnum > 0 and not attisdropped
          and attgenerated = ''
        order by attnum`),
    );
    columnLists.set(
      table,
      sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      ),
    );
    loaded.set(table, 0);
    await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
  }
  return {
    /** Whether an entry of the archive is a part of a table. */
    isPart: (name: string) => partTable.has(name),
    async load(name: string, data: Buffer) {
      const table = partTable.get(name)!;
      const text = data.toString('utf8');
      if (text.length === 0) return;
      const [target, list] = [sql.identifier(table), columnLists.get(table)!];
      await tx.execute(
        sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${`[${text.replaceAll('\n', ',')}]`}::json)`,
      );
      loaded.set(table, loaded.get(table)! + text.split('\n').length);
    },
    async finish() {
      for (const [table, { rows }] of Object.entries(tables)) {
        if (loaded.get(table) !== rows) {
          throw new Error(`${table}: ${loaded.get(table)} rows read, but the manifest counts ${rows}`);
        }
        await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
      }
      for (const key of foreignKeys) {
        await tx.execute(
          sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
        );
      }
      // Numbers the database gives (identity columns, such as a user's number) go on after the highest loaded.
      const sequences = await rowsOf<{ table: string; column: string; sequence: string }>(
        tx.execute(sql`
          select c.relname as table, a.attname as column, pg_get_serial_sequence(c.oid::regclass::text, a.attname) as sequence
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence(c.oid::regclass::text, a.attname) is not null`),
      );
      for (const { table, column, sequence } of sequences) {
        await tx.execute(
          sql`select setval(${sequence}, coalesce(max(${sql.identifier(column)}), 0) + 1, false) from ${sql.identifier(table)}`,
        );
      }
    },
  };
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables that hold any row: a restore goes only into a database without one. */
export async function tablesWithRows(db: Db): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await publicTables(db)) {
    const [row] = await rowsOf<{ any: boolean }>(
      db.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as any`),
    );
    if (row!.any) filled.push(table);
  }
  return filled;
}

/**
 * Runs the journal's first `upTo` migrations (all when not given) that `tx` has not run, inside `tx`: drizzle's own
 * migrator, handed the transaction, so that a restore which fails later leaves no migration behind either.
 */
export async function migrateWithin(tx: Db, upTo?: number) {
  const read = readMigrationFiles({ migrationsFolder }).slice(0, upTo);
  const migrations = upTo === undefined ? read : wholeEnums(read);
  const session = {
    execute: (query: SQL) => tx.execute(query),
    all: (query: SQL) => rowsOf(tx.execute(query)),
    transaction: (work: (inner: Db) => Promise<void>) => work(tx),
  };
  await new PgDialect().migrate(migrations, session as unknown as PgSession, { migrationsFolder });
}

const CREATE_ENUM = /^\s*CREATE TYPE ("[^"]+"\."[^"]+") AS ENUM\((.*)\);?\s*$/s;
const ADD_VALUE =
  /^\s*ALTER TYPE ("[^"]+"\."[^"]+") ADD VALUE (?:IF NOT EXISTS )?'([^']*)'(?: (BEFORE|AFTER) '([^']*)')?;?\s*$/s;

/**
 * PostgreSQL before 17 refuses, until the transaction commits, any enum value that ALTER TYPE … ADD VALUE added in it,
 * even to a type created in it; the restore loads rows in the transaction that migrated. So, for the migrations up to
 * the archive's level, each enum type is created at once with every value those migrations give it, in their order,
 * and their ADD VALUEs are left out: the same types, with every value usable. (Migrating forward after the load adds
 * values as the migrations do: no loaded row uses those.)
 */
function wholeEnums(migrations: MigrationMeta[]): MigrationMeta[] {
  const created = new Map<string, { labels: string[] }>();
  const statements = migrations.map((migration) =>
    migration.sql.map((statement) => {
      const create = CREATE_ENUM.exec(statement);
      if (create) {
        const type = { labels: [...create[2]!.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!) };
        created.set(create[1]!, type);
        return { statement, type, name: create[1]! };
      }
      const add = ADD_VALUE.exec(statement);
      const type = add ? created.get(add[1]!) : undefined;
      if (!add || !type) return { statement };
      const [, , label, where, other] = add;
      const at = where ? type.labels.indexOf(other!) + (where === 'AFTER' ? 1 : 0) : type.labels.length;
      if (!type.labels.includes(label!)) type.labels.splice(at, 0, label!);
      return undefined;
    }),
  );
  return migrations.map((migration, i) => ({
    ...migration,
    sql: statements[i]!.flatMap((entry) => {
      if (!entry) return [];
      if (!entry.type) return [entry.statement];
      const labels = entry.type.labels.map((label) => `'${label}'`).join(', ');
      return [`CREATE TYPE ${entry.name} AS ENUM(${labels});`];
    }),
  }));
}
