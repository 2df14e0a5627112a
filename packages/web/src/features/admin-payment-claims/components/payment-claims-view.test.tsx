import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  feePlanMessages,
  inputMessages,
  paymentClaimMessages,
  REASON_MIN_LENGTH,
  type StaffPaymentClaim,
  type StaffRole,
} from '@campus/domain';
import { paths } from '@/config/paths';
import { clickTwice } from '@/testing/click-twice';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { lateFeesAdded } from './late-fees-panel';
import { PaymentClaimsView } from './payment-claims-view';

const claim: StaffPaymentClaim = {
  _id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  studentId: '0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e',
  student: 'Vihaan Iyer',
  courseId: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  course: 'Data Science with Python',
  amount: 5_000_00,
  utr: '412345678901',
  status: 'pending',
  reason: null,
  paymentId: null,
  receiptNumber: null,
  createdAt: '2026-11-20T05:30:00.000Z',
  decidedAt: null,
  otherClaims: [],
};

let pending = { items: [claim], total: 1, page: 1, limit: 20 };
const REASON = 'No payment with this UTR reached the account';

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

function renderClaims(answer: (request: SentRequest) => { status?: number; body: unknown }, role: StaffRole = 'admin') {
  const requests = fakeFetch((request) =>
    request.method === 'GET' && !request.path.startsWith('/admin/late-fees/') ? { body: pending } : answer(request),
  );
  const router = createMemoryRouter(
    [{ path: paths.admin.paymentClaims, element: asStaff(<PaymentClaimsView />, role) }],
    { initialEntries: [paths.admin.paymentClaims] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return requests;
}

afterEach(() => {
  vi.restoreAllMocks();
  pending = { items: [claim], total: 1, page: 1, limit: 20 };
});

describe('PaymentClaimsView', () => {
  it('lists the payments to confirm with student, course, amount, UTR and when they were reported', async () => {
    const requests = renderClaims(() => ({ body: {} }));
    const row = (await screen.findByRole('cell', { name: claim.student })).closest('tr')!;
    expect(row).toHaveTextContent(claim.course);
    expect(row).toHaveTextContent('₹5,000.00');
    expect(row).toHaveTextContent(claim.utr);
    expect(row).toHaveTextContent('20 Nov 2026, 11:00 am IST');
    expect(requests[0]!.path).toBe('/admin/payment-claims?status=pending&page=1&limit=20');
  });

  it('shows who else reported the same UTR, in the list and in the confirmation', async () => {
    const other = {
      _id: '2a3b4c5d-6e7f-4809-9a1b-2c3d4e5f6a7b',
      student: 'Diya Menon',
      course: 'UI/UX Design',
      amount: 5_000_00,
      status: 'pending' as const,
      createdAt: '2026-11-21T05:30:00.000Z',
    };
    pending = { items: [{ ...claim, otherClaims: [other] }], total: 1, page: 1, limit: 20 };
    renderClaims(() => ({ body: {} }));
    const others = await screen.findByRole('list', { name: `Also reported by (UTR ${claim.utr})` });
    expect(others).toHaveTextContent('Diya Menon, UI/UX Design, ₹5,000.00 (waiting)');
    await userEvent.click(screen.getByRole('button', { name: `Confirm payment ${claim.utr}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this UPI payment?' });
    expect(within(dialog).getByRole('list', { name: `Also reported by (UTR ${claim.utr})` })).toHaveTextContent(
      'Diya Menon',
    );
  });

  it('confirms a payment after a confirmation, once, and shows the message and receipt number', async () => {
    const confirmed = { ...claim, status: 'confirmed', paymentId: claim._id, receiptNumber: '2026-27/000042' };
    const requests = renderClaims(() => ({ body: { message: paymentClaimMessages.confirmed, claim: confirmed } }));
    await userEvent.click(await screen.findByRole('button', { name: `Confirm payment ${claim.utr}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this UPI payment?' });
    expect(dialog).toHaveTextContent(claim.utr);
    expect(posts(requests)).toHaveLength(0);

    clickTwice(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(paymentClaimMessages.confirmed);
    expect(notice).toHaveTextContent('receipt 2026-27/000042');
    expect(within(notice).getByRole('button', { name: 'Download receipt 2026-27/000042' })).toBeInTheDocument();
    expect(posts(requests)).toEqual([expect.objectContaining({ path: `/admin/payment-claims/${claim._id}/confirm` })]);
  });

  it("shows the server's refusal of a confirmation in the confirmation", async () => {
    renderClaims(() => ({ status: 409, body: { error: paymentClaimMessages.decided } }));
    await userEvent.click(await screen.findByRole('button', { name: `Confirm payment ${claim.utr}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this UPI payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(paymentClaimMessages.decided);
  });

  it('rejects a payment with the reason given, of the least length', async () => {
    const rejected = { ...claim, status: 'rejected', reason: REASON };
    const requests = renderClaims(() => ({ body: { message: paymentClaimMessages.rejected, claim: rejected } }));
    await userEvent.click(await screen.findByRole('button', { name: `Reject payment ${claim.utr}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this UPI payment' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await within(dialog).findByText(inputMessages.reasonTooShort(REASON_MIN_LENGTH))).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Reason'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(paymentClaimMessages.rejected);
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]!.path).toBe(`/admin/payment-claims/${claim._id}/reject`);
    expect(JSON.parse(String(posts(requests)[0]!.body))).toEqual({ reason: REASON });
  });

  it("runs today's late fees for an admin, follows the run and says how many were added", async () => {
    const run = {
      _id: '5d4c3b2a-1908-4766-8554-433221100fed',
      state: 'running',
      applied: null,
      error: null,
      startedAt: '2026-11-20T05:30:00.000Z',
      finishedAt: null,
    };
    const done = { ...run, state: 'done', applied: 3, finishedAt: '2026-11-20T05:33:00.000Z' };
    let follows = 0;
    const requests = renderClaims((request) =>
      request.method === 'POST' ? { status: 202, body: { run } } : { body: { run: ++follows > 1 ? done : run } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Run late fees now' }));
    expect(await screen.findByText(lateFeesAdded(3), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lateFeesAdded(3)).toBe('Added 3 late fees');
    expect(posts(requests)).toEqual([expect.objectContaining({ path: '/admin/late-fees/run' })]);
    expect(requests.filter((request) => request.path === `/admin/late-fees/runs/${run._id}`)).toHaveLength(2);
  });

  it('says why a late-fee run failed', async () => {
    const run = {
      _id: '5d4c3b2a-1908-4766-8554-433221100fed',
      state: 'failed',
      applied: null,
      error: feePlanMessages.lateFeeRunFailed,
      startedAt: '2026-11-20T05:30:00.000Z',
      finishedAt: '2026-11-20T05:31:00.000Z',
    };
    renderClaims((request) => (request.method === 'POST' ? { status: 202, body: { run } } : { body: { run } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Run late fees now' }));
    expect(await screen.findByText(feePlanMessages.lateFeeRunFailed)).toBeInTheDocument();
  });

  it('lets an accountant confirm and reject, but not run late fees', async () => {
    renderClaims(() => ({ body: {} }), 'accountant');
    expect(await screen.findByRole('button', { name: `Confirm payment ${claim.utr}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Reject payment ${claim.utr}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run late fees now' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to confirm', async () => {
    fakeFetch(() => ({ body: { items: [], total: 0, page: 1, limit: 20 } }));
    const router = createMemoryRouter([{ path: '/', element: asStaff(<PaymentClaimsView />) }]);
    renderWithQuery(<RouterProvider router={router} />);
    expect(await screen.findByText('No UPI payments to confirm')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
