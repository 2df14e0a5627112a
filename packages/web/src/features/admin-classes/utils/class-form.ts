import { t } from '@lingui/core/macro';
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

const roomMax = ROOM_MAX_LENGTH.toLocaleString('en-IN');

/** The room's problem (`readText`'s, the API's words) in the language shown. */
function roomProblem(problem: string): string {
  if (problem === inputMessages.tooLong('Room', ROOM_MAX_LENGTH))
    return t`Room is too long (at most ${roomMax} characters)`;
  if (problem === inputMessages.hiddenCharacters('Room'))
    return t`Room contains hidden control or text-direction characters; remove them`;
  return problem;
}

/**
 * When and where the class is to be, or why each field is refused, with the messages of the API's rules
 * (`classSessionInputSchema`, `classSessionPatchSchema`), without loading them. A problem with values in it is in the
 * language shown; the others are the domain's texts (the form shows them through `domainText`).
 */
export function readClassFields({
  date,
  start,
  end,
  room,
}: ClassFields): { times: ClassTimes } | { problems: ClassProblems } {
  const problems: ClassProblems = {};
  if (!isIsoDate(date)) problems.date = date === '' ? t`Date is required` : inputMessages.dateFormat;
  if (!TIME_SHAPE.test(start)) problems.start = t`Start must be a time of day as HH:MM`;
  if (!TIME_SHAPE.test(end)) problems.end = t`End must be a time of day as HH:MM`;
  else if (!problems.start && end <= start) problems.end = attendanceMessages.endAfterStart;
  const readRoom = readText(room, 'Room', ROOM_MAX_LENGTH, { optional: true });
  if ('problem' in readRoom) problems.room = roomProblem(readRoom.problem);
  if (Object.keys(problems).length > 0 || !('text' in readRoom)) return { problems };
  return { times: { date, start, end, room: readRoom.text === '' ? null : readRoom.text } };
}
