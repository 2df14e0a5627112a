import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { openDB } from 'idb';
import { currentUser, onSignOut, type Audience } from './session';

/**
 * What a student or a guardian last read (their pages' queries: keys under 'student' or 'guardian') is kept on the
 * device, in IndexedDB, for reading with no connection (#46): restored when their area opens, saved a second after
 * that and after each answer, and as the page is left. It is one person's own store, under their audience and user: a sign-in by someone else in that
 * audience, and signing out, delete it. The service worker never keeps an API answer.
 */
const KEPT_QUERIES = new Set(['student', 'guardian']);
/** An answer fetched longer ago than this is not restored: two weeks without a connection is not "last seen". */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1000;
const STORE = 'reads';

const database = () =>
  openDB('campus-offline', 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });

const ownerKey = (audience: Audience, user: string) => `${audience}:${user}`;

/** Deletes what this audience's people read on this device, but `keep`'s. */
async function forget(audience: Audience, keep?: string) {
  const db = await database();
  for (const key of await db.getAllKeys(STORE)) {
    if (String(key).startsWith(`${audience}:`) && key !== keep) await db.delete(STORE, key);
  }
}

onSignOut((audience) => void forget(audience).catch(() => {}));

/**
 * Restores what the person signed in to `audience` last read, into `client`, and keeps what they read from now on;
 * returns how to stop keeping it.
 */
export async function keepReadsOffline(client: QueryClient, audience: Audience): Promise<() => void> {
  const user = currentUser(audience);
  if (user === undefined) return () => {};
  const key = ownerKey(audience, user);
  await forget(audience, key);
  const db = await database();
  const kept = (await db.get(STORE, key)) as DehydratedState | undefined;
  if (kept) {
    const since = Date.now() - MAX_AGE_MS;
    const queries = kept.queries.filter((query) => query.state.dataUpdatedAt > since);
    hydrate(client, { ...kept, queries });
    // What was restored is shown until the server's answer arrives, and asked for again as soon as a page shows it,
    // however recent: a page reloaded a second after a change must not show what the device kept from before it.
    const restoredAt = new Map(queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
    void client.invalidateQueries({
      predicate: (query) => restoredAt.get(query.queryHash) === query.state.dataUpdatedAt,
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && KEPT_QUERIES.has(String(query.queryKey[0])),
    });
    void db.put(STORE, state, key).catch(() => {});
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
  });
  // What the page read before this module loaded is saved too.
  timer = setTimeout(saveNow, SAVE_DELAY_MS);
  // Leaving the page within the second: what it read is saved as it goes.
  const leaving = () => {
    if (timer !== undefined) saveNow();
  };
  window.addEventListener('pagehide', leaving);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener('pagehide', leaving);
  };
}
