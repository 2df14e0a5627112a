import { Navigate, Outlet, useLocation } from 'react-router';
import { admits } from '@campus/domain';
import { useRole } from '@/lib/use-role';
import { firstPageOf, usePageAccess } from '@/lib/route-handle';
import { NoAccess } from './no-access';

/**
 * The route table's one gate, around the pages of each signed-in area: a page shows to the roles its route admits (the
 * access level in its handle, or its area's). Another role is told so inside the area; on the area's first page, where
 * signing in and the ways back lead, it is taken to the first page it may open instead. Until the role is known (the
 * page's first screen, rendered at build time without a session, being hydrated) the page shows: the server refuses
 * its data to a role it does not admit anyway.
 */
export function RoleGate() {
  const { access, area } = usePageAccess();
  const role = useRole(area.audience);
  const { pathname } = useLocation();
  if (role === undefined || access === undefined || admits(access, role)) return <Outlet />;
  const firstPage = firstPageOf(area, role);
  if (firstPage !== undefined && pathname === area.navigation?.[0]?.to) return <Navigate to={firstPage} replace />;
  return <NoAccess />;
}
