import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myClass, myTimetable } from '@/testing/attendance-fixtures';
import { i18n } from '@/lib/i18n';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { MyClassesPanel, TIMETABLE_LOAD_FAILED } from './my-classes-panel';

afterEach(() => vi.restoreAllMocks());

const panel = () => screen.getByRole('region', { name: "Today's classes" });

describe('MyClassesPanel', () => {
  it("lists today's classes with their time, course, section, room and instructor, a cancelled one struck out", async () => {
    const requests = fakeFetch(() => ({
      body: myTimetable({
        classes: [
          myClass({ start: '09:00', end: '10:30', courseName: 'Data Science with Python', room: 'Lab 2' }),
          myClass({
            start: '11:00',
            end: '12:00',
            courseName: 'UI/UX Design',
            sectionName: 'Weekend',
            room: null,
            instructorName: null,
            cancelled: true,
          }),
          myClass({ start: '14:00', end: '15:00', courseName: 'Statistics', status: 'absent' }),
        ],
      }),
    }));
    renderWithQuery(<MyClassesPanel />);

    const today = await screen.findByRole('list', { name: "Today's classes" });
    expect(requests.map(({ path }) => path)).toEqual(['/timetable/me']);
    expect(panel()).toHaveTextContent('Wed, 4 Mar');
    const [first, cancelled, marked] = within(today).getAllByRole('listitem');
    expect(first).toHaveTextContent('09:00–10:30Data Science with PythonSection Main · Room Lab 2 · Vikram Rao');
    expect(first!.querySelector('s')).toBeNull();
    expect(cancelled).toHaveTextContent('11:00–12:00UI/UX DesignSection WeekendCancelled');
    expect([...cancelled!.querySelectorAll('s')].map((struck) => struck.textContent)).toEqual([
      '11:00–12:00',
      'UI/UX Design',
    ]);
    // Their own mark, once the class is marked.
    expect(marked).toHaveTextContent('Absent');
    expect(panel()).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the coming days with a class or a holiday, a line each, and says when today has none', async () => {
    fakeFetch(() => ({
      body: myTimetable({
        classes: [
          myClass({ date: '2026-03-06', start: '09:00', courseName: 'Statistics' }),
          myClass({ date: '2026-03-06', start: '14:00', courseName: 'UI/UX Design', cancelled: true }),
          myClass({ date: '2026-03-09', start: '10:00', courseName: 'Statistics' }),
        ],
        holidays: [{ _id: crypto.randomUUID(), date: '2026-03-05', name: 'Holi' }],
      }),
    }));
    renderWithQuery(<MyClassesPanel />);

    const week = await screen.findByRole('list', { name: 'The week ahead' });
    expect(
      within(week)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual([
      'Thu, 5 MarHoliday: Holi',
      'Fri, 6 Mar09:00 Statistics14:00 UI/UX Design (cancelled)',
      'Mon, 9 Mar10:00 Statistics',
    ]);
    expect(within(week).getByText('14:00 UI/UX Design').tagName).toBe('S');
    expect(panel()).toHaveTextContent('No classes today.');
  });

  it('names the holiday when today is one', async () => {
    fakeFetch(() => ({
      body: myTimetable({ holidays: [{ _id: crypto.randomUUID(), date: '2026-03-04', name: 'Maha Shivaratri' }] }),
    }));
    renderWithQuery(<MyClassesPanel />);
    expect(await screen.findByText('Today is a holiday: Maha Shivaratri')).toBeInTheDocument();
    expect(panel()).not.toHaveTextContent('No classes today.');
    expect(panel()).toHaveTextContent('No classes in the coming days.');
  });

  it('keeps its place with placeholders while the timetable loads, and says it is loading', async () => {
    fakeFetch(() => new Promise(() => {}));
    renderWithQuery(<MyClassesPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your classes…');
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    expect(within(panel()).getByRole('heading', { name: 'The week ahead' })).toBeInTheDocument();
  });

  it('says it failed and asks again on Try again', async () => {
    let calls = 0;
    fakeFetch(() => (++calls === 1 ? { status: 500, body: {} } : { body: myTimetable() }));
    renderWithQuery(<MyClassesPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(TIMETABLE_LOAD_FAILED));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No classes today.')).toBeInTheDocument();
  });
});
