import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ledgerMessages, type LedgerHistoryEntry } from '@campus/domain';
import { instrumentText, LedgerEntryItem } from './ledger-entry-item';

const entry = (id: string, email: string): LedgerHistoryEntry => ({
  _id: id,
  kind: 'payment',
  receiptNumber: `2026-27/00000${id.at(-1)}`,
  amount: 5_000_00,
  date: '2026-11-20',
  recordedAt: '2026-11-20T10:00:00.000Z',
  mode: 'UPI',
  reference: null,
  instrument: null,
  reason: null,
  student: { _id: crypto.randomUUID(), name: 'Rahul Sharma', email },
  course: { _id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Data Science' },
  recordedBy: null,
  reverses: null,
  reversedBy: null,
});

describe('LedgerEntryItem', () => {
  it('tells apart two students of the same name by their email', () => {
    render(
      <ul>
        <LedgerEntryItem entry={entry('1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f1', 'rahul.s@campus.test')} showStudent />
        <LedgerEntryItem
          entry={entry('1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f2', 'rahul.sharma@campus.test')}
          showStudent
        />
      </ul>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Rahul Sharma (rahul.s@campus.test) · Data Science');
    expect(second).toHaveTextContent('Rahul Sharma (rahul.sharma@campus.test) · Data Science');
  });

  it('leaves the student out on the student’s own list', () => {
    render(
      <ul>
        <LedgerEntryItem
          entry={entry('1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f1', 'rahul.s@campus.test')}
          showStudent={false}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).not.toHaveTextContent('rahul.s@campus.test');
  });

  it("shows a cheque's number, bank and date after its mode", () => {
    const cheque: LedgerHistoryEntry = {
      ...entry('1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f1', 'rahul.s@campus.test'),
      mode: 'Cheque',
      instrument: { number: '004512', bank: 'Canara Bank', date: '2026-11-18' },
    };
    render(
      <ul>
        <LedgerEntryItem entry={cheque} showStudent={false} />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      '20 Nov 2026 · Cheque No. 004512, Canara Bank, dated 18 Nov 2026',
    );
  });

  it("writes an instrument's details in the domain's English", () => {
    expect(instrumentText('004512', 'Canara Bank', '18 Nov 2026')).toBe(
      ledgerMessages.instrument('004512', 'Canara Bank', '18 Nov 2026'),
    );
  });
});
