import { paiseToRupees2dp } from './money.js';

/** A UPI payment's UTR (its RRN): the 12 digits the payer's app shows. */
export const UTR_SHAPE = /^\d{12}$/;

/** The longest transaction note UPI apps show whole. */
const NOTE_MAX_LENGTH = 50;

/**
 * The UPI intent link (NPCI's deep-link specification) that a UPI app opens to pay `amount` paise to `vpa`, carrying
 * `reference` (tr) back to the payee's statement and `note` (tn) for the payer. Values are percent-encoded, spaces as
 * %20: several apps read a "+" literally.
 */
export function upiLink({
  vpa,
  payeeName,
  amount,
  reference,
  note,
}: {
  vpa: string;
  payeeName: string;
  amount: number;
  reference: string;
  note: string;
}): string {
  const params: [string, string][] = [
    ['pa', vpa],
    ['pn', payeeName],
    ['am', paiseToRupees2dp(amount)],
    ['cu', 'INR'],
    ['tr', reference],
    ['tn', note.slice(0, NOTE_MAX_LENGTH)],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** What a fee payment by UPI carries: the amount, the fee account as its reference back to the office, a note. */
export function feeUpiPayment(feeAccountId: string, course: string, amount: number) {
  return {
    amount,
    reference: `FEE${feeAccountId.replaceAll('-', '').slice(0, 20).toUpperCase()}`,
    note: `Fees: ${course}`,
  };
}
