import { describe, expect, it } from 'vitest';
import { formatCount } from './counts.js';

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1_234)).toBe('1,234');
    expect(formatCount(10_029)).toBe('10,029');
    expect(formatCount(12_34_567)).toBe('12,34,567');
  });
});
