import { useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { messages, type StaffRole } from '@campus/domain';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ROLE_LABELS, StaffContext } from '@/lib/authorization';
import { useStaffMe } from '@/lib/get-staff-me';
import { isPasswordChangeDue, subscribeToSessions } from '@/lib/session';
import { SidebarLayout, type NavItem } from './sidebar-layout';

export interface StaffNavItem extends NavItem {
  /** Who sees the item; everyone when not given. */
  allowedRoles?: readonly StaffRole[];
}

/**
 * The admin area once signed in: loads who the staff member is, shows them only the navigation their role may use, and
 * keeps a staff member who must set their own password on that screen (with nothing else to go to) until they have.
 */
export function StaffArea({ items }: { items: StaffNavItem[] }) {
  const me = useStaffMe();
  const due = useSyncExternalStore(subscribeToSessions, isPasswordChangeDue);
  const { pathname } = useLocation();

  if (me.isPending) return <LoadingState label="Loading your account…" />;
  if (me.isError) {
    return (
      <div className="mx-auto max-w-md p-8">
        <ErrorState message={messages.load.staffMe} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  const staff = me.data;
  const mustChangePassword = due || staff.mustChangePassword;
  if (mustChangePassword && pathname !== paths.admin.password) return <Navigate to={paths.admin.password} replace />;
  const allowed = mustChangePassword
    ? []
    : items.filter((item) => !item.allowedRoles || item.allowedRoles.includes(staff.role));
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
