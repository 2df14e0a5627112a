import { describe, expect, it } from 'vitest';
import { growthPercent } from './growth.js';

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
