import { describe, expect, it } from 'vitest';
import {
  attendanceMessages,
  inputMessages,
  ledgerMessages,
  timetableInputSchema,
  type Timetable,
} from '@campus/domain';
import { newRow, readTimetable, timetableFields, type SlotRow } from './timetable-form';

const row = (fields: Partial<SlotRow>): SlotRow => ({
  ...newRow(),
  start: '09:00',
  end: '10:30',
  ...fields,
});
const instructorId = '6b1d1f52-7a0e-4b8e-9d43-0c9e7d5c1a2f';

describe('timetable form', () => {
  it('starts a section without a timetable from today, with one empty row', () => {
    const none: Timetable = {
      sectionId: crypto.randomUUID(),
      sectionName: 'Weekend',
      courseId: crypto.randomUUID(),
      courseName: 'Sitar',
      from: null,
      to: null,
      slots: [],
      version: 0,
    };
    const fields = timetableFields(none, '2026-12-01');
    expect(fields).toMatchObject({ from: '2026-12-01', to: '' });
    expect(fields.slots).toEqual([expect.objectContaining({ weekday: '1', start: '', end: '', room: '' })]);
  });

  it('adds a row like the last one, on the next day of the week', () => {
    const friday = row({ weekday: '5', room: 'Lab 2', instructorId });
    expect(newRow(friday)).toEqual({ ...friday, key: expect.any(Number), weekday: '6' });
    expect(newRow(row({ weekday: '7' })).weekday).toBe('1');
    expect(newRow(friday).key).not.toBe(friday.key);
  });

  it('sends numbers for days, a trimmed room or none, and no instructor as null', () => {
    const read = readTimetable({
      from: '2026-12-01',
      to: '2027-03-31',
      slots: [row({ weekday: '1', room: ' Lab 2 ', instructorId }), row({ weekday: '3', room: '  ' })],
    });
    expect(read).toEqual({
      timetable: {
        from: '2026-12-01',
        to: '2027-03-31',
        slots: [
          { weekday: 1, start: '09:00', end: '10:30', room: 'Lab 2', instructorId },
          { weekday: 3, start: '09:00', end: '10:30', room: null, instructorId: null },
        ],
      },
    });
    expect(timetableInputSchema.safeParse('timetable' in read && read.timetable).success).toBe(true);
  });

  it("refuses what the API's rules refuse, with their messages", () => {
    const missingTime = row({ start: '' });
    expect(readTimetable({ from: '', to: '', slots: [missingTime] })).toEqual({
      problems: {
        from: inputMessages.required('From'),
        to: inputMessages.required('To'),
        rows: { [missingTime.key]: attendanceMessages.time('Start') },
      },
    });
    expect(readTimetable({ from: '2026-12-02', to: '2026-12-01', slots: [] })).toMatchObject({
      problems: { to: ledgerMessages.fromAfterTo },
    });
    expect(readTimetable({ from: '2026-01-01', to: '2027-01-01', slots: [] })).toMatchObject({
      problems: { to: attendanceMessages.timetableTooLong },
    });
    expect(
      readTimetable({
        from: '2026-12-01',
        to: '2026-12-31',
        slots: [row({ weekday: '2' }), row({ weekday: '2', start: '10:00', end: '11:00' })],
      }),
    ).toEqual({ problems: { rows: {}, slots: attendanceMessages.slotsOverlap } });
    expect(
      readTimetable({ from: '2026-12-01', to: '2026-12-31', slots: [row({ start: '11:00', end: '10:00' })] }),
    ).toEqual({ problems: { rows: {}, slots: attendanceMessages.endAfterStart } });
  });

  it('sends an empty timetable, which takes the coming classes off', () => {
    expect(readTimetable({ from: '2026-12-01', to: '2026-12-31', slots: [] })).toEqual({
      timetable: { from: '2026-12-01', to: '2026-12-31', slots: [] },
    });
  });
});
