import { Outlet } from 'react-router';
import { NoAccess } from '@/components/layouts/no-access';
import { LoadingState } from '@/components/ui/spinner';
import { Authorization, useStaff } from '@/lib/authorization';

/** The office's screens (students, courses, money), for admins and accountants; an instructor is told so. */
export function Component() {
  if (useStaff() === null) return <LoadingState />;
  return (
    <Authorization allowedRoles={['admin', 'accountant']} forbiddenFallback={<NoAccess />}>
      <Outlet />
    </Authorization>
  );
}
