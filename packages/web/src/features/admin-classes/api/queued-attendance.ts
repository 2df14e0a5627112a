import { openDB } from 'idb';
import { attendanceMessages, type AttendanceInput, type AttendanceRoster } from '@campus/domain';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * Attendance saved with no connection (#46), kept on the device in IndexedDB until it is sent: one save per staff
 * member and class, with the roster's version the marks were made on, so that sending it later is refused (409) when
 * someone else has saved the class since, rather than overwriting their marks. Signing out keeps a staff member's
 * unsent saves: they are sent when that person signs in again, and no one else's are sent or shown.
 */
export interface QueuedSave {
  /** The staff member who made it (their token's subject). */
  user: string;
  classSessionId: string;
  input: AttendanceInput;
  /** The roster's version the marks were made on, sent as If-Match. */
  version: number;
  /** The class as the screen named it: course, section and when. */
  label: string;
  queuedAt: string;
  /**
   * Why it was not sent when it was tried: someone else saved the class since (never sent again), or another refusal,
   * in the server's words (tried again with the next sending).
   */
  problem?: { kind: 'conflict' } | { kind: 'refused'; message: string };
}

/** A save sent from the queue, with the roster as the server saved it. */
export interface SentSave {
  save: QueuedSave;
  saved: AttendanceRoster;
}

const STORE = 'attendance';

const database = () =>
  openDB('campus-queue', 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: ['user', 'classSessionId'] });
    },
  });

/**
 * Keeps a save to send later. A later save of the same class replaces it but keeps the version the first was made on:
 * its marks started from the queued ones, not from anything read since. After a conflict, the new save was made on
 * what the screen read once the conflict was shown, so it keeps its own version.
 */
export async function queueAttendance(save: Omit<QueuedSave, 'problem'>): Promise<QueuedSave> {
  const db = await database();
  const queued = (await db.get(STORE, [save.user, save.classSessionId])) as QueuedSave | undefined;
  const kept: QueuedSave = {
    ...save,
    version: queued && queued.problem?.kind !== 'conflict' ? queued.version : save.version,
  };
  await db.put(STORE, kept);
  return kept;
}

/** The staff member's queued saves, oldest first. */
export async function queuedAttendance(user: string): Promise<QueuedSave[]> {
  const db = await database();
  const all = (await db.getAll(STORE)) as QueuedSave[];
  return all.filter((save) => save.user === user).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** Takes a queued save out: sent another way, or discarded by the person who made it. */
export async function forgetQueuedAttendance(user: string, classSessionId: string) {
  const db = await database();
  await db.delete(STORE, [user, classSessionId]);
}

/**
 * One sending at a time across the device's tabs (where the browser has Web Locks): a second tab waits, then finds the
 * saves already sent, instead of sending them again and being refused for its own first send.
 */
async function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  return 'locks' in navigator ? navigator.locks.request('campus-queue:attendance', run) : run();
}

/**
 * Sends the staff member's queued saves one after another, each at the version it was made on, and returns those the
 * server took (they leave the queue). A conflict (409) or another refusal stays queued with its problem; a save in
 * conflict is not sent again. No connection, or a session that has ended (401), stops the sending: the rest waits for
 * the next.
 */
export function sendQueuedAttendance(
  user: string,
  send: (save: QueuedSave) => Promise<AttendanceRoster>,
): Promise<SentSave[]> {
  return oneAtATime(async () => {
    const sent: SentSave[] = [];
    for (const save of await queuedAttendance(user)) {
      if (save.problem?.kind === 'conflict') continue;
      let saved: AttendanceRoster;
      try {
        saved = await send(save);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 401) break;
        const problem: QueuedSave['problem'] =
          error.status === 409
            ? { kind: 'conflict' }
            : { kind: 'refused', message: errorMessage(error, attendanceMessages.queuedRefusedUnexplained) };
        const db = await database();
        await db.put(STORE, { ...save, problem });
        continue;
      }
      await forgetQueuedAttendance(user, save.classSessionId);
      sent.push({ save, saved });
    }
    return sent;
  });
}
