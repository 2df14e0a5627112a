// The fees page's parts below the fee records: one chunk, loaded as the records show rather than with the page.
export { FeeSchedules } from './fee-schedules';
export { MyPayments } from './my-payments';
export { PaymentClaims } from './payment-claims';
