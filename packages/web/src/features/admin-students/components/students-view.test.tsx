import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorMessages,
  loadMessages,
  successMessages,
  type Page,
  type StaffRole,
  type StudentListItem,
} from '@campus/domain';
import { paths } from '@/config/paths';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { studentListItem } from '@/testing/student-fixtures';
import { DELETE_FAILED, StudentsView } from './students-view';

const student = studentListItem();

const page: Page<StudentListItem> = { items: [student], total: 1, page: 1, limit: 12 };

/** Answers GET lists with one student and DELETE with the given response; records every request. */
function mockServer(onDelete: () => Response) {
  const requests: { method: string; url: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ method, url });
    if (method === 'DELETE') return onDelete();
    return Response.json(page);
  });
  return requests;
}

function renderStudents(entry: string = paths.admin.students, role: StaffRole = 'admin') {
  const router = createMemoryRouter([{ path: paths.admin.students, element: asStaff(<StudentsView />, role) }], {
    initialEntries: [entry],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

async function deleteKabir() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Kabir Mehta' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete student?' });
  expect(dialog).toHaveTextContent('Kabir Mehta will be removed');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StudentsView', () => {
  it('links each student to their history and guardians for an admin, and an accountant to their guardians only', async () => {
    mockServer(() => new Response('', { status: 500 }));
    renderStudents();
    expect(await screen.findByRole('link', { name: 'History of Kabir Mehta' })).toHaveAttribute(
      'href',
      `/admin/students/${student._id}/history`,
    );
    expect(screen.getByRole('link', { name: 'Guardians of Kabir Mehta' })).toHaveAttribute(
      'href',
      `/admin/students/${student._id}/guardians`,
    );
    cleanup();
    renderStudents(paths.admin.students, 'accountant');
    expect(await screen.findByRole('heading', { name: 'Kabir Mehta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guardians of Kabir Mehta' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add Student|History/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a delete fails, and keeps the confirmation open", async () => {
    mockServer(() => Response.json({ error: errorMessages.studentNotFound }, { status: 404 }));
    renderStudents();
    const dialog = await deleteKabir();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorMessages.studentNotFound);
    expect(dialog).toHaveAttribute('open');
  });

  it('says the delete failed when the server gives no reason', async () => {
    mockServer(() => new Response('', { status: 500 }));
    renderStudents();
    const dialog = await deleteKabir();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DELETE_FAILED);
    expect(DELETE_FAILED).toBe('Failed to delete student');
  });

  it('confirms a delete that worked', async () => {
    const requests = mockServer(() => Response.json({ message: successMessages.studentDeleted }));
    renderStudents();
    const dialog = await deleteKabir();
    expect(await screen.findByRole('status')).toHaveTextContent(successMessages.studentDeleted);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(requests).toContainEqual({ method: 'DELETE', url: `/api/admin/users/${student._id}` });
  });

  it('searches on the server after a pause, and keeps page and search in the URL', async () => {
    const requests = mockServer(() => new Response('', { status: 500 }));
    const router = renderStudents(`${paths.admin.students}?page=2`);
    await screen.findByRole('heading', { name: 'Kabir Mehta' });
    expect(requests[0]!.url).toBe('/api/admin/users?page=2&limit=12');

    await userEvent.type(screen.getByLabelText('Search students'), 'kab');
    await waitFor(() => expect(router.state.location.search).toBe('?search=kab'));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('/api/admin/users?page=1&limit=12&search=kab'),
    );
    // One request for the typed text, not one per keystroke.
    expect(requests.filter((request) => request.url.includes('search='))).toHaveLength(1);
  });

  it("shows the spec's message when the list cannot be loaded", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    renderStudents();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadMessages.students);
  });
});
