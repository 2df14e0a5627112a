import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken, type Audience } from '@/lib/session';

/** Visitors without a valid sign-in for this area go to its login page. */
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
  if (!getToken(audience)) return <Navigate to={loginPath} replace state={{ from: location.pathname }} />;
  return children;
}
