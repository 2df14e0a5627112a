import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_LIMIT, type AuditEvent, type StaffMember } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { ActivityView } from './activity-view';

const accountant: StaffMember = {
  _id: '2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e',
  name: 'Ravi Kumar',
  email: 'ravi@campus.test',
  role: 'accountant',
  active: true,
  mustChangePassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const correction: AuditEvent = {
  _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  at: '2026-03-02T09:15:00.000Z',
  actor: { _id: accountant._id, name: accountant.name, email: accountant.email, role: 'accountant' },
  action: 'fee.total_corrected',
  entityType: 'fee_account',
  entityId: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
  studentId: '5d1c3a52-7f0e-4a7b-9a39-0b8a5f0c1d22',
  summary: 'Corrected the total fee of Kabir Mehta for Web Development',
  changes: { totalFee: { from: '₹45,000.00', to: '₹40,000.00' } },
};

function renderActivity(search = '', total = 1) {
  const requests = fakeFetch(({ path }) =>
    path.startsWith('/admin/staff')
      ? { body: { items: [accountant], total: 1, page: 1, limit: 100 } }
      : { body: { items: [correction], total, page: 1, limit: 20 } },
  );
  const router = createMemoryRouter([{ path: paths.admin.activity, element: <ActivityView /> }], {
    initialEntries: [paths.admin.activity + search],
  });
  renderWithQuery(<RouterProvider router={router} />);
  const auditCalls = () => requests.filter(({ path }) => path.startsWith('/admin/audit')).map(({ path }) => path);
  return { router, auditCalls };
}

afterEach(() => vi.restoreAllMocks());

describe('ActivityView', () => {
  it('shows who did what and when, and each change before and after', async () => {
    renderActivity();
    const event = await screen.findByRole('listitem', { name: correction.summary });
    expect(event).toHaveTextContent('Ravi Kumar · Accountant');
    expect(event).toHaveTextContent('Fee total corrected');
    expect(within(event).getByText(/2 Mar 2026, 2:45 pm/)).toBeInTheDocument();
    const row = within(event).getByRole('row', { name: /Total fee/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹45,000.00', '₹40,000.00']);
  });

  it('asks for what the filters in the URL say, and keeps new filters there', async () => {
    const { router, auditCalls } = renderActivity(`?action=payment.recorded&from=2026-03-01&page=2`);
    await screen.findByRole('listitem', { name: correction.summary });
    expect(auditCalls()[0]).toBe('/admin/audit?limit=20&page=2&action=payment.recorded&from=2026-03-01');
    expect(screen.getByLabelText('What')).toHaveValue('payment.recorded');

    const who = screen.getByLabelText('Who');
    await within(who).findByRole('option', { name: 'Ravi Kumar (Accountant)' });
    await userEvent.selectOptions(who, accountant._id);
    expect(router.state.location.search).toBe(`?action=payment.recorded&from=2026-03-01&actorId=${accountant._id}`);
    await vi.waitFor(() =>
      expect(auditCalls()).toContain(
        `/admin/audit?limit=20&page=1&actorId=${accountant._id}&action=payment.recorded&from=2026-03-01`,
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('says the total is a lower bound where the trail stopped counting', async () => {
    renderActivity('', COUNT_LIMIT);
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pages).toHaveTextContent('Page 1 of 50+ · 1,000 or more in all');
  });
});
