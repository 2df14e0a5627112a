import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailMessages, inputMessages, saveMessages, successMessages } from '@campus/domain';
import { endSession, saveToken } from '@/lib/session';
import { clickTwice } from '@/testing/click-twice';
import { deferred, fakeFetch } from '@/testing/fake-fetch';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { fakeToken } from '@/testing/tokens';
import { AddNoticeForm } from './add-notice-form';

afterEach(() => {
  vi.restoreAllMocks();
});

async function send(title: string, description: string) {
  const user = userEvent.setup();
  if (title) await user.type(screen.getByLabelText('Title'), title);
  if (description) await user.type(screen.getByLabelText('Description'), description);
  await user.click(screen.getByRole('button', { name: 'Send Notice' }));
}

const EMAIL_OFF = { configured: false, queued: 0, sending: 0, sent: 0, failed: 0, lastError: null, noticeChannels: [] };

describe('AddNoticeForm', () => {
  it('asks for a title and a description', async () => {
    const fetch = mockApi(() => ({ body: {} }));
    renderWithQuery(<AddNoticeForm />);
    await send('', '   ');
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('refuses hidden control and text-direction characters with the words the server uses', async () => {
    const fetch = mockApi(() => ({ body: {} }));
    renderWithQuery(<AddNoticeForm />);
    await send('Fees \u202Eeud', 'Pay\u0007 now');
    expect(await screen.findByText(inputMessages.hiddenCharacters('Title'))).toBeInTheDocument();
    expect(screen.getByText(inputMessages.hiddenCharacters('Description'))).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('takes a problem away once what is typed is right, after a first try', async () => {
    mockApi(() => ({ body: {} }));
    renderWithQuery(<AddNoticeForm />);
    await send('', '');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Title'), 'Holiday');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
  });

  it('keeps what was typed when the session ends, and puts it back once the same admin is in again', async () => {
    mockApi(() => ({ body: EMAIL_OFF }));
    saveToken('admin', fakeToken('staff-1'));
    const { unmount } = renderWithQuery(<AddNoticeForm />);
    await userEvent.type(screen.getByLabelText('Title'), 'Holiday');
    await userEvent.type(screen.getByLabelText('Description'), 'Closed on Friday');
    endSession('admin');
    unmount();

    saveToken('admin', fakeToken('staff-1'));
    renderWithQuery(<AddNoticeForm />);
    expect(await screen.findByDisplayValue('Holiday')).toBe(screen.getByLabelText('Title'));
    expect(screen.getByLabelText('Description')).toHaveValue('Closed on Friday');
  });

  it('sends the notice, says so and clears the form for the next one', async () => {
    const fetch = mockApi(() => ({
      status: 201,
      body: { notice: { _id: 'x', title: 'Holiday', description: 'Closed on Friday', createdAt: '2026-01-01' } },
    }));
    renderWithQuery(<AddNoticeForm />);
    await send('Holiday', 'Closed on Friday');
    expect(await screen.findByRole('status')).toHaveTextContent(successMessages.noticeSent);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(init!.body as string)).toEqual({
      title: 'Holiday',
      description: 'Closed on Friday',
      email: false,
    });
  });

  it('sends once when Send Notice is clicked twice in a row', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const requests = fakeFetch(({ method }) => (method === 'POST' ? answer.promise : { body: EMAIL_OFF }));
    renderWithQuery(<AddNoticeForm />);
    await userEvent.type(screen.getByLabelText('Title'), 'Holiday');
    await userEvent.type(screen.getByLabelText('Description'), 'Closed on Friday');
    clickTwice(screen.getByRole('button', { name: 'Send Notice' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Notice' })).toBeDisabled());
    answer.resolve({
      status: 201,
      body: { notice: { _id: 'x', title: 'Holiday', description: 'Closed on Friday', createdAt: '2026-01-01' } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(successMessages.noticeSent);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's error, else the spec's message", async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderWithQuery(<AddNoticeForm />);
    await send('Holiday', 'Closed on Friday');
    expect(await screen.findByRole('alert')).toHaveTextContent(saveMessages.sendNotification);
    expect(screen.getByLabelText('Title')).toHaveValue('Holiday');
  });

  it('sends the notice when "Also send" is ticked, says by which channels, and to how many students', async () => {
    const requests = fakeFetch(({ method }) =>
      method === 'POST'
        ? {
            status: 201,
            body: {
              notice: { _id: 'x', title: 'Holiday', description: 'Closed', createdAt: '2026-01-01' },
              emailsQueued: 1200,
            },
          }
        : { body: { ...EMAIL_OFF, configured: true, noticeChannels: ['email', 'sms'] } },
    );
    renderWithQuery(<AddNoticeForm />);
    const box = screen.getByLabelText(emailMessages.alsoSendNotice);
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toHaveAccessibleDescription('By email and SMS, as each of them chose.');
    await userEvent.click(box);
    await send('Holiday', 'Closed');
    expect(await screen.findByRole('status')).toHaveTextContent('Notice sent. It is on its way to 1,200 students.');
    const posted = requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(posted.body as string)).toEqual({ title: 'Holiday', description: 'Closed', email: true });
  });

  it('keeps the box disabled, and says why, while no channel carries notices', async () => {
    fakeFetch(() => ({ body: EMAIL_OFF }));
    renderWithQuery(<AddNoticeForm />);
    expect(await screen.findByText(emailMessages.noticeChannelsOff)).toBeInTheDocument();
    expect(screen.getByLabelText(emailMessages.alsoSendNotice)).toBeDisabled();
  });

  it('sends a notice by SMS alone when email is not configured', async () => {
    fakeFetch(() => ({ body: { ...EMAIL_OFF, noticeChannels: ['sms'] } }));
    renderWithQuery(<AddNoticeForm />);
    const box = screen.getByLabelText(emailMessages.alsoSendNotice);
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toHaveAccessibleDescription('By SMS, as each of them chose.');
  });
});
