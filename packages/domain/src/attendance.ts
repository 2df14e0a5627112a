/** What a student's attendance at a class can be marked as. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** A student's marks in one course, counted by status. */
export type AttendanceCounts = Record<AttendanceStatus, number>;

/** Where a student stands against the attendance rule of exam eligibility. */
export interface AttendanceStanding {
  /** Classes that count: every class marked for the student but those they were excused from. */
  held: number;
  /** Present or late. */
  attended: number;
  /** attended / held, rounded down to one decimal (so 74.96 shows as 74.9, never as 75); null before any class. */
  percent: number | null;
  minPercent: number;
  /** Below minPercent now. */
  below: boolean;
  /** Not below yet, but one more absence would take them below. */
  atRisk: boolean;
}

/**
 * Of the marks counted, the percent that attended (present or late) of those held (an excused absence left out),
 * rounded down to one decimal; null when none was held. A student's standing, and the day's rate on the dashboard.
 */
export function attendancePercent(counts: AttendanceCounts): number | null {
  const attended = counts.present + counts.late;
  const held = attended + counts.absent;
  return held === 0 ? null : Math.floor((attended * 1000) / held) / 10;
}

/**
 * A student's standing from their marks: a late arrival attends, an excused absence is left out of the classes held
 * (neither for nor against them). Compared in whole numbers, so no rounding decides eligibility.
 */
export function attendanceStanding(counts: AttendanceCounts, minPercent: number): AttendanceStanding {
  const attended = counts.present + counts.late;
  const held = attended + counts.absent;
  const below = attended * 100 < minPercent * held;
  return {
    held,
    attended,
    percent: attendancePercent(counts),
    minPercent,
    below,
    atRisk: !below && attended * 100 < minPercent * (held + 1),
  };
}

/** No marks yet, counted by status. */
export const noAttendance = (): AttendanceCounts => ({ present: 0, absent: 0, late: 0, excused: 0 });

/** The one-letter codes a register prints for each mark (P, A, L, E), as paper registers do. */
export const ATTENDANCE_CODES: Record<AttendanceStatus, string> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  excused: 'E',
};
