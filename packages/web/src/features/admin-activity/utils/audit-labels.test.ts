import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, formatRupees } from '@campus/domain';
import { ACTION_LABELS, fieldLabel, formatChangedValue } from './audit-labels';

describe('audit labels', () => {
  it('names every action the trail records, each differently', () => {
    const labels = AUDIT_ACTIONS.map((action) => ACTION_LABELS[action]);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });

  it('turns field names into words', () => {
    expect(fieldLabel('totalFee')).toBe('Total fee');
    expect(fieldLabel('payment_mode')).toBe('Payment mode');
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('dob')).toBe('Date of birth');
  });

  it('shows amounts in rupees, yes and no, lists joined, and nothing as a dash', () => {
    expect(formatChangedValue('totalFee', 45_000_00)).toBe(formatRupees(45_000_00));
    expect(formatChangedValue('duration', 12)).toBe('12');
    expect(formatChangedValue('active', false)).toBe('No');
    expect(formatChangedValue('active', true)).toBe('Yes');
    expect(formatChangedValue('courses', ['Web Development', 'Data Science'])).toBe('Web Development, Data Science');
    expect(formatChangedValue('courses', [])).toBe('—');
    expect(formatChangedValue('phone', null)).toBe('—');
    expect(formatChangedValue('phone', '')).toBe('—');
    expect(formatChangedValue('role', 'accountant')).toBe('accountant');
  });
});
