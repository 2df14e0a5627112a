import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, pageForbiddenMessages, type StaffMe } from '@campus/domain';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { deferred, fakeFetch } from '@/testing/fake-fetch';
import { staffMe } from '@/testing/staff';
import { fakeToken } from '@/testing/tokens';
import { routes } from './route-table';

/** The area's modules are transformed on their first import, which takes seconds on a busy machine. */
const SLOW = { timeout: 8000 };

beforeEach(() => {
  localStorage.setItem('adminToken', fakeToken('staff-1'));
  localStorage.setItem('isAdmin', 'true');
});

afterEach(() => {
  clearSession('admin');
  queryClient.clear();
  vi.restoreAllMocks();
});

/** Opens `path` for the staff member `me`; other calls get `answer` (an empty list unless told). */
function open(path: string, me: StaffMe, answer: () => { status?: number; body: unknown } = () => ({ body: {} })) {
  fakeFetch(({ path: called }) => (called === '/admin/me' ? { body: me } : answer()));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The area's navigation once the staff member has loaded (it says who is signed in). */
async function navigation() {
  const nav = await screen.findByRole('navigation', { name: 'Admin navigation' }, SLOW);
  await within(nav).findByText(/^Signed in as/, {}, SLOW);
  return nav;
}

describe('the admin area by role', () => {
  it('shows an accountant only what they may use, and says so on a page they may not open', async () => {
    open(paths.admin.staff, staffMe('accountant'));
    const links = within(await navigation()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Students',
      'Courses',
      'Fees',
      'Payments',
      'UPI payments',
      'Email',
      'Change password',
    ]);
    expect(await screen.findByRole('heading', { name: pageForbiddenMessages.title }, SLOW)).toBeInTheDocument();
  });

  it('keeps the links for some roles in their places, unseen and out of reach, until the role is known', async () => {
    const me = deferred<{ body: StaffMe }>();
    // The page's own calls stay unanswered: only the navigation is looked at.
    fakeFetch(({ path }) => (path === '/admin/me' ? me.promise : new Promise(() => {})));
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [paths.admin.email] })} />);
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' }, SLOW);
    const staff = within(nav).getByText('Staff').closest('a')!;
    expect(staff).toHaveAttribute('inert');
    expect(staff).toHaveClass('invisible');
    me.resolve({ body: staffMe('admin') });
    await within(nav).findByText(/^Signed in as/, {}, SLOW);
    expect(within(nav).getByText('Staff').closest('a')).not.toHaveAttribute('inert');
    expect(within(nav).getByText('Staff').closest('a')).not.toHaveClass('invisible');
  });

  it('keeps a staff member who must change their password on that screen, with nowhere else to go', async () => {
    const router = open(paths.admin.fees, staffMe('accountant', { mustChangePassword: true }), () => ({
      status: 403,
      body: { error: authMessages.mustChangePassword },
    }));
    expect(await screen.findByRole('heading', { name: 'Change password' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.password);
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.mustChangePassword);
    expect(within(await navigation()).queryAllByRole('link')).toHaveLength(0);
  });

  it('goes to the password screen when a call is refused until the password is changed', async () => {
    const router = open(paths.admin.staff, staffMe('admin'), () => ({
      status: 403,
      body: { error: authMessages.mustChangePassword },
    }));
    expect(await screen.findByRole('heading', { name: 'Change password' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.password);
  });
});
