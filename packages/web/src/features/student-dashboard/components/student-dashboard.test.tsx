import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@campus/domain';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { studentMe } from '@/testing/student-fixtures';
import { StudentDashboard } from './student-dashboard';

afterEach(() => vi.restoreAllMocks());

describe('StudentDashboard', () => {
  it('welcomes the student by name with the course count and the next due date', async () => {
    mockApi(() => ({ body: studentMe({ totalCourses: 2, nextFeeDue: '2999-03-01' }) }));
    renderWithQuery(<StudentDashboard />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Aarav Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Courses Enrolled' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Next Fee Due' })).toHaveTextContent('1 Mar 2999');
  });

  it('marks a due date that has passed as overdue', async () => {
    mockApi(() => ({ body: studentMe({ nextFeeDue: '2020-01-15' }) }));
    renderWithQuery(<StudentDashboard />);
    await screen.findByText('15 Jan 2020');
    expect(screen.getByRole('group', { name: 'Next Fee Due' })).toHaveTextContent('15 Jan 2020Overdue');
  });

  it('says No dues when nothing is owed', async () => {
    mockApi(() => ({ body: studentMe({ nextFeeDue: null }) }));
    renderWithQuery(<StudentDashboard />);
    expect(await screen.findByText('No dues')).toBeInTheDocument();
  });

  it('shows the three cards at their size while the figures load, and says it is loading', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    renderWithQuery(<StudentDashboard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard…');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('aria-busy', 'true');
    for (const label of ['Courses Enrolled', 'Fee Status', 'Next Fee Due']) {
      expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    }
  });

  it('shows the load failure message', async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderWithQuery(<StudentDashboard />);
    expect(await screen.findByText(loadMessages.dashboard)).toBeInTheDocument();
  });
});
