import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, signInLockMessages, staffMessages, type StaffMember } from '@campus/domain';
import { paths } from '@/config/paths';
import { clickTwice } from '@/testing/click-twice';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { StaffView } from './staff-view';

const admin: StaffMember = {
  _id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Asha Admin',
  email: 'admin@campus.test',
  role: 'admin',
  active: true,
  mustChangePassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};
const former: StaffMember = {
  ...admin,
  _id: '2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e',
  name: 'Ravi Former',
  email: 'ravi@campus.test',
  role: 'accountant',
  active: false,
};

function renderStaff(
  answer: (request: SentRequest) => { status?: number; body: unknown },
  lockedUntil: string | null = null,
) {
  const requests = fakeFetch((request) =>
    request.method === 'GET' && request.path.endsWith('/sign-in-lock')
      ? { body: { lockedUntil } }
      : request.method === 'GET'
        ? { body: { items: [admin, former], total: 2, page: 1, limit: 20 } }
        : answer(request),
  );
  const router = createMemoryRouter([{ path: paths.admin.staff, element: <StaffView /> }], {
    initialEntries: [paths.admin.staff],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('StaffView', () => {
  it('lists active and deactivated staff, and reactivates without asking', async () => {
    const requests = renderStaff(() => ({ body: { ...former, active: true } }));
    const row = await screen.findByRole('listitem', { name: 'Ravi Former' });
    expect(row).toHaveTextContent('Deactivated');
    expect(within(row).getByRole('combobox', { name: 'Role of Ravi Former' })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: 'Reactivate Ravi Former' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ravi Former can sign in again.');
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(patches).toMatchObject([{ path: `/admin/staff/${former._id}` }]);
    expect(JSON.parse(patches[0]!.body as string)).toEqual({ active: true });
    expect(patches[0]!.headers['if-match']).toBe('"1"');
  });

  it('says the member changed since the list was read, and on Reload deactivates with the new version', async () => {
    let version = 1;
    let conflict = true;
    const requests = fakeFetch((request) => {
      if (request.method === 'GET') {
        return { body: { items: [{ ...admin, version }, former], total: 2, page: 1, limit: 20 } };
      }
      if (conflict) return { status: 409, body: { error: errorMessages.editConflict } };
      return { body: { ...admin, active: false, version: 3 } };
    });
    const router = createMemoryRouter([{ path: paths.admin.staff, element: <StaffView /> }], {
      initialEntries: [paths.admin.staff],
    });
    renderWithQuery(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Asha Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate staff member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(errorMessages.editConflict);

    version = 2;
    conflict = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Asha Admin was deactivated and can no longer sign in.')).toBeInTheDocument();
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(patches.map((patch) => patch.headers['if-match'])).toEqual(['"1"', '"2"']);
  });

  it('deactivates after confirmation, and shows why the last admin cannot be', async () => {
    renderStaff(() => ({ status: 409, body: { error: staffMessages.lastAdmin } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Asha Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate staff member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(staffMessages.lastAdmin);
    expect(dialog).toHaveAttribute('open');
  });

  it("shows the server's reason when a role change is refused", async () => {
    renderStaff(() => ({ status: 409, body: { error: staffMessages.lastAdmin } }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Asha Admin' }), 'accountant');
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.lastAdmin);
    expect(screen.getByRole('combobox', { name: 'Role of Asha Admin' })).toHaveValue('admin');
  });

  it('adds a staff member once, with the role and initial password given', async () => {
    const requests = renderStaff((request) => ({
      status: 201,
      body: { ...former, ...JSON.parse(request.body as string), active: true, mustChangePassword: true },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    // The least privilege first (#26 item 17): an admin is a choice, not a default.
    expect(within(dialog).getByLabelText('Role')).toHaveValue('accountant');
    await user.type(within(dialog).getByLabelText('Name'), 'Meera Iyer');
    await user.type(within(dialog).getByLabelText('Email'), 'meera@campus.test');
    await user.type(within(dialog).getByLabelText('Initial password'), 'Welcome-2026!');
    clickTwice(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Meera Iyer was added as Accountant.');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.body as string)).toEqual({
      name: 'Meera Iyer',
      email: 'meera@campus.test',
      role: 'accountant',
      password: 'Welcome-2026!',
    });
  });

  it('shows a member whose sign-in is locked, until when, and unlocks it', async () => {
    const requests = renderStaff(() => ({ body: { lockedUntil: null } }), '2026-11-23T13:11:00.000Z');
    const row = await screen.findByRole('listitem', { name: 'Asha Admin' });
    expect(
      await within(row).findByText(signInLockMessages.lockedUntil('23 Nov 2026, 6:41 pm IST')),
    ).toBeInTheDocument();
    // A deactivated member cannot sign in, so nothing is asked about them.
    expect(requests.filter((request) => request.path.endsWith('/sign-in-lock'))).toEqual([
      expect.objectContaining({ method: 'GET', path: `/admin/staff/${admin._id}/sign-in-lock` }),
    ]);
    await userEvent.click(within(row).getByRole('button', { name: `${signInLockMessages.unlock}: Asha Admin` }));
    expect(await within(row).findByRole('status')).toHaveTextContent(signInLockMessages.unlocked);
    expect(requests.filter((request) => request.method === 'DELETE')).toMatchObject([
      { path: `/admin/staff/${admin._id}/sign-in-lock` },
    ]);
  });
});
