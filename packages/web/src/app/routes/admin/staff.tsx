import { StaffView } from '@/features/admin-staff/components/staff-view';

export function Component() {
  return <StaffView />;
}
