import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@campus/domain';
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

afterEach(() => vi.restoreAllMocks());

describe('CourseCatalog', () => {
  it('narrows the enrolled courses by name or category', async () => {
    mockApi(() => ({ body: studentMe({ enrolledCourses: courses }) }));
    renderWithQuery(<CourseCatalog />);
    const list = await screen.findByRole('list', { name: 'Courses' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Search courses'), 'design');
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByText('UI/UX Design Fundamentals')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search courses'));
    await userEvent.type(screen.getByLabelText('Search courses'), 'chemistry');
    expect(screen.getByText('No courses match “chemistry”')).toBeInTheDocument();
  });

  it('shows last accessed and duration in the details; Continue Learning closes them', async () => {
    mockApi(() => ({ body: studentMe({ enrolledCourses: courses }) }));
    renderWithQuery(<CourseCatalog />);
    await userEvent.click(await screen.findByRole('button', { name: 'UI/UX Design Fundamentals' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Not accessed yet')).toBeInTheDocument();
    expect(within(dialog).getByText('1 week')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Learning' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Full-Stack Web Development' }));
    expect(within(screen.getByRole('dialog')).getByText('12 weeks')).toBeInTheDocument();
  });

  it('says when the student has no courses', async () => {
    mockApi(() => ({ body: studentMe() }));
    renderWithQuery(<CourseCatalog />);
    expect(await screen.findByText('You are not enrolled in any courses yet')).toBeInTheDocument();
  });

  it('shows the load failure message', async () => {
    mockApi(() => ({ status: 500, body: { error: 'boom' } }));
    renderWithQuery(<CourseCatalog />);
    expect(await screen.findByText(messages.load.courses)).toBeInTheDocument();
  });
});
