import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  attendanceMessages,
  dateInIndia,
  type AttendanceRoster,
  type RosterEntry,
  type StaffRole,
} from '@campus/domain';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-day';
import { queueSave, queuedSaves, sendQueuedSaves } from '@/lib/offline-queue';
import { deferred, fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff, staffMe } from '@/testing/staff';
import { AttendanceView } from './attendance-view';

const classSessionId = '6a1f7a0e-2b9c-4d3e-8f10-1a2b3c4d5e6f';
const today = dateInIndia(new Date());
const student = (studentId: string, name: string, marked: Partial<RosterEntry> = {}): RosterEntry => ({
  studentId,
  name,
  email: `${name.toLowerCase()}@students.campus.test`,
  status: null,
  note: null,
  firstStatus: null,
  ...marked,
});
const STUDENTS = [
  student('11111111-1111-4111-8111-111111111111', 'Asha'),
  student('22222222-2222-4222-8222-222222222222', 'Ravi'),
  student('33333333-3333-4333-8333-333333333333', 'Meera'),
];

function roster(overrides: Partial<AttendanceRoster> = {}, date = today): AttendanceRoster {
  return {
    classSession: {
      _id: classSessionId,
      sectionId: '7b2e8b1f-3cad-4e4f-9a21-2b3c4d5e6f70',
      sectionName: 'Morning',
      courseId: '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081',
      courseName: 'Web Development',
      date,
      start: '09:00',
      end: '10:00',
      room: 'Lab 2',
      instructorId: null,
      instructorName: 'Ivan Instructor',
      cancelled: false,
      extra: false,
      marked: false,
      version: 1,
    },
    students: STUDENTS,
    version: 0,
    markedAt: null,
    instructorEditableUntil: addDays(date, 7),
    ...overrides,
  };
}

type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

