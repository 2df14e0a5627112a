import { Outlet } from 'react-router';
import { NoAccess } from '@/components/layouts/no-access';
import { useStaff } from '@/lib/authorization';

/**
 * The office's screens (students, courses, money), for admins and accountants. They show while the role is not known
 * yet (their first screens are rendered at build time without it); an instructor is then told they have no access.
 */
export function Component() {
  return useStaff()?.role === 'instructor' ? <NoAccess /> : <Outlet />;
}
