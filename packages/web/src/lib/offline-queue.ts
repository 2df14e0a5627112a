import { openDB, type IDBPDatabase } from 'idb';
import { attendanceMessages } from '@campus/domain';
import { ApiError } from './api-client';
import { SUBJECT, subjectOf, type QueuedSave, type SaveKind, type SaveProblem } from './queued-save';

/**
 * The saves made with no connection (#46), kept on the device in IndexedDB until they are sent (their kinds:
 * ./queued-save.ts; hooks: ./queued-saves.ts): a store per kind, one save per staff member and page, with the version it was made on, so that
 * sending it later is refused (409) when someone else has saved the page since, rather than overwriting their save.
 * Signing out keeps a staff member's unsent saves: they are sent when that person signs in again, and no one else's
 * are sent or shown.
 */

/** A save sent from the queue, with what the server saved. */
export interface SentSave<T> {
  save: QueuedSave;
  saved: T;
}

const KINDS = Object.keys(SUBJECT) as SaveKind[];

let opened: Promise<IDBPDatabase> | undefined;

/**
 * The queue's database, opened once. Version 1 had attendance alone; version 2 adds marks, keeping what was queued.
 * A newer version opened in another tab closes this connection rather than wait on it: the next use opens it again.
 */
function database(): Promise<IDBPDatabase> {
  opened ??= openDB('campus-queue', 2, {
    upgrade(db) {
      for (const kind of KINDS) {
        if (!db.objectStoreNames.contains(kind)) db.createObjectStore(kind, { keyPath: ['user', SUBJECT[kind]] });
      }
    },
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/**
 * Keeps a save to send later. A later save of the same page replaces it but keeps the version the first was made on:
 * its input started from the queued one, not from anything read since. After a conflict, the new save was made on
 * what the screen read once the conflict was shown, so it keeps its own version.
 */
export async function queueSave<S extends Omit<QueuedSave, 'problem'>>(save: S): Promise<S> {
  const db = await database();
  const queued = (await db.get(save.kind, [save.user, subjectOf(save.kind, save)])) as QueuedSave | undefined;
  const kept = { ...save, version: queued && queued.problem?.kind !== 'conflict' ? queued.version : save.version };
  await db.put(save.kind, kept);
  return kept;
}

/** The staff member's queued saves of every kind, oldest first. */
export async function queuedSaves(user: string): Promise<QueuedSave[]> {
  const db = await database();
  const all = await Promise.all(
    // A save queued before marks were (version 1) has no kind of its own: its store is its kind.
    KINDS.map(async (kind) => ((await db.getAll(kind)) as QueuedSave[]).map((save) => ({ ...save, kind }))),
  );
  return (all.flat() as QueuedSave[])
    .filter((save) => save.user === user)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** Takes a queued save out: sent another way, or discarded by the person who made it. */
export async function forgetQueuedSave(user: string, kind: SaveKind, subject: string) {
  const db = await database();
  await db.delete(kind, [user, subject]);
}

/**
 * One sending at a time across the device's tabs (where the browser has Web Locks): a second tab waits, then finds the
 * saves already sent, instead of sending them again and being refused for its own first send.
 */
async function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  return 'locks' in navigator ? navigator.locks.request('campus-queue', run) : run();
}

/**
 * Sends the staff member's queued saves of every kind one after another, oldest first, each at the version it was
 * made on, and returns those the server took (they leave the queue). A conflict (409) or another refusal stays queued
 * with its problem; a save in conflict is not sent again. No connection, or a session that has ended (401), stops the
 * sending: the rest waits for the next. The queue is read inside the lock, so a save is sent once.
 */
export function sendQueuedSaves<T>(user: string, send: (save: QueuedSave) => Promise<T>): Promise<SentSave<T>[]> {
  return oneAtATime(async () => {
    const sent: SentSave<T>[] = [];
    for (const save of await queuedSaves(user)) {
      if (save.problem?.kind === 'conflict') continue;
      let saved: T;
      try {
        saved = await send(save);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 401) break;
        // The server's English, shown in the language shown when it is shown.
        const problem: SaveProblem =
          error.status === 409
            ? { kind: 'conflict' }
            : {
                kind: 'refused',
                message: error.fromServer ? error.message : attendanceMessages.queuedRefusedUnexplained,
              };
        const db = await database();
        await db.put(save.kind, { ...save, problem });
        continue;
      }
      await forgetQueuedSave(user, save.kind, subjectOf(save.kind, save));
      sent.push({ save, saved });
    }
    return sent;
  });
}
