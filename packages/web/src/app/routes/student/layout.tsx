import { BookOpen, CalendarCheck, CreditCard, LayoutDashboard, UserRound } from 'lucide-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RequireSession } from '@/components/layouts/require-session';
import { SidebarLayout, type NavIcon } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';

const icons: Record<string, NavIcon> = {
  [paths.student.dashboard]: LayoutDashboard,
  [paths.student.profile]: UserRound,
  [paths.student.courses]: BookOpen,
  [paths.student.attendance]: CalendarCheck,
  [paths.student.fees]: CreditCard,
};

export function Component() {
  return (
    <RequireSession audience="student" loginPath={paths.login}>
      <QueryClientProvider client={queryClient}>
        <SidebarLayout audience="student" title="Student" icons={icons} loginPath={paths.login} />
      </QueryClientProvider>
    </RequireSession>
  );
}
