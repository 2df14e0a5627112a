import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assessmentMessages, attendanceMessages } from '@campus/domain';
import { renderWithQuery } from '@/testing/render-with-query';
import type { QueuedSave } from '@/lib/queued-save';
import { QueuedSaveStatus } from './queued-save-status';

const classLabel = 'Web Development · Morning, Wednesday, 2 December 2026, 09:00–10:00';
const attendance: QueuedSave = {
  kind: 'attendance',
  user: 'staff-1',
  classSessionId: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  input: { marks: [] },
  version: 1,
  label: classLabel,
  queuedAt: '2026-12-02T04:00:00.000Z',
};
const marksLabel = 'Web Development · Unit test 1';
const marks: QueuedSave = {
  kind: 'marks',
  user: 'staff-1',
  assessmentId: '5d9f3c1e-7a2b-4c8d-9e0f-1a2b3c4d5e6f',
  input: { marks: [] },
  version: 2,
  label: marksLabel,
  queuedAt: '2026-12-02T05:00:00.000Z',
};

const show = (queued: QueuedSave, here = false) =>
  renderWithQuery(
    <MemoryRouter>
      <QueuedSaveStatus save={queued} here={here} />
    </MemoryRouter>,
  );

describe('QueuedSaveStatus', () => {
  it('names the class or assessment of a save waiting to be sent, in the words of the domain', () => {
    const { unmount } = show(attendance);
    expect(screen.getByRole('status')).toHaveTextContent(attendanceMessages.queuedWaitingFor(classLabel));
    unmount();
    const second = show(marks);
    expect(screen.getByRole('status')).toHaveTextContent(attendanceMessages.queuedWaitingFor(marksLabel));
    second.unmount();
    show(marks, true);
    expect(screen.getByRole('status')).toHaveTextContent(attendanceMessages.queuedWaiting);
  });

  it('says why a save was not sent, on other pages and on the class’s own', () => {
    const { unmount } = show({ ...attendance, problem: { kind: 'conflict' } });
    expect(screen.getByRole('alert')).toHaveTextContent(attendanceMessages.queuedConflict(classLabel));
    expect(screen.getByRole('link', { name: attendanceMessages.queuedOpenClass })).toHaveAttribute(
      'href',
      `/admin/classes/${attendance.classSessionId}`,
    );
    unmount();

    const refused = { ...attendance, problem: { kind: 'refused' as const, message: attendanceMessages.notYourClass } };
    const second = show(refused);
    expect(screen.getByRole('alert')).toHaveTextContent(
      attendanceMessages.queuedRefused(classLabel, attendanceMessages.notYourClass),
    );
    second.unmount();

    show(refused, true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      attendanceMessages.queuedRefusedHere(attendanceMessages.notYourClass),
    );
  });

  it('says why marks were not sent, linking to the assessment elsewhere and with a discard on its own page', () => {
    const conflict = { ...marks, problem: { kind: 'conflict' as const } };
    const { unmount } = show(conflict);
    expect(screen.getByRole('alert')).toHaveTextContent(assessmentMessages.queuedConflict(marksLabel));
    expect(screen.getByRole('link', { name: assessmentMessages.queuedOpenAssessment })).toHaveAttribute(
      'href',
      `/admin/assessments/${marks.assessmentId}/marks`,
    );
    unmount();

    show(conflict, true);
    expect(screen.getByRole('alert')).toHaveTextContent(assessmentMessages.queuedConflictHere);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: attendanceMessages.queuedDiscard })).toBeVisible();
  });
});
