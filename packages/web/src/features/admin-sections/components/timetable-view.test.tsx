import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attendanceMessages, classTime, type StaffMember, type Timetable } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { TimetableView } from './timetable-view';

const sectionId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const courseId = '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11';
const member = (name: string, role: StaffMember['role'], active = true): StaffMember => ({
  _id: crypto.randomUUID(),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@campus.test`,
  role,
  active,
  mustChangePassword: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  version: 1,
});
const ira = member('Ira Rao', 'instructor');
const asha = member('Asha Admin', 'admin');
const gone = member('Old Teacher', 'instructor', false);

const empty: Timetable = {
  sectionId,
  sectionName: 'Weekend',
  courseId,
  courseName: 'Astronomy',
  from: null,
  to: null,
  slots: [],
  version: 0,
};
const monday = {
  weekday: 1,
  start: '09:00',
  end: '10:30',
  room: 'Lab 2',
  instructorId: ira._id,
  instructorName: ira.name,
};
const set: Timetable = { ...empty, from: '2026-12-01', to: '2027-03-31', slots: [monday], version: 3 };

/** The section's timetable as it is (`current`), the staff, and the PUT's answer from `put`. */
function serve(current: { timetable: Timetable }, put: (request: SentRequest) => { status?: number; body: unknown }) {
  return fakeFetch((request) => {
    if (request.method === 'PUT') return put(request);
    if (request.path === '/admin/staff?role=instructor&limit=100') {
      return { body: { items: [ira, gone], total: 2, page: 1, limit: 100 } };
    }
    if (request.path === '/admin/staff?role=admin&limit=100') {
      return { body: { items: [asha], total: 1, page: 1, limit: 100 } };
    }
    return { body: { timetable: current.timetable } };
  });
}

function renderTimetable() {
  const router = createMemoryRouter(
    [{ path: paths.admin.sectionTimetable, element: asStaff(<TimetableView sectionId={sectionId} />) }],
    { initialEntries: [`/admin/sections/${sectionId}/timetable`] },
  );
  renderWithQuery(<RouterProvider router={router} />);
}

const classRow = (number: number) => screen.getByRole('group', { name: `Class ${number}` });
const putOf = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PUT').at(-1)!;
const body = (request: SentRequest) => JSON.parse(String(request.body)) as unknown;

afterEach(() => vi.restoreAllMocks());

describe('TimetableView', () => {
  it('shows the timetable read, a row a class, with the active instructors and admins to choose from', async () => {
    serve({ timetable: set }, () => ({ body: {} }));
    renderTimetable();
    expect(await screen.findByRole('heading', { name: 'Timetable of Weekend' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sections' })).toHaveAttribute(
      'href',
      `/admin/courses/${courseId}/sections`,
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('To')).toHaveValue('2027-03-31');
    const row = classRow(1);
    expect(within(row).getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Monday');
    expect(within(row).getByLabelText('Start')).toHaveValue('09:00');
    expect(within(row).getByLabelText('End')).toHaveValue('10:30');
    expect(within(row).getByRole('textbox', { name: 'Room' })).toHaveValue('Lab 2');
    const instructor = within(row).getByRole('combobox', { name: 'Instructor' });
    expect(instructor).toHaveDisplayValue('Ira Rao');
    expect(
      within(instructor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No instructor', 'Asha Admin', 'Ira Rao']);
  });

  it('saves Monday, Wednesday and Friday rows with If-Match "0" for a first timetable, and says how many classes come', async () => {
    const current = { timetable: empty };
    const requests = serve(current, (request) => {
      current.timetable = { ...empty, ...(body(request) as object), version: 1 } as Timetable;
      return { body: { timetable: current.timetable, upcomingClasses: 39 } };
    });
    renderTimetable();
    const to = await screen.findByLabelText('To');
    await userEvent.type(to, '2027-03-31');
    const first = classRow(1);
    await userEvent.type(within(first).getByLabelText('Start'), '09:00');
    await userEvent.type(within(first).getByLabelText('End'), '10:30');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Room' }), 'Lab 2');
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Instructor' }), 'Ira Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Add class' }));
    await userEvent.selectOptions(within(classRow(2)).getByRole('combobox', { name: 'Day' }), 'Wednesday');
    await userEvent.click(screen.getByRole('button', { name: 'Add class' }));
    expect(within(classRow(3)).getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Thursday');
    await userEvent.selectOptions(within(classRow(3)).getByRole('combobox', { name: 'Day' }), 'Friday');
    // A row added by mistake goes again.
    await userEvent.click(screen.getByRole('button', { name: 'Add class' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove class 4' }));
    expect(screen.queryByRole('group', { name: 'Class 4' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save timetable' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Timetable saved: the section has 39 classes to come.');
    expect(within(saved).getByRole('link', { name: 'See the classes' })).toHaveAttribute('href', '/admin/classes');
    const put = putOf(requests);
    expect(put.path).toBe(`/admin/sections/${sectionId}/timetable`);
    expect(put.headers['if-match']).toBe('"0"');
    const slot = { start: '09:00', end: '10:30', room: 'Lab 2', instructorId: ira._id };
    expect(body(put)).toEqual({
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: '2027-03-31',
      slots: [1, 3, 5].map((weekday) => ({ weekday, ...slot })),
    });
  });

  it('checks the rows before sending: times, and two classes of a day overlapping', async () => {
    const requests = serve({ timetable: set }, () => ({ body: {} }));
    renderTimetable();
    await userEvent.click(await screen.findByRole('button', { name: 'Add class' }));
    await userEvent.selectOptions(within(classRow(2)).getByRole('combobox', { name: 'Day' }), 'Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Save timetable' }));
    expect(screen.getByRole('alert')).toHaveTextContent(attendanceMessages.slotsOverlap);

    await userEvent.clear(within(classRow(2)).getByLabelText('Start'));
    expect(classRow(2)).toHaveAccessibleDescription(attendanceMessages.time('Start'));
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a clash as the server wrote it, beside the form, which keeps what was typed', async () => {
    const clash = attendanceMessages.instructorClash(
      'Ira Rao',
      'Astronomy, Main',
      classTime('2026-12-07', { start: '09:00', end: '10:30' }),
    );
    const requests = serve({ timetable: set }, () => ({ status: 409, body: { error: clash } }));
    renderTimetable();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Room' }), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save timetable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(clash);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Room' })).toHaveValue('Lab 2A');
    expect(putOf(requests).headers['if-match']).toBe('"3"');
  });

  it('when someone saved the timetable since, says so and reloads theirs', async () => {
    const current = { timetable: set };
    const requests = serve(current, () => ({ status: 409, body: { error: attendanceMessages.timetableChanged } }));
    renderTimetable();
    await userEvent.click(await screen.findByRole('button', { name: 'Save timetable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(attendanceMessages.timetableChanged);

    current.timetable = { ...set, slots: [{ ...monday, room: 'Hall 1' }], version: 4 };
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Room' })).toHaveValue('Hall 1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save timetable' }));
    await waitFor(() => expect(putOf(requests).headers['if-match']).toBe('"4"'));
  });
});
