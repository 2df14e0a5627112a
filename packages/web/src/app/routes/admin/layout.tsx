import { BookOpen, CreditCard, LayoutDashboard, Users } from 'lucide-react';
import { RequireSession } from '@/components/layouts/require-session';
import { SidebarLayout, type NavItem } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';

const items: NavItem[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.admin.students, label: 'Students', icon: Users },
  { to: paths.admin.courses, label: 'Courses', icon: BookOpen },
  { to: paths.admin.fees, label: 'Fees', icon: CreditCard },
];

export function Component() {
  return (
    <RequireSession audience="admin" loginPath={paths.adminLogin}>
      <SidebarLayout audience="admin" title="Admin" items={items} loginPath={paths.adminLogin} />
    </RequireSession>
  );
}
