import { screen, waitFor } from '@testing-library/react';
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
});
