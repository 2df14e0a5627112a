import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, loadMessages, type Course, type StaffRole } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { AdminCoursesView, type CoursesPageState } from './admin-courses-view';

const course: Course = {
  _id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Digital Marketing',
  description: 'SEO, content, social media and analytics for growing brands.',
  duration: 6,
  price: 18_000_00,
  category: 'Business',
  image: '/uploads/courses/cover.webp',
  enrolledStudents: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const coursePage = { items: [course], total: 1, page: 1, limit: 12 };

function renderCourses(state?: CoursesPageState, search = '', role: StaffRole = 'admin') {
  const router = createMemoryRouter([{ path: paths.admin.courses, element: asStaff(<AdminCoursesView />, role) }], {
    initialEntries: [{ pathname: paths.admin.courses, search, state }],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('AdminCoursesView', () => {
  it('shows an accountant the courses without a way to add, plan, edit or delete them', async () => {
    fakeFetch(() => ({ body: coursePage }));
    renderCourses(undefined, '', 'accountant');
    expect(await screen.findByRole('heading', { name: course.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Course|Fee plan|Edit|Copy|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Outline|Sections/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Attendance of ${course.name}` })).toHaveAttribute(
      'href',
      `/admin/courses/${course._id}/attendance`,
    );
  });

  it('shows each course with its picture, category, weeks, price in rupees and enrolled count', async () => {
    fakeFetch(() => ({ body: coursePage }));
    renderCourses();
    const card = await screen.findByRole('article', { name: course.name });
    expect(card.querySelector('img')).toHaveAttribute('src', course.image);
    expect(within(card).getByText('Business')).toBeInTheDocument();
    expect(within(card).getByText('6 weeks')).toBeInTheDocument();
    expect(within(card).getByText('₹18,000')).toBeInTheDocument();
    expect(within(card).getByText('4')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('$');
    expect(within(card).getByRole('link', { name: `Outline of ${course.name}` })).toHaveAttribute(
      'href',
      `/admin/courses/${course._id}/outline`,
    );
    expect(within(card).getByRole('link', { name: `Sections of ${course.name}` })).toHaveAttribute(
      'href',
      `/admin/courses/${course._id}/sections`,
    );
    expect(within(card).getByRole('link', { name: `Attendance of ${course.name}` })).toHaveAttribute(
      'href',
      `/admin/courses/${course._id}/attendance`,
    );
  });

  it('keeps search and page in the URL, so a reload or a new sign-in shows the same list', async () => {
    const requests = fakeFetch(() => ({ body: { ...coursePage, total: 30, page: 2 } }));
    const router = renderCourses(undefined, '?search=digital&page=2');
    await screen.findByRole('article', { name: course.name });
    expect(requests[0]!.path).toBe('/admin/courses?page=2&limit=12&search=digital');
    expect(screen.getByLabelText('Search courses')).toHaveValue('digital');

    await userEvent.type(screen.getByLabelText('Search courses'), ' ads');
    await waitFor(() => expect(router.state.location.search).toBe('?search=digital+ads'));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/admin/courses?page=1&limit=12&search=digital+ads'));
  });

  it('opens the add modal when the dashboard asks for it, once', async () => {
    fakeFetch(() => ({ body: coursePage }));
    const router = renderCourses({ openAdd: true });
    expect(await screen.findByRole('heading', { name: 'Add Course' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('deletes after confirmation and tells the admin when it fails', async () => {
    const requests = fakeFetch((request) =>
      request.method === 'DELETE' ? { status: 500, body: {} } : { body: coursePage },
    );
    renderCourses();
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${course.name}` }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete course');
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: `/courses/${course._id}` }),
    ]);
  });

  it('copies a course under the name the admin gives, and tells when the name is taken', async () => {
    let copies = 0;
    const requests = fakeFetch((request) => {
      if (request.method !== 'POST') return { body: coursePage };
      copies += 1;
      const { name } = JSON.parse(String(request.body)) as { name: string };
      return copies === 1
        ? { status: 409, body: { error: errorMessages.courseNameTaken } }
        : { status: 201, body: { course: { ...course, _id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b', name } } };
    });
    renderCourses();
    await userEvent.click(await screen.findByRole('button', { name: `Copy ${course.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy course' });
    expect(within(dialog).getByLabelText('Name of the copy')).toHaveValue('Digital Marketing (copy)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy course' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorMessages.courseNameTaken);

    await userEvent.clear(within(dialog).getByLabelText('Name of the copy'));
    await userEvent.type(within(dialog).getByLabelText('Name of the copy'), 'Digital Marketing 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy course' }));
    expect(await screen.findByText('“Digital Marketing” was copied as “Digital Marketing 2027”.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((r) => [r.path, String(r.body)])).toEqual([
      [`/admin/courses/${course._id}/copy`, '{"name":"Digital Marketing (copy)"}'],
      [`/admin/courses/${course._id}/copy`, '{"name":"Digital Marketing 2027"}'],
    ]);
  });

  it("opens a course's fee plan from its card and says when the plan was saved", async () => {
    const requests = fakeFetch((request) => {
      if (request.path.endsWith('/fee-plan')) {
        return request.method === 'PUT'
          ? {
              body: {
                feePlan: {
                  courseId: course._id,
                  version: 1,
                  createdAt: '2026-11-26T10:00:00.000Z',
                  instalments: [{ amount: course.price, dueAfterDays: 30 }],
                },
              },
            }
          : { body: { feePlan: null } };
      }
      return { body: coursePage };
    });
    renderCourses();
    await userEvent.click(await screen.findByRole('button', { name: `Fee plan of ${course.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Fee plan of ${course.name}` });
    await within(dialog).findByLabelText('Amount (₹)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('The fee plan of “Digital Marketing” was saved (version 1).')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: `/admin/courses/${course._id}/fee-plan`,
        headers: expect.objectContaining({ 'if-match': '"0"' }),
      }),
    ]);
  });

  it("shows the server's reason when a delete is refused", async () => {
    fakeFetch((request) =>
      request.method === 'DELETE'
        ? { status: 404, body: { error: errorMessages.courseNotFound } }
        : { body: coursePage },
    );
    renderCourses();
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${course.name}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.courseNotFound);
  });

  it('says when the courses cannot be loaded', async () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderCourses();
    expect(await screen.findByText(loadMessages.adminCourses)).toBeInTheDocument();
  });
});
