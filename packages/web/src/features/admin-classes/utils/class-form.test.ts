import { describe, expect, it } from 'vitest';
import { attendanceMessages, inputMessages, ROOM_MAX_LENGTH } from '@campus/domain';
import { readClassFields } from './class-form';

const fields = { date: '2026-08-03', start: '09:00', end: '10:00', room: '  Lab 2 ' };

describe('readClassFields', () => {
  it('gives the class as sent: the room trimmed, or null when none is given', () => {
    expect(readClassFields(fields)).toEqual({ times: { ...fields, room: 'Lab 2' } });
    expect(readClassFields({ ...fields, room: '   ' })).toEqual({ times: { ...fields, room: null } });
  });

  it("refuses each field with the API's message", () => {
    expect(readClassFields({ date: '', start: '9', end: '', room: 'x'.repeat(ROOM_MAX_LENGTH + 1) })).toEqual({
      problems: {
        date: inputMessages.required('Date'),
        start: attendanceMessages.time('Start'),
        end: attendanceMessages.time('End'),
        room: inputMessages.tooLong('Room', ROOM_MAX_LENGTH),
      },
    });
    expect(readClassFields({ ...fields, date: '2026-02-30' })).toEqual({
      problems: { date: inputMessages.dateFormat },
    });
    expect(readClassFields({ ...fields, room: 'Lab\u202E' })).toEqual({
      problems: { room: inputMessages.hiddenCharacters('Room') },
    });
  });

  it('refuses a class that ends when or before it starts', () => {
    expect(readClassFields({ ...fields, end: '09:00' })).toEqual({
      problems: { end: attendanceMessages.endAfterStart },
    });
    expect(readClassFields({ ...fields, end: '08:59' })).toEqual({
      problems: { end: attendanceMessages.endAfterStart },
    });
  });
});
