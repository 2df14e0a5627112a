import { describe, expect, it } from 'vitest';
import { paymentClaimInputSchema } from './schemas/payment-claims.js';
import { feeUpiPayment, upiLink } from './upi.js';

describe('upiLink', () => {
  it('carries the payee, the amount in rupees with paise, INR, the reference and the note, spaces as %20', () => {
    const link = upiLink({
      vpa: 'sunrise.institute@okaxis',
      payeeName: 'Sunrise Learning Institute',
      ...feeUpiPayment('1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', 'Data Science & AI', 10_000_50),
    });
    expect(link).toBe(
      'upi://pay?pa=sunrise.institute%40okaxis&pn=Sunrise%20Learning%20Institute&am=10000.50&cu=INR' +
        '&tr=FEE1F2E3D4C5B6A49788695&tn=Fees%3A%20Data%20Science%20%26%20AI',
    );
  });

  it('keeps the note within 50 characters and writes an Indian script as UTF-8', () => {
    const link = upiLink({ vpa: 'a@b', payeeName: 'संस्थान', amount: 1, reference: 'R', note: 'x'.repeat(80) });
    const params = new URL(link.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
    expect(params.get('tn')).toHaveLength(50);
    expect(params.get('pn')).toBe('संस्थान');
    expect(params.get('am')).toBe('0.01');
  });
});

describe('paymentClaimInputSchema', () => {
  const claim = { courseId: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', amount: 500_00 };

  it('takes a 12-digit UTR, ignoring spaces and dashes', () => {
    expect(paymentClaimInputSchema.parse({ ...claim, utr: '4123 4567-8901' }).utr).toBe('412345678901');
  });

  it.each(['41234567890', '4123456789012', 'ABCD45678901', ''])('refuses the UTR %j', (utr) => {
    expect(paymentClaimInputSchema.safeParse({ ...claim, utr }).success).toBe(false);
  });
});
