import { loginMessages } from '@campus/domain';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { AdminLoginForm } from './admin-login-form';
import { StudentLoginForm } from './student-login-form';

function renderLogin(entry: string = paths.login) {
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <StudentLoginForm /> },
      { path: paths.adminLogin, element: <AdminLoginForm /> },
      { path: paths.student.dashboard, element: <p>Student dashboard</p> },
      { path: paths.admin.dashboard, element: <p>Admin dashboard</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

async function signIn(email: string, dob: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (dob) await user.type(screen.getByLabelText('Date of Birth'), dob);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The calls a sign-in made: the student's page also asks the server whether Google sign-in is set up. */
const signInCalls = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.filter(([url]) => url !== '/api/site');

describe('StudentLoginForm', () => {
  it('asks for both fields and calls nothing while they are empty', async () => {
    const fetch = mockApi(() => ({ body: {} }));
    renderLogin();
    await signIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signInCalls(fetch)).toEqual([]);
  });

  it('shows the date-of-birth formats as a hint', () => {
    renderLogin();
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription('YYYY-MM-DD, or day first: DD-MM-YYYY');
  });

  it.each(['03-04-2002', '03/04/2002'])('sends a day-first date of birth (%s) as YYYY-MM-DD', async (typed) => {
    const fetch = mockApi(() => ({ body: { token: 'student-token' } }));
    renderLogin();
    await signIn('student@example.com', typed);
    expect(await screen.findByText('Student dashboard')).toBeInTheDocument();
    expect(JSON.parse(signInCalls(fetch)[0]![1]!.body as string)).toEqual({
      email: 'student@example.com',
      password: '2002-04-03',
    });
  });

  it.each([
    ['31-02-2002', loginMessages.dateOfBirthImpossible],
    ['2002/31/12', loginMessages.dateOfBirthFormat],
  ])('refuses %s in the browser, without spending a sign-in attempt', async (typed, error) => {
    const fetch = mockApi(() => ({ status: 401, body: { error: loginMessages.invalidStudentCredentials } }));
    renderLogin();
    await signIn('student@example.com', typed);
    const field = screen.getByLabelText('Date of Birth');
    await waitFor(() => expect(field).toHaveAccessibleDescription(error));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(signInCalls(fetch)).toEqual([]);
  });

  it("shows the server's error text", async () => {
    mockApi(() => ({ status: 401, body: { error: 'Invalid email or date of birth' } }));
    renderLogin();
    await signIn('student@example.com', '1999-09-09');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or date of birth');
  });

  it("puts away the server's error once the next try stops at a field", async () => {
    mockApi(() => ({ status: 401, body: { error: loginMessages.invalidStudentCredentials } }));
    renderLogin();
    await signIn('student@example.com', '1999-09-09');
    expect(await screen.findByText(loginMessages.invalidStudentCredentials)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(loginMessages.invalidStudentCredentials)).not.toBeInTheDocument();
  });

  it('falls back to the generic failure when the server sent no error text', async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderLogin();
    await signIn('student@example.com', '1999-09-09');
    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.failed);
  });

  it('reports an answer without a token', async () => {
    mockApi(() => ({ body: {} }));
    renderLogin();
    await signIn('student@example.com', '1999-09-09');
    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.tokenMissing);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the email and date of birth, stores the token and opens the dashboard', async () => {
    const fetch = mockApi(() => ({ body: { token: 'student-token' } }));
    const router = renderLogin();
    await signIn('  Student@Example.com ', '1999-09-09');
    expect(await screen.findByText('Student dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('student-token');
    expect(router.state.location.pathname).toBe(paths.student.dashboard);
    const [url, init] = signInCalls(fetch)[0]!;
    expect(url).toBe('/api/users/login');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'student@example.com', password: '1999-09-09' });
  });

  it('offers Google sign-in only when the server says it is set up', async () => {
    let googleSignIn = false;
    const fetch = mockApi((path) => ({ body: path === '/site' ? { instituteName: 'Campus', googleSignIn } : {} }));
    renderLogin();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    cleanup();
    googleSignIn = true;
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('explains a Google error from the address and removes the parameter', async () => {
    const router = renderLogin(`${paths.login}?error=${encodeURIComponent('Google login is not configured')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.googleUnavailable);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('alert')).toHaveTextContent(loginMessages.googleUnavailable);
  });

  it('never signs in with a token from the address, and removes it', async () => {
    const router = renderLogin(`${paths.login}?token=someone-elses-token`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(paths.login);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('AdminLoginForm', () => {
  it('asks for the email and the password', async () => {
    const fetch = mockApi(() => ({ body: {} }));
    renderLogin(paths.adminLogin);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("checks the server is reachable, then shows the server's error text", async () => {
    const fetch = mockApi(() => ({ status: 401, body: { error: 'Invalid email or password' } }));
    renderLogin(paths.adminLogin);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/', '/api/admin/login']);
  });

  it('says the server cannot be reached when the reachability check fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin(paths.adminLogin);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.cannotConnect);
  });

  it('stores the admin token and flag and opens the admin dashboard', async () => {
    mockApi(() => ({ body: { token: 'admin-token' } }));
    renderLogin(paths.adminLogin);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
    expect(localStorage.getItem('isAdmin')).toBe('true');
  });
});
