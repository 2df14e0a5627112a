import { plural, t } from '@lingui/core/macro';
import {
  ATTENDANCE_NOTE_MAX_LENGTH,
  ATTENDANCE_REASON_MAX_LENGTH,
  attendanceMessages,
  daysAfter,
  inputMessages,
  noAttendance,
  readText,
  type AttendanceCounts,
  type AttendanceInput,
  type AttendanceRoster,
  type AttendanceStatus,
  type Role,
} from '@campus/domain';

// A class's attendance as the marking screen holds it, and what it sends: plain functions, tested on their own.

export interface Mark {
  status: AttendanceStatus;
  /** As typed; trimmed when sent. */
  note: string;
}

/** Each student's mark by their id. */
export type Marks = Record<string, Mark>;

/**
 * Where marking starts: the marks saved, or, for a class not marked yet (and a student who joined the section since
 * it was), present: the usual case, so that only the exceptions take a tap. A save of this version still waiting to be
 * sent (`queued`) goes over them: those are the marks last made.
 */
export function startingMarks(roster: Pick<AttendanceRoster, 'students'>, queued?: AttendanceInput): Marks {
  const marks: Marks = Object.fromEntries(
    roster.students.map((student) => [
      student.studentId,
      { status: student.status ?? 'present', note: student.note ?? '' },
    ]),
  );
  for (const { studentId, status, note } of queued?.marks ?? []) {
    if (studentId in marks) marks[studentId] = { status, note: note ?? '' };
  }
  return marks;
}

/** How many students have each status. */
export function countMarks(marks: Marks): AttendanceCounts {
  const counts = noAttendance();
  for (const { status } of Object.values(marks)) counts[status] += 1;
  return counts;
}

/** What a class's marking allows the signed-in staff member, on the day it is (in India). */
export type MarkingAccess =
  /** Saving as usual. */
  | { kind: 'open' }
  /** An admin after the instructor's window: saving asks for a reason. */
  | { kind: 'reason' }
  /** Nothing can be saved, for this reason. */
  | { kind: 'closed'; why: string };

/**
 * Whether the class can be marked now, as the server will decide it: not a cancelled class, nor before its day; after
 * the instructor's window (`instructorEditableUntil`) only an admin, with a reason.
 */
export function markingAccess(
  roster: Pick<AttendanceRoster, 'classSession' | 'instructorEditableUntil'>,
  role: Role | undefined,
  today: string,
): MarkingAccess {
  const { classSession, instructorEditableUntil } = roster;
  if (classSession.cancelled) return { kind: 'closed', why: attendanceMessages.classCancelled };
  if (classSession.date > today) return { kind: 'closed', why: attendanceMessages.classNotStarted };
  if (instructorEditableUntil >= today) return { kind: 'open' };
  if (role === 'admin') return { kind: 'reason' };
  // attendanceMessages.editWindowOver, in the language shown.
  const days = daysAfter(classSession.date, instructorEditableUntil);
  return {
    kind: 'closed',
    why: t`Instructors can change attendance for ${plural(days, { one: '# day', other: '# days' })} after a class; ask an admin to correct it`,
  };
}

const noteMax = ATTENDANCE_NOTE_MAX_LENGTH.toLocaleString('en-IN');
const reasonMax = ATTENDANCE_REASON_MAX_LENGTH.toLocaleString('en-IN');

/** A note's problem (`readText`'s, the API's words) in the language shown. */
function noteProblem(problem: string): string {
  if (problem === inputMessages.tooLong('Note', ATTENDANCE_NOTE_MAX_LENGTH))
    return t`Note is too long (at most ${noteMax} characters)`;
  if (problem === inputMessages.hiddenCharacters('Note'))
    return t`Note contains hidden control or text-direction characters; remove them`;
  return problem;
}

/** The reason's problem (`readText`'s, the API's words) in the language shown. */
function reasonProblem(problem: string): string {
  if (problem === inputMessages.tooLong('Reason', ATTENDANCE_REASON_MAX_LENGTH))
    return t`Reason is too long (at most ${reasonMax} characters)`;
  if (problem === inputMessages.hiddenCharacters('Reason'))
    return t`Reason contains hidden control or text-direction characters; remove them`;
  return problem;
}

export type MarkingProblems = {
  /** Each refused note by its student's id. */
  notes: Record<string, string>;
  reason?: string;
};

/**
 * The save's body: every student of the roster, in its order, with their status and note (an emptied note as null, so
 * that a note saved before is cleared), and the reason when one is asked for; or what stops it being sent.
 */
export function attendancePayload(
  roster: Pick<AttendanceRoster, 'students'>,
  marks: Marks,
  reason: string | null,
): { input: AttendanceInput } | { problems: MarkingProblems } {
  const problems: MarkingProblems = { notes: {} };
  const input: AttendanceInput = {
    marks: roster.students.map(({ studentId }) => {
      const { status, note } = marks[studentId] ?? { status: 'present', note: '' };
      const read = readText(note, 'Note', ATTENDANCE_NOTE_MAX_LENGTH, { optional: true });
      if ('problem' in read) problems.notes[studentId] = noteProblem(read.problem);
      return { studentId, status, note: 'text' in read && read.text !== '' ? read.text : null };
    }),
  };
  if (reason !== null) {
    const read = readText(reason, 'Reason', ATTENDANCE_REASON_MAX_LENGTH, { multiline: true, optional: true });
    if ('problem' in read) problems.reason = reasonProblem(read.problem);
    else if (read.text === '') problems.reason = attendanceMessages.reasonRequired;
    else input.reason = read.text;
  }
  return Object.keys(problems.notes).length > 0 || problems.reason ? { problems } : { input };
}
