import {
  Activity,
  BadgeCheck,
  BookOpen,
  CreditCard,
  DatabaseBackup,
  GraduationCap,
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

/** The office's screens: an instructor sees none of them. */
const notForInstructors = ['instructor'] as const;

const items: StaffNavItem[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: LayoutDashboard, hiddenFrom: notForInstructors },
  { to: paths.admin.students, label: 'Students', icon: Users, hiddenFrom: notForInstructors },
  { to: paths.admin.courses, label: 'Courses', icon: BookOpen, hiddenFrom: notForInstructors },
  { to: paths.admin.teaching, label: 'Teaching', icon: GraduationCap, allowedRoles: ['admin', 'instructor'] },
  { to: paths.admin.fees, label: 'Fees', icon: CreditCard, hiddenFrom: notForInstructors },
  { to: paths.admin.payments, label: 'Payments', icon: ReceiptText, hiddenFrom: notForInstructors },
  { to: paths.admin.paymentClaims, label: 'UPI payments', icon: BadgeCheck, hiddenFrom: notForInstructors },
  { to: paths.admin.email, label: 'Email', icon: Mail, hiddenFrom: notForInstructors },
  { to: paths.admin.staff, label: 'Staff', icon: UserCog, allowedRoles: ['admin'] },
  { to: paths.admin.activity, label: 'Activity', icon: Activity, allowedRoles: ['admin'] },
  { to: paths.admin.backups, label: 'Backups', icon: DatabaseBackup, allowedRoles: ['admin'] },
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
