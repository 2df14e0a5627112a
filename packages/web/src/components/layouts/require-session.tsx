import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStoreAfterHydration } from '@/lib/hydration';
import { endSession, getToken, sessionEndReason, subscribeToSessions, type Audience } from '@/lib/session';

/** What an area tells its login page when the session expired (or was refused) there. */
export interface LoginLocationState {
  /** The page (path, search and hash) the visitor was on, to come back to after signing in. */
  sessionEndedOn: string;
  /** What the login page says: the session expired, or the account was deactivated. */
  why?: string;
}

/**
 * Visitors without a valid sign-in for this area go to its login page, at once when their session ends while they are
 * here (a call refused with 401). The login page then says why (the session expired, say) and comes back here afterwards.
 * A document's prerendered shell is shown to anyone until its scripts have run and found no session.
 */
export function RequireSession({
  audience,
  loginPath,
  children,
}: {
  audience: Audience;
  loginPath: string;
  children: ReactNode;
}) {
  const location = useLocation();
  // Undefined while the page's first screen, rendered at build time without a session, is hydrated: the area's shell
  // and placeholders are shown, and the session is read right after.
  const token = useStoreAfterHydration(subscribeToSessions, () => getToken(audience), undefined);
  // An expired token found here is put away, as a refused call would.
  useEffect(() => {
    if (token === null) endSession(audience);
  }, [token, audience]);
  if (token === null) {
    const why = sessionEndReason(audience);
    const state: LoginLocationState | undefined =
      why === null ? undefined : { sessionEndedOn: location.pathname + location.search + location.hash, why };
    return <Navigate to={loginPath} replace state={state} />;
  }
  return children;
}
