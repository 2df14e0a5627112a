import { PaymentsView } from '@/features/admin-payments/components/payments-view';

export function Component() {
  return <PaymentsView />;
}
