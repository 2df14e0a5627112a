import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { attendanceMessages } from '@campus/domain';
import { renderWithQuery } from '@/testing/render-with-query';
import type { QueuedSave } from '../api/queued-attendance';
import { QueuedSaveStatus } from './queued-attendance';

const label = 'Web Development · Morning, Wednesday, 2 December 2026, 09:00–10:00';
const save: QueuedSave = {
  user: 'staff-1',
  classSessionId: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  input: { marks: [] },
  version: 1,
  label,
  queuedAt: '2026-12-02T04:00:00.000Z',
};

const show = (queued: QueuedSave, here = false) =>
  renderWithQuery(
    <MemoryRouter>
      <QueuedSaveStatus save={queued} here={here} />
    </MemoryRouter>,
  );

describe('QueuedSaveStatus', () => {
  it('names the class of a save waiting to be sent, or refused, in the words of the domain', () => {
    show(save);
    expect(screen.getByRole('status')).toHaveTextContent(attendanceMessages.queuedWaitingFor(label));
  });

  it('says why a save was not sent, on other pages and on the class’s own', () => {
    const { unmount } = show({ ...save, problem: { kind: 'conflict' } });
    expect(screen.getByRole('alert')).toHaveTextContent(attendanceMessages.queuedConflict(label));
    expect(screen.getByRole('link', { name: attendanceMessages.queuedOpenClass })).toBeVisible();
    unmount();

    const refused = { ...save, problem: { kind: 'refused' as const, message: attendanceMessages.notYourClass } };
    const second = show(refused);
    expect(screen.getByRole('alert')).toHaveTextContent(
      attendanceMessages.queuedRefused(label, attendanceMessages.notYourClass),
    );
    second.unmount();

    show(refused, true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      attendanceMessages.queuedRefusedHere(attendanceMessages.notYourClass),
    );
  });
});
