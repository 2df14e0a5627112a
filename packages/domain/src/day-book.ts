import { PAYMENT_MODES, type PaymentMode } from './fees.js';
import type { Collected, DayBook, ModeCollected } from './schemas/report.js';

/** The day book covers at most this many days: a whole financial year, leap day included. */
export const DAY_BOOK_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many calendar days from `from` to `to`, both included (0 or less when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/** The sums of one day and payment mode, as the ledger gives them. */
export interface DayModeSums {
  date: string;
  mode: PaymentMode;
  received: number;
  reversed: number;
}

const collected = (received: number, reversed: number): Collected => ({ received, reversed, net: received - reversed });

function byMode(sums: readonly DayModeSums[]): { modes: ModeCollected[] } & Collected {
  const modes = PAYMENT_MODES.map((mode) => {
    const ofMode = sums.filter((sum) => sum.mode === mode);
    const received = ofMode.reduce((total, sum) => total + sum.received, 0);
    const reversed = ofMode.reduce((total, sum) => total + sum.reversed, 0);
    return { mode, ...collected(received, reversed) };
  });
  const received = modes.reduce((total, mode) => total + mode.received, 0);
  const reversed = modes.reduce((total, mode) => total + mode.reversed, 0);
  return { modes, ...collected(received, reversed) };
}

/**
 * The day book from the ledger's sums per day and mode: one line per day that had any payment or reversal, oldest
 * first, each with every payment mode, and the totals of the whole range. A day without either has no line.
 */
export function dayBook(from: string, to: string, sums: readonly DayModeSums[]): DayBook {
  const dates = [...new Set(sums.map((sum) => sum.date))].sort();
  const days = dates.map((date) => ({ date, ...byMode(sums.filter((sum) => sum.date === date)) }));
  return { from, to, days, totals: byMode(sums) };
}
