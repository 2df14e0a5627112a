import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, generatePath, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageFailedMessages } from '@campus/domain';
import { paths } from '@/config/paths';
import { closeApp } from '@/testing/close-app';
import { fakeFetch } from '@/testing/fake-fetch';
import { staffMe } from '@/testing/staff';
import { fakeToken } from '@/testing/tokens';
import { routes } from './route-table';

/** A screen that throws while rendering, as a bug would. */
function Broken(): never {
  throw new Error('a render bug');
}

vi.mock('./routes/admin/dashboard', () => ({ Component: Broken }));
vi.mock('./routes/student/fees', () => ({ Component: Broken }));
vi.mock('./routes/auth/login', () => ({ Component: Broken }));
vi.mock('./routes/guardian/child-fees', () => ({ Component: Broken }));

beforeEach(() => {
  fakeFetch(({ path }) =>
    path === '/admin/me'
      ? { body: staffMe() }
      : path === '/guardians/me'
        ? {
            body: {
              _id: 'guardian-1',
              name: 'Meera',
              relation: 'Mother',
              phone: null,
              email: null,
              children: [{ _id: 'child-1', name: 'Aarav' }],
            },
          }
        : { status: 500, body: {} },
  );
  // React reports the caught error on the console; the test looks at the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(closeApp);

const open = (path: string) =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

async function expectWayBack(home: string, label: string) {
  // The area's modules are transformed on their first import, which takes seconds on a busy machine.
  const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
  expect(within(alert).getByRole('heading', { name: pageFailedMessages.title })).toBeInTheDocument();
  expect(alert).toHaveTextContent(pageFailedMessages.detail);
  expect(within(alert).getByRole('link', { name: label })).toHaveAttribute('href', home);
  expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
}

describe('route error boundaries', () => {
  it("show an admin screen's failure inside the admin area, with a way back to its dashboard and a reload", async () => {
    localStorage.setItem('adminToken', fakeToken('admin-1'));
    localStorage.setItem('isAdmin', 'true');
    open(paths.admin.dashboard);
    await expectWayBack(paths.admin.dashboard, 'Back to the dashboard');
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
  });

  it("show a student screen's failure with a way back to the student dashboard, and reload the page", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    localStorage.setItem('token', fakeToken('student-1'));
    open(paths.student.fees);
    await expectWayBack(paths.student.dashboard, 'Back to the dashboard');
    expect(screen.getByRole('navigation', { name: 'Student navigation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("show a guardian's page failure with a way back to their children, under the family header", async () => {
    localStorage.setItem('guardianToken', fakeToken('guardian-1'));
    open(generatePath(paths.family.childFees, { studentId: 'child-1' }));
    await expectWayBack(paths.family.children, 'Back to your children');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('show a failure outside the areas with a way back to the home page', async () => {
    open(paths.login);
    await expectWayBack(paths.home, 'Back to the home page');
  });
});
