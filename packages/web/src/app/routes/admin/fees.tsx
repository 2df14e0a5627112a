import { AdminFeesView } from '@/features/admin-fees/components/admin-fees-view';

export function Component() {
  return <AdminFeesView />;
}
