import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assessmentMessages, attendanceMessages, type MarkRow, type MarksGrid } from '@campus/domain';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { queueSave, queuedSaves, sendQueuedSaves } from '@/lib/offline-queue';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff, staffMe } from '@/testing/staff';
import { MarksView } from './marks-view';

const assessmentId = '5d9f3c1e-7a2b-4c8d-9e0f-1a2b3c4d5e6f';
const row = (index: number, name: string, saved: Partial<MarkRow> = {}): MarkRow => ({
  studentId: `${String(index).repeat(8)}-1111-4111-8111-111111111111`,
  name,
  email: `${name.toLowerCase()}@students.campus.test`,
  sectionName: 'Main',
  marks: null,
  absent: false,
  exempt: false,
  remark: null,
  percent: null,
  grade: null,
  ...saved,
});
const ROWS = [row(1, 'Asha'), row(2, 'Meera', { marks: 14, percent: 70, grade: 'A' }), row(3, 'Ravi')];

function grid(overrides: Partial<MarksGrid> = {}, published = false): MarksGrid {
  return {
    assessment: {
      _id: assessmentId,
      courseId: '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081',
      courseName: 'Web Development',
      sectionId: null,
      sectionName: null,
      title: 'Unit test 1',
      kind: 'test',
      date: '2026-11-20',
      maxMarks: 20,
      weight: 30,
      published,
      publishedAt: published ? '2026-11-21T04:00:00.000Z' : null,
      version: 1,
      markedCount: 1,
      studentCount: 3,
    },
    version: 2,
    rows: ROWS,
    ...overrides,
  };
}

