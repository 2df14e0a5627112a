import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { GUARDIAN_ID, outboxMessage, STUDENT_ID } from '@/testing/outbox-fixtures';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { StudentMessagesCard } from './student-messages-card';

const text = outboxMessages;
const guardianSms = outboxMessage({
  guardianId: GUARDIAN_ID,
  toName: 'Meena Verma',
  toAddress: '9123456780',
  state: 'failed',
  lastError: 'The SMS centre refused the message (ESME_RINVDSTADR).',
});
const guardianWhatsApp = outboxMessage({
  guardianId: GUARDIAN_ID,
  channel: 'whatsapp',
  toName: 'Meena Verma',
  toAddress: '9123456780',
  state: 'queued',
  smsParts: null,
});

function renderCard(items = [guardianWhatsApp, guardianSms], studentName: string | undefined = 'Asha Verma') {
  const requests = fakeFetch(({ method }) =>
    method === 'POST' ? { body: { retried: 1 } } : { body: { items, total: items.length, page: 1, limit: 10 } },
  );
  const router = createMemoryRouter(
    [
      {
        path: paths.admin.studentGuardians,
        element: <StudentMessagesCard studentId={STUDENT_ID} studentName={studentName} />,
      },
    ],
    { initialEntries: [`/admin/students/${STUDENT_ID}/guardians`] },
  );
  renderWithQuery(asStaff(<RouterProvider router={router} />, 'accountant'));
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('StudentMessagesCard', () => {
  it("lists the student's and their guardians' messages with each one's channel and state", async () => {
    const requests = renderCard();
    const table = await screen.findByRole('table', { name: text.onlyStudent('Asha Verma') });
    expect(requests[0]!.path).toBe(`/admin/messages?page=1&limit=10&studentId=${STUDENT_ID}`);
    const [, whatsApp, sms] = within(table).getAllByRole('row');
    expect(whatsApp).toHaveTextContent(`Meena Verma${text.toGuardianOf('Asha Verma')}9123456780WhatsAppAbsenceQueued`);
    expect(sms).toHaveTextContent('SMSAbsenceFailedThe SMS centre refused the message (ESME_RINVDSTADR).1');
    // Already the student's list: no name links to it, one link opens it on the Messages page.
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.studentCardAll })).toHaveAttribute(
      'href',
      `${paths.admin.messages}?studentId=${STUDENT_ID}`,
    );
  });

  it("retries this student's failed messages after a confirmation", async () => {
    const requests = renderCard();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    const dialog = await screen.findByRole('dialog', { name: text.retryTitle });
    expect(dialog).toHaveTextContent(text.retryScope(undefined, 'Asha Verma'));
    await userEvent.click(within(dialog).getByRole('button', { name: text.retryConfirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.retried(1));
    const post = requests.find(({ method }) => method === 'POST')!;
    expect([post.path, JSON.parse(String(post.body))]).toEqual([
      '/admin/messages/retry-failed',
      { studentId: STUDENT_ID },
    ]);
  });

  it('says when no message went to the student or their guardians', async () => {
    renderCard([], undefined);
    expect(await screen.findByText(text.studentNone)).toBeInTheDocument();
  });
});
