import { describe, expect, it } from 'vitest';
import { formatCount, studentNumberText } from './counts.js';

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1_234)).toBe('1,234');
    expect(formatCount(10_029)).toBe('10,029');
    expect(formatCount(12_34_567)).toBe('12,34,567');
  });
});

describe('studentNumberText', () => {
  it('writes the student number with six digits at least', () => {
    expect(studentNumberText(123)).toBe('S-000123');
    expect(studentNumberText(1_234_567)).toBe('S-1234567');
  });
});
