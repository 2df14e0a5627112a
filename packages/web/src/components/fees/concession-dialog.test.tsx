import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorMessages,
  formatRupees,
  inputMessages,
  MAX_AMOUNT_PAISE,
  REASON_MIN_LENGTH,
  successMessages,
  type AdminFeeRecord,
} from '@campus/domain';
import { clickTwice } from '@/testing/click-twice';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { ConcessionDialog } from './concession-dialog';

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
  concession: 3_000_00,
  paidAmount: 15_000_00,
  amountDue: 20_000_00,
  dueDate: '2026-04-01',
  lateFee: 0,
  schedule: [],
  nextDue: null,
};

async function fill(amount: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Grant a concession' });
  await userEvent.clear(within(dialog).getByLabelText('Concession amount (₹)'));
  await userEvent.type(within(dialog).getByLabelText('Concession amount (₹)'), amount);
  await userEvent.clear(within(dialog).getByLabelText('Reason'));
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Merit scholarship');
  return within(dialog).getByRole('button', { name: 'Grant concession' });
}

afterEach(() => vi.restoreAllMocks());

describe('ConcessionDialog', () => {
  it('refuses more than is still due before sending, then sends the amount in paise once', async () => {
    const requests = fakeFetch(() => ({ status: 201, body: { message: successMessages.concessionGranted } }));
    const onGranted = vi.fn();
    renderWithQuery(<ConcessionDialog record={record} open onClose={() => {}} onGranted={onGranted} />);
    await userEvent.click(await fill('20000.01'));
    expect(await screen.findByText(errorMessages.concessionExceedsDue)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await clickTwice(await fill('2500.50'));
    await waitFor(() => expect(onGranted).toHaveBeenCalledOnce());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/admin/concessions' });
    expect(JSON.parse(String(requests[0]!.body))).toEqual({
      studentId: record.studentId,
      courseId: record.courseId,
      amount: 2_500_50,
      reason: 'Merit scholarship',
    });
  });

  it('names the instalment it reduces on an account on a fee plan', async () => {
    const requests = fakeFetch(() => ({ status: 201, body: { message: successMessages.concessionGranted } }));
    const onGranted = vi.fn();
    const instalment = (number: number, dueDate: string) => ({
      number,
      dueDate,
      amount: 19_000_00,
      lateFee: 0,
      concession: 0,
      paid: 0,
      outstanding: 19_000_00,
      status: 'due' as const,
    });
    const planned = { ...record, schedule: [instalment(1, '2026-04-01'), instalment(2, '2026-05-01')] };
    renderWithQuery(<ConcessionDialog record={planned} open onClose={() => {}} onGranted={onGranted} />);
    const submit = await fill('1000');
    await userEvent.selectOptions(screen.getByLabelText('Reduces'), 'Instalment 2, due 1 May 2026: ₹19,000');
    await userEvent.click(submit);
    await waitFor(() => expect(onGranted).toHaveBeenCalledOnce());
    expect(JSON.parse(String(requests[0]!.body))).toMatchObject({ amount: 1_000_00, instalment: 2 });
  });

  it("says what is wrong with a field in the domain's words", async () => {
    const requests = fakeFetch(() => ({ status: 201, body: { message: successMessages.concessionGranted } }));
    renderWithQuery(<ConcessionDialog record={record} open onClose={() => {}} onGranted={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Grant a concession' });
    await userEvent.type(within(dialog).getByLabelText('Concession amount (₹)'), '99999999999');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Gift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant concession' }));
    expect(
      await within(dialog).findByText(inputMessages.amountTooLarge(formatRupees(MAX_AMOUNT_PAISE))),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(inputMessages.reasonTooShort(REASON_MIN_LENGTH))).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Reason'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant concession' }));
    expect(await within(dialog).findByText(inputMessages.required('Reason'))).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
