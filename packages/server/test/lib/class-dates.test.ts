import { describe, expect, it } from 'vitest';
import { classDates } from '../../src/lib/class-dates.js';

describe('classDates', () => {
  it('gives each day of the weekday in the range, both ends included, without the holidays', () => {
    // 2026-12-02 is a Wednesday.
    expect(classDates(3, '2026-12-02', '2026-12-30', new Set(['2026-12-16']))).toEqual([
      '2026-12-02',
      '2026-12-09',
      '2026-12-23',
      '2026-12-30',
    ]);
  });

  it('starts at the first such weekday on or after the start, Sunday being 7', () => {
    expect(classDates(7, '2026-12-01', '2026-12-14', new Set())).toEqual(['2026-12-06', '2026-12-13']);
    expect(classDates(1, '2026-12-01', '2026-12-06', new Set())).toEqual([]);
  });

  it('gives nothing for a range that ends before it starts', () => {
    expect(classDates(1, '2026-12-10', '2026-12-01', new Set())).toEqual([]);
  });

  it('does not depend on the time zone the process runs in', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(classDates(5, '2026-12-01', '2026-12-31', new Set())).toEqual([
          '2026-12-04',
          '2026-12-11',
          '2026-12-18',
          '2026-12-25',
        ]);
      }
    } finally {
      process.env.TZ = before;
    }
  });
});
