import { BookOpen, CreditCard, LayoutDashboard, UserRound } from 'lucide-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RequireSession } from '@/components/layouts/require-session';
import { SidebarLayout, type NavItem } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';

const items: NavItem[] = [
  { to: paths.student.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.student.profile, label: 'Profile', icon: UserRound },
  { to: paths.student.courses, label: 'Courses', icon: BookOpen },
  { to: paths.student.fees, label: 'Fees', icon: CreditCard },
];

export function Component() {
  return (
    <RequireSession audience="student" loginPath={paths.login}>
      <QueryClientProvider client={queryClient}>
        <SidebarLayout audience="student" title="Student" items={items} loginPath={paths.login} />
      </QueryClientProvider>
    </RequireSession>
  );
}
