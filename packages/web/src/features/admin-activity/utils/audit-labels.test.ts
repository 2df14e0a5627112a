import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditMessages } from '@campus/domain';
import { actionLabel, FIELD_NAMES, fieldLabel, fieldWords, formatChangedValue } from './audit-labels';

describe('audit labels', () => {
  it('names every action the trail records, each differently', () => {
    const labels = AUDIT_ACTIONS.map((action) => actionLabel(action));
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });

  it('turns field names into words', () => {
    expect(fieldLabel('totalFee')).toBe('Total fee');
    expect(fieldLabel('payment_mode')).toBe('Payment mode');
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('dob')).toBe('Date of birth');
    expect(fieldLabel('instrumentBank')).toBe('Instrument bank');
    expect(fieldLabel('Isha Gupta (isha.gupta6@students.campus.test)')).toBe(
      'Isha Gupta (isha.gupta6@students.campus.test)',
    );
  });

  it('names the fields it translates in English as it names any other, but for a few it names better', () => {
    expect([fieldLabel('utr'), fieldLabel('videoUrl')]).toEqual(['UTR', 'Video link']);
    const better = new Set(['dob', 'utr', 'videoUrl']);
    for (const field of Object.keys(FIELD_NAMES).filter((name) => !better.has(name))) {
      expect(fieldLabel(field), field).toBe(fieldWords(field));
    }
  });

  it('shows yes and no, lists joined, and nothing as a dash', () => {
    expect(formatChangedValue(12)).toBe('12');
    expect(formatChangedValue(false)).toBe('No');
    expect(formatChangedValue(true)).toBe('Yes');
    expect(formatChangedValue(['Web Development', 'Data Science'])).toBe('Web Development, Data Science');
    expect(formatChangedValue([])).toBe('—');
    expect(formatChangedValue(null)).toBe('—');
    expect(formatChangedValue('')).toBe('—');
    expect(formatChangedValue('₹1,200.00')).toBe('₹1,200.00');
    expect(formatChangedValue(auditMessages.notRecorded)).toBe('not recorded');
  });
});
