import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailMessages, type EmailStatus, type StaffRole, type WaitingEmails } from '@campus/domain';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { EmailStatusView } from './email-status-view';

afterEach(() => {
  vi.restoreAllMocks();
});

const page = emailMessages.page;
const STATUS: EmailStatus = {
  configured: true,
  queued: 0,
  sending: 0,
  sent: 1234,
  failed: 2,
  lastError: '451 Mailbox busy, try again later',
};

const NONE_WAITING: WaitingEmails = { items: [], total: 0 };

function show(role: StaffRole, status: EmailStatus, waiting = NONE_WAITING) {
  const requests = fakeFetch(({ method, path }) =>
    method === 'POST'
      ? { body: { message: emailMessages.retried(2), retried: 2 } }
      : { body: path === '/admin/email/waiting' ? waiting : status },
  );
  renderWithQuery(asStaff(<EmailStatusView />, role));
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
    expect(await screen.findByRole('status')).toHaveTextContent(emailMessages.retried(2));
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
    expect(await screen.findByRole('alert')).toHaveTextContent(emailMessages.notConfigured);
    expect(screen.getByRole('button', { name: page.retry })).toBeDisabled();
  });

  it('lists the emails waiting: to whom, the subject, the attempts, the last error in words and the next try', async () => {
    const refused = 'connect ECONNREFUSED 127.0.0.1:2526';
    show(
      'accountant',
      { ...STATUS, queued: 1, failed: 1, lastError: refused },
      {
        items: [
          {
            _id: '5b1f0c52-8a3e-4f2b-9d41-0f6e2c7a9b13',
            kind: 'receipt',
            state: 'queued',
            to: { name: 'Meera Iyer', address: 'meera@students.campus.test' },
            subject: 'Receipt 2026-27/000042 from Campus',
            attempts: 3,
            nextAttemptAt: '2099-11-25T18:30:00.000Z',
            lastError: refused,
          },
          {
            _id: '6c2a1d63-9b4f-4a3c-8e52-1a7f3d8b0c24',
            kind: 'notice',
            state: 'failed',
            to: { name: 'Kabir Shah', address: 'kabir@students.campus.test' },
            subject: 'Notice: Holiday',
            attempts: 10,
            nextAttemptAt: null,
            lastError: '451 Mailbox busy, try again later',
          },
        ],
        total: 2,
      },
    );
    const list = await screen.findByRole('region', { name: page.waiting });
    const [receipt, notice] = await within(list).findAllByRole('listitem');
    expect(receipt).toHaveTextContent('Receipt 2026-27/000042 from Campus');
    expect(receipt).toHaveTextContent('To Meera Iyer (meera@students.campus.test)');
    expect(receipt).toHaveTextContent('Attempts: 3 · Next try: 26 Nov 2099, 12:00 am IST');
    expect(receipt).toHaveTextContent(/The mail server cannot be reached/);
    expect(receipt).not.toHaveTextContent('ECONNREFUSED');
    expect(notice).toHaveTextContent(`Attempts: 10 · Next try: ${page.nextTry.givenUp}`);
    expect(notice).toHaveTextContent('451 Mailbox busy, try again later');
  });

  it('says when no email waits', async () => {
    show('admin', STATUS);
    expect(await screen.findByText(page.noneWaiting)).toBeInTheDocument();
  });
});
