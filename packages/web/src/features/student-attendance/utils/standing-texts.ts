import { t } from '@lingui/core/macro';
import type { CourseAttendance } from '@campus/domain';

/**
 * The warning a course's standing calls for, if any: the server decides `below` and `atRisk`. The texts are the
 * domain's `attendanceMessages.belowMinimum` and `oneAbsenceFromBelow` in the language shown (standing-texts.test.ts).
 */
export function standingWarning({ below, atRisk, minPercent }: CourseAttendance) {
  if (below) return { tone: 'red', text: t`Below the ${minPercent}% needed for exams` } as const;
  if (atRisk) return { tone: 'amber', text: t`One more absence takes you below ${minPercent}%` } as const;
  return null;
}

/** The marks by kind, in words: "Present 30 · Late 3 · Absent 7 · Excused 1", leaving out the kinds with none. */
export function marksInWords({ present, late, absent, excused }: CourseAttendance): string {
  return [
    present > 0 && t`Present ${present}`,
    late > 0 && t`Late ${late}`,
    absent > 0 && t`Absent ${absent}`,
    excused > 0 && t`Excused ${excused}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
