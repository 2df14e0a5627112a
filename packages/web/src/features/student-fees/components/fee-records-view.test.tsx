import { screen, waitFor, within } from '@testing-library/react';
import type { StudentFeeRecord } from '@campus/domain';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { studentMe } from '@/testing/student-fixtures';
import { FEE_RECORDS_PER_PAGE } from '../api/get-fee-records';
import { FeeRecordsView } from './fee-records-view';

afterEach(() => vi.restoreAllMocks());

describe('FeeRecordsView', () => {
  it('keeps the page in the address, so a reload or Back shows the same records', async () => {
    const requests = fakeFetch(({ path }) =>
      path === '/users/full-me'
        ? { body: studentMe() }
        : { body: { items: [], total: 60, page: 2, limit: FEE_RECORDS_PER_PAGE } },
    );
    const router = createMemoryRouter([{ path: paths.student.fees, element: <FeeRecordsView /> }], {
      initialEntries: [`${paths.student.fees}?page=2`],
    });
    renderWithQuery(<RouterProvider router={router} />);
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
        : { body: { items: [record], total: 1, page: 1, limit: FEE_RECORDS_PER_PAGE } },
    );
    const router = createMemoryRouter([{ path: paths.student.fees, element: <FeeRecordsView /> }], {
      initialEntries: [paths.student.fees],
    });
    renderWithQuery(<RouterProvider router={router} />);
    const summary = within(await screen.findByLabelText('Fee summary'));
    const figure = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    expect(figure('Total fees')).toBe('₹42,000');
    expect(figure('Concessions')).toBe('₹2,000');
    expect(figure('Paid')).toBe('₹10,000');
    expect(figure('Outstanding')).toBe('₹30,000');
  });
});
