// The fees page's parts below the fee records (their pages among them): one chunk, loaded as the records come rather
// than with the page.
export { Pagination } from '@/components/ui/pagination';
export { FeeSchedules } from './fee-schedules';
export { MyPayments } from './my-payments';
export { PaymentClaims } from './payment-claims';
