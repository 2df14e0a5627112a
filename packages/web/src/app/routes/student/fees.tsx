import { FeeRecordsView } from '@/features/fees/components/fee-records-view';

export function Component() {
  return <FeeRecordsView />;
}