function render(answer: (request: SentRequest) => { status?: number; body: unknown }) {
  const requests = fakeFetch(answer);
  const router = createMemoryRouter(
    [{ path: paths.admin.assessmentMarks, element: asStaff(<MarksView assessmentId={assessmentId} />, 'instructor') }],
    { initialEntries: [`/admin/assessments/${assessmentId}/marks`] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return requests;
}

const marks = (name: string) => screen.getByRole('textbox', { name: `Marks of ${name}, out of 20` });
const absence = (name: string) => screen.getByRole('combobox', { name: `Absent or exempt: ${name}` });
const remark = (name: string) => screen.getByRole('textbox', { name: `Remark on ${name}` });
const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PUT');

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the marks grid with the keyboard', () => {
  it('moves down with Enter and the arrows, and sideways only from the edge of the text', async () => {
    render(() => ({ body: grid() }));
    await screen.findByRole('list', { name: 'Students' });
    marks('Asha').focus();
    await userEvent.keyboard('12.5{Enter}');
    expect(marks('Meera')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(marks('Ravi')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(marks('Asha')).toHaveValue('12.5');
    expect(marks('Asha')).toHaveFocus();

    // The caret is at the end of "12.5": right leaves for the next cell; in the middle of the text it moves the caret.
    await userEvent.keyboard('{ArrowLeft}');
    expect(marks('Asha')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(absence('Asha')).toHaveFocus();
    // In the grid the select's arrows move, not change it.
    await userEvent.keyboard('{ArrowDown}');
    expect(absence('Meera')).toHaveFocus();
    expect(absence('Asha')).toHaveValue('');
    await userEvent.keyboard('{ArrowRight}');
    expect(remark('Meera')).toHaveFocus();
    await userEvent.keyboard('ok{ArrowLeft}');
    expect(remark('Meera')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}{ArrowLeft}');
    expect(marks('Meera')).toHaveFocus();
  });

  it('takes Enter past the last student to Save, and Enter there saves the whole grid at its version', async () => {
    const requests = render(({ method }) => ({ body: method === 'PUT' ? grid({ version: 3 }) : grid() }));
    await screen.findByRole('list', { name: 'Students' });
    marks('Asha').focus();
    await userEvent.keyboard('18{Enter}{Enter}{ArrowRight}');
    await userEvent.selectOptions(absence('Ravi'), 'absent');
    marks('Ravi').focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Save marks' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(assessmentMessages.marksSaved);
    const [put] = puts(requests);
    expect(put!.path).toBe(`/admin/assessments/${assessmentId}/marks`);
    expect(put!.headers['if-match']).toBe('"2"');
    expect(JSON.parse(put!.body as string)).toEqual({
      marks: [
        { studentId: ROWS[0]!.studentId, marks: 18, absent: false, exempt: false, remark: null },
        { studentId: ROWS[1]!.studentId, marks: 14, absent: false, exempt: false, remark: null },
        { studentId: ROWS[2]!.studentId, marks: null, absent: true, exempt: false, remark: null },
      ],
    });
  });

  it('keeps a grid with a mark it cannot read, and focuses that cell', async () => {
    const requests = render(() => ({ body: grid() }));
    await screen.findByRole('list', { name: 'Students' });
    await userEvent.type(marks('Ravi'), '20.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(marks('Ravi')).toHaveFocus();
    expect(marks('Ravi')).toHaveAccessibleDescription(assessmentMessages.marksAboveMax(20));
    expect(puts(requests)).toEqual([]);
  });

  it('asks for a reason once published, and on a conflict says so and reloads the marks saved meanwhile', async () => {
    let reads = 0;
    const requests = render(({ method }) => {
      if (method === 'PUT') return { status: 409, body: { error: assessmentMessages.marksChanged } };
      reads += 1;
      return { body: reads === 1 ? grid({}, true) : grid({ version: 5, rows: [ROWS[0]!, ROWS[1]!] }, true) };
    });
    await screen.findByRole('list', { name: 'Students' });
    await userEvent.type(marks('Asha'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(screen.getByLabelText('Reason for the change')).toHaveFocus();
    expect(screen.getByText(assessmentMessages.reasonRequired)).toBeInTheDocument();
    expect(puts(requests)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Reason for the change'), 'Rechecked the paper');
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(assessmentMessages.marksChanged);
    expect(JSON.parse(puts(requests)[0]!.body as string)).toMatchObject({ reason: 'Rechecked the paper' });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Ravi/ })).not.toBeInTheDocument());
    expect(marks('Asha')).toHaveValue('');
  });
});

describe('entering marks with no connection', () => {
  it('keeps the save on the device with its reason, says it is waiting to send, and goes on from it', async () => {
    const requests = render(() => ({ body: grid({}, true) }));
    await screen.findByRole('list', { name: 'Students' });
    onlineManager.setOnline(false);
    await userEvent.type(marks('Asha'), '17.5');
    await userEvent.selectOptions(absence('Ravi'), 'exempt');
    await userEvent.type(screen.getByLabelText('Reason for the change'), 'Rechecked the paper');
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));

    expect(await screen.findByRole('status')).toHaveTextContent(attendanceMessages.queuedWaiting);
    expect(marks('Asha')).toHaveValue('17.5');
    expect(puts(requests)).toEqual([]);
    const [queued] = await queuedSaves(staffMe('instructor')._id);
    expect(queued).toMatchObject({
      kind: 'marks',
      assessmentId,
      version: 2,
      label: 'Web Development · Unit test 1',
      input: {
        marks: [
          { studentId: ROWS[0]!.studentId, marks: 17.5, absent: false, exempt: false, remark: null },
          { studentId: ROWS[1]!.studentId, marks: 14, absent: false, exempt: false, remark: null },
          { studentId: ROWS[2]!.studentId, marks: null, absent: false, exempt: true, remark: null },
        ],
        reason: 'Rechecked the paper',
      },
    });

    // Opened again with the connection back, before the admin area has sent it (the layout sends the queue).
    cleanup();
    onlineManager.setOnline(true);
    const again = render(({ method }) => ({ body: method === 'PUT' ? grid({ version: 3 }, true) : grid({}, true) }));
    await screen.findByRole('list', { name: 'Students' });
    expect(screen.getByRole('status')).toHaveTextContent(attendanceMessages.queuedWaiting);
    expect(marks('Asha')).toHaveValue('17.5');
    expect(absence('Ravi')).toHaveValue('exempt');
    expect(screen.getByLabelText('Reason for the change')).toHaveValue('Rechecked the paper');

    // Saved with the connection, the queued save goes.
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(assessmentMessages.marksSaved));
    expect(JSON.parse(puts(again)[0]!.body as string)).toMatchObject({ reason: 'Rechecked the paper' });
    expect(await queuedSaves(staffMe('instructor')._id)).toEqual([]);
  });

  it('queues a save whose request never reached the server, but shows a refusal by the server', async () => {
    let reachable = false;
    const requests = render(({ method }) => {
      if (method === 'PUT' && !reachable) throw new TypeError('Failed to fetch');
      if (method === 'PUT') return { status: 409, body: { error: assessmentMessages.marksChanged } };
      return { body: grid() };
    });
    await screen.findByRole('list', { name: 'Students' });
    await userEvent.type(marks('Ravi'), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByRole('status')).toHaveTextContent(attendanceMessages.queuedWaiting);
    expect(puts(requests)).toHaveLength(1);

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(assessmentMessages.marksChanged);
    // The queued save stays: the server refused this one, it did not take it.
    expect(await queuedSaves(staffMe('instructor')._id)).toHaveLength(1);
  });

  it('shows a queued save someone else saved over, with their marks, until it is discarded', async () => {
    const user = staffMe('instructor')._id;
    await queueSave({
      kind: 'marks',
      user,
      assessmentId,
      input: { marks: ROWS.map(({ studentId }) => ({ studentId, marks: 5, absent: false, exempt: false })) },
      version: 2,
      label: 'Web Development · Unit test 1',
      queuedAt: new Date().toISOString(),
    });
    await sendQueuedSaves(user, () => Promise.reject(new ApiError(409, assessmentMessages.marksChanged, true)));
    const theirs = ROWS.map((each) => ({ ...each, marks: 19, percent: 95, grade: 'A+' }));
    render(() => ({ body: grid({ version: 3, rows: theirs }) }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(assessmentMessages.queuedConflictHere);
    expect(marks('Asha')).toHaveValue('19');
    await userEvent.click(within(alert).getByRole('button', { name: attendanceMessages.queuedDiscard }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await queuedSaves(user)).toEqual([]);
  });
});
