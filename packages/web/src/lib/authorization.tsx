import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createContext, useContext, type ReactNode } from 'react';
import { admits, type AccessLevel, type Role, type StaffMe } from '@campus/domain';
import { i18n } from './i18n';
import { useRole } from './use-role';

const ROLE_MESSAGES: Record<Role, MessageDescriptor> = {
  admin: msg`Admin`,
  accountant: msg`Accountant`,
  instructor: msg`Instructor`,
  student: msg`Student`,
  guardian: msg`Guardian`,
};

/** Each role's name, in the language shown when it is read (each is read while rendering). */
export const ROLE_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(ROLE_MESSAGES).map(([role, message]) => [role, { enumerable: true, get: () => i18n._(message) }]),
  ),
) as Readonly<Record<Role, string>>;

/** The signed-in staff member, given by the admin area once it has loaded them; null before, and outside it. */
export const StaffContext = createContext<StaffMe | null>(null);

export const useStaff = () => useContext(StaffContext);

/**
 * Whether the signed-in staff member's role may use what an access level admits (the domain's `ACCESS_ROLES`, the
 * levels the server's routes declare). The server refuses what a role may not do anyway; this keeps the screens from
 * offering it.
 */
export function useAuthorization() {
  const role = useRole('admin');
  return {
    role,
    /** Whether the role is known: until then, what some roles may use keeps its place but is not shown. */
    known: role !== undefined,
    may: (access: AccessLevel) => role !== undefined && admits(access, role),
  };
}

/**
 * Shows `children` only to the roles the access level admits. Until the role is known (the page's first screen),
 * `children` keep their place but are not shown, so that the page does not shift when they appear for an admin.
 */
export function Authorization({ access, children }: { access: AccessLevel; children: ReactNode }) {
  const { known, may } = useAuthorization();
  if (!known) return <RoleNotKnown>{children}</RoleNotKnown>;
  return may(access) ? children : null;
}

/** Keeps its children's place in the layout, hidden from sight, from assistive technology and from the keyboard. */
export function RoleNotKnown({ children }: { children: ReactNode }) {
  return (
    <div className="invisible contents" inert>
      {children}
    </div>
  );
}
