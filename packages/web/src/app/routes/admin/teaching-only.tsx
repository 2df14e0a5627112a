import { Outlet } from 'react-router';
import { NoAccess } from '@/components/layouts/no-access';
import { LoadingState } from '@/components/ui/spinner';
import { Authorization, useStaff } from '@/lib/authorization';

/** The screens of teaching (outlines, progress), for admins and instructors; an accountant is told so inside the area. */
export function Component() {
  if (useStaff() === null) return <LoadingState />;
  return (
    <Authorization allowedRoles={['admin', 'instructor']} forbiddenFallback={<NoAccess />}>
      <Outlet />
    </Authorization>
  );
}
