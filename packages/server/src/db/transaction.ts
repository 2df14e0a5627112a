import type { Db } from './client.js';

declare const insideTransaction: unique symbol;

/**
 * A database handle inside a transaction. Only `transaction` makes one, so a repository function that locks rows or
 * whose writes must commit with others takes a `Tx`, and cannot be handed the pool by mistake. A `Tx` still reads
 * wherever a `Db` is asked for.
 */
export type Tx = Db & { readonly [insideTransaction]: true };

/** Runs the work in one transaction: it commits when the work resolves and rolls back when it throws. */
export function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Tx));
}
