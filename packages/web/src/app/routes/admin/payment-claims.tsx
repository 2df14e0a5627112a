import { PaymentClaimsView } from '@/features/admin-payment-claims/components/payment-claims-view';

export function Component() {
  return <PaymentClaimsView />;
}
