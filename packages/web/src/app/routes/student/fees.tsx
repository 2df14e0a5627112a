import { FeeRecordsView } from '@/features/student-fees/components/fee-records-view';

export function Component() {
  return <FeeRecordsView />;
}
