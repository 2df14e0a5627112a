import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_PASSWORD_LENGTH, staffMessages, successMessages } from '@campus/domain';
import { getToken, saveToken } from '@/lib/session';
import { clickTwice } from '@/testing/click-twice';
import { deferred, fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { fakeToken } from '@/testing/tokens';
import { ChangePasswordForm } from './change-password-form';

const CURRENT = 'Given-by-admin-1';
const NEW = 'My-own-password-2';

afterEach(() => vi.restoreAllMocks());

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  return user;
}

describe('ChangePasswordForm', () => {
  it('refuses a short password, the current one again, and a confirmation that differs, sending nothing', async () => {
    const requests = fakeFetch(() => ({ body: {} }));
    renderWithQuery(<ChangePasswordForm />);
    const user = await fill(CURRENT, 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH))).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), CURRENT);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(staffMessages.passwordUnchanged)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), NEW);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), `${NEW}x`);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(staffMessages.confirmationDiffers)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('puts the focus on the first field refused, and takes a problem away once what is typed is right', async () => {
    fakeFetch(() => ({ body: {} }));
    renderWithQuery(<ChangePasswordForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByText(staffMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH))).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), CURRENT);
    expect(screen.queryByText(staffMessages.currentPasswordRequired)).not.toBeInTheDocument();
    expect(screen.getByText(staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH))).toBeInTheDocument();
  });

  it('sends the passwords once, keeps the fresh token and says it is done', async () => {
    saveToken('admin', fakeToken('staff-1'));
    const fresh = fakeToken('staff-1', { seconds: 7200 });
    const answer = deferred<{ body: unknown }>();
    const requests = fakeFetch(() => answer.promise);
    renderWithQuery(<ChangePasswordForm />);
    await fill(CURRENT, NEW);
    clickTwice(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    answer.resolve({ body: { token: fresh, role: 'accountant', mustChangePassword: false } });

    expect(await screen.findByRole('status')).toHaveTextContent(successMessages.passwordChanged);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/admin/me/password' });
    expect(JSON.parse(requests[0]!.body as string)).toEqual({ currentPassword: CURRENT, newPassword: NEW });
    expect(getToken('admin')).toBe(fresh);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's reason when the current password is wrong", async () => {
    fakeFetch(() => ({ status: 400, body: { error: staffMessages.currentPasswordWrong } }));
    renderWithQuery(<ChangePasswordForm />);
    const user = await fill(CURRENT, NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.currentPasswordWrong);
  });
});
