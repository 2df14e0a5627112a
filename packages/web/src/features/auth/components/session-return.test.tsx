import { authMessages } from '@campus/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireSession } from '@/components/layouts/require-session';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { saveToken } from '@/lib/session';
import { useKeptValues } from '@/lib/use-kept-values';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { fakeToken } from '@/testing/tokens';
import { AdminLoginForm } from './admin-login-form';
import { StudentLoginForm } from './student-login-form';

/** An admin page with a form that keeps what was typed, sending it to an API route. */
function NoticePage() {
  const form = useForm({ defaultValues: { title: '' } });
  useKeptValues(form, 'admin', 'test-notice');
  const send = form.handleSubmit((values) =>
    apiRequest('/admin/notifications', { audience: 'admin', method: 'POST', body: values }).catch(() => {}),
  );
  return (
    <form onSubmit={send}>
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

function renderApp(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <StudentLoginForm /> },
      { path: paths.adminLogin, element: <AdminLoginForm /> },
      { path: paths.admin.dashboard, element: <p>Admin dashboard</p> },
      {
        path: paths.admin.addNotice,
        element: (
          <RequireSession audience="admin" loginPath={paths.adminLogin}>
            <NoticePage />
          </RequireSession>
        ),
      },
      {
        path: paths.student.fees,
        element: (
          <RequireSession audience="student" loginPath={paths.login}>
            <p>Fees</p>
          </RequireSession>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

/** The server refuses the old session (401) on the notice route and signs `nextUser` in. */
function serverWhereSessionEnded(nextUser: string) {
  return mockApi((path) => {
    if (path === '/admin/notifications') return { status: 401, body: { error: authMessages.sessionEnded } };
    return { body: { token: fakeToken(nextUser) } };
  });
}

async function signInAsAdmin() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a session that ends while in use', () => {
  it('goes to the login page, which says the session expired, and comes back with what was typed', async () => {
    saveToken('admin', fakeToken('admin-1'));
    serverWhereSessionEnded('admin-1');
    const router = renderApp(`${paths.admin.addNotice}?from=menu#form`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Exam timetable');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.sessionExpired);
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.getItem('adminToken')).toBeNull();

    await signInAsAdmin();
    expect(await screen.findByLabelText('Title')).toHaveValue('Exam timetable');
    const { pathname, search, hash } = router.state.location;
    expect(pathname + search + hash).toBe(`${paths.admin.addNotice}?from=menu#form`);
  });

  it('tells a staff member deactivated meanwhile that their account was deactivated, not that it expired', async () => {
    saveToken('admin', fakeToken('admin-1'));
    mockApi(() => ({ status: 401, body: { error: authMessages.accountDeactivated } }));
    const router = renderApp(paths.admin.addNotice);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Exam timetable');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(authMessages.accountDeactivated);
    expect(alert).not.toHaveTextContent(authMessages.sessionExpired);
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('gives another user signing in the page, but not what the previous one typed', async () => {
    saveToken('admin', fakeToken('admin-1'));
    serverWhereSessionEnded('admin-2');
    const router = renderApp(paths.admin.addNotice);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Salary revision');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');

    await signInAsAdmin();
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(router.state.location.pathname).toBe(paths.admin.addNotice);
  });

  it('sends a visit with an expired token to the student login, which says so, and puts the token away', async () => {
    saveToken('student', fakeToken('student-1', { seconds: -60 }));
    mockApi(() => ({ body: { token: fakeToken('student-1') } }));
    const router = renderApp(paths.student.fees);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.sessionExpired);
    expect(router.state.location.pathname).toBe(paths.login);
    expect(localStorage.getItem('token')).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'student@example.com');
    await user.type(screen.getByLabelText('Date of Birth'), '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Fees')).toBeInTheDocument();
  });

  it('sends a first visit to the login page without a message, and on to the dashboard afterwards', async () => {
    mockApi(() => ({ body: { token: fakeToken('admin-1') } }));
    const router = renderApp(paths.admin.addNotice);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('alert')).toBeNull();
    await signInAsAdmin();
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.dashboard);
  });

  it('never comes back to a page outside the area that signed in', async () => {
    mockApi(() => ({ body: { token: fakeToken('admin-1') } }));
    renderApp({ pathname: paths.adminLogin, state: { sessionEndedOn: 'https://evil.example/admin/add-notice' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.sessionExpired);
    await signInAsAdmin();
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
  });
});
