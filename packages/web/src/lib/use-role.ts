import type { Role } from '@campus/domain';
import { useStoreAfterHydration } from './hydration';
import { signedInRole, subscribeToSessions, type Audience } from './session';

/**
 * The role the audience is signed in with; undefined while a page's first screen, rendered at build time without a
 * session, is hydrated, and when no one (or no audience) is.
 */
export function useRole(audience: Audience | undefined): Role | undefined {
  return useStoreAfterHydration(
    subscribeToSessions,
    () => (audience === undefined ? undefined : signedInRole(audience)),
    undefined,
  );
}
