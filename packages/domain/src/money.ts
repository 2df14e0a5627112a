/**
 * Money travels and is stored as integer minor units (paise). These are the only places where
 * rupee amounts typed by a person become paise, and paise become text.
 */

import { once } from './once.js';

const RUPEES_PATTERN = /^\d{1,11}(\.\d{1,2})?$/;

export function isRupeeAmount(text: string): boolean {
  return RUPEES_PATTERN.test(text.trim());
}

/** "1500.5" → 150050. Returns null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function rupeesToPaise(text: string | number): number | null {
  const value = String(text).trim();
  if (!RUPEES_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 150050 → "1500.50", for pre-filling form inputs. */
export function paiseToRupeeInput(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const fraction = String(Math.abs(paise % 100)).padStart(2, '0');
  return fraction === '00' ? String(whole) : `${whole}.${fraction}`;
}

/** 150050 → "1500.50", 5 → "0.05": always two decimals, no grouping or sign (the report CSV). */
export function paiseToRupees2dp(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

const wholeRupees = once(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const rupeesAndPaise = once(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
);

/** 150050 → "₹1,500.50", 150000 → "₹1,500", in the Indian grouping. */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? wholeRupees().format(paise / 100) : formatRupeesWithPaise(paise);
}

/** 150000 → "₹1,500.00": always the paise, as a record of an exact amount (the audit trail) shows them. */
export function formatRupeesWithPaise(paise: number): string {
  return rupeesAndPaise().format(paise / 100);
}

const LAKH_PAISE = 1_00_000_00;
const CRORE_PAISE = 1_00_00_000_00;

/**
 * A large amount at a glance, as India reads it (the admin dashboard's cards): whole rupees below a lakh
 * ("₹45,300"), then lakhs ("₹5.59 L") and crores ("₹29.43 Cr") with two decimals, rounded.
 */
export function formatRupeesShort(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  if (magnitude >= CRORE_PAISE) return `${sign}₹${(magnitude / CRORE_PAISE).toFixed(2)} Cr`;
  if (magnitude >= LAKH_PAISE) return `${sign}₹${(magnitude / LAKH_PAISE).toFixed(2)} L`;
  return wholeRupees().format(Math.round(paise / 100));
}
