import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_NOTE_MAX_LENGTH,
  ATTENDANCE_REASON_MAX_LENGTH,
  attendanceMessages,
  inputMessages,
  type AttendanceRoster,
  type RosterEntry,
} from '@campus/domain';
import { attendancePayload, countMarks, markingAccess, startingMarks } from './marking';

const entry = (studentId: string, name: string, marked: Partial<RosterEntry> = {}): RosterEntry => ({
  studentId,
  name,
  email: `${studentId}@students.campus.test`,
  status: null,
  note: null,
  firstStatus: null,
  ...marked,
});

const students = [entry('s1', 'Asha'), entry('s2', 'Ravi'), entry('s3', 'Meera')];

const classOn = (date: string, instructorEditableUntil: string, cancelled = false) =>
  ({ classSession: { date, cancelled }, instructorEditableUntil }) as Pick<
    AttendanceRoster,
    'classSession' | 'instructorEditableUntil'
  >;

describe('startingMarks', () => {
  it('starts a class not marked yet with everyone present and no notes', () => {
    expect(startingMarks({ students })).toEqual({
      s1: { status: 'present', note: '' },
      s2: { status: 'present', note: '' },
      s3: { status: 'present', note: '' },
    });
  });

  it('starts a marked class from its saved marks, and a student who joined since as present', () => {
    const marked = [
      entry('s1', 'Asha', { status: 'absent', note: 'Unwell', firstStatus: 'absent' }),
      entry('s2', 'Ravi', { status: 'late', firstStatus: 'present' }),
      entry('s4', 'New', {}),
    ];
    expect(startingMarks({ students: marked })).toEqual({
      s1: { status: 'absent', note: 'Unwell' },
      s2: { status: 'late', note: '' },
      s4: { status: 'present', note: '' },
    });
  });

  it('goes on from a save still waiting to be sent, for the students still on the roster', () => {
    const queued = {
      marks: [
        { studentId: 's2', status: 'absent' as const, note: 'Phoned in' },
        { studentId: 's9', status: 'late' as const, note: null },
      ],
    };
    expect(startingMarks({ students }, queued)).toEqual({
      s1: { status: 'present', note: '' },
      s2: { status: 'absent', note: 'Phoned in' },
      s3: { status: 'present', note: '' },
    });
  });
});

describe('countMarks', () => {
  it('counts each status, none left out', () => {
    expect(
      countMarks({
        a: { status: 'present', note: '' },
        b: { status: 'absent', note: '' },
        c: { status: 'absent', note: '' },
        d: { status: 'excused', note: '' },
      }),
    ).toEqual({ present: 1, absent: 2, late: 0, excused: 1 });
  });
});

describe('markingAccess', () => {
  it('lets the instructor and an admin mark from the day of the class to the end of the window', () => {
    for (const role of ['instructor', 'admin'] as const) {
      expect(markingAccess(classOn('2026-12-02', '2026-12-09'), role, '2026-12-02')).toEqual({ kind: 'open' });
      expect(markingAccess(classOn('2026-12-02', '2026-12-09'), role, '2026-12-09')).toEqual({ kind: 'open' });
    }
  });

  it('asks an admin for a reason after the window, and tells an instructor it is over', () => {
    const late = classOn('2026-12-02', '2026-12-09');
    expect(markingAccess(late, 'admin', '2026-12-10')).toEqual({ kind: 'reason' });
    expect(markingAccess(late, 'instructor', '2026-12-10')).toEqual({
      kind: 'closed',
      why: attendanceMessages.editWindowOver(7),
    });
    expect(markingAccess(classOn('2026-12-02', '2026-12-03'), 'instructor', '2026-12-10')).toEqual({
      kind: 'closed',
      why: attendanceMessages.editWindowOver(1),
    });
  });

  it('marks neither a class still to come nor a cancelled one', () => {
    expect(markingAccess(classOn('2026-12-03', '2026-12-10'), 'admin', '2026-12-02')).toEqual({
      kind: 'closed',
      why: attendanceMessages.classNotStarted,
    });
    expect(markingAccess(classOn('2026-12-02', '2026-12-09', true), 'admin', '2026-12-02')).toEqual({
      kind: 'closed',
      why: attendanceMessages.classCancelled,
    });
  });
});

describe('attendancePayload', () => {
  const marks = {
    s1: { status: 'present' as const, note: '' },
    s2: { status: 'absent' as const, note: '  Phoned in sick ' },
    s3: { status: 'late' as const, note: '' },
  };

  it('sends every student of the roster in its order, notes trimmed and an empty one as null (it clears a saved one)', () => {
    expect(attendancePayload({ students }, marks, null)).toEqual({
      input: {
        marks: [
          { studentId: 's1', status: 'present', note: null },
          { studentId: 's2', status: 'absent', note: 'Phoned in sick' },
          { studentId: 's3', status: 'late', note: null },
        ],
      },
    });
  });

  it('asks for a reason when one is needed, and sends it trimmed', () => {
    expect(attendancePayload({ students }, marks, '   ')).toEqual({
      problems: { notes: {}, reason: attendanceMessages.reasonRequired },
    });
    expect(attendancePayload({ students }, marks, 'x'.repeat(ATTENDANCE_REASON_MAX_LENGTH + 1))).toEqual({
      problems: { notes: {}, reason: inputMessages.tooLong('Reason', ATTENDANCE_REASON_MAX_LENGTH) },
    });
    expect(attendancePayload({ students }, marks, 'Misread\u202E')).toEqual({
      problems: { notes: {}, reason: inputMessages.hiddenCharacters('Reason') },
    });
    const sent = attendancePayload({ students }, marks, ' Register misread \n');
    expect(sent).toMatchObject({ input: { reason: 'Register misread' } });
  });

  it("refuses a note the server would refuse, with the server's words", () => {
    const long = { ...marks, s1: { status: 'present' as const, note: 'x'.repeat(ATTENDANCE_NOTE_MAX_LENGTH + 1) } };
    const hidden = { ...marks, s3: { status: 'late' as const, note: 'Late\u202E' } };
    expect(attendancePayload({ students }, long, null)).toEqual({
      problems: { notes: { s1: inputMessages.tooLong('Note', ATTENDANCE_NOTE_MAX_LENGTH) } },
    });
    expect(attendancePayload({ students }, hidden, null)).toEqual({
      problems: { notes: { s3: inputMessages.hiddenCharacters('Note') } },
    });
  });
});
