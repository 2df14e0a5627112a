import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, dateInIndia, type ClassSession, type StaffRole } from '@campus/domain';
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
