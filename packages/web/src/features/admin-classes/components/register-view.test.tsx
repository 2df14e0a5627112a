import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInIndia, registerTexts, type AttendanceRegister } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { RegisterView } from './register-view';

const sectionId = '7b2e8b1f-3cad-4e4f-9a21-2b3c4d5e6f70';
const thisMonth = dateInIndia(new Date()).slice(0, 7);

const register = (month: string): AttendanceRegister => ({
  sectionId,
  sectionName: 'Morning',
  courseId: '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081',
  courseName: 'Web Development',
  month,
  minPercent: 75,
  classes: [
    { _id: crypto.randomUUID(), date: `${month}-02`, start: '09:00', end: '10:00', marked: true },
    { _id: crypto.randomUUID(), date: `${month}-04`, start: '09:00', end: '10:00', marked: true },
    { _id: crypto.randomUUID(), date: `${month}-04`, start: '14:00', end: '15:00', marked: false },
  ],
  students: [
    {
      studentId: crypto.randomUUID(),
      name: 'Asha',
      email: 'asha@students.campus.test',
      present: 1,
      absent: 0,
      late: 1,
      excused: 0,
      held: 2,
      attended: 2,
      percent: 100,
      below: false,
      atRisk: false,
      marks: ['present', 'late', null],
    },
    {
      studentId: crypto.randomUUID(),
      name: 'Ravi',
      email: 'ravi@students.campus.test',
      present: 0,
      absent: 1,
      late: 0,
      excused: 1,
      held: 1,
      attended: 0,
      percent: 0,
      below: true,
      atRisk: false,
      marks: ['absent', 'excused', null],
    },
  ],
});

function render(address: string, answer: (month: string) => AttendanceRegister = register) {
  const requests = fakeFetch(({ path }) => {
    const month = /month=(\d{4}-\d{2})/.exec(path)![1]!;
    return { body: answer(month) };
  });
  const router = createMemoryRouter(
    [{ path: paths.admin.sectionRegister, element: asStaff(<RegisterView sectionId={sectionId} />, 'accountant') }],
    { initialEntries: [address] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return { requests, router };
}

afterEach(() => vi.restoreAllMocks());

describe('Register', () => {
  it("shows this month's register: a letter a mark, totals and percentages, those below the minimum marked", async () => {
    const { requests } = render(`/admin/sections/${sectionId}/register`);
    const table = await screen.findByRole('table');
    expect(requests[0]!.path).toBe(`/admin/sections/${sectionId}/register?month=${thisMonth}`);
    expect(screen.getByText(/^Web Development · Morning ·/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Low attendance in the course' })).toHaveAttribute(
      'href',
      `/admin/courses/${register(thisMonth).courseId}/attendance`,
    );
    expect(screen.getByText(/late \(counts as attended\)/)).toHaveTextContent(registerTexts.legend(75));

    const rows = within(table).getAllByRole('row');
    // Two classes on one day are told apart by their start.
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Student',
      expect.stringMatching(/^2.*09:00$/),
      expect.stringMatching(/^409:00.*09:00$/),
      expect.stringMatching(/^414:00.*14:00$/),
      'P',
      'A',
      'L',
      'E',
      '%',
    ]);
    const asha = within(table).getByRole('rowheader', { name: 'Asha' }).closest('tr')!;
    expect(
      within(asha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PPresent', 'LLate', '·Not marked', '1', '0', '1', '0', '100%']);
    const ravi = within(table).getByRole('rowheader', { name: /^Ravi/ });
    expect(ravi).toHaveTextContent('Below 75%');
    expect(ravi.closest('tr')).toHaveClass('bg-rose-50');
  });

  it('steps through the months, kept in the address', async () => {
    const { router } = render(`/admin/sections/${sectionId}/register?month=2026-01`);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(router.state.location.search).toBe('?month=2025-12');
    await waitFor(() => expect(screen.getByLabelText('Month')).toHaveValue('2025-12'));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(router.state.location.search).toBe('?month=2026-02');
  });

  it('names the month as the printed register does', async () => {
    render(`/admin/sections/${sectionId}/register?month=2026-12`);
    expect(await screen.findByRole('region', { name: `Register, ${registerTexts.month('2026-12')}` })).toBeVisible();
  });

  it('says when no class was held in the month', async () => {
    render(`/admin/sections/${sectionId}/register?month=2026-12`, (month) => ({ ...register(month), classes: [] }));
    expect(await screen.findByText(registerTexts.noClasses)).toBeInTheDocument();
  });

  it('says when the section has no students', async () => {
    render(`/admin/sections/${sectionId}/register?month=2026-12`, (month) => ({ ...register(month), students: [] }));
    expect(await screen.findByText(registerTexts.noStudents)).toBeInTheDocument();
  });

  it('downloads the month as CSV, XLSX and PDF, named as the server names them', async () => {
    const { requests } = render(`/admin/sections/${sectionId}/register?month=2026-12`);
    await screen.findByRole('table');
    URL.createObjectURL = vi.fn(() => 'blob:register');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved).toEqual([
      'register_Web_Development_Morning_2026-12.csv',
      'register_Web_Development_Morning_2026-12.xlsx',
      'register_Web_Development_Morning_2026-12.pdf',
    ]);
    expect(requests.slice(-3).map((request) => request.path)).toEqual([
      `/admin/sections/${sectionId}/register.csv?month=2026-12`,
      `/admin/sections/${sectionId}/register.xlsx?month=2026-12`,
      `/admin/sections/${sectionId}/register.pdf?month=2026-12`,
    ]);
  });
});
