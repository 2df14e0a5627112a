import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { successMessages, type AdminFeeRecord, type LedgerHistoryEntry } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { PaymentsView } from './payments-view';

const student = { _id: '0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e', name: 'Vihaan Iyer', email: 'v@students.campus.test' };
const course = { _id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Data Science with Python' };
const entry = (overrides: Partial<LedgerHistoryEntry>): LedgerHistoryEntry => ({
  _id: crypto.randomUUID(),
  kind: 'payment',
  receiptNumber: '2026-27/000042',
  amount: 5_000_00,
  date: '2026-11-20',
  recordedAt: '2026-11-20T10:00:00.000Z',
  mode: 'UPI',
  reference: null,
  instrument: null,
  reason: null,
  student,
  course,
  recordedBy: null,
  reverses: null,
  reversedBy: null,
  ...overrides,
});
const lateFee = entry({ kind: 'late_fee', receiptNumber: null, amount: 500_00, mode: null, date: '2027-01-07' });
const account: AdminFeeRecord = {
  id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  studentId: student._id,
  name: student.name,
  email: student.email,
  courseId: course._id,
  course: course.name,
  courseDeleted: false,
  status: 'Partial',
  totalFee: 30_000_00,
  concession: 0,
  paidAmount: 5_000_00,
  amountDue: 25_500_00,
  dueDate: '2027-01-01',
  lateFee: 500_00,
  schedule: [],
  nextDue: null,
};

function renderPayments() {
  const router = createMemoryRouter([{ path: paths.admin.payments, element: <PaymentsView /> }], {
    initialEntries: [paths.admin.payments],
  });
  renderWithQuery(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('PaymentsView', () => {
  it('offers Waive on a late fee, not Reverse: the concession dialog for its account, filled with its amount', async () => {
    const requests = fakeFetch(({ method, path }) => {
      if (method === 'POST') return { status: 201, body: { message: successMessages.concessionGranted } };
      if (path.startsWith('/admin/fees')) return { body: { items: [account], total: 1, page: 1, limit: 100 } };
      return { body: { items: [lateFee, entry({})], total: 2, page: 1, limit: 20 } };
    });
    renderPayments();
    const items = within(await screen.findByRole('list', { name: 'Ledger entries' })).getAllByRole('listitem');
    const [late, payment] = items as [HTMLElement, HTMLElement];
    expect(within(late).queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Reverse payment 2026-27/000042' })).toBeInTheDocument();

    await userEvent.click(within(late).getByRole('button', { name: 'Waive late fee of ₹500.00' }));
    // The dialog shows once the account has loaded.
    const amount = await screen.findByLabelText('Concession amount (₹)', {}, { timeout: 5000 });
    const dialog = screen.getByRole('dialog', { name: 'Grant a concession' });
    expect(amount).toHaveValue(500);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Late fee waived: hospital stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant concession' }));
    expect(await screen.findByText(successMessages.concessionGranted)).toBeInTheDocument();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/admin/concessions');
    expect(JSON.parse(String(sent[0]!.body))).toEqual({
      studentId: student._id,
      courseId: course._id,
      amount: 500_00,
      reason: 'Late fee waived: hospital stay',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
