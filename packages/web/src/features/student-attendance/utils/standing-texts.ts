import { attendanceMessages, type CourseAttendance } from '@campus/domain';

/** The warning a course's standing calls for, if any: the server decides `below` and `atRisk`. */
export function standingWarning({ below, atRisk, minPercent }: CourseAttendance) {
  if (below) return { tone: 'red', text: attendanceMessages.belowMinimum(minPercent) } as const;
  if (atRisk) return { tone: 'amber', text: attendanceMessages.oneAbsenceFromBelow(minPercent) } as const;
  return null;
}

/** The marks by kind, in words: "Present 30 · Late 3 · Absent 7 · Excused 1", leaving out the kinds with none. */
export function marksInWords({ present, late, absent, excused }: CourseAttendance): string {
  return Object.entries({ Present: present, Late: late, Absent: absent, Excused: excused })
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label} ${count}`)
    .join(' · ');
}
