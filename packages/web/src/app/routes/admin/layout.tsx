import {
  Activity,
  Award,
  BadgeCheck,
  BookOpen,
  CalendarCheck,
  CalendarOff,
  CreditCard,
  DatabaseBackup,
  GraduationCap,
  KeyRound,
  LayoutDashboard,
  MessagesSquare,
  ReceiptText,
  UserCog,
  Users,
} from 'lucide';
import { QueryClientProvider } from '@tanstack/react-query';
import { RequireSession } from '@/components/layouts/require-session';
import { StaffArea } from '@/components/layouts/staff-area';
import type { IconNode } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { marksSender } from '@/features/admin-assessments/api/save-marks';
import { attendanceSender } from '@/features/admin-classes/api/save-attendance';
import { queryClient } from '@/lib/query-client';
import { QueuedSaves } from '@/components/queued-save-status';
import type { QueueSenders } from '@/lib/queued-saves';

const icons: Record<string, IconNode> = {
  [paths.admin.dashboard]: LayoutDashboard,
  [paths.admin.students]: Users,
  [paths.admin.courses]: BookOpen,
  [paths.admin.teaching]: GraduationCap,
  [paths.admin.classes]: CalendarCheck,
  [paths.admin.holidays]: CalendarOff,
  [paths.admin.fees]: CreditCard,
  [paths.admin.payments]: ReceiptText,
  [paths.admin.paymentClaims]: BadgeCheck,
  [paths.admin.messages]: MessagesSquare,
  [paths.admin.staff]: UserCog,
  [paths.admin.gradeScale]: Award,
  [paths.admin.activity]: Activity,
  [paths.admin.backups]: DatabaseBackup,
  [paths.admin.password]: KeyRound,
};

/** How each kind of save made offline is sent when the admin area opens online (#46). */
const senders: QueueSenders = { attendance: attendanceSender, marks: marksSender };

export function Component() {
  return (
    <RequireSession audience="admin" loginPath={paths.adminLogin}>
      <QueryClientProvider client={queryClient}>
        <StaffArea icons={icons} notices={<QueuedSaves senders={senders} />} />
      </QueryClientProvider>
    </RequireSession>
  );
}
