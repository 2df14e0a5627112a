import { useLingui } from '@lingui/react/macro';
import { BookOpen, CalendarCheck, ClipboardCheck, CreditCard, LayoutDashboard, UserRound } from 'lucide';
import { QueryClientProvider } from '@tanstack/react-query';
import { RequireSession } from '@/components/layouts/require-session';
import { SidebarLayout } from '@/components/layouts/sidebar-layout';
import type { IconNode } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useOfflineReading } from '@/lib/use-offline-reading';
import { queryClient } from '@/lib/query-client';

const icons: Record<string, IconNode> = {
  [paths.student.dashboard]: LayoutDashboard,
  [paths.student.profile]: UserRound,
  [paths.student.courses]: BookOpen,
  [paths.student.attendance]: CalendarCheck,
  [paths.student.results]: ClipboardCheck,
  [paths.student.fees]: CreditCard,
};

/** The student's area, whose pages stay readable offline as last read. */
function StudentArea() {
  const { t } = useLingui();
  useOfflineReading('student');
  return <SidebarLayout audience="student" title={t`Student`} icons={icons} loginPath={paths.login} />;
}

export function Component() {
  return (
    <RequireSession audience="student" loginPath={paths.login}>
      <QueryClientProvider client={queryClient}>
        <StudentArea />
      </QueryClientProvider>
    </RequireSession>
  );
}
