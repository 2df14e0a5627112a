import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates a prerendered page (as in the prerender itself), true from then on, and true at once in a
 * page rendered in the browser.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
