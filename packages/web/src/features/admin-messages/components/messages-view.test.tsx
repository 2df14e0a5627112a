import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailMessages, MESSAGE_STATES, outboxMessages, type EmailStatus, type OutboxMessage } from '@campus/domain';
import { paths } from '@/config/paths';
import { deferred, fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { GUARDIAN_ID, outboxMessage as message, STUDENT_ID } from '@/testing/outbox-fixtures';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { MessagesView } from './messages-view';

const text = outboxMessages;

const toStudent = message({ channel: 'email', state: 'sent', toAddress: 'asha@students.campus.test', smsParts: null });
const toGuardian = message({
  guardianId: GUARDIAN_ID,
  toName: 'Meena Verma',
  toAddress: '9123456780',
  state: 'failed',
  lastError: 'Not delivered: UNDELIV (error 034).',
  smsParts: 2,
});

const STATUS: EmailStatus = {
  configured: true,
  queued: 0,
  sending: 0,
  sent: 7,
  failed: 0,
  lastError: null,
  noticeChannels: ['email'],
};

/** The API: the figures are `counts` (channel:state, the others 0), the list is `items`; a retry answers `retried`. */
function answers({
  items = [toStudent, toGuardian],
  counts = { 'sms:failed': 3, 'email:sent': 1234 },
  retried = 3,
  status = STATUS,
}: { items?: OutboxMessage[]; counts?: Record<string, number>; retried?: number; status?: EmailStatus } = {}) {
  return ({ method, path }: SentRequest) => {
    if (method === 'POST') return { body: { retried } };
    if (path === '/admin/email/status') return { body: status };
    if (path === '/admin/messages/counts') {
      const of = (channel: string) =>
        Object.fromEntries(MESSAGE_STATES.map((state) => [state, counts[`${channel}:${state}`] ?? 0]));
      return { body: { email: of('email'), sms: of('sms'), whatsapp: of('whatsapp') } };
    }
    return { body: { items, total: items.length, page: 1, limit: 20 } };
  };
}

const serve = (options?: Parameters<typeof answers>[0]) => fakeFetch(answers(options));

function renderPage(address: string = paths.admin.messages, role: 'admin' | 'accountant' = 'admin') {
  const router = createMemoryRouter([{ path: paths.admin.messages, element: <MessagesView /> }], {
    initialEntries: [address],
  });
  renderWithQuery(asStaff(<RouterProvider router={router} />, role));
  return router;
}

/** The lists asked for. */
const listRequests = (requests: SentRequest[]) =>
  requests.filter(({ method, path }) => method === 'GET' && path.startsWith('/admin/messages?'));

const figure = (channel: 'email' | 'sms' | 'whatsapp', state: keyof typeof text.stateLabels) =>
  within(screen.getByLabelText(text.figures(channel)))
    .getByText(text.stateLabels[state])
    .closest('div')!
    .querySelector('dd')!.textContent;

afterEach(() => vi.restoreAllMocks());

describe('MessagesView', () => {
  it("shows each channel's figures, and each message: when, to whom, channel, kind, state with the reason, SMS parts", async () => {
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: text.list });
    await waitFor(() => expect(figure('email', 'sent')).toBe('1,234'));
    expect(figure('sms', 'failed')).toBe('3');
    expect(figure('whatsapp', 'delivered')).toBe('0');
    expect(within(screen.getByLabelText(text.figures('email'))).queryByText(text.stateLabels.delivered)).toBeNull();

    const [, student, guardian] = within(table).getAllByRole('row');
    expect(student).toHaveTextContent(
      '20 Nov 2026, 10:00 am IST' +
        'Asha Verma' +
        text.toStudent +
        'asha@students.campus.test' +
        'Email' +
        'Absence' +
        'Sent—',
    );
    expect(guardian).toHaveTextContent(
      'Meena Verma' +
        text.toGuardianOf('Asha Verma') +
        '9123456780' +
        'SMS' +
        'Absence' +
        'Failed' +
        'Not delivered: UNDELIV (error 034).2',
    );
  });

  it('filters by channel and state in the address, and narrows to a student from their name', async () => {
    const requests = serve();
    const router = renderPage();
    await screen.findByRole('table', { name: text.list });
    await userEvent.selectOptions(screen.getByLabelText(text.columns.channel), text.channelLabels.sms);
    await userEvent.selectOptions(screen.getByLabelText(text.columns.state), text.stateLabels.failed);
    await waitFor(() =>
      expect(listRequests(requests).at(-1)!.path).toBe('/admin/messages?page=1&limit=20&channel=sms&state=failed'),
    );
    expect(router.state.location.search).toBe('?channel=sms&state=failed');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Asha Verma' }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)!.path).toBe(`/admin/messages?page=1&limit=20&studentId=${STUDENT_ID}`),
    );
    expect(await screen.findByText(text.onlyStudent('Asha Verma'))).toBeInTheDocument();
    // Narrowed to the student, their names are no longer links.
    expect(screen.queryByRole('link', { name: 'Asha Verma' })).not.toBeInTheDocument();
  });

  it("links a guardian's message to the student's messages when the page does not name the student", async () => {
    serve({ items: [toGuardian] });
    renderPage();
    const link = await screen.findByRole('link', { name: text.toGuardianOfStudent });
    expect(link).toHaveAttribute('href', `${paths.admin.messages}?studentId=${STUDENT_ID}`);
  });

  it('retries the failed messages of the filter after a confirmation, and says how many', async () => {
    const requests = serve();
    renderPage(`${paths.admin.messages}?channel=sms`, 'accountant');
    await screen.findByRole('table', { name: text.list });
    const retry = screen.getByRole('button', { name: text.retry });
    await waitFor(() => expect(retry).toBeEnabled());

    await userEvent.click(retry);
    let dialog = await screen.findByRole('dialog', { name: text.retryTitle });
    expect(dialog).toHaveTextContent(text.retryScope('sms', undefined));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some(({ method }) => method === 'POST')).toBe(false);

    await userEvent.click(retry);
    dialog = await screen.findByRole('dialog', { name: text.retryTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.retryConfirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.retried(3));
    const posts = requests.filter(({ method }) => method === 'POST');
    expect(posts.map(({ path, body }) => [path, JSON.parse(String(body))])).toEqual([
      ['/admin/messages/retry-failed', { channel: 'sms' }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows its figures once it knows whether email is configured, so that the notice saying it is not moves nothing', async () => {
    const status = deferred<{ body: EmailStatus }>();
    const answer = answers();
    fakeFetch((request) => (request.path === '/admin/email/status' ? status.promise : answer(request)));
    renderPage();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'SMS' })).not.toBeInTheDocument();
    status.resolve({ body: { ...STATUS, configured: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent(emailMessages.notConfigured);
    expect(screen.getByRole('heading', { name: 'SMS' })).toBeInTheDocument();
  });

  it('offers no retry when nothing failed, and says when email is not configured or nothing was sent', async () => {
    serve({ items: [], counts: {}, status: { ...STATUS, configured: false } });
    renderPage();
    expect(await screen.findByText(text.none)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(emailMessages.notConfigured);
    await waitFor(() => expect(figure('sms', 'failed')).toBe('0'));
    expect(screen.getByRole('button', { name: text.retry })).toBeDisabled();
  });
});
