import {
  Activity,
  BookOpen,
  CreditCard,
  KeyRound,
  LayoutDashboard,
  Mail,
  ReceiptText,
  UserCog,
  Users,
} from 'lucide-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RequireSession } from '@/components/layouts/require-session';
import { StaffArea, type StaffNavItem } from '@/components/layouts/staff-area';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';

const items: StaffNavItem[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.admin.students, label: 'Students', icon: Users },
  { to: paths.admin.courses, label: 'Courses', icon: BookOpen },
  { to: paths.admin.fees, label: 'Fees', icon: CreditCard },
  { to: paths.admin.payments, label: 'Payments', icon: ReceiptText },
  { to: paths.admin.email, label: 'Email', icon: Mail },
  { to: paths.admin.staff, label: 'Staff', icon: UserCog, allowedRoles: ['admin'] },
  { to: paths.admin.activity, label: 'Activity', icon: Activity, allowedRoles: ['admin'] },
  { to: paths.admin.password, label: 'Change password', icon: KeyRound },
];

export function Component() {
  return (
    <RequireSession audience="admin" loginPath={paths.adminLogin}>
      <QueryClientProvider client={queryClient}>
        <StaffArea items={items} />
      </QueryClientProvider>
    </RequireSession>
  );
}
