import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentFeeRecord } from '@campus/domain';
import { FeeRecords } from './fee-records';

const record = (overrides: Partial<StudentFeeRecord>): StudentFeeRecord => ({
  _id: crypto.randomUUID(),
  courseId: crypto.randomUUID(),
  course: 'Full-Stack Web Development',
  courseDeleted: false,
  status: 'Partial',
  totalFee: 45_000_00,
  concession: 0,
  dueAmount: 27_000_00,
  dueDate: '2026-03-01',
  lateFee: 0,
  schedule: [],
  nextDue: null,
  paidAmount: 18_000_00,
  paidDate: '2026-02-04',
  ...overrides,
});

describe('FeeRecords', () => {
  const records = [
    record({
      course: 'Data Science with Python',
      status: 'Paid',
      totalFee: 38_000_00,
      dueAmount: 0,
      paidAmount: 38_000_00,
    }),
    record({ course: 'Full-Stack Web Development' }),
    record({
      course: 'UI/UX Design',
      status: 'Unpaid',
      totalFee: 22_000_00,
      dueAmount: 22_000_00,
      paidAmount: 0,
      paidDate: '2026-01-15',
    }),
  ];

  it('shows each record with its status, amounts in rupees and dates', () => {
    render(<FeeRecords records={records} />);
    const row = screen.getByRole('row', { name: /Full-Stack Web Development/ });
    expect(within(row).getByText('Partial')).toBeInTheDocument();
    expect(within(row).getByText('₹45,000')).toBeInTheDocument();
    expect(within(row).getByText('₹27,000')).toBeInTheDocument();
    expect(within(row).getByText('₹18,000')).toBeInTheDocument();
    expect(within(row).getByText('1 Mar 2026')).toBeInTheDocument();
    expect(within(row).getByText('4 Feb 2026')).toBeInTheDocument();
  });

  it('hides the paid amount and paid date of Unpaid records, in the table and on the cards', () => {
    render(<FeeRecords records={records} />);
    const row = screen.getByRole('row', { name: /UI\/UX Design/ });
    expect(within(row).getByText('Unpaid')).toBeInTheDocument();
    expect(within(row).queryByText('₹0')).not.toBeInTheDocument();
    expect(within(row).queryByText('15 Jan 2026')).not.toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Fee records' })).getAllByRole('listitem');
    const unpaid = cards.find((card) => card.textContent?.includes('UI/UX Design'))!;
    expect(within(unpaid).queryByText('Paid amount')).not.toBeInTheDocument();
    expect(within(unpaid).queryByText('Paid date')).not.toBeInTheDocument();
    const partial = cards.find((card) => card.textContent?.includes('Full-Stack'))!;
    expect(within(partial).getByText('Paid amount')).toBeInTheDocument();
    expect(within(partial).getByText('4 Feb 2026')).toBeInTheDocument();
  });

  it('says which courses were deleted, in the table and on the cards', () => {
    render(<FeeRecords records={[...records, record({ course: 'Retired Robotics', courseDeleted: true })]} />);
    const deleted = screen.getByRole('rowheader', { name: 'Retired Robotics Course deleted' });
    expect(within(deleted).getByText('Course deleted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Retired Robotics Course deleted' })).toBeInTheDocument();
    expect(screen.getAllByText('Course deleted')).toHaveLength(2);
  });

  it('shows a concession only where there is one, in the table and on the cards', () => {
    const withConcession = record({ course: 'Cloud Computing', concession: 5_000_00, dueAmount: 22_000_00 });
    const { unmount } = render(<FeeRecords records={records} />);
    expect(screen.queryByText('Concession')).not.toBeInTheDocument();
    unmount();

    render(<FeeRecords records={[...records, withConcession]} />);
    expect(screen.getByRole('columnheader', { name: 'Concession' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Cloud Computing/ });
    expect(within(row).getByText('₹5,000')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Fee records' })).getAllByRole('listitem');
    const card = cards.find((item) => item.textContent?.includes('Cloud Computing'))!;
    expect(within(card).getByText('Concession')).toBeInTheDocument();
    const other = cards.find((item) => item.textContent?.includes('UI/UX Design'))!;
    expect(within(other).queryByText('Concession')).not.toBeInTheDocument();
  });

  it('shows the late fee where there is one, so total + late fee − concession − paid = due', () => {
    const late = record({
      course: 'Cloud Computing',
      lateFee: 500_00,
      concession: 1_000_00,
      paidAmount: 10_000_00,
      dueAmount: 34_500_00,
    });
    render(<FeeRecords records={[...records, late]} />);
    expect(screen.getByRole('columnheader', { name: 'Late fee' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Cloud Computing/ });
    expect(within(row).getByText('₹500')).toBeInTheDocument();
    expect(within(row).getByText('₹34,500')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Fee records' })).getAllByRole('listitem');
    const card = cards.find((item) => item.textContent?.includes('Cloud Computing'))!;
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect([
      figure('Total fee'),
      figure('Late fee'),
      figure('Concession'),
      figure('Paid amount'),
      figure('Due amount'),
    ]).toEqual(['₹45,000', '₹500', '₹1,000', '₹10,000', '₹34,500']);
    const other = cards.find((item) => item.textContent?.includes('UI/UX Design'))!;
    expect(within(other).queryByText('Late fee')).not.toBeInTheDocument();
  });
});
