import { loginMessages } from '@campus/domain';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
// As the app's entry does: a sign-in then reads the person's language.
import '@/lib/language-choice';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { AuthSuccessRedirect } from './auth-success-redirect';

function LoginPage() {
  const [searchParams] = useSearchParams();
  return <p>Login page: {searchParams.get('error') ?? 'no error'}</p>;
}

function renderAuthSuccess(entry: string) {
  const router = createMemoryRouter(
    [
      { path: paths.authSuccess, element: <AuthSuccessRedirect /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.student.dashboard, element: <p>Student dashboard</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AuthSuccessRedirect', () => {
  it('exchanges the one-time code once, keeps the token and opens the dashboard', async () => {
    const fetch = mockApi(() => ({ body: { token: 'student-token' } }));
    const router = renderAuthSuccess(`${paths.authSuccess}?code=one-time`);
    expect(await screen.findByText('Student dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('student-token');
    expect(router.state.location.search).toBe('');
    // Then the student's language is read, to show Campus in the one they chose on any device (#46).
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/exchange', '/api/users/me/language']),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/exchange');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({ code: 'one-time' });
  });

  it("goes to the login page with the server's error when the code is refused", async () => {
    mockApi(() => ({ status: 401, body: { error: loginMessages.signInCodeInvalid } }));
    renderAuthSuccess(`${paths.authSuccess}?code=used-before`);
    expect(await screen.findByText(`Login page: ${loginMessages.signInCodeInvalid}`)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('goes to the login page without a code, and ignores a token in the address', async () => {
    const fetch = mockApi(() => ({ body: {} }));
    renderAuthSuccess(`${paths.authSuccess}?token=someone-elses-token`);
    expect(await screen.findByText('Login page: no error')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