function render(answer: (request: SentRequest) => Reply, role: StaffRole = 'instructor') {
  const requests = fakeFetch(answer);
  const router = createMemoryRouter(
    [
      {
        path: paths.admin.classAttendance,
        element: asStaff(<AttendanceView classSessionId={classSessionId} />, role),
      },
    ],
    { initialEntries: [`/admin/classes/${classSessionId}`] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return requests;
}

const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PUT');
const studentGroup = (name: string) => screen.getByRole('radiogroup', { name });
const count = (status: string) => screen.getByText(status, { selector: 'dt' }).nextElementSibling!.textContent;

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('marking a class', () => {
  it('opens an unmarked class with everyone present and counts each status as it is marked', async () => {
    render(() => ({ body: roster() }));
    await screen.findByRole('radiogroup', { name: 'Asha' });
    for (const name of ['Asha', 'Ravi', 'Meera']) {
      expect(within(studentGroup(name)).getByRole('radio', { name: 'Present' })).toBeChecked();
    }
    expect([count('Present'), count('Absent'), count('Late'), count('Excused')]).toEqual(['3', '0', '0', '0']);
    await userEvent.click(within(studentGroup('Ravi')).getByRole('radio', { name: 'Absent' }));
    await userEvent.click(within(studentGroup('Meera')).getByRole('radio', { name: 'Late' }));
    expect([count('Present'), count('Absent'), count('Late'), count('Excused')]).toEqual(['1', '1', '1', '0']);
  });

  it('saves the whole roster in one PUT at the version read, says so, and goes on from the version saved', async () => {
    const marked = STUDENTS.map((each, index) => ({
      ...each,
      status: index === 1 ? ('absent' as const) : ('present' as const),
      firstStatus: index === 1 ? ('absent' as const) : ('present' as const),
    }));
    const saved = roster({ students: marked, version: 1, markedAt: `${today}T04:00:00.000Z` });
    const requests = render(({ method }) => ({ body: method === 'PUT' ? saved : roster() }));
    await screen.findByRole('radiogroup', { name: 'Ravi' });
    await userEvent.click(within(studentGroup('Ravi')).getByRole('radio', { name: 'Absent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a note for Ravi' }));
    await userEvent.type(screen.getByLabelText('Note for Ravi'), ' Phoned in sick ');
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));

    expect(await screen.findByRole('status')).toHaveTextContent(attendanceMessages.attendanceSaved);
    expect(puts(requests)).toHaveLength(1);
    const [put] = puts(requests);
    expect(put!.path).toBe(`/admin/class-sessions/${classSessionId}/attendance`);
    expect(put!.headers['if-match']).toBe('"0"');
    expect(JSON.parse(put!.body as string)).toEqual({
      marks: [
        { studentId: STUDENTS[0]!.studentId, status: 'present', note: null },
        { studentId: STUDENTS[1]!.studentId, status: 'absent', note: 'Phoned in sick' },
        { studentId: STUDENTS[2]!.studentId, status: 'present', note: null },
      ],
    });
    // The roster as saved is the screen's: the next save carries its version, without reading it again.
    await waitFor(() => expect(screen.getByText(/^Last saved/)).toBeInTheDocument());
    expect(within(studentGroup('Ravi')).getByRole('radio', { name: 'Absent' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(2));
    expect(puts(requests)[1]!.headers['if-match']).toBe('"1"');
    expect(requests.filter((request) => request.path.endsWith('/attendance') && request.method === 'GET')).toHaveLength(
      1,
    );
  });

  it("shows the server's conflict message when someone else saved first, and Reload brings their marks", async () => {
    let theirs = false;
    const requests = render(({ method }) => {
      if (method === 'PUT') {
        theirs = true;
        return { status: 409, body: { error: attendanceMessages.attendanceChanged } };
      }
      if (!theirs) return { body: roster() };
      const marked = STUDENTS.map((each) => ({ ...each, status: 'late' as const, firstStatus: 'late' as const }));
      return { body: roster({ students: marked, version: 1, markedAt: `${today}T04:00:00.000Z` }) };
    });
    await screen.findByRole('radiogroup', { name: 'Asha' });
    await userEvent.click(within(studentGroup('Asha')).getByRole('radio', { name: 'Absent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(attendanceMessages.attendanceChanged);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(studentGroup('Asha')).getByRole('radio', { name: 'Late' })).toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect([count('Present'), count('Late')]).toEqual(['0', '3']);
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(2));
    expect(puts(requests)[1]!.headers['if-match']).toBe('"1"');
  });

  it('asks an admin correcting after the instructor’s window for a reason, and sends it with the marks', async () => {
    const past = addDays(today, -10);
    const requests = render(() => ({ body: roster({ version: 2 }, past) }), 'admin');
    await screen.findByRole('radiogroup', { name: 'Asha' });
    const reason = screen.getByLabelText('Reason for the correction');
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText(attendanceMessages.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(puts(requests)).toEqual([]);

    await userEvent.type(reason, 'The paper register says otherwise');
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(JSON.parse(puts(requests)[0]!.body as string)).toMatchObject({
      reason: 'The paper register says otherwise',
    });
    expect(puts(requests)[0]!.headers['if-match']).toBe('"2"');
  });

  it('tells an instructor after the window that only an admin can correct it, and offers no save', async () => {
    render(() => ({ body: roster({ version: 1 }, addDays(today, -10)) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(attendanceMessages.editWindowOver(7));
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
    expect(within(studentGroup('Asha')).getByRole('radio', { name: 'Absent' })).toBeDisabled();
    expect(screen.queryByLabelText('Reason for the correction')).not.toBeInTheDocument();
  });

  it('shows any other refusal as the server wrote it, and keeps the marks to send again', async () => {
    const requests = render(({ method }) =>
      method === 'PUT' ? { status: 400, body: { error: attendanceMessages.rosterMismatch } } : { body: roster() },
    );
    await screen.findByRole('radiogroup', { name: 'Meera' });
    await userEvent.click(within(studentGroup('Meera')).getByRole('radio', { name: 'Excused' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(attendanceMessages.rosterMismatch);
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(within(studentGroup('Meera')).getByRole('radio', { name: 'Excused' })).toBeChecked();
    expect(puts(requests)).toHaveLength(1);
  });

  it('marks with the keyboard alone: Tab from student to student, arrows between statuses, Enter to save', async () => {
    const answer = deferred<{ body: unknown }>();
    const requests = render(({ method }) => (method === 'PUT' ? answer.promise : { body: roster() }));
    await screen.findByRole('radiogroup', { name: 'Asha' });
    within(studentGroup('Asha')).getByRole('radio', { name: 'Present' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(studentGroup('Asha')).getByRole('radio', { name: 'Absent' })).toBeChecked();
    // Past Asha's note button to Ravi's statuses.
    await userEvent.tab();
    await userEvent.tab();
    expect(within(studentGroup('Ravi')).getByRole('radio', { name: 'Present' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(studentGroup('Ravi')).getByRole('radio', { name: 'Late' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(JSON.parse(puts(requests)[0]!.body as string).marks.map((mark: { status: string }) => mark.status)).toEqual([
      'absent',
      'late',
      'present',
    ]);
    answer.resolve({ body: roster({ version: 1 }) });
    expect(await screen.findByRole('status')).toHaveTextContent(attendanceMessages.attendanceSaved);
  });

  it('does not mark a cancelled class', async () => {
    render(() => ({ body: roster({ classSession: { ...roster().classSession, cancelled: true } }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(attendanceMessages.classCancelled);
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
  });
});

describe('marking a class with no connection', () => {
  it('keeps the save on the device, says it is waiting to send, and goes on from it when the class opens again', async () => {
    const requests = render(() => ({ body: roster() }));
    await screen.findByRole('radiogroup', { name: 'Ravi' });
    onlineManager.setOnline(false);
    await userEvent.click(within(studentGroup('Ravi')).getByRole('radio', { name: 'Absent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));

    expect(await screen.findByRole('status')).toHaveTextContent(attendanceMessages.queuedWaiting);
    expect(within(studentGroup('Ravi')).getByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(puts(requests)).toEqual([]);
    const [queued] = await queuedSaves(staffMe('instructor')._id);
    expect(queued).toMatchObject({
      kind: 'attendance',
      classSessionId,
      version: 0,
      label: `Web Development · Morning, ${formatDay(today)}, 09:00–10:00`,
      input: { marks: [{ status: 'present' }, { status: 'absent' }, { status: 'present' }] },
    });

    // Opened again with the connection back, before the admin area has sent it (the layout sends the queue).
    cleanup();
    onlineManager.setOnline(true);
    render(() => ({ body: roster() }));
    await screen.findByRole('radiogroup', { name: 'Ravi' });
    expect(screen.getByRole('status')).toHaveTextContent(attendanceMessages.queuedWaiting);
    expect(within(studentGroup('Ravi')).getByRole('radio', { name: 'Absent' })).toBeChecked();
  });

  it('shows a queued save someone else saved over, with their marks, until it is discarded', async () => {
    const user = staffMe('instructor')._id;
    await queueSave({
      kind: 'attendance',
      user,
      classSessionId,
      input: { marks: STUDENTS.map(({ studentId }) => ({ studentId, status: 'absent', note: null })) },
      version: 0,
      label: 'Web Development · Morning',
      queuedAt: new Date().toISOString(),
    });
    await sendQueuedSaves(user, () => Promise.reject(new ApiError(409, attendanceMessages.attendanceChanged, true)));
    const theirs = STUDENTS.map((each) => ({ ...each, status: 'late' as const, firstStatus: 'late' as const }));
    render(() => ({ body: roster({ students: theirs, version: 1, markedAt: `${today}T04:00:00.000Z` }) }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(attendanceMessages.queuedConflictHere);
    expect(within(studentGroup('Asha')).getByRole('radio', { name: 'Late' })).toBeChecked();
    await userEvent.click(within(alert).getByRole('button', { name: attendanceMessages.queuedDiscard }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await queuedSaves(user)).toEqual([]);
  });
});
