import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHEQUE_BOUNCED_REASON,
  errorMessages,
  inputMessages,
  REASON_MIN_LENGTH,
  successMessages,
  type LedgerHistoryEntry,
} from '@campus/domain';
import { clickTwice } from '@/testing/click-twice';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { ReverseDialog } from './reverse-dialog';

const entry: LedgerHistoryEntry = {
  _id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  kind: 'payment',
  receiptNumber: '2026-27/000042',
  amount: 5_000_00,
  date: '2026-11-20',
  recordedAt: '2026-11-20T10:00:00.000Z',
  mode: 'UPI',
  reference: 'UPI-123',
  instrument: null,
  reason: null,
  student: { _id: '0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e', name: 'Vihaan Iyer', email: 'v@students.campus.test' },
  course: { _id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Data Science with Python' },
  recordedBy: null,
  reverses: null,
  reversedBy: null,
};

const REASON = 'Cheque bounced at the bank';

function renderDialog(reversed = entry) {
  const onReversed = vi.fn();
  renderWithQuery(<ReverseDialog entry={reversed} onClose={() => {}} onReversed={onReversed} />);
  return onReversed;
}

async function giveReason(reason: string) {
  const dialog = await screen.findByRole('dialog', { name: `Reverse payment ${entry.receiptNumber}` });
  await userEvent.clear(within(dialog).getByLabelText('Reason for the reversal'));
  await userEvent.type(within(dialog).getByLabelText('Reason for the reversal'), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

afterEach(() => vi.restoreAllMocks());

describe('ReverseDialog', () => {
  it('asks for a reason of the least length, then for a confirmation, and sends the reversal once', async () => {
    const requests = fakeFetch(() => ({ status: 201, body: { message: successMessages.entryReversed } }));
    const onReversed = renderDialog();
    await giveReason('no');
    expect(await screen.findByText(inputMessages.reasonTooShort(REASON_MIN_LENGTH))).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await giveReason(REASON);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the reversal' });
    expect(confirm).toHaveTextContent(REASON);
    expect(requests).toHaveLength(0);
    await clickTwice(within(confirm).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(onReversed).toHaveBeenCalledOnce());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: `/admin/payments/${entry._id}/reversal` });
    expect(JSON.parse(String(requests[0]!.body))).toEqual({ reason: REASON });
  });

  it("shows the server's refusal in the confirmation", async () => {
    fakeFetch(() => ({ status: 409, body: { error: errorMessages.alreadyReversed } }));
    const onReversed = renderDialog();
    await giveReason(REASON);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the reversal' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reverse' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(errorMessages.alreadyReversed);
    expect(onReversed).not.toHaveBeenCalled();
  });

  it('offers "bounced" for a demand draft, which gives the one reason the day book counts', async () => {
    const requests = fakeFetch(() => ({ status: 201, body: { message: successMessages.entryReversed } }));
    const draft: LedgerHistoryEntry = {
      ...entry,
      mode: 'Demand Draft',
      reference: null,
      instrument: { number: '118822', bank: 'Canara Bank', date: '2026-11-18' },
    };
    renderDialog(draft);
    const dialog = await screen.findByRole('dialog', { name: `Reverse payment ${entry.receiptNumber}` });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'The demand draft bounced' }));
    expect(within(dialog).getByLabelText('Reason for the reversal')).toHaveValue(CHEQUE_BOUNCED_REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the reversal' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(String(requests[0]!.body))).toEqual({ reason: CHEQUE_BOUNCED_REASON });
  });

  it('does not offer "bounced" for a payment by UPI', async () => {
    fakeFetch(() => ({ status: 201, body: {} }));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: `Reverse payment ${entry.receiptNumber}` });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
