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

describe('amountInWords in Hindi', () => {
  const hindi = (paise: number) => amountInWords(paise, 'hi');

  it('writes rupees and paise in the Indian system, in words of Hindi', () => {
    expect(hindi(123_456_789)).toBe('बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र');
    expect(hindi(9_999_999)).toBe('निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र');
    expect(hindi(12_050)).toBe('एक सौ बीस रुपये और पचास पैसे मात्र');
    expect(hindi(2_179)).toBe('इक्कीस रुपये और उन्यासी पैसे मात्र');
  });

  it('writes whole rupees without paise, one rupee and one paisa in the singular', () => {
    expect(hindi(0)).toBe('शून्य रुपये मात्र');
    expect(hindi(1)).toBe('शून्य रुपये और एक पैसा मात्र');
    expect(hindi(100)).toBe('एक रुपया मात्र');
    expect(hindi(1_100)).toBe('ग्यारह रुपये मात्र');
    expect(hindi(9_900)).toBe('निन्यानवे रुपये मात्र');
    expect(hindi(10_000)).toBe('एक सौ रुपये मात्र');
    expect(hindi(10_100)).toBe('एक सौ एक रुपये मात्र');
  });

  it('writes lakhs and crores, and a count of crores beyond 99 in words', () => {
    expect(hindi(10_000_000)).toBe('एक लाख रुपये मात्र');
    expect(hindi(1_000_000_000)).toBe('एक करोड़ रुपये मात्र');
    expect(hindi(1_000_000_000_000)).toBe('एक हज़ार करोड़ रुपये मात्र');
    // ₹1234,56,78,900.
    expect(hindi(1_234_567_890_000)).toBe('एक हज़ार दो सौ चौंतीस करोड़ छप्पन लाख अठहत्तर हज़ार नौ सौ रुपये मात्र');
    expect(hindi(1_500_100)).toBe('पंद्रह हज़ार एक रुपये मात्र');
  });

  it('has a word of its own for each number below a hundred', () => {
    const words = Array.from({ length: 100 }, (_, n) => hindi(n * 100).replace(/ रुप(ये|या) मात्र$/, ''));
    expect(new Set(words).size).toBe(100);
    expect(words.every((word) => /^\p{Script=Devanagari}+$/u.test(word))).toBe(true);
    expect([words[0], words[6], words[29], words[44], words[53], words[67], words[79], words[89], words[95]]).toEqual([
      'शून्य',
      'छह',
      'उनतीस',
      'चवालीस',
      'तिरपन',
      'सड़सठ',
      'उन्यासी',
      'नवासी',
      'पचानवे',
    ]);
  });

  it('is English unless asked for Hindi', () => {
    expect(amountInWords(100, 'en')).toBe(amountInWords(100));
    expect(amountInWords(100)).toBe('Rupees One Only');
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
