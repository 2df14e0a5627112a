import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@campus/domain';
import { clickTwice } from '@/testing/click-twice';
import { deferred, fakeFetch } from '@/testing/fake-fetch';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
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

describe('AddNoticeForm', () => {
  it('asks for a title and a description', async () => {
    const fetch = mockApi(() => ({ body: {} }));
    renderWithQuery(<AddNoticeForm />);
    await send('', '   ');
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses hidden control and text-direction characters with the words the server uses', async () => {
    const fetch = mockApi(() => ({ body: {} }));
    renderWithQuery(<AddNoticeForm />);
    await send('Fees \u202Eeud', 'Pay\u0007 now');
    expect(await screen.findByText(messages.input.hiddenCharacters('Title'))).toBeInTheDocument();
    expect(screen.getByText(messages.input.hiddenCharacters('Description'))).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the notice, says so and clears the form for the next one', async () => {
    const fetch = mockApi(() => ({
      status: 201,
      body: { notice: { _id: 'x', title: 'Holiday', description: 'Closed on Friday', createdAt: '2026-01-01' } },
    }));
    renderWithQuery(<AddNoticeForm />);
    await send('Holiday', 'Closed on Friday');
    expect(await screen.findByRole('status')).toHaveTextContent(messages.success.noticeSent);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ title: 'Holiday', description: 'Closed on Friday' });
  });

  it('sends once when Send Notice is clicked twice in a row', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const requests = fakeFetch(() => answer.promise);
    renderWithQuery(<AddNoticeForm />);
    await userEvent.type(screen.getByLabelText('Title'), 'Holiday');
    await userEvent.type(screen.getByLabelText('Description'), 'Closed on Friday');
    clickTwice(screen.getByRole('button', { name: 'Send Notice' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Notice' })).toBeDisabled());
    answer.resolve({
      status: 201,
      body: { notice: { _id: 'x', title: 'Holiday', description: 'Closed on Friday', createdAt: '2026-01-01' } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(messages.success.noticeSent);
    expect(requests).toHaveLength(1);
  });

  it("shows the server's error, else the spec's message", async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderWithQuery(<AddNoticeForm />);
    await send('Holiday', 'Closed on Friday');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.save.sendNotification);
    expect(screen.getByLabelText('Title')).toHaveValue('Holiday');
  });
});
