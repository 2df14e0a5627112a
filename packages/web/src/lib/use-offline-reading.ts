import { useEffect } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from './query-client';
import type { Audience } from './session';

/**
 * Keeps what the person signed in to `audience` reads while the area around is open (lib/offline-reading.ts). The
 * keeping (IndexedDB, the query cache's (de)hydration) loads after the page's first render, apart from its scripts:
 * a page read offline waits the few milliseconds its cached chunk takes.
 */
export function useOfflineReading(audience: Audience) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let closed = false;
    // Online, the page's own work comes first (Safari has no idle callback: a second then); offline, what was read is
    // all the page has to show.
    const ready = !onlineManager.isOnline()
      ? Promise.resolve()
      : new Promise((resolve) =>
          'requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 1000),
        );
    void ready
      .then(() => import('./offline-reading'))
      .then(({ keepReadsOffline }) => keepReadsOffline(queryClient, audience))
      .then((keeping) => {
        if (closed) keeping();
        else stop = keeping;
      })
      // Without IndexedDB (a private window that refuses it), the pages work as before, online only.
      .catch(() => {});
    return () => {
      closed = true;
      stop?.();
    };
  }, [audience]);
}
