import { setTimeout as sleep } from 'node:timers/promises';
import { isDeadlock } from '../lib/database-errors.js';
import type { Db } from './client.js';

declare const insideTransaction: unique symbol;

/**
 * A database handle inside a transaction. Only `transaction` makes one, so a repository function that locks rows or
 * whose writes must commit with others takes a `Tx`, and cannot be handed the pool by mistake. A `Tx` still reads
 * wherever a `Db` is asked for.
 */
export type Tx = Db & { readonly [insideTransaction]: true };

/** Times a transaction PostgreSQL ended to break a deadlock is run again before its error is given up to. */
const DEADLOCK_RETRIES = 5;

/**
 * Runs the work in one transaction: it commits when the work resolves and rolls back when it throws. A transaction
 * chosen to break a deadlock is run again, work and all: the triggers that keep the office's figures lock the day's
 * rows in the middle of a change, so two changes that also lock one account in the other order (a payment, a course
 * deleted) can deadlock, and the one run again goes through once the other has committed. It waits a random moment
 * first: run again at once it can take the first row back before the other, woken from its wait, does, and deadlock
 * with it again.
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Tx));
    } catch (error) {
      if (attempt >= DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
      await sleep((attempt + 1) * (10 + Math.random() * 40));
    }
  }
}
