import { PAYMENT_MODES, type PaymentMode } from './fees.js';
import type { Collected, DayBook, ModeCollected } from './schemas/report.js';

/** The sums of one day and payment mode, as the ledger gives them. */
export interface DayModeSums {
  date: string;
  mode: PaymentMode;
  received: number;
  reversed: number;
  /** Of `reversed`, the reversals of bounced cheques and demand drafts. */
  bounced: number;
}

type Sums = Pick<DayModeSums, 'received' | 'reversed' | 'bounced'>;

function collected(sums: readonly Sums[]): Collected {
  const sum = (key: keyof Sums) => sums.reduce((total, line) => total + line[key], 0);
  const [received, reversed] = [sum('received'), sum('reversed')];
  return { received, reversed, bounced: sum('bounced'), net: received - reversed };
}

function byMode(sums: readonly DayModeSums[]): { modes: ModeCollected[] } & Collected {
  const modes = PAYMENT_MODES.map((mode) => ({ mode, ...collected(sums.filter((sum) => sum.mode === mode)) }));
  return { modes, ...collected(modes) };
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
