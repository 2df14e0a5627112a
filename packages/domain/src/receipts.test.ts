import { describe, expect, it } from 'vitest';
import { amountInWords, dateInIndia, dateTimeInIndia, financialYear, formatReceiptNumber } from './receipts.js';

describe('amountInWords', () => {
  it('writes rupees and paise in the Indian system', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(9_999_900)).toBe('Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(123_456_789)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Paise Eighty-Nine Only',
    );
  });

  it('writes paise alone, tens without units, and crores', () => {
    expect(amountInWords(1)).toBe('Rupees Zero and Paise One Only');
    expect(amountInWords(12_050)).toBe('Rupees One Hundred Twenty and Paise Fifty Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(amountInWords(10_000_000_000)).toBe('Rupees Ten Crore Only');
    expect(amountInWords(10_000_000_000_000)).toBe('Rupees Ten Thousand Crore Only');
    expect(amountInWords(1_500_100)).toBe('Rupees Fifteen Thousand One Only');
  });
});

describe('financialYear', () => {
  it('changes at midnight between 31 March and 1 April in India, not in UTC', () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('runs from April to March and writes the second year in two digits', () => {
    expect(financialYear(new Date('2026-04-01T06:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T06:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T06:00:00Z'))).toBe('2099-00');
  });
});

describe('dateInIndia', () => {
  it('is the calendar date in Asia/Kolkata', () => {
    expect(dateInIndia(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    expect(dateInIndia(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
  });
});

describe('dateTimeInIndia', () => {
  it('is the date and time (24 hours) in Asia/Kolkata', () => {
    expect(dateTimeInIndia(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31 23:59');
    expect(dateTimeInIndia(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01 00:00');
    expect(dateTimeInIndia(new Date('2026-11-29T01:35:00Z'))).toBe('2026-11-29 07:05');
  });
});

describe('formatReceiptNumber', () => {
  it('pads the sequence to six digits', () => {
    expect(formatReceiptNumber('2026-27', 1)).toBe('2026-27/000001');
    expect(formatReceiptNumber('2026-27', 1_234_567)).toBe('2026-27/1234567');
  });
});
