import { useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loadMessages, type StaffRole } from '@campus/domain';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ROLE_LABELS, StaffContext } from '@/lib/authorization';
import { useStaffMe } from '@/lib/get-staff-me';
import { isPasswordChangeDue, subscribeToSessions } from '@/lib/session';
import { SidebarLayout, type NavItem } from './sidebar-layout';

export interface StaffNavItem extends NavItem {
  /** Who sees the item; everyone when not given. Until the role is known, the item keeps its place unseen. */
  allowedRoles?: readonly StaffRole[];
  /** Who does not see the item, once the role is known; until then it is shown (most staff use it). */
  hiddenFrom?: readonly StaffRole[];
}

/**
 * The admin area once signed in: loads who the staff member is, shows them only the navigation their role may use, and
 * keeps a staff member who must set their own password on that screen (with nothing else to go to) until they have.
 */
export function StaffArea({ items }: { items: StaffNavItem[] }) {
  const me = useStaffMe();
  const due = useSyncExternalStore(subscribeToSessions, isPasswordChangeDue, () => false);
  const { pathname } = useLocation();

  // Until the staff member is known, the screen loads beside the navigation (the page's first screen, rendered at
  // build time, shows this too), where the links for some roles keep their places unseen until the role is known.
  if (me.isPending) {
    return (
      <StaffContext value={null}>
        <SidebarLayout
          audience="admin"
          title="Admin"
          items={items.map((item) => ({ ...item, unseen: item.allowedRoles !== undefined }))}
          loginPath={paths.adminLogin}
        />
      </StaffContext>
    );
  }
  if (me.isError) {
    return (
      <div className="mx-auto max-w-md p-8">
        <ErrorState message={loadMessages.staffMe} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  const staff = me.data;
  const mustChangePassword = due || staff.mustChangePassword;
  if (mustChangePassword && pathname !== paths.admin.password) return <Navigate to={paths.admin.password} replace />;
  const allowed = mustChangePassword
    ? []
    : items.filter(
        (item) =>
          (!item.allowedRoles || item.allowedRoles.includes(staff.role)) && !item.hiddenFrom?.includes(staff.role),
      );
  return (
    <StaffContext value={{ ...staff, mustChangePassword }}>
      <SidebarLayout
        audience="admin"
        title="Admin"
        items={allowed}
        loginPath={paths.adminLogin}
        account={`${staff.name} · ${ROLE_LABELS[staff.role]}`}
      />
    </StaffContext>
  );
}
