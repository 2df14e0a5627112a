import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptFileName, type PaymentClaim } from '@campus/domain';
import { saveToken } from '@/lib/session';
import { fakeFetch } from '@/testing/fake-fetch';
import { fakeToken } from '@/testing/tokens';
import { renderWithQuery } from '@/testing/render-with-query';
import { PAYMENT_CLAIMS_PER_PAGE } from '../api/get-payment-claims';
import { PaymentClaims } from './payment-claims';

afterEach(() => vi.restoreAllMocks());

const claim = (overrides: Partial<PaymentClaim>): PaymentClaim => ({
  _id: crypto.randomUUID(),
  studentId: crypto.randomUUID(),
  student: 'Aarav Sharma',
  courseId: crypto.randomUUID(),
  course: 'Data Science with Python',
  amount: 15_000_00,
  utr: '412356789012',
  status: 'pending',
  reason: null,
  paymentId: null,
  receiptNumber: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const renderClaims = () =>
  renderWithQuery(<RouterProvider router={createMemoryRouter([{ path: '/', element: <PaymentClaims /> }])} />);

describe('PaymentClaims', () => {
  it('shows each reported payment with its date, course, amount, UTR and what the office decided', async () => {
    const claims = [
      claim({}),
      claim({
        course: 'UI/UX Design',
        amount: 8_000_00,
        utr: '998877665544',
        status: 'confirmed',
        paymentId: crypto.randomUUID(),
        receiptNumber: '2026-27/000042',
        createdAt: '2026-02-20T10:00:00.000Z',
      }),
      claim({ utr: '111122223333', status: 'rejected', reason: 'No such payment reached the institute’s account' }),
      claim({ status: 'reversed', paymentId: crypto.randomUUID(), receiptNumber: '2026-27/000043' }),
    ];
    fakeFetch(() => ({ body: { items: claims, total: 4, page: 1, limit: PAYMENT_CLAIMS_PER_PAGE } }));
    renderClaims();

    const list = within(await screen.findByRole('list', { name: 'Reported UPI payments' }));
    const [pending, confirmed, rejected, reversed] = list.getAllByRole('listitem');
    expect(pending).toHaveTextContent('Data Science with Python');
    expect(pending).toHaveTextContent('2 Mar 2026 · UTR 412356789012');
    expect(pending).toHaveTextContent('₹15,000');
    expect(pending).toHaveTextContent('Waiting for the office');
    expect(confirmed).toHaveTextContent('UI/UX Design');
    expect(confirmed).toHaveTextContent('₹8,000');
    expect(confirmed).toHaveTextContent('Confirmed — receipt 2026-27/000042');
    expect(rejected).toHaveTextContent('Rejected: No such payment reached the institute’s account');
    expect(reversed).toHaveTextContent('Reversed — receipt 2026-27/000043 was cancelled by the office');
  });

  it("offers a confirmed payment's receipt, fetched from the student's own receipts with their token", async () => {
    const token = fakeToken('student-1');
    saveToken('student', token);
    const confirmed = claim({ status: 'confirmed', paymentId: crypto.randomUUID(), receiptNumber: '2026-27/000042' });
    const requests = fakeFetch(({ path }) =>
      path.startsWith('/payment-claims?')
        ? { body: { items: [confirmed, claim({})], total: 2, page: 1, limit: PAYMENT_CLAIMS_PER_PAGE } }
        : { body: {}, headers: { 'content-type': 'application/pdf' } },
    );
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderClaims();

    const list = within(await screen.findByRole('list', { name: 'Reported UPI payments' }));
    // Only the confirmed claim has a receipt.
    expect(list.getAllByRole('button', { name: /receipt/ }).map((button) => button.getAttribute('aria-label'))).toEqual(
      ['Download receipt 2026-27/000042', 'Print receipt 2026-27/000042'],
    );
    await userEvent.click(list.getByRole('button', { name: 'Download receipt 2026-27/000042' }));
    await waitFor(() => expect(saved).toEqual([receiptFileName('2026-27/000042')]));
    const download = requests.at(-1)!;
    expect(download.path).toBe(`/payments/${confirmed.paymentId}/receipt.pdf`);
    expect(download.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('shows nothing while the student has reported no payment', async () => {
    const requests = fakeFetch(() => ({ body: { items: [], total: 0, page: 1, limit: PAYMENT_CLAIMS_PER_PAGE } }));
    const { container } = renderClaims();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
