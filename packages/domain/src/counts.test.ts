import { describe, expect, it } from 'vitest';
import { formatCount, formatMinutes, studentNumberText } from './counts.js';

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

describe('formatMinutes', () => {
  it('says minutes under an hour, then hours and the minutes left', () => {
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(61)).toBe('1 hour 1 minute');
    expect(formatMinutes(90)).toBe('1 hour 30 minutes');
    expect(formatMinutes(600)).toBe('10 hours');
  });

  it('is short where space is tight', () => {
    expect(formatMinutes(45, 'short')).toBe('45 min');
    expect(formatMinutes(60, 'short')).toBe('1 h');
    expect(formatMinutes(90, 'short')).toBe('1 h 30 min');
    expect(formatMinutes(600, 'short')).toBe('10 h');
  });
});
