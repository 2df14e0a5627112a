import { describe, expect, it } from 'vitest';
import { daysBetween } from './dates.js';
import { dayBook } from './day-book.js';
import { dayBookQuerySchema } from './schemas/report.js';

describe('daysBetween', () => {
  it('counts both ends', () => {
    expect(daysBetween('2026-04-01', '2026-04-01')).toBe(1);
    expect(daysBetween('2026-04-01', '2027-03-31')).toBe(365);
    expect(daysBetween('2027-04-01', '2028-03-31')).toBe(366);
  });
});

describe('dayBookQuerySchema', () => {
  it('takes a range of up to 366 days, from not after to', () => {
    expect(dayBookQuerySchema.safeParse({ from: '2027-04-01', to: '2028-03-31' }).success).toBe(true);
    expect(dayBookQuerySchema.safeParse({}).success).toBe(true);
    expect(dayBookQuerySchema.safeParse({ from: '2026-04-02', to: '2026-04-01' }).success).toBe(false);
    expect(dayBookQuerySchema.safeParse({ from: '2026-04-01', to: '2027-04-02' }).success).toBe(false);
  });
});

describe('dayBook', () => {
  it('has a line per day with every mode, oldest first, and the totals', () => {
    const book = dayBook('2026-04-01', '2026-04-30', [
      { date: '2026-04-03', mode: 'UPI', received: 500_00, reversed: 0, bounced: 0 },
      { date: '2026-04-02', mode: 'Cash', received: 1_000_00, reversed: 0, bounced: 0 },
      { date: '2026-04-03', mode: 'Cash', received: 200_00, reversed: 1_000_00, bounced: 0 },
      { date: '2026-04-03', mode: 'Cheque', received: 0, reversed: 300_00, bounced: 300_00 },
    ]);
    expect(book.from).toBe('2026-04-01');
    expect(book.days.map((day) => day.date)).toEqual(['2026-04-02', '2026-04-03']);
    expect(book.days[1]).toEqual({
      date: '2026-04-03',
      modes: [
        { mode: 'Cash', received: 200_00, reversed: 1_000_00, bounced: 0, net: -800_00 },
        { mode: 'Card', received: 0, reversed: 0, bounced: 0, net: 0 },
        { mode: 'UPI', received: 500_00, reversed: 0, bounced: 0, net: 500_00 },
        { mode: 'Bank Transfer', received: 0, reversed: 0, bounced: 0, net: 0 },
        { mode: 'Cheque', received: 0, reversed: 300_00, bounced: 300_00, net: -300_00 },
        { mode: 'Demand Draft', received: 0, reversed: 0, bounced: 0, net: 0 },
      ],
      received: 700_00,
      reversed: 1_300_00,
      bounced: 300_00,
      net: -600_00,
    });
    expect(book.totals).toMatchObject({ received: 1_700_00, reversed: 1_300_00, bounced: 300_00, net: 400_00 });
    expect(book.totals.modes[0]).toEqual({
      mode: 'Cash',
      received: 1_200_00,
      reversed: 1_000_00,
      bounced: 0,
      net: 200_00,
    });
  });

  it('is empty, with zero totals, for a range without entries', () => {
    const book = dayBook('2026-04-01', '2026-04-01', []);
    expect(book.days).toEqual([]);
    expect(book.totals).toMatchObject({ received: 0, reversed: 0, bounced: 0, net: 0 });
    expect(book.totals.modes).toHaveLength(6);
  });
});
