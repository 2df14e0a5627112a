import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enrolledCourse } from '@/testing/student-fixtures';
import { CourseCard } from './course-card';

describe('CourseCard', () => {
  it.each([
    [0, 'Not Started'],
    [49, 'Partial'],
    [50, 'In Progress'],
    [99, 'In Progress'],
    [100, 'Completed'],
  ])('shows progress %i as %s with a bar at that percentage', (progress, badge) => {
    render(<CourseCard course={enrolledCourse({ progress })} onOpen={() => {}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(badge)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(progress));
    expect(within(card).getByText(`${progress}% complete`)).toBeInTheDocument();
  });

  it('opens the details when the course name is activated', async () => {
    const onOpen = vi.fn();
    render(<CourseCard course={enrolledCourse({ name: 'Data Science with Python' })} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Data Science with Python' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
