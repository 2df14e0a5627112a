import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, generatePath, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages, paymentClaimMessages, receiptFileName, type PaymentClaim } from '@campus/domain';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/session';
import { closeApp } from '@/testing/close-app';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { pendingClaim, studentMe, upiFeeRecord } from '@/testing/student-fixtures';
import { fakeToken } from '@/testing/tokens';
import { routes } from './route-table';

/** The area's modules are transformed on their first import, which takes seconds on a busy machine. */
const SLOW = { timeout: 8000 };

afterEach(closeApp);

const guardianToken = fakeToken('guardian-1');
const aarav = { _id: crypto.randomUUID(), name: 'Aarav Sharma' };
const diya = { _id: crypto.randomUUID(), name: 'Diya Sharma' };
const guardianMe = {
  _id: 'guardian-1',
  name: 'Meera Sharma',
  relation: 'Mother',
  phone: '9876543210',
  email: null,
  children: [aarav, diya],
};

const record = upiFeeRecord();

/** The fee pages' API as either side answers it: the records, the claims reported, and a new claim. */
function feesApi(claimsPath: string, answer: (request: SentRequest) => { status?: number; body: unknown } | undefined) {
  const claims: PaymentClaim[] = [];
  return fakeFetch((request) => {
    const { method, path, body } = request;
    const answered = answer(request);
    if (answered) return answered;
    if (method === 'POST' && path === claimsPath) {
      const claim = pendingClaim(body, record);
      claims.push(claim);
      return { status: 201, body: { message: paymentClaimMessages.submitted, claim } };
    }
    if (path.startsWith(`${claimsPath}?`)) return { body: { items: claims, total: claims.length, page: 1, limit: 10 } };
    if (/\/payments(\/me)?\?/.test(path)) return { body: { items: [], total: 0, page: 1, limit: 10 } };
    return { body: { items: [record], total: 1, page: 1, limit: 20 } };
  });
}

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

async function reportUpiPayment() {
  await userEvent.type(await screen.findByLabelText('UTR', {}, SLOW), '412356789012');
  await userEvent.click(screen.getByRole('button', { name: 'Tell the office' }));
  expect(await screen.findByText(paymentClaimMessages.submitted)).toBeInTheDocument();
  const reported = within(await screen.findByRole('list', { name: 'Reported UPI payments' }));
  expect(reported.getByRole('listitem')).toHaveTextContent('UTR 412356789012');
}

