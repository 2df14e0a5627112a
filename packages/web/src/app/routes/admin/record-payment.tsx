import { RecordPaymentView } from '@/features/admin-fees/components/record-payment-view';

export function Component() {
  return <RecordPaymentView />;
}
