import { describe, expect, it } from 'vitest';
import { formatGrowth, growthPercent, isGrowthFromNothing } from './growth.js';

describe('growthPercent', () => {
  it('is the change from the previous window in percent', () => {
    expect(growthPercent(3, 2)).toBe(50);
    expect(growthPercent(1, 2)).toBe(-50);
    expect(growthPercent(4, 4)).toBe(0);
    expect(growthPercent(0, 5)).toBe(-100);
  });

  it('rounds to one decimal', () => {
    expect(growthPercent(3_500, 9_000)).toBe(-61.1);
    expect(growthPercent(13_000, 6_000)).toBe(116.7);
    expect(growthPercent(2, 3)).toBe(-33.3);
  });

  it('counts from nothing to something as +100% and nothing to nothing as 0%', () => {
    expect(growthPercent(7, 0)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
  });

  it('measures against the size of a negative previous value', () => {
    expect(growthPercent(5, -5)).toBe(200);
  });
});

describe('formatGrowth', () => {
  it('gives the percentage with its sign and one decimal', () => {
    expect(formatGrowth(12.5)).toBe('+12.5%');
    expect(formatGrowth(-3)).toBe('-3.0%');
    expect(formatGrowth(0)).toBe('0.0%');
    expect(formatGrowth(999.9)).toBe('+999.9%');
  });

  it('says "new" for growth from nothing or from a tiny base, not +100% or a six-digit percentage', () => {
    expect(formatGrowth(growthPercent(7, 0), isGrowthFromNothing(7, 0))).toBe('new');
    expect(formatGrowth(125_187.5)).toBe('new');
    expect(formatGrowth(growthPercent(2, 1), isGrowthFromNothing(2, 1))).toBe('+100.0%');
    expect(formatGrowth(growthPercent(0, 0), isGrowthFromNothing(0, 0))).toBe('0.0%');
    expect(formatGrowth(growthPercent(0, 5), isGrowthFromNothing(0, 5))).toBe('-100.0%');
  });
});
