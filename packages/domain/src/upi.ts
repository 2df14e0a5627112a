import { paymentClaimMessages } from './messages.js';
import { formatRupeesWithPaise, paiseToRupees2dp } from './money.js';
import { outstandingAmount } from './fees.js';

/**
 * Whether a UTR (a UPI payment's RRN, which the payer's app shows) can be a real one: 12 digits, not one digit twelve
 * times (000000000000, 111111111111: what is typed to get past the field). A real RRN starts with the year's last
 * digit and the day of the year, but banks are not held to that, so it is not checked.
 */
export function isUtr(utr: string): boolean {
  return /^\d{12}$/.test(utr) && !/^(\d)\1+$/.test(utr);
}

/**
 * Why a student cannot report a UPI payment of `amount` on an account, or null when they can: the payments they
 * reported and the office has not yet decided, with this one, may not exceed what is still due.
 */
export function paymentClaimViolation(
  { paid, netFee, pending }: { paid: number; netFee: number; pending: number },
  amount: number,
): string | null {
  const due = outstandingAmount(paid, netFee);
  if (amount > due) return paymentClaimMessages.overpayment;
  if (pending + amount > due) return paymentClaimMessages.pendingOverpayment(formatRupeesWithPaise(pending));
  return null;
}

/** The longest transaction note UPI apps show whole. */
const NOTE_MAX_LENGTH = 50;

/**
 * A value of the UPI link, percent-encoded where it must be: "@" and ":" are left as they are (RFC 3986 allows them in
 * a query), since several UPI apps (SBI Pay among them) do not decode a payee address written `name%40bank`. Spaces
 * are %20: several apps read a "+" literally.
 */
const upiValue = (value: string) => encodeURIComponent(value).replace(/%40/g, '@').replace(/%3A/g, ':');

/**
 * The UPI intent link (NPCI's deep-link specification) that a UPI app opens to pay `amount` paise to `vpa`, carrying
 * `reference` (tr) back to the payee's statement and `note` (tn) for the payer.
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
  return `upi://pay?${params.map(([key, value]) => `${key}=${upiValue(value)}`).join('&')}`;
}

/** What a fee payment by UPI carries: the amount, the fee account as its reference back to the office, a note. */
export function feeUpiPayment(feeAccountId: string, course: string, amount: number) {
  return {
    amount,
    reference: `FEE${feeAccountId.replaceAll('-', '').slice(0, 20).toUpperCase()}`,
    note: `Fees: ${course}`,
  };
}
