import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultMessagePreferences,
  errorMessages,
  MESSAGE_KINDS,
  preferenceMessages,
  type MyMessagePreferences,
} from '@campus/domain';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { MessagesCard } from './messages-card';

/** What the server holds: email and WhatsApp configured, SMS not. */
function stored(version: number, change?: (preferences: MyMessagePreferences['preferences']) => void) {
  const preferences = defaultMessagePreferences();
  change?.(preferences);
  return {
    preferences,
    version,
    channelKinds: { email: [...MESSAGE_KINDS], sms: [], whatsapp: [...MESSAGE_KINDS] },
  } satisfies MyMessagePreferences;
}

afterEach(() => vi.restoreAllMocks());

/** Serves GET from `current()`, and answers each PUT with `onSave`. */
function server(
  current: () => MyMessagePreferences,
  onSave: (request: SentRequest) => { status?: number; body: unknown },
) {
  return fakeFetch((request) => (request.method === 'PUT' ? onSave(request) : { body: current() }));
}

describe.each([
  ['student', '/users/me/message-preferences'],
  ['guardian', '/guardians/me/preferences'],
] as const)("the %s's Messages card", (audience, path) => {
  it('shows a switch per kind and channel, receipts on and fixed with the reason, SMS as not available', async () => {
    server(
      () => stored(3, (preferences) => (preferences.kinds.notice = false)),
      () => ({ body: {} }),
    );
    renderWithQuery(<MessagesCard audience={audience} pageShown />);
    const notices = await screen.findByRole('switch', { name: 'Notices' });
    expect(notices).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Absences' })).toBeChecked();
    const receipts = screen.getByRole('switch', { name: 'Receipts' });
    expect(receipts).toBeChecked();
    expect(receipts).toBeDisabled();
    expect(receipts).toHaveAccessibleDescription(preferenceMessages.receiptAlwaysOn);
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'WhatsApp' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'SMS' })).not.toBeInTheDocument();
    expect(screen.getByText(preferenceMessages.channelUnavailable('sms'))).toBeInTheDocument();
  });

  it('saves the whole preferences with the version read, and says so', async () => {
    const requests = server(
      () => stored(3),
      (request) => ({ body: { ...stored(4), preferences: JSON.parse(String(request.body)) } }),
    );
    const user = userEvent.setup();
    renderWithQuery(<MessagesCard audience={audience} pageShown />);
    await user.click(await screen.findByRole('switch', { name: 'Results' }));
    await user.click(screen.getByRole('switch', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: preferenceMessages.save }));
    expect(await screen.findByText(preferenceMessages.saved)).toBeInTheDocument();
    const [put] = requests.filter((request) => request.method === 'PUT');
    expect(put!.path).toBe(path);
    expect(put!.headers['if-match']).toBe('"3"');
    expect(JSON.parse(String(put!.body))).toEqual(
      stored(3, (preferences) => {
        preferences.kinds.result = false;
        preferences.channels.whatsapp = false;
      }).preferences,
    );
  });

  it('refuses to switch every channel off, saying why, without asking the server', async () => {
    const requests = server(
      () => stored(1),
      () => ({ body: {} }),
    );
    const user = userEvent.setup();
    renderWithQuery(<MessagesCard audience={audience} pageShown />);
    await user.click(await screen.findByRole('switch', { name: 'Email' }));
    await user.click(screen.getByRole('switch', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: preferenceMessages.save }));
    expect(await screen.findByText(preferenceMessages.noChannel)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows a save over a newer version (409) with Reload, which brings in what is stored now', async () => {
    let current = stored(1);
    server(
      () => current,
      () => ({ status: 409, body: { error: errorMessages.editConflict } }),
    );
    const user = userEvent.setup();
    renderWithQuery(<MessagesCard audience={audience} pageShown />);
    await user.click(await screen.findByRole('switch', { name: 'Absences' }));
    await user.click(screen.getByRole('button', { name: preferenceMessages.save }));
    expect(await screen.findByText(errorMessages.editConflict)).toBeInTheDocument();
    current = stored(2, (preferences) => (preferences.kinds.fee_due = false));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Fees falling due' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Absences' })).toBeChecked();
    expect(screen.queryByText(errorMessages.editConflict)).not.toBeInTheDocument();
  });
});
