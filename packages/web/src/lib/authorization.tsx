import { createContext, useContext, type ReactNode } from 'react';
import type { Role, StaffMe, StaffRole } from '@campus/domain';

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', accountant: 'Accountant', student: 'Student' };

/** The signed-in staff member, given by the admin area once it has loaded them; null outside it. */
export const StaffContext = createContext<StaffMe | null>(null);

export const useStaff = () => useContext(StaffContext);

/**
 * Whether the signed-in staff member's role is one of `allowedRoles`. The server refuses what a role may not do
 * anyway; this keeps the screens from offering it.
 */
export function useAuthorization() {
  const staff = useStaff();
  return {
    role: staff?.role,
    checkAccess: ({ allowedRoles }: { allowedRoles: readonly StaffRole[] }) =>
      staff !== null && allowedRoles.includes(staff.role),
  };
}

/** Shows `children` to the allowed roles only, and `forbiddenFallback` (nothing, unless given) to the others. */
export function Authorization({
  allowedRoles,
  forbiddenFallback = null,
  children,
}: {
  allowedRoles: readonly StaffRole[];
  forbiddenFallback?: ReactNode;
  children: ReactNode;
}) {
  const { checkAccess } = useAuthorization();
  return checkAccess({ allowedRoles }) ? children : forbiddenFallback;
}
