import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, generatePath, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@campus/domain';
import { paths } from '@/config/paths';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { enrolledCourse, studentMe } from '@/testing/student-fixtures';
import { CourseCatalog } from './course-catalog';

const courses = [
  enrolledCourse({ name: 'Full-Stack Web Development', category: 'Programming', progress: 49, duration: 12 }),
  enrolledCourse({
    name: 'UI/UX Design Fundamentals',
    category: 'Design',
    progress: 0,
    lastAccessed: null,
    duration: 1,
  }),
];

function renderCatalog(address: string = paths.student.courses) {
  const router = createMemoryRouter(
    [
      { path: paths.student.courses, element: <CourseCatalog /> },
      { path: paths.student.continueCourse, element: <p>Continuing</p> },
    ],
    {
      initialEntries: [address],
    },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('CourseCatalog', () => {
  it('narrows the enrolled courses by name or category', async () => {
    mockApi(() => ({ body: studentMe({ enrolledCourses: courses }) }));
    renderCatalog();
    const list = await screen.findByRole('list', { name: 'Courses' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Search courses'), 'design');
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByText('UI/UX Design Fundamentals')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search courses'));
    await userEvent.type(screen.getByLabelText('Search courses'), 'chemistry');
    expect(screen.getByText('No courses match “chemistry”')).toBeInTheDocument();
  });

  it('keeps the search in the address, so a reload or Back shows the same courses', async () => {
    mockApi(() => ({ body: studentMe({ enrolledCourses: courses }) }));
    const router = renderCatalog(`${paths.student.courses}?search=design`);
    const list = await screen.findByRole('list', { name: 'Courses' });
    expect(screen.getByLabelText('Search courses')).toHaveValue('design');
    expect(within(list).getAllByRole('article')).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Search courses'));
    await userEvent.type(screen.getByLabelText('Search courses'), 'web');
    await waitFor(() => expect(router.state.location.search).toBe('?search=web'));
  });

  it('shows last accessed and duration in the details; Continue Learning closes them', async () => {
    mockApi(() => ({ body: studentMe({ enrolledCourses: courses }) }));
    renderCatalog();
    await userEvent.click(await screen.findByRole('button', { name: 'UI/UX Design Fundamentals' }));
    // The details' code loads the first time a course is opened.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Not accessed yet')).toBeInTheDocument();
    expect(within(dialog).getByText('1 week')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Learning' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Full-Stack Web Development' }));
    expect(within(screen.getByRole('dialog')).getByText('12 weeks')).toBeInTheDocument();
  });

  it('Continue Learning opens a course that has lessons at the lesson to continue with', async () => {
    const withLessons = enrolledCourse({ name: 'Data Science', lessonCount: 8 });
    mockApi(() => ({ body: studentMe({ enrolledCourses: [withLessons] }) }));
    const router = renderCatalog();
    await userEvent.click(await screen.findByRole('button', { name: 'Data Science' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue Learning' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        generatePath(paths.student.continueCourse, { courseId: withLessons._id }),
      ),
    );
  });

  it('says when the student has no courses', async () => {
    mockApi(() => ({ body: studentMe() }));
    renderCatalog();
    expect(await screen.findByText('You are not enrolled in any courses yet')).toBeInTheDocument();
  });

  it('shows the load failure message', async () => {
    mockApi(() => ({ status: 500, body: { error: 'boom' } }));
    renderCatalog();
    expect(await screen.findByText(loadMessages.courses)).toBeInTheDocument();
  });
});
