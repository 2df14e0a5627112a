import {
  attendanceMessages,
  inputMessages,
  isIsoDate,
  readText,
  ROOM_MAX_LENGTH,
  TIME_SHAPE,
  type ClassSession,
} from '@campus/domain';

/** A class's day, times and room as the Move and Add a class forms hold them: text, as typed. */
export interface ClassFields {
  date: string;
  start: string;
  end: string;
  room: string;
}

export type ClassProblems = Partial<Record<keyof ClassFields, string>>;

/** When and where a class is, as sent: the room null when none is given. */
export interface ClassTimes {
  date: string;
  start: string;
  end: string;
  room: string | null;
}

/** The form's fields for a class as it is. */
export const classFields = ({ date, start, end, room }: ClassSession): ClassFields => ({
  date,
  start,
  end,
  room: room ?? '',
});

/**
 * When and where the class is to be, or why each field is refused, with the messages of the API's rules
 * (`classSessionInputSchema`, `classSessionPatchSchema`), without loading them.
 */
export function readClassFields({
  date,
  start,
  end,
  room,
}: ClassFields): { times: ClassTimes } | { problems: ClassProblems } {
  const problems: ClassProblems = {};
  if (!isIsoDate(date)) problems.date = date === '' ? inputMessages.required('Date') : inputMessages.dateFormat;
  if (!TIME_SHAPE.test(start)) problems.start = attendanceMessages.time('Start');
  if (!TIME_SHAPE.test(end)) problems.end = attendanceMessages.time('End');
  else if (!problems.start && end <= start) problems.end = attendanceMessages.endAfterStart;
  const readRoom = readText(room, 'Room', ROOM_MAX_LENGTH, { optional: true });
  if ('problem' in readRoom) problems.room = readRoom.problem;
  if (Object.keys(problems).length > 0 || !('text' in readRoom)) return { problems };
  return { times: { date, start, end, room: readRoom.text === '' ? null : readRoom.text } };
}
