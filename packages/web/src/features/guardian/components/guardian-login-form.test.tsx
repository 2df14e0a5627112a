import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardianMessages } from '@campus/domain';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/session';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { fakeToken } from '@/testing/tokens';
import { GuardianLoginForm } from './guardian-login-form';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: paths.guardianLogin, element: <GuardianLoginForm destination={() => paths.family.children} /> },
      { path: paths.family.children, element: <p>Your children</p> },
    ],
    { initialEntries: [paths.guardianLogin] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

const user = () => userEvent.setup();

async function askForCode(contact: string) {
  await user().type(screen.getByLabelText('Phone or email'), contact);
  await user().click(screen.getByRole('button', { name: 'Send me a code' }));
}

const bodies = (requests: ReturnType<typeof fakeFetch>, path: string) =>
  requests.filter((request) => request.path === path).map((request) => JSON.parse(String(request.body)) as unknown);

describe('GuardianLoginForm', () => {
  it('asks for a code to the phone as its ten digits, then for the code as a one-time code', async () => {
    const requests = fakeFetch(() => ({ status: 202, body: {} }));
    renderLogin();
    await askForCode('+91 98765-43210');

    expect(await screen.findByText(guardianMessages.codeRequested)).toBeInTheDocument();
    expect(bodies(requests, '/guardians/login/code')).toEqual([{ contact: '9876543210' }]);
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user().click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(bodies(requests, '/guardians/login/code')).toHaveLength(2));
  });

  it('refuses what is neither a phone nor an email, and a code that is not six digits, without a call', async () => {
    const requests = fakeFetch(() => ({ status: 202, body: {} }));
    renderLogin();
    await askForCode('meera');
    expect(screen.getByLabelText('Phone or email')).toHaveAccessibleDescription(guardianMessages.contactInvalid);
    expect(requests).toEqual([]);

    await user().clear(screen.getByLabelText('Phone or email'));
    await askForCode('Meera@Example.com');
    await user().type(await screen.findByLabelText('Code'), '12345');
    await user().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(guardianMessages.codeInvalidShape);
    expect(requests.map((request) => request.path)).toEqual(['/guardians/login/code']);
  });

  it("shows the server's words for a wrong code and keeps no token", async () => {
    fakeFetch(({ path }) =>
      path === '/guardians/login'
        ? { status: 401, body: { error: guardianMessages.codeRefused } }
        : { status: 202, body: {} },
    );
    const router = renderLogin();
    await askForCode('meera@example.com');
    await user().type(await screen.findByLabelText('Code'), '000000');
    await user().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(guardianMessages.codeRefused)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.guardian)).toBeNull();
    expect(router.state.location.pathname).toBe(paths.guardianLogin);
  });

  it('keeps the token as the guardian’s and goes to their children', async () => {
    const token = fakeToken('guardian-1');
    const requests = fakeFetch(({ path }) =>
      path === '/guardians/login' ? { body: { token, name: 'Meera Iyer' } } : { status: 202, body: {} },
    );
    const router = renderLogin();
    await askForCode('meera@example.com');
    await user().type(await screen.findByLabelText('Code'), '123 456');
    await user().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Your children')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.family.children);
    expect(bodies(requests, '/guardians/login')).toEqual([{ contact: 'meera@example.com', code: '123456' }]);
    expect(localStorage.getItem(STORAGE_KEYS.guardian)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.student)).toBeNull();
  });
});
