import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loadMessages } from '@campus/domain';
import type { IconNode } from '@/components/ui/icon';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ROLE_LABELS, StaffContext } from '@/lib/authorization';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { useStaffMe } from '@/lib/get-staff-me';
import { useStoreAfterHydration } from '@/lib/hydration';
import { isPasswordChangeDue, subscribeToSessions } from '@/lib/session';
import { SidebarLayout } from './sidebar-layout';

/**
 * The admin area once signed in: loads who the staff member is, and keeps a staff member who must set their own
 * password on that screen (with nothing else to go to) until they have. `notices` go above every page.
 */
export function StaffArea({ icons, notices }: { icons: Record<string, IconNode>; notices?: ReactNode }) {
  const { t } = useLingui();
  const me = useStaffMe();
  const due = useStoreAfterHydration(subscribeToSessions, isPasswordChangeDue, false);
  const { pathname } = useLocation();

  // Until the staff member is known, the screen loads beside the navigation (the page's first screen, rendered at
  // build time, shows this too).
  if (me.isPending) {
    return (
      <StaffContext value={null}>
        <SidebarLayout audience="admin" title={t`Admin`} icons={icons} loginPath={paths.adminLogin} notices={notices} />
      </StaffContext>
    );
  }
  if (me.isError) {
    return (
      <div className="mx-auto max-w-md p-8">
        <ErrorState message={domainText(loadMessages.staffMe)} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  const staff = me.data;
  const mustChangePassword = due || staff.mustChangePassword;
  if (mustChangePassword && pathname !== paths.admin.password) return <Navigate to={paths.admin.password} replace />;
  return (
    <StaffContext value={{ ...staff, mustChangePassword }}>
      <SidebarLayout
        audience="admin"
        title={t`Admin`}
        icons={icons}
        hideNavigation={mustChangePassword}
        loginPath={paths.adminLogin}
        account={`${staff.name} · ${ROLE_LABELS[staff.role]}`}
        notices={notices}
      />
    </StaffContext>
  );
}
