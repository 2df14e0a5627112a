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
