import { describe, expect, it } from 'vitest';
import { paymentClaimInputSchema } from './schemas/payment-claims.js';
import { paymentClaimMessages } from './messages.js';
import { feeUpiPayment, isUtr, paymentClaimViolation, upiLink } from './upi.js';

describe('upiLink', () => {
  it('carries the payee (its @ as is), the amount in rupees with paise, INR, the reference and the note, spaces as %20', () => {
    const link = upiLink({
      vpa: 'sunrise.institute@okaxis',
      payeeName: 'Sunrise Learning Institute',
      ...feeUpiPayment('1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', 'Data Science & AI', 10_000_50),
    });
    expect(link).toBe(
      'upi://pay?pa=sunrise.institute@okaxis&pn=Sunrise%20Learning%20Institute&am=10000.50&cu=INR' +
        '&tr=FEE1F2E3D4C5B6A49788695&tn=Fees:%20Data%20Science%20%26%20AI',
    );
  });

  it('keeps the note within 50 characters and writes an Indian script as UTF-8', () => {
    const link = upiLink({ vpa: 'a@b', payeeName: 'संस्थान', amount: 1, reference: 'R', note: 'x'.repeat(80) });
    const params = new URL(link.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
    expect(params.get('tn')).toHaveLength(50);
    expect(params.get('pn')).toBe('संस्थान');
    expect(params.get('am')).toBe('0.01');
  });

  it('percent-encodes what would end or split a value: & = + # ? % and spaces', () => {
    const link = upiLink({ vpa: 'a@b', payeeName: 'A&B=C+D #1? 100%', amount: 1, reference: 'R', note: 'n' });
    expect(link).toContain('pn=A%26B%3DC%2BD%20%231%3F%20100%25&');
    const params = new URL(link.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
    expect([params.get('pa'), params.get('pn')]).toEqual(['a@b', 'A&B=C+D #1? 100%']);
  });
});

describe('isUtr', () => {
  it('takes 12 digits, not one digit twelve times', () => {
    expect(['612345678901', '000000000001', '100000000000'].map(isUtr)).toEqual([true, true, true]);
    expect(['000000000000', '999999999999', '61234567890', '6123456789012', '61234567890A'].map(isUtr)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('paymentClaimViolation', () => {
  const account = { paid: 3_000_00, netFee: 15_000_00 };

  it('takes what is due, with the claims waiting, up to what is still owed', () => {
    expect(paymentClaimViolation({ ...account, pending: 0 }, 12_000_00)).toBeNull();
    expect(paymentClaimViolation({ ...account, pending: 4_000_00 }, 8_000_00)).toBeNull();
  });

  it('refuses more than is owed, or more than is owed with the claims waiting, saying how much waits', () => {
    expect(paymentClaimViolation({ ...account, pending: 0 }, 12_000_01)).toBe(paymentClaimMessages.overpayment);
    expect(paymentClaimViolation({ ...account, pending: 12_000_00 }, 1)).toBe(
      paymentClaimMessages.pendingOverpayment('₹12,000.00'),
    );
  });
});

describe('paymentClaimInputSchema', () => {
  const claim = { courseId: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', amount: 500_00 };

  it('takes a 12-digit UTR, ignoring spaces and dashes', () => {
    expect(paymentClaimInputSchema.parse({ ...claim, utr: '4123 4567-8901' }).utr).toBe('412345678901');
  });

  it.each(['41234567890', '4123456789012', 'ABCD45678901', '', '0000 0000 0000'])('refuses the UTR %j', (utr) => {
    expect(paymentClaimInputSchema.safeParse({ ...claim, utr }).success).toBe(false);
  });
});
