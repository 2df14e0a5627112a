import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type EmailStatus, type StaffRole } from '@campus/domain';
import { StaffContext } from '@/lib/authorization';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { staffMe } from '@/testing/staff';
import { EmailStatusView } from './email-status-view';

afterEach(() => {
  vi.restoreAllMocks();
});

const page = messages.email.page;
const STATUS: EmailStatus = {
  configured: true,
  queued: 0,
  sending: 0,
  sent: 1234,
  failed: 2,
  lastError: '451 Mailbox busy, try again later',
};

function show(role: StaffRole, status: EmailStatus) {
  const requests = fakeFetch(({ method }) =>
    method === 'POST' ? { body: { message: messages.email.retried(2), retried: 2 } } : { body: status },
  );
  renderWithQuery(
    <StaffContext.Provider value={staffMe(role)}>
      <EmailStatusView />
    </StaffContext.Provider>,
  );
  return requests;
}

const figure = (label: string) =>
  within(screen.getByLabelText('Email figures')).getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('EmailStatusView', () => {
  it('shows the counts and the last error, and lets an admin retry the failed emails', async () => {
    const requests = show('admin', STATUS);
    expect(await screen.findByText(STATUS.lastError!)).toBeInTheDocument();
    expect(figure(page.sent)).toBe('1,234');
    expect(figure(page.failed)).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: page.retry }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.email.retried(2));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/admin/email/retry-failed',
    ]);
  });

  it('says in words that the mail server cannot be reached, with the raw error beside it', async () => {
    show('admin', { ...STATUS, lastError: 'connect ECONNREFUSED 127.0.0.1:2526' });
    expect(await screen.findByText(/^The mail server cannot be reached/)).toBeInTheDocument();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:2526')).toBeInTheDocument();
  });

  it('shows an accountant the counts without the Retry button', async () => {
    show('accountant', STATUS);
    expect(await screen.findByText(STATUS.lastError!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: page.retry })).not.toBeInTheDocument();
  });

  it('says when email is not configured, and offers no retry with nothing failed', async () => {
    show('admin', { ...STATUS, configured: false, sent: 0, failed: 0, lastError: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.email.notConfigured);
    expect(screen.getByRole('button', { name: page.retry })).toBeDisabled();
  });
});
