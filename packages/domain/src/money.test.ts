import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  formatRupeesShort,
  formatRupeesWithPaise,
  isRupeeAmount,
  paiseToRupeeInput,
  paiseToRupees2dp,
  rupeesToPaise,
} from './money.js';

describe('rupeesToPaise', () => {
  it('converts whole and decimal rupee amounts without floating-point error', () => {
    expect(rupeesToPaise('1500')).toBe(150_000);
    expect(rupeesToPaise('1500.5')).toBe(150_050);
    expect(rupeesToPaise('1500.05')).toBe(150_005);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(rupeesToPaise('19.99')).toBe(1_999);
    expect(rupeesToPaise('0')).toBe(0);
    expect(rupeesToPaise('0.01')).toBe(1);
    expect(rupeesToPaise('007')).toBe(700);
  });

  it('trims spaces and accepts numbers', () => {
    expect(rupeesToPaise('  42.10 ')).toBe(4_210);
    expect(rupeesToPaise(12.34)).toBe(1_234);
    expect(rupeesToPaise(250)).toBe(25_000);
  });

  it('accepts up to 11 whole digits', () => {
    expect(rupeesToPaise('99999999999.99')).toBe(9_999_999_999_999);
    expect(rupeesToPaise('999999999999')).toBeNull();
  });

  it('refuses anything that is not a non-negative amount with at most two decimals', () => {
    for (const text of ['', ' ', '-1', '1.234', '.5', '5.', '1,000', '1e3', 'abc', '₹100', '12.3.4', 'NaN']) {
      expect(rupeesToPaise(text), text).toBeNull();
    }
    expect(rupeesToPaise(0.1 + 0.2)).toBeNull();
    expect(rupeesToPaise(1e21)).toBeNull();
    expect(rupeesToPaise(-5)).toBeNull();
  });
});

describe('isRupeeAmount', () => {
  it('agrees with rupeesToPaise', () => {
    expect(isRupeeAmount(' 10.5 ')).toBe(true);
    expect(isRupeeAmount('10.555')).toBe(false);
    expect(isRupeeAmount('-10')).toBe(false);
  });
});

describe('paiseToRupeeInput', () => {
  it('writes paise as a rupee amount for a form input', () => {
    expect(paiseToRupeeInput(150_050)).toBe('1500.50');
    expect(paiseToRupeeInput(150_000)).toBe('1500');
    expect(paiseToRupeeInput(5)).toBe('0.05');
    expect(paiseToRupeeInput(0)).toBe('0');
  });

  it('round-trips through rupeesToPaise', () => {
    for (const paise of [0, 1, 99, 100, 150_050, 9_999_999_999_999]) {
      expect(rupeesToPaise(paiseToRupeeInput(paise))).toBe(paise);
    }
  });
});

describe('paiseToRupees2dp', () => {
  it('writes paise as rupees with exactly two decimals', () => {
    expect(paiseToRupees2dp(150_050)).toBe('1500.50');
    expect(paiseToRupees2dp(150_000)).toBe('1500.00');
    expect(paiseToRupees2dp(5)).toBe('0.05');
    expect(paiseToRupees2dp(0)).toBe('0.00');
    expect(paiseToRupees2dp(9_999_999_999_999)).toBe('99999999999.99');
    expect(paiseToRupees2dp(-150_005)).toBe('-1500.05');
  });

  it('round-trips through rupeesToPaise', () => {
    for (const paise of [0, 1, 99, 100, 150_050, 9_999_999_999_999]) {
      expect(rupeesToPaise(paiseToRupees2dp(paise))).toBe(paise);
    }
  });
});

describe('formatRupees', () => {
  it('uses the rupee sign and the Indian grouping', () => {
    expect(formatRupees(150_050)).toBe('₹1,500.50');
    expect(formatRupees(150_000)).toBe('₹1,500');
    expect(formatRupees(12_345_678)).toBe('₹1,23,456.78');
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe('formatRupeesWithPaise', () => {
  it('always shows the paise, in the Indian grouping', () => {
    expect(formatRupeesWithPaise(120_000)).toBe('₹1,200.00');
    expect(formatRupeesWithPaise(12_345_678)).toBe('₹1,23,456.78');
    expect(formatRupeesWithPaise(5)).toBe('₹0.05');
  });
});

describe('formatRupeesShort', () => {
  it('writes lakhs and crores as India reads them, never "₹294300.7k"', () => {
    expect(formatRupeesShort(29_43_00_700_00)).toBe('₹29.43 Cr');
    expect(formatRupeesShort(5_59_000_00)).toBe('₹5.59 L');
    expect(formatRupeesShort(1_00_000_00)).toBe('₹1.00 L');
    expect(formatRupeesShort(99_999_00)).toBe('₹99,999');
    expect(formatRupeesShort(45_300_49)).toBe('₹45,300');
    expect(formatRupeesShort(0)).toBe('₹0');
    expect(formatRupeesShort(-5_59_000_00)).toBe('-₹5.59 L');
  });
});
