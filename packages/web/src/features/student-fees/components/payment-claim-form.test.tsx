import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentClaimMessages, type PaymentClaim } from '@campus/domain';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { PaymentClaimForm } from './payment-claim-form';

afterEach(() => vi.restoreAllMocks());

const COURSE_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

const claim = (input: { amount: number; utr: string }): PaymentClaim => ({
  _id: crypto.randomUUID(),
  studentId: crypto.randomUUID(),
  student: 'Aarav Sharma',
  courseId: COURSE_ID,
  course: 'Data Science with Python',
  ...input,
  status: 'pending',
  reason: null,
  paymentId: null,
  receiptNumber: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  decidedAt: null,
});

describe('PaymentClaimForm', () => {
  it('is filled with what is due next, and sends the amount in paise with the UTR', async () => {
    const requests = fakeFetch(({ body }) => ({
      status: 201,
      body: { message: paymentClaimMessages.submitted, claim: claim(JSON.parse(String(body))) },
    }));
    renderWithQuery(<PaymentClaimForm courseId={COURSE_ID} amount={15_500_50} />);
    const amount = screen.getByLabelText('Amount paid (₹)');
    expect(amount).toHaveValue(15500.5);
    await userEvent.clear(amount);
    await userEvent.type(amount, '15000.25');
    await userEvent.type(screen.getByLabelText('UTR'), '4123 5678-9012');
    await userEvent.click(screen.getByRole('button', { name: 'Tell the office' }));

    expect(await screen.findByRole('status')).toHaveTextContent(paymentClaimMessages.submitted);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/payment-claims' });
    expect(JSON.parse(String(requests[0]!.body))).toEqual({
      courseId: COURSE_ID,
      amount: 15_000_25,
      utr: '412356789012',
    });
    expect(screen.getByLabelText('UTR')).toHaveValue('');
  });

  it('says why a UTR is refused before sending it', async () => {
    const requests = fakeFetch(() => ({ body: {} }));
    renderWithQuery(<PaymentClaimForm courseId={COURSE_ID} amount={15_000_00} />);
    await userEvent.type(screen.getByLabelText('UTR'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Tell the office' }));

    const utr = screen.getByLabelText('UTR');
    await waitFor(() => expect(utr).toHaveAccessibleDescription(paymentClaimMessages.utrInvalid));
    expect(utr).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('shows the server’s refusal as it gave it', async () => {
    fakeFetch(() => ({ status: 409, body: { error: paymentClaimMessages.utrTaken } }));
    renderWithQuery(<PaymentClaimForm courseId={COURSE_ID} amount={15_000_00} />);
    await userEvent.type(screen.getByLabelText('UTR'), '412356789012');
    await userEvent.click(screen.getByRole('button', { name: 'Tell the office' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(paymentClaimMessages.utrTaken);
    expect(screen.getByLabelText('UTR')).toHaveValue('412356789012');
  });

  it('puts the server’s refusal away when the next try stops at a field', async () => {
    fakeFetch(() => ({ status: 409, body: { error: paymentClaimMessages.utrTaken } }));
    renderWithQuery(<PaymentClaimForm courseId={COURSE_ID} amount={15_000_00} />);
    const utr = screen.getByLabelText('UTR');
    await userEvent.type(utr, '412356789012');
    await userEvent.click(screen.getByRole('button', { name: 'Tell the office' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentClaimMessages.utrTaken);

    await userEvent.clear(utr);
    await userEvent.type(utr, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Tell the office' }));
    await waitFor(() => expect(utr).toHaveAccessibleDescription(paymentClaimMessages.utrInvalid));
    expect(screen.queryByText(paymentClaimMessages.utrTaken)).not.toBeInTheDocument();
  });
});
