import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentFeeRecord } from '@campus/domain';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { FeeSchedules } from './fee-schedules';

afterEach(() => vi.restoreAllMocks());

const UPI_LINK = 'upi://pay?pa=campus@okaxis&pn=Campus&am=15000.00&cu=INR&tr=FEE1&tn=Fees%3A%20Data%20Science';

const record = (overrides: Partial<StudentFeeRecord> = {}): StudentFeeRecord => ({
  _id: crypto.randomUUID(),
  courseId: crypto.randomUUID(),
  course: 'Data Science with Python',
  courseDeleted: false,
  status: 'Partial',
  totalFee: 45_000_00,
  concession: 0,
  dueAmount: 30_500_00,
  dueDate: '2026-03-01',
  paidAmount: 15_000_00,
  paidDate: '2026-01-10',
  lateFee: 500_00,
  schedule: [
    {
      number: 1,
      dueDate: '2026-01-15',
      amount: 15_000_00,
      lateFee: 0,
      concession: 0,
      paid: 15_000_00,
      outstanding: 0,
      status: 'paid',
    },
    {
      number: 2,
      dueDate: '2026-03-01',
      amount: 15_000_00,
      lateFee: 500_00,
      concession: 0,
      paid: 0,
      outstanding: 15_500_00,
      status: 'overdue',
    },
    {
      number: 3,
      dueDate: '2026-05-01',
      amount: 15_000_00,
      lateFee: 0,
      concession: 0,
      paid: 0,
      outstanding: 15_000_00,
      status: 'due',
    },
  ],
  nextDue: { dueDate: '2026-03-01', amount: 15_500_00 },
  ...overrides,
});

describe('FeeSchedules', () => {
  it('lists each instalment with its due date, amount, what was paid and its status; a late fee only where one was charged', () => {
    fakeFetch(() => ({ body: {} }));
    renderWithQuery(<FeeSchedules records={[record()]} />);
    const course = within(screen.getByRole('region', { name: 'Data Science with Python' }));
    const [first, second, third] = within(course.getByRole('list', { name: 'Instalments' })).getAllByRole('listitem');

    expect(first).toHaveTextContent('Instalment 1 · due 15 Jan 2026');
    expect(within(first!).getByText('Paid', { selector: 'span' })).toBeInTheDocument();
    expect(within(first!).getByText('Amount').nextElementSibling).toHaveTextContent('₹15,000');
    expect(within(first!).getByText('Paid', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹15,000');
    expect(within(first!).queryByText('Late fee')).not.toBeInTheDocument();

    expect(within(second!).getByText('Overdue')).toBeInTheDocument();
    expect(within(second!).getByText('Late fee').nextElementSibling).toHaveTextContent('₹500');
    expect(within(second!).getByText('Paid', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹0');

    expect(third).toHaveTextContent('Instalment 3 · due 1 May 2026');
    expect(within(third!).getByText('Due')).toBeInTheDocument();
  });

  it('offers UPI with a QR code of the link, the link itself and what is due next, only on an account with a UPI link', async () => {
    fakeFetch(() => ({ body: {} }));
    renderWithQuery(
      <FeeSchedules records={[record({ upiLink: UPI_LINK }), record({ course: 'UI/UX Design', nextDue: null })]} />,
    );
    const payable = within(screen.getByRole('region', { name: 'Data Science with Python' }));
    expect(payable.getByRole('heading', { name: 'Pay by UPI' })).toBeInTheDocument();
    expect(payable.getByText('₹15,500')).toBeInTheDocument();
    // Past its day (the clock is the machine's: 1 Mar 2026 has passed).
    expect(payable.getByText(/^overdue since 1 Mar 2026\. Scan/)).toBeInTheDocument();
    expect(payable.queryByText(/due by/)).not.toBeInTheDocument();
    expect(payable.getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', UPI_LINK);
    const qrCode = await payable.findByRole('img', { name: 'UPI QR code to pay ₹15,500' });
    expect(qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(
      await payable.findByRole('form', { name: 'I have paid — tell the office' }, { timeout: 5000 }),
    ).toBeInTheDocument();

    const other = within(screen.getByRole('region', { name: 'UI/UX Design' }));
    expect(other.queryByRole('heading', { name: 'Pay by UPI' })).not.toBeInTheDocument();
    expect(other.queryByRole('img')).not.toBeInTheDocument();
    expect(other.queryByRole('link', { name: 'Open UPI app' })).not.toBeInTheDocument();
  });

  it('says what is due by its day until the day has passed', () => {
    fakeFetch(() => ({ body: {} }));
    const inTime = { dueDate: '2999-03-01', amount: 15_500_00 };
    renderWithQuery(<FeeSchedules records={[record({ upiLink: UPI_LINK, nextDue: inTime })]} />);
    expect(screen.getByText(/^due by 1 Mar 2999\. Scan/)).toBeInTheDocument();
  });
});
