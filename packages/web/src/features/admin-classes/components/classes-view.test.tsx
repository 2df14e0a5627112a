import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  attendanceMessages,
  dateInIndia,
  errorMessages,
  inputMessages,
  type ClassSession,
  type StaffRole,
} from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { ClassesView } from './classes-view';

const today = dateInIndia(new Date());
const sectionId = '7b2e8b1f-3cad-4e4f-9a21-2b3c4d5e6f70';

function classAt(start: string, courseName: string, overrides: Partial<ClassSession> = {}): ClassSession {
  return {
    _id: crypto.randomUUID(),
    sectionId,
    sectionName: 'Morning',
    courseId: '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081',
    courseName,
    date: today,
    start,
    end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    room: 'Lab 2',
    instructorId: null,
    instructorName: 'Ivan Instructor',
    cancelled: false,
    extra: false,
    marked: false,
    version: 1,
    ...overrides,
  };
}

const DAY = [
  classAt('14:00', 'Accounts', { marked: true }),
  classAt('09:00', 'Web Development'),
  classAt('11:00', 'Spoken English', { cancelled: true }),
];

function render(address: string, role: StaffRole = 'instructor') {
  const requests = fakeFetch(({ path }) => ({
    body: { classSessions: path.endsWith(`date=${today}`) ? DAY : [] },
  }));
  const router = createMemoryRouter(
    [
      { path: paths.admin.classes, element: asStaff(<ClassesView />, role) },
      { path: paths.admin.classAttendance, element: <h1>Attendance page</h1> },
      { path: paths.admin.sectionRegister, element: <h1>Register page</h1> },
    ],
    { initialEntries: [address] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return { requests, router };
}

const cards = () => within(screen.getByRole('list', { name: 'Classes' })).getAllByRole('listitem');

afterEach(() => vi.restoreAllMocks());

describe('Classes', () => {
  it("shows today's classes in time order, each with its time, room, instructor and whether it is marked", async () => {
    const { requests } = render(paths.admin.classes);
    await screen.findByRole('list', { name: 'Classes' });
    expect(requests[0]!.path).toBe(`/admin/class-sessions?date=${today}`);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Web Development · Morning',
      'Spoken English · Morning',
      'Accounts · Morning',
    ]);
    expect(cards().map((card) => within(card).getByText(/^(Marked|Not marked|Cancelled)$/).textContent)).toEqual([
      'Not marked',
      'Cancelled',
      'Marked',
    ]);
    expect(cards()[0]).toHaveTextContent('09:00–10:00');
    expect(cards()[0]).toHaveTextContent('Lab 2');
    expect(cards()[0]).toHaveTextContent('Ivan Instructor');
    expect(screen.getByText('3 classes · 1 not marked')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /\(today\)$/ })).toBeInTheDocument();
  });

  it('keeps the day in the address, a day back or forward at a tap', async () => {
    const { router, requests } = render(paths.admin.classes);
    await screen.findByRole('list', { name: 'Classes' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(router.state.location.search).toBe(`?date=${addDays(today, -1)}`);
    expect(await screen.findByText('No classes on this day')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(addDays(today, -1));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(router.state.location.search).toBe(`?date=${addDays(today, 1)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(router.state.location.search).toBe(`?date=${today}`);
    await screen.findByRole('list', { name: 'Classes' });
    expect(requests.map((request) => request.path)).toContain(`/admin/class-sessions?date=${addDays(today, 1)}`);
  });

  it('shows only the classes not marked yet when asked', async () => {
    const { router } = render(`${paths.admin.classes}?date=${today}`);
    await screen.findByRole('list', { name: 'Classes' });
    await userEvent.click(screen.getByLabelText('Not marked only'));
    expect(router.state.location.search).toBe(`?date=${today}&show=unmarked`);
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Web Development');
  });

  it("opens a class's attendance from its card, and its section's register for the month", async () => {
    const { router } = render(paths.admin.classes);
    await screen.findByRole('list', { name: 'Classes' });
    await userEvent.click(screen.getByRole('link', { name: 'Register of Web Development · Morning' }));
    expect(router.state.location.pathname).toBe(`/admin/sections/${sectionId}/register`);
    expect(router.state.location.search).toBe(`?month=${today.slice(0, 7)}`);
    await router.navigate(-1);
    await userEvent.click(await screen.findByRole('link', { name: 'Web Development · Morning' }));
    expect(router.state.location.pathname).toBe(`/admin/classes/${DAY[1]!._id}`);
  });

  it('gives an accountant the registers but not the marking, which is for those who teach', async () => {
    render(paths.admin.classes, 'accountant');
    await screen.findByRole('list', { name: 'Classes' });
    expect(within(cards()[0]!).queryByRole('link', { name: 'Web Development · Morning' })).not.toBeInTheDocument();
    expect(within(cards()[0]!).getByRole('link', { name: 'Register of Web Development · Morning' })).toBeVisible();
  });

  it('says when every class of the day is marked', async () => {
    fakeFetch(() => ({ body: { classSessions: [classAt('09:00', 'Accounts', { marked: true })] } }));
    const router = createMemoryRouter([{ path: paths.admin.classes, element: asStaff(<ClassesView />) }], {
      initialEntries: [`${paths.admin.classes}?show=unmarked`],
    });
    renderWithQuery(<RouterProvider router={router} />);
    await waitFor(() => expect(screen.getByText('Every class of this day is marked')).toBeInTheDocument());
  });
});

describe("Classes: an admin changes the day's classes", () => {
  const tomorrow = addDays(today, 1);
  const course = { _id: '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081', name: 'Web Development' };
  const mainSection = {
    _id: sectionId,
    courseId: course._id,
    name: 'Morning',
    capacity: null,
    main: true,
    students: 3,
  };
  const weekend = { ...mainSection, _id: '9d4f0d3b-5ecf-4061-9c43-4d5e6f708192', name: 'Weekend', main: false };
  const teacher = { _id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', name: 'Ivan Instructor', active: true };

  /** The day's classes as the server keeps them: a PATCH or POST changes them, as it would. */
  function serve(day: ClassSession[], refusal?: { status: number; error: string }) {
    let classes = [...day];
    return fakeFetch(({ method, path, body }) => {
      if (method === 'PATCH' || method === 'POST') {
        if (refusal) return { status: refusal.status, body: { error: refusal.error } };
        const sent = JSON.parse(String(body)) as Partial<ClassSession>;
        if (method === 'POST') {
          const added = classAt(sent.start!, course.name, { ...sent, extra: true, sectionName: 'Weekend' });
          classes.push(added);
          return { status: 201, body: { classSession: added } };
        }
        const id = path.split('/').at(-1)!;
        classes = classes.map((each) => (each._id === id ? { ...each, ...sent, version: each.version + 1 } : each));
        return { body: { classSession: classes.find((each) => each._id === id) } };
      }
      if (path.startsWith('/admin/class-sessions?date=')) {
        const date = path.slice(-10);
        return { body: { classSessions: classes.filter((each) => each.date === date) } };
      }
      if (path.startsWith('/admin/courses?')) return { body: { items: [course], total: 1, page: 1, limit: 100 } };
      if (path === `/admin/courses/${course._id}/sections`) return { body: { sections: [mainSection, weekend] } };
      if (path.startsWith('/admin/staff?role=instructor'))
        return { body: { items: [teacher], total: 1, page: 1, limit: 100 } };
      if (path.startsWith('/admin/staff')) return { body: { items: [], total: 0, page: 1, limit: 100 } };
      throw new Error(`Unexpected request ${method} ${path}`);
    });
  }

  function renderDay(day: ClassSession[], role: StaffRole = 'admin', refusal?: { status: number; error: string }) {
    const requests = serve(day, refusal);
    const router = createMemoryRouter([{ path: paths.admin.classes, element: asStaff(<ClassesView />, role) }], {
      initialEntries: [`${paths.admin.classes}?date=${tomorrow}`],
    });
    renderWithQuery(<RouterProvider router={router} />);
    return { requests, router };
  }

  const planned = () => classAt('09:00', 'Web Development', { date: tomorrow, version: 3 });
  const changes = (request: { method: string }) => request.method !== 'GET';

  it('offers an admin to move or cancel a class not marked, to restore a cancelled one, and nothing on a marked one', async () => {
    renderDay([
      planned(),
      classAt('11:00', 'Spoken English', { date: tomorrow, cancelled: true }),
      classAt('14:00', 'Accounts', { date: tomorrow, marked: true }),
    ]);
    await screen.findByRole('list', { name: 'Classes' });
    expect(
      within(cards()[0]!).getByRole('button', { name: 'Move Web Development · Morning, 09:00–10:00' }),
    ).toBeVisible();
    expect(
      within(cards()[0]!).getByRole('button', { name: 'Cancel class Web Development · Morning, 09:00–10:00' }),
    ).toBeVisible();
    expect(
      within(cards()[1]!).getByRole('button', { name: 'Restore Spoken English · Morning, 11:00–12:00' }),
    ).toBeVisible();
    expect(within(cards()[1]!).queryByRole('button', { name: /^(Move|Cancel) / })).not.toBeInTheDocument();
    expect(within(cards()[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a class' })).toBeVisible();
  });

  it.each(['instructor', 'accountant'] as const)(
    'offers an %s none of it: the server lets only admins',
    async (role) => {
      renderDay([planned(), classAt('11:00', 'Spoken English', { date: tomorrow, cancelled: true })], role);
      await screen.findByRole('list', { name: 'Classes' });
      expect(screen.queryByRole('button', { name: /^(Move|Cancel|Restore) |^Add a class$/ })).not.toBeInTheDocument();
    },
  );

  it('does not offer to move a class that has begun, which the server refuses; it can still be cancelled', async () => {
    fakeFetch(() => ({ body: { classSessions: [classAt('00:00', 'Accounts', { date: today, end: '23:59' })] } }));
    const router = createMemoryRouter([{ path: paths.admin.classes, element: asStaff(<ClassesView />) }], {
      initialEntries: [`${paths.admin.classes}?date=${today}`],
    });
    renderWithQuery(<RouterProvider router={router} />);
    await screen.findByRole('list', { name: 'Classes' });
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cancel class Accounts/ })).toBeVisible();
  });

  it('cancels a class once confirmed, with the version it showed, and shows it cancelled', async () => {
    const tomorrowsClass = planned();
    const { requests } = renderDay([tomorrowsClass]);
    await screen.findByRole('list', { name: 'Classes' });
    await userEvent.click(screen.getByRole('button', { name: /^Cancel class Web Development/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel class?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the class' }));
    expect(requests.filter(changes)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /^Cancel class Web Development/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel class' }));
    await screen.findByText(/^Web Development · Morning on .*, 09:00–10:00 cancelled\.$/);
    const [cancel] = requests.filter(changes);
    expect(cancel).toMatchObject({ method: 'PATCH', path: `/admin/class-sessions/${tomorrowsClass._id}` });
    expect(JSON.parse(String(cancel!.body))).toEqual({ cancelled: true });
    expect(cancel!.headers['if-match']).toBe('"3"');
    await waitFor(() => expect(within(cards()[0]!).getByText('Cancelled')).toBeVisible());
    expect(within(cards()[0]!).getByRole('button', { name: /^Restore / })).toBeVisible();
  });

  it("restores a cancelled class, and shows the server's words when it now clashes", async () => {
    const clash = attendanceMessages.roomClash('Lab 2', 'Accounts · Evening', '09:00–10:00');
    const { requests } = renderDay([{ ...planned(), cancelled: true }], 'admin', { status: 409, error: clash });
    await screen.findByRole('list', { name: 'Classes' });
    await userEvent.click(screen.getByRole('button', { name: /^Restore / }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore class?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore class' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(clash);
    expect(JSON.parse(String(requests.filter(changes)[0]!.body))).toEqual({ cancelled: false });
  });

  it('moves a class to another time and room, checked before it is sent', async () => {
    const { requests } = renderDay([planned()]);
    await screen.findByRole('list', { name: 'Classes' });
    await userEvent.click(screen.getByRole('button', { name: /^Move Web Development/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Web Development · Morning' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(tomorrow);
    expect(within(dialog).getByLabelText('Room (optional)')).toHaveValue('Lab 2');
    await userEvent.clear(within(dialog).getByLabelText('End'));
    await userEvent.type(within(dialog).getByLabelText('End'), '08:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move class' }));
    expect(within(dialog).getByText(attendanceMessages.endAfterStart)).toBeVisible();
    expect(requests.filter(changes)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Start'));
    await userEvent.type(within(dialog).getByLabelText('Start'), '15:00');
    await userEvent.clear(within(dialog).getByLabelText('End'));
    await userEvent.type(within(dialog).getByLabelText('End'), '16:30');
    await userEvent.clear(within(dialog).getByLabelText('Room (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Room (optional)'), 'Hall B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move class' }));
    await screen.findByText(/^Web Development · Morning moved to .*, 15:00–16:30, room Hall B\.$/);
    const [move] = requests.filter(changes);
    expect(JSON.parse(String(move!.body))).toEqual({ date: tomorrow, start: '15:00', end: '16:30', room: 'Hall B' });
    expect(move!.headers['if-match']).toBe('"3"');
    await waitFor(() => expect(cards()[0]).toHaveTextContent('15:00–16:30'));
  });

  it("shows the server's words when a move is refused because someone changed the class, and reloads it", async () => {
    const { requests } = renderDay([planned()], 'admin', { status: 409, error: errorMessages.editConflict });
    await screen.findByRole('list', { name: 'Classes' });
    await userEvent.click(screen.getByRole('button', { name: /^Move Web Development/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move class' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(errorMessages.editConflict);
    const reads = requests.length;
    await userEvent.click(within(refusal).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(requests.length).toBe(reads + 1);
  });

  it('adds an extra class to a section chosen, then shows its day', async () => {
    const { requests, router } = renderDay([]);
    await screen.findByText('No classes on this day');
    await userEvent.click(screen.getByRole('button', { name: 'Add a class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a class' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add class' }));
    expect(within(dialog).getByText(inputMessages.required('Course'))).toBeVisible();
    expect(within(dialog).getByText(attendanceMessages.time('Start'))).toBeVisible();
    expect(requests.filter(changes)).toEqual([]);

    await userEvent.selectOptions(await within(dialog).findByLabelText('Course'), course.name);
    const section = within(dialog).getByLabelText('Section');
    await waitFor(() => expect(section).toHaveValue(mainSection._id));
    await userEvent.selectOptions(section, 'Weekend');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(tomorrow);
    const later = addDays(tomorrow, 2);
    await userEvent.clear(within(dialog).getByLabelText('Date'));
    await userEvent.type(within(dialog).getByLabelText('Date'), later);
    await userEvent.type(within(dialog).getByLabelText('Start'), '17:00');
    await userEvent.type(within(dialog).getByLabelText('End'), '18:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Instructor (optional)'), teacher.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add class' }));

    await screen.findByText(/^Extra class added: Web Development · Weekend on .*, 17:00–18:00\.$/);
    const [add] = requests.filter(changes);
    expect(add).toMatchObject({ method: 'POST', path: `/admin/sections/${weekend._id}/class-sessions` });
    expect(JSON.parse(String(add!.body))).toEqual({
      date: later,
      start: '17:00',
      end: '18:00',
      instructorId: teacher._id,
    });
    expect(router.state.location.search).toBe(`?date=${later}`);
    await waitFor(() => expect(within(cards()[0]!).getByText('Extra class')).toBeVisible());
  });

  it("shows the server's words when an extra class clashes", async () => {
    const clash = attendanceMessages.instructorClash('Ivan Instructor', 'Accounts · Evening', '17:00–18:00');
    renderDay([], 'admin', { status: 409, error: clash });
    await screen.findByText('No classes on this day');
    await userEvent.click(screen.getByRole('button', { name: 'Add a class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a class' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Course'), course.name);
    await waitFor(() => expect(within(dialog).getByLabelText('Section')).toHaveValue(mainSection._id));
    await userEvent.type(within(dialog).getByLabelText('Start'), '17:00');
    await userEvent.type(within(dialog).getByLabelText('End'), '18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add class' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(clash);
  });
});
