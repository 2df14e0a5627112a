import { Outlet } from 'react-router';
import { NoAccess } from '@/components/layouts/no-access';
import { LoadingState } from '@/components/ui/spinner';
import { Authorization, useStaff } from '@/lib/authorization';

/**
 * The screens only admins may open; another role that types their address is told so inside the area. Nothing of
 * them loads before the role is known.
 */
export function Component() {
  if (useStaff() === null) return <LoadingState />;
  return (
    <Authorization allowedRoles={['admin']} forbiddenFallback={<NoAccess />}>
      <Outlet />
    </Authorization>
  );
}
