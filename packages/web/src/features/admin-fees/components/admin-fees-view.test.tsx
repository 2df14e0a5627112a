import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, type AdminFeeRecord } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { AdminFeesView } from './admin-fees-view';

const record: AdminFeeRecord = {
  id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  studentId: '0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e',
  name: 'Vihaan Iyer',
  email: 'vihaan.iyer3@students.campus.test',
  courseId: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  course: 'Data Science with Python',
  courseDeleted: false,
  status: 'Partial',
  totalFee: 38_000_00,
  concession: 0,
  paidAmount: 15_200_00,
  amountDue: 22_800_00,
  dueDate: '2026-04-01',
  lateFee: 0,
  schedule: [],
  nextDue: null,
};

function renderFees(address: string = paths.admin.fees) {
  const router = createMemoryRouter(
    [
      { path: paths.admin.fees, element: <AdminFeesView /> },
      { path: paths.admin.recordPayment, element: <p>Record payment page</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('AdminFeesView', () => {
  it('shows each account with its status and amounts in rupees', async () => {
    fakeFetch(() => ({ body: { items: [record], total: 1, page: 1, limit: 12 } }));
    renderFees();
    const card = await screen.findByRole('article', { name: record.name });
    expect(within(card).getByText('Partial')).toBeInTheDocument();
    expect(within(card).getByText(record.course)).toBeInTheDocument();
    expect(within(card).getByText('₹38,000')).toBeInTheDocument();
    expect(within(card).getByText('₹15,200')).toBeInTheDocument();
    expect(within(card).getByText('₹22,800')).toBeInTheDocument();
    expect(within(card).getByText('1 Apr 2026')).toBeInTheDocument();
    expect(within(card).queryByText('Course deleted')).not.toBeInTheDocument();
    expect(within(card).queryByText('Late fee')).not.toBeInTheDocument();
  });

  it('shows the late fee of an account that has one, so its figures add up', async () => {
    const late = { ...record, lateFee: 500_00, concession: 1_000_00, amountDue: 22_300_00 };
    fakeFetch(() => ({ body: { items: [late], total: 1, page: 1, limit: 12 } }));
    renderFees();
    const card = await screen.findByRole('article', { name: record.name });
    const figure = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // 38,000 + 500 − 1,000 − 15,200 = 22,300
    expect([
      figure('Total fee'),
      figure('Late fee'),
      figure('Concession'),
      figure('Paid'),
      figure('Amount due'),
    ]).toEqual(['₹38,000', '₹500', '₹1,000', '₹15,200', '₹22,300']);
  });

  it('says when the course of an account was deleted', async () => {
    const deleted = { ...record, id: crypto.randomUUID(), name: 'Diya Reddy', courseDeleted: true };
    fakeFetch(() => ({ body: { items: [record, deleted], total: 2, page: 1, limit: 12 } }));
    renderFees();
    const card = await screen.findByRole('article', { name: deleted.name });
    expect(within(card).getByText(deleted.course)).toHaveTextContent(`${deleted.course} Course deleted`);
    expect(within(card).getByText('Course deleted')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: record.name });
    expect(within(other).queryByText('Course deleted')).not.toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const requests = fakeFetch(() => ({ body: { items: [record], total: 1, page: 1, limit: 12 } }));
    renderFees();
    await screen.findByRole('article', { name: record.name });
    await userEvent.click(screen.getByRole('button', { name: 'Unpaid' }));
    expect(screen.getByRole('button', { name: 'Unpaid' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/admin/fees?page=1&limit=12&status=Unpaid'));
  });

  it('keeps the status filter in the address with the page and search; another status starts at page 1', async () => {
    const requests = fakeFetch(() => ({ body: { items: [record], total: 40, page: 2, limit: 12 } }));
    const router = renderFees(`${paths.admin.fees}?search=iyer&status=Unpaid&page=2`);
    await screen.findByRole('article', { name: record.name });
    expect(screen.getByRole('button', { name: 'Unpaid' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests[0]!.path).toBe('/admin/fees?page=2&limit=12&search=iyer&status=Unpaid');

    await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
    expect(router.state.location.search).toBe('?search=iyer&status=Paid');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('?search=iyer');
  });

  it('opens the payment form with the student and course of the card, and its whole record', async () => {
    fakeFetch(() => ({ body: { items: [record], total: 1, page: 1, limit: 12 } }));
    const router = renderFees();
    const card = await screen.findByRole('article', { name: record.name });
    await userEvent.click(within(card).getByRole('link', { name: 'Record Payment' }));
    await screen.findByText('Record payment page');
    expect(router.state.location.state).toEqual({
      studentId: record.studentId,
      studentName: record.name,
      course: record.courseId,
      record,
    });
  });

  it('says when the fee records cannot be loaded', async () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderFees();
    expect(await screen.findByText(loadMessages.adminFeeRecords)).toBeInTheDocument();
  });
});
