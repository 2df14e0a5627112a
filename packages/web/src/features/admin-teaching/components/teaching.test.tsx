import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, generatePath, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentProgress, TeachingCourse } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { CourseProgressView } from './course-progress-view';
import { TeachingView } from './teaching-view';

const courseId = '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11';
const course: TeachingCourse = {
  _id: courseId,
  name: 'Web Development',
  category: 'Programming',
  lessonCount: 8,
  students: 2,
};
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 20 });
const student = (name: string, progress: number, lastAccessed: string | null): StudentProgress => ({
  studentId: crypto.randomUUID(),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@students.campus.test`,
  progress,
  completedLessons: (progress * 8) / 100,
  lessonCount: 8,
  lastAccessed,
  completedAt: progress === 100 ? '2026-11-01T10:00:00.000Z' : null,
});

function render(address: string) {
  const router = createMemoryRouter(
    [
      { path: paths.admin.teaching, element: asStaff(<TeachingView />, 'instructor') },
      { path: paths.admin.courseProgress, element: asStaff(<CourseProgressView courseId={courseId} />, 'instructor') },
      { path: paths.admin.courseOutline, element: <p>The outline</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('teaching', () => {
  it("lists the instructor's courses with their lessons and students, and opens a course's progress", async () => {
    fakeFetch(({ path }) => {
      if (path.startsWith('/admin/teaching')) return { body: page([course]) };
      if (path.startsWith(`/admin/courses/${courseId}/outline`))
        return { body: { courseId, courseName: course.name, chapters: [] } };
      return { body: page([student('Asha Rao', 100, '2026-11-20T10:00:00.000Z')]) };
    });
    const router = render(paths.admin.teaching);
    const card = (await screen.findByRole('heading', { name: 'Web Development' })).closest('li')!;
    expect(within(card).getByText('8 lessons')).toBeInTheDocument();
    expect(within(card).getByText('2 students')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: 'Progress of Web Development' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(generatePath(paths.admin.courseProgress, { courseId })),
    );
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
  });

  it("asks for the order and the filter chosen, and shows each student's progress", async () => {
    const requests = fakeFetch(({ path }) => {
      if (path.startsWith(`/admin/courses/${courseId}/outline`))
        return { body: { courseId, courseName: course.name, chapters: [] } };
      return { body: page([student('Bilal Khan', 25, null), student('Asha Rao', 100, '2026-11-20T10:00:00.000Z')]) };
    });
    render(generatePath(paths.admin.courseProgress, { courseId }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar', { name: 'Progress of Bilal Khan' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(requests.at(-1)!.path).toContain('sort=progress');

    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Most done first');
    await waitFor(() => expect(requests.at(-1)!.path).toContain('sort=-progress'));
    await userEvent.click(screen.getByLabelText('Not opened for 14 days'));
    await waitFor(() => expect(requests.at(-1)!.path).toContain('inactiveDays=14'));
  });
});
