import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attendanceMessages } from '@campus/domain';
import { courseAttendance, historyEntry } from '@/testing/attendance-fixtures';
import { i18n } from '@/lib/i18n';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { ATTENDANCE_LOAD_FAILED, AttendanceView } from './attendance-view';

afterEach(() => vi.restoreAllMocks());

const card = (courseName: string) => screen.getByRole('article', { name: courseName });

describe('AttendanceView', () => {
  it("shows each course's percentage as the server gives it, attended of held, and the marks by kind", async () => {
    const requests = fakeFetch(() => ({
      body: {
        courses: [
          // 74.96% rounded down by the server: the page must not show 75.
          courseAttendance({ present: 2990, late: 9, absent: 1001, held: 4000, attended: 2999, percent: 74.9 }),
          courseAttendance({
            courseId: crypto.randomUUID(),
            courseName: 'UI/UX Design',
            sectionName: 'Weekend',
            present: 0,
            absent: 0,
            late: 0,
            excused: 2,
            held: 0,
            attended: 0,
            percent: null,
          }),
        ],
      },
    }));
    renderWithQuery(<AttendanceView />);

    await screen.findByRole('list', { name: 'Attendance by course' });
    expect(requests.map(({ path }) => path)).toEqual(['/attendance/me']);
    expect(card('Data Science with Python')).toHaveTextContent('Section Main74.9%Attended 2999 of 4000 classes');
    expect(card('Data Science with Python')).toHaveTextContent('Present 2990 · Late 9 · Absent 1001');
    expect(card('UI/UX Design')).toHaveTextContent('Section Weekend—No classes held yet');
    expect(card('UI/UX Design')).toHaveTextContent('Excused 2');
  });

  it('warns when below the minimum the server names, and when one more absence would take the student below', async () => {
    fakeFetch(() => ({
      body: {
        courses: [
          courseAttendance({ courseName: 'Below', percent: 70, minPercent: 80, below: true }),
          courseAttendance({ courseId: crypto.randomUUID(), courseName: 'At risk', percent: 75, atRisk: true }),
          courseAttendance({ courseId: crypto.randomUUID(), courseName: 'Fine', percent: 90 }),
        ],
      },
    }));
    renderWithQuery(<AttendanceView />);

    await screen.findByRole('list', { name: 'Attendance by course' });
    expect(card('Below')).toHaveTextContent(attendanceMessages.belowMinimum(80));
    expect(card('Below')).not.toHaveTextContent(attendanceMessages.oneAbsenceFromBelow(80));
    expect(card('At risk')).toHaveTextContent(attendanceMessages.oneAbsenceFromBelow(75));
    expect(card('Fine')).not.toHaveTextContent(/needed for exams|One more absence/);
  });

  it("loads a course's history only when asked: day, hours, mark and note, newest first", async () => {
    const course = courseAttendance();
    const requests = fakeFetch(({ path }) =>
      path === '/attendance/me'
        ? { body: { courses: [course] } }
        : {
            body: {
              marks: [
                historyEntry({ date: '2026-03-04', status: 'absent', note: 'Unwell, called in' }),
                historyEntry({ date: '2026-03-02', start: '14:00', end: '15:00', status: 'late' }),
              ],
            },
          },
    );
    renderWithQuery(<AttendanceView />);

    const show = await screen.findByRole('button', { name: 'Show history' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(requests).toHaveLength(1);
    await userEvent.click(show);

    const history = await screen.findByRole('list', { name: 'Attendance history of Data Science with Python' });
    expect(requests.at(-1)!.path).toBe(`/attendance/me/history?courseId=${course.courseId}`);
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((mark) => mark.textContent),
    ).toEqual(['Wed, 4 Mar 202609:00–10:30AbsentUnwell, called in', 'Mon, 2 Mar 202614:00–15:00Late']);
    const hide = screen.getByRole('button', { name: 'Hide history' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(screen.queryByRole('list', { name: /Attendance history/ })).not.toBeInTheDocument();
  });

  it('says when no class of the course has been marked yet', async () => {
    fakeFetch(({ path }) =>
      path === '/attendance/me' ? { body: { courses: [courseAttendance()] } } : { body: { marks: [] } },
    );
    renderWithQuery(<AttendanceView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show history' }));
    expect(await screen.findByText('No class has been marked yet.')).toBeInTheDocument();
  });

  it('says when the student has no course', async () => {
    fakeFetch(() => ({ body: { courses: [] } }));
    renderWithQuery(<AttendanceView />);
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
  });

  it('says it failed to load, and asks again on Try again', async () => {
    let calls = 0;
    fakeFetch(() => (++calls === 1 ? { status: 500, body: {} } : { body: { courses: [courseAttendance()] } }));
    renderWithQuery(<AttendanceView />);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(ATTENDANCE_LOAD_FAILED));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Data Science with Python' })).toHaveTextContent('90%');
  });
});
