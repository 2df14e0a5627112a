import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './client.js';

interface Statement<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

const dialect = new PgDialect();
const statementsOf = new WeakMap<Db, Map<string, Statement<unknown>>>();

/** The statement `name` of this database, made by `make` the first time it is asked for. */
function statementOf<R>(db: Db, name: string, make: () => Statement<R>): Statement<R> {
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = make()));
  return statement as Statement<R>;
}

/*
 * Named prepared statements, their values given as `sql.placeholder`s: on PostgreSQL each connection parses and plans
 * one once instead of on every call. For the hottest reads by key (a student's own pages), whose parsing and planning
 * cost as much as running them; a statement whose best plan depends on its values (a search) is planned each time.
 */

/** A raw statement, prepared: the function runs it with the placeholders' values and gives its rows. */
export function preparedRows<T, V extends Record<string, unknown>>(name: string, query: () => SQL) {
  return async (db: Db, values: V): Promise<T[]> => {
    const statement = statementOf(db, name, () =>
      db._.session.prepareQuery(dialect.sqlToQuery(query()), undefined, name, false),
    );
    return rowsOf<T>(statement.execute(values));
  };
}

/** A query built with drizzle's builder, prepared: the function runs it with the placeholders' values. */
export function preparedQuery<R, V extends Record<string, unknown>>(
  name: string,
  build: (db: Db) => { prepare(name: string): Statement<R> },
) {
  return (db: Db, values: V): Promise<R> => statementOf(db, name, () => build(db).prepare(name)).execute(values);
}
