import { screen, waitFor, within } from '@testing-library/react';
import { paymentClaimMessages, type PaymentClaim, type StudentFeeRecord } from '@campus/domain';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { pendingClaim, studentMe, upiFeeRecord } from '@/testing/student-fixtures';
import { FEE_RECORDS_PER_PAGE } from '../api/get-fee-records';
import { PAYMENT_CLAIMS_PER_PAGE } from '../api/get-payment-claims';
import { FeeRecordsView } from './fee-records-view';

afterEach(() => vi.restoreAllMocks());

const noClaims = { items: [], total: 0, page: 1, limit: PAYMENT_CLAIMS_PER_PAGE };

const renderFeesPage = (search = '') => {
  const router = createMemoryRouter([{ path: paths.student.fees, element: <FeeRecordsView /> }], {
    initialEntries: [`${paths.student.fees}${search}`],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
};

describe('FeeRecordsView', () => {
  it('keeps the page in the address, so a reload or Back shows the same records', async () => {
    const requests = fakeFetch(({ path }) =>
      path === '/users/full-me'
        ? { body: studentMe() }
        : path.startsWith('/payment-claims')
          ? { body: noClaims }
          : { body: { items: [], total: 60, page: 2, limit: FEE_RECORDS_PER_PAGE } },
    );
    const router = renderFeesPage('?page=2');
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(`/fees/me?page=2&limit=${FEE_RECORDS_PER_PAGE}`),
    );

    await userEvent.click(await screen.findByRole('button', { name: /next/i }));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('gives the total fees as the rows give them, the concessions apart, so the summary and the rows agree', async () => {
    // One account: ₹42,000 with a ₹2,000 concession, ₹10,000 paid.
    const record: StudentFeeRecord = {
      _id: crypto.randomUUID(),
      courseId: crypto.randomUUID(),
      course: 'Data Science',
      courseDeleted: false,
      status: 'Partial',
      totalFee: 42_000_00,
      concession: 2_000_00,
      dueAmount: 30_000_00,
      dueDate: '2026-12-01',
      lateFee: 0,
      schedule: [],
      nextDue: null,
      paidAmount: 10_000_00,
      paidDate: '2026-11-01',
    };
    fakeFetch(({ path }) =>
      path === '/users/full-me'
        ? { body: studentMe({ feePaid: 10_000_00, feeTotal: 40_000_00, feeConcession: 2_000_00 }) }
        : path.startsWith('/payment-claims')
          ? { body: noClaims }
          : { body: { items: [record], total: 1, page: 1, limit: FEE_RECORDS_PER_PAGE } },
    );
    renderFeesPage();
    const summary = within(await screen.findByLabelText('Fee summary'));
    const figure = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    expect(figure('Total fees')).toBe('₹42,000');
    expect(figure('Concessions')).toBe('₹2,000');
    expect(figure('Paid')).toBe('₹10,000');
    expect(figure('Outstanding')).toBe('₹30,000');
  });

  it('shows the late fees apart from the total fees, so the summary adds up', async () => {
    // One account: ₹42,000 with ₹700 of late fees, a ₹2,000 concession, ₹10,000 paid.
    fakeFetch(({ path }) =>
      path === '/users/full-me'
        ? { body: studentMe({ feePaid: 10_000_00, feeTotal: 40_700_00, feeConcession: 2_000_00, feeLateFee: 700_00 }) }
        : path.startsWith('/payment-claims')
          ? { body: noClaims }
          : { body: { items: [], total: 0, page: 1, limit: FEE_RECORDS_PER_PAGE } },
    );
    renderFeesPage();
    const summary = within(await screen.findByLabelText('Fee summary'));
    const figure = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    expect(figure('Total fees')).toBe('₹42,000');
    expect(figure('Late fees')).toBe('₹700');
    expect(figure('Concessions')).toBe('₹2,000');
    expect(figure('Paid')).toBe('₹10,000');
    expect(figure('Outstanding')).toBe('₹30,700');
  });

  it('lists a payment the student tells the office of among the reported UPI payments', async () => {
    const record = upiFeeRecord();
    const claims: PaymentClaim[] = [];
    fakeFetch(({ method, path, body }) => {
      if (path === '/users/full-me') return { body: studentMe({ feeTotal: 20_000_00 }) };
      if (method === 'POST') {
        const claim = pendingClaim(body, record);
        claims.push(claim);
        return { status: 201, body: { message: paymentClaimMessages.submitted, claim } };
      }
      if (path.startsWith('/payment-claims'))
        return { body: { items: claims, total: claims.length, page: 1, limit: PAYMENT_CLAIMS_PER_PAGE } };
      return { body: { items: [record], total: 1, page: 1, limit: FEE_RECORDS_PER_PAGE } };
    });
    renderFeesPage();
    await userEvent.type(await screen.findByLabelText('UTR'), '412356789012');
    await userEvent.click(screen.getByRole('button', { name: 'Tell the office' }));

    expect(await screen.findByText(paymentClaimMessages.submitted)).toBeInTheDocument();
    const reported = within(await screen.findByRole('list', { name: 'Reported UPI payments' }));
    expect(reported.getByRole('listitem')).toHaveTextContent('₹20,000');
    expect(reported.getByRole('listitem')).toHaveTextContent('UTR 412356789012');
    expect(reported.getByRole('listitem')).toHaveTextContent('Waiting for the office');
  });
});
