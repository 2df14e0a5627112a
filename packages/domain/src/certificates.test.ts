import { describe, expect, it } from 'vitest';
import { certificateCodeFrom, formatCertificateCode, formatCertificateNumber } from './certificates.js';

describe('certificates', () => {
  it('number as C- and six digits, and codes in groups of four', () => {
    expect(formatCertificateNumber(42)).toBe('C-000042');
    expect(formatCertificateNumber(1_234_567)).toBe('C-1234567');
    expect(formatCertificateCode('ABCDEFGHJKLM')).toBe('ABCD-EFGH-JKLM');
  });

  it('read a typed code in any case, with or without dashes and spaces', () => {
    expect(certificateCodeFrom('abcd-efgh-jklm')).toBe('ABCDEFGHJKLM');
    expect(certificateCodeFrom(' ABCD EFGH JKLM ')).toBe('ABCDEFGHJKLM');
  });

  it('refuse text that cannot be a code: too short or long, or letters the codes never use', () => {
    expect(certificateCodeFrom('ABCD-EFGH')).toBeUndefined();
    expect(certificateCodeFrom('ABCD-EFGH-JKLMN')).toBeUndefined();
    expect(certificateCodeFrom('ABCD-EFGH-JKL0')).toBeUndefined();
    expect(certificateCodeFrom('ABCD-EFGH-JKLI')).toBeUndefined();
  });
});
