import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, StaffRole, StudentAttendance } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { CourseAttendanceView } from './course-attendance-view';

const courseId = '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081';

function standing(name: string, figures: Partial<StudentAttendance>): StudentAttendance {
  return {
    studentId: crypto.randomUUID(),
    name,
    email: `${name.toLowerCase()}@campus.test`,
    sectionName: 'Morning',
    present: 0,
    absent: 0,
    late: 0,
    excused: 0,
    held: 0,
    attended: 0,
    percent: null,
    minPercent: 75,
    below: false,
    atRisk: false,
    ...figures,
  };
}

// The server's figures, in its order: shown as they are, never worked out again here (66.7 is the server's rounding).
const STUDENTS = [
  standing('Bhavin', { held: 9, attended: 2, absent: 7, present: 2, percent: 22.2, below: true }),
  standing('Esha', { held: 3, attended: 2, absent: 1, present: 2, percent: 66.7, below: true, sectionName: 'Weekend' }),
  standing('Anaya', { held: 4, attended: 3, absent: 1, present: 3, percent: 75, atRisk: true }),
];

function render(role: StaffRole, { page = STUDENTS, state }: { page?: StudentAttendance[]; state?: unknown } = {}) {
  const requests = fakeFetch(({ path }) => {
    if (path.startsWith(`/admin/courses/${courseId}/attendance`)) {
      return { body: { items: page, total: page.length, page: 1, limit: 20 } satisfies Page<StudentAttendance> };
    }
    if (path === `/admin/courses/${courseId}/outline`) return { body: { courseName: 'Web Development', chapters: [] } };
    throw new Error(`Unexpected request ${path}`);
  });
  const router = createMemoryRouter(
    [
      { path: paths.admin.courseAttendance, element: asStaff(<CourseAttendanceView courseId={courseId} />, role) },
      { path: paths.admin.studentProgress, element: <h1>Progress page</h1> },
      { path: paths.admin.studentGuardians, element: <h1>Guardians page</h1> },
    ],
    { initialEntries: [{ pathname: `/admin/courses/${courseId}/attendance`, state }] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return { requests, router };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(() => vi.restoreAllMocks());

describe('Low attendance of a course', () => {
  it("lists the course's students below the minimum or one absence from it, the lowest first, with the server's figures", async () => {
    const { requests } = render('accountant', { state: { courseName: 'Web Development' } });
    await screen.findByRole('table', { name: 'Students below 75% or at risk' });
    expect(requests.map((request) => request.path)).toEqual([
      `/admin/courses/${courseId}/attendance?below=true&page=1&limit=20`,
    ]);
    expect(screen.getByText('Web Development')).toBeVisible();
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bhavinbhavin@campus.test', 'Morning', '9', '2', '22.2%', 'Below 75%'],
      ['Eshaesha@campus.test', 'Weekend', '3', '2', '66.7%', 'Below 75%'],
      ['Anayaanaya@campus.test', 'Morning', '4', '3', '75%', 'At risk'],
    ]);
    expect(screen.getByText(/^3 students below 75%, or one more absence from it/)).toBeVisible();
  });

  it('leads from a student to their progress for those who teach', async () => {
    const { router } = render('admin', { state: { courseName: 'Web Development' } });
    await userEvent.click(await screen.findByRole('link', { name: 'Bhavin' }));
    expect(router.state.location.pathname).toBe(`/admin/students/${STUDENTS[0]!.studentId}/progress`);
  });

  it('leads the accountant from a student to their guardians, and does not ask for the outline it may not read', async () => {
    const { router, requests } = render('accountant');
    await userEvent.click(await screen.findByRole('link', { name: 'Esha' }));
    expect(router.state.location.pathname).toBe(`/admin/students/${STUDENTS[1]!.studentId}/guardians`);
    expect(requests.map((request) => request.path)).not.toContain(`/admin/courses/${courseId}/outline`);
  });

  it("reads the course's name from its outline when opened without it, where the role may read the outline", async () => {
    const { requests } = render('instructor');
    expect(await screen.findByText('Web Development')).toBeVisible();
    expect(requests.map((request) => request.path)).toContain(`/admin/courses/${courseId}/outline`);
  });

  it('says when no student is below the minimum or at risk', async () => {
    render('admin', { page: [], state: { courseName: 'Web Development' } });
    expect(await screen.findByText('No student is below the minimum attendance, or one absence from it')).toBeVisible();
  });
});