describe("a guardian's pages", () => {
  it('list the children, each leading to their pages', async () => {
    localStorage.setItem(STORAGE_KEYS.guardian, guardianToken);
    const requests = fakeFetch(({ path }) => (path === '/guardians/me' ? { body: guardianMe } : { body: {} }));
    open(paths.family.children);

    const children = await screen.findByRole('list', { name: 'Your children' }, SLOW);
    expect(
      within(children)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([aarav.name, diya.name]);
    expect(screen.getByRole('link', { name: `Fees of ${diya.name}` })).toHaveAttribute(
      'href',
      generatePath(paths.family.childFees, { studentId: diya._id }),
    );
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${guardianToken}`);
  });

  it("show a child's fees from the guardian's API with the guardian's token, and report a UPI payment there", async () => {
    localStorage.setItem(STORAGE_KEYS.guardian, guardianToken);
    const child = `/guardians/me/children/${aarav._id}`;
    const requests = feesApi(`${child}/payment-claims`, ({ path }) =>
      path === '/guardians/me' ? { body: guardianMe } : undefined,
    );
    open(generatePath(paths.family.childFees, { studentId: aarav._id }));
    await reportUpiPayment();

    const called = requests.map(({ method, path }) => `${method} ${path}`);
    expect(called).toContain(`GET ${child}/fees?page=1&limit=20`);
    expect(called).toContain(`POST ${child}/payment-claims`);
    expect(called).toContain(`GET ${child}/payments?page=1&limit=10`);
    // Nothing the student's own pages read: their profile, another child's data.
    expect(requests.filter(({ path }) => path !== '/guardians/me' && !path.startsWith(child))).toEqual([]);
    expect(requests.every(({ headers }) => headers.authorization === `Bearer ${guardianToken}`)).toBe(true);
  });

  it("download a confirmed UPI payment's receipt from the child's receipts with the guardian's token", async () => {
    localStorage.setItem(STORAGE_KEYS.guardian, guardianToken);
    const child = `/guardians/me/children/${aarav._id}`;
    const confirmed: PaymentClaim = {
      ...pendingClaim(
        JSON.stringify({ courseId: record.courseId, amount: record.dueAmount, utr: '412356789012' }),
        record,
      ),
      status: 'confirmed',
      paymentId: crypto.randomUUID(),
      receiptNumber: '2026-27/000042',
    };
    const requests = fakeFetch(({ path }) => {
      if (path === '/guardians/me') return { body: guardianMe };
      if (path.startsWith(`${child}/payment-claims?`))
        return { body: { items: [confirmed], total: 1, page: 1, limit: 10 } };
      if (path.startsWith(`${child}/fees?`)) return { body: { items: [record], total: 1, page: 1, limit: 20 } };
      if (path.startsWith(`${child}/payments?`)) return { body: { items: [], total: 0, page: 1, limit: 10 } };
      return { body: {}, headers: { 'content-type': 'application/pdf' } };
    });
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open(generatePath(paths.family.childFees, { studentId: aarav._id }));

    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt 2026-27/000042' }, SLOW));
    await waitFor(() => expect(saved).toEqual([receiptFileName('2026-27/000042')]));
    const download = requests.at(-1)!;
    expect(download.path).toBe(`${child}/payments/${confirmed.paymentId}/receipt.pdf`);
    expect(download.headers.authorization).toBe(`Bearer ${guardianToken}`);
  });

  it("switch to the other child's same page from the bar at the bottom", async () => {
    localStorage.setItem(STORAGE_KEYS.guardian, guardianToken);
    const requests = feesApi('-', ({ path }) => (path === '/guardians/me' ? { body: guardianMe } : undefined));
    const router = open(generatePath(paths.family.childFees, { studentId: aarav._id }));
    await userEvent.selectOptions(await screen.findByLabelText('Child', {}, SLOW), diya.name);

    expect(router.state.location.pathname).toBe(generatePath(paths.family.childFees, { studentId: diya._id }));
    await waitFor(() =>
      expect(requests.map(({ path }) => path)).toContain(`/guardians/me/children/${diya._id}/fees?page=1&limit=20`),
    );
  });

  it('send a guardian whose session ended to their sign-in page, which says so', async () => {
    localStorage.setItem(STORAGE_KEYS.guardian, guardianToken);
    fakeFetch(() => ({ status: 401, body: { error: authMessages.sessionExpired } }));
    const router = open(paths.family.children);
    expect(await screen.findByText(authMessages.sessionExpired, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.guardianLogin);
    expect(localStorage.getItem(STORAGE_KEYS.guardian)).toBeNull();
  });
});

describe("a student's fees page", () => {
  it('still reads and reports on the student’s own paths with the student’s token', async () => {
    const studentToken = fakeToken('student-1');
    localStorage.setItem(STORAGE_KEYS.student, studentToken);
    const requests = feesApi('/payment-claims', ({ path }) =>
      path === '/users/full-me'
        ? { body: studentMe({ feeTotal: 20_000_00 }) }
        : path.startsWith('/payments/me')
          ? { body: { items: [], total: 0, page: 1, limit: 10 } }
          : undefined,
    );
    open(paths.student.fees);
    await reportUpiPayment();

    const called = requests.map(({ method, path }) => `${method} ${path}`);
    expect(called).toContain('GET /fees/me?page=1&limit=20');
    expect(called).toContain('POST /payment-claims');
    expect(called.some((call) => call.includes('/guardians/'))).toBe(false);
    expect(requests.every(({ headers }) => headers.authorization === `Bearer ${studentToken}`)).toBe(true);
  });
});
