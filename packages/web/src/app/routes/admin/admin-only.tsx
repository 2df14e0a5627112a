import { Outlet } from 'react-router';
import { NoAccess } from '@/components/layouts/no-access';
import { Authorization } from '@/lib/authorization';

/** The screens only admins may open; another role that types their address is told so inside the area. */
export function Component() {
  return (
    <Authorization allowedRoles={['admin']} forbiddenFallback={<NoAccess />}>
      <Outlet />
    </Authorization>
  );
}
