import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages, pageForbiddenMessages, type StaffMe } from '@campus/domain';
import { paths } from '@/config/paths';
import { renderPage } from '@/prerender';
import { closeApp } from '@/testing/close-app';
import { fakeFetch } from '@/testing/fake-fetch';
import { signInAsStaff, staffMe } from '@/testing/staff';
import { fakeToken } from '@/testing/tokens';
import { routes } from './route-table';

/** The area's modules are transformed on their first import, which takes seconds on a busy machine. */
const SLOW = { timeout: 8000 };

afterEach(closeApp);

/** Opens `path` signed in as the staff member `me`; other calls get `answer` (an empty object unless told). */
function open(path: string, me: StaffMe, answer: () => { status?: number; body: unknown } = () => ({ body: {} })) {
  signInAsStaff(me.role);
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

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin area by role', () => {
  it('shows an accountant only what they may use, and says so on a page they may not open', async () => {
    open(paths.admin.staff, staffMe('accountant'));
    expect(linksOf(await navigation())).toEqual([
      'Dashboard',
      'Students',
      'Courses',
      'Classes',
      'Holidays',
      'Fees',
      'Payments',
      'UPI payments',
      'Messages',
      'Change password',
    ]);
    expect(await screen.findByRole('heading', { name: pageForbiddenMessages.title }, SLOW)).toBeInTheDocument();
  });

  it("leads the Email page's old address to the Messages page, with its filters", async () => {
    const router = open(`${paths.admin.email}?state=failed`, staffMe('accountant'), () => ({
      body: { items: [], total: 0, page: 1, limit: 20 },
    }));
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.messages);
    expect(router.state.location.search).toBe('?state=failed');
  });

  it("takes an instructor from the office's dashboard to Teaching, the first page they may open", async () => {
    const router = open(paths.admin.dashboard, staffMe('instructor'), () => ({ body: { items: [], total: 0 } }));
    expect(await screen.findByRole('heading', { name: 'Teaching', level: 1 }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.teaching);
    expect(linksOf(await navigation())).toEqual(['Teaching', 'Classes', 'Holidays', 'Change password']);
    // Not one of the office's requests was sent.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).not.toContain('/api/admin/dashboard');
  });

  it("opens an instructor's Teaching from the staff sign-in", async () => {
    fakeFetch(({ path }) => {
      if (path === '/admin/login') return { body: { token: fakeToken('staff-9', { role: 'instructor' }) } };
      return { body: path === '/admin/me' ? staffMe('instructor') : { items: [], total: 0 } };
    });
    const router = createMemoryRouter(routes, { initialEntries: [paths.adminLogin] });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, SLOW), 'teacher@example.com');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Teaching', level: 1 }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.teaching);
  });

  it('keeps the links not every staff member may use in their places, unseen, in the first screen built', async () => {
    const page = document.createElement('div');
    page.innerHTML = await renderPage(paths.admin.messages, 'en');
    const nav = within(page).getByRole('navigation', { name: 'Admin navigation', hidden: true });
    const link = (name: string) => within(nav).getByText(name).closest('a')!;
    for (const name of ['Dashboard', 'Teaching', 'Messages', 'Staff']) {
      expect(link(name), name).toHaveAttribute('inert');
      expect(link(name), name).toHaveClass('invisible');
    }
    expect(link('Change password')).not.toHaveAttribute('inert');
    expect(link('Change password')).not.toHaveClass('invisible');
    // The page itself is there, for whoever it turns out to be.
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Messages');
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
