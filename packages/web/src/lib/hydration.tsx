import { createContext, startTransition, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** False while React hydrates a prerendered page (and in the prerender itself), true from then on. */
const Hydrated = createContext(true);

/**
 * Around the app: `prerendered` when it hydrates a page's first screen, rendered at build time, which knows no session,
 * connection or day. Once hydrated, what the page shows of those is rendered in a transition, in slices that let a
 * phone paint and answer a tap, where useSyncExternalStore's own switch from its server snapshot is one long task.
 */
export function HydrationState({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/** False while a prerendered page is hydrated (as in the prerender itself), true from then on. */
export const useHydrated = () => use(Hydrated);

/**
 * useSyncExternalStore for what the prerender cannot know (the session, the connection): `prerendered` until the page
 * is hydrated, then the store's value. While hydrating, React is given the store's value as its server snapshot too,
 * so that it finds nothing to render again at once afterwards: HydrationState's switch renders it.
 */
export function useStoreAfterHydration<T>(
  subscribe: (changed: () => void) => () => void,
  read: () => T,
  prerendered: T,
): T {
  const value = useSyncExternalStore(subscribe, read, () => (typeof document === 'undefined' ? prerendered : read()));
  return useHydrated() ? value : prerendered;
}
