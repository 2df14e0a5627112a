import { createContext, useContext, type ReactNode } from 'react';
import type { Role, StaffMe, StaffRole } from '@campus/domain';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  accountant: 'Accountant',
  instructor: 'Instructor',
  student: 'Student',
};

/** The signed-in staff member, given by the admin area once it has loaded them; null before, and outside it. */
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
    /** Whether the role is known: until then, what some roles may use keeps its place but is not shown. */
    known: staff !== null,
    checkAccess: ({ allowedRoles }: { allowedRoles: readonly StaffRole[] }) =>
      staff !== null && allowedRoles.includes(staff.role),
  };
}

/**
 * Shows `children` to the allowed roles only, and `forbiddenFallback` (nothing, unless given) to the others. Until the
 * role is known (the page's first screen), `children` keep their place but are not shown, so that the page does not
 * shift when they appear for an admin.
 */
export function Authorization({
  allowedRoles,
  forbiddenFallback = null,
  children,
}: {
  allowedRoles: readonly StaffRole[];
  forbiddenFallback?: ReactNode;
  children: ReactNode;
}) {
  const { known, checkAccess } = useAuthorization();
  if (!known) return <RoleNotKnown>{children}</RoleNotKnown>;
  return checkAccess({ allowedRoles }) ? children : forbiddenFallback;
}

/** Keeps its children's place in the layout, hidden from sight, from assistive technology and from the keyboard. */
export function RoleNotKnown({ children }: { children: ReactNode }) {
  return (
    <div className="invisible contents" inert>
      {children}
    </div>
  );
}
