import { describe, expect, it } from 'vitest';
import { attendanceMessages } from '@campus/domain';
import { courseAttendance } from '@/testing/attendance-fixtures';
import { marksInWords } from '@/components/course-attendance-summary';
import { standingWarning } from './standing-texts';

describe('standingWarning', () => {
  it("says the domain's texts in English", () => {
    expect(standingWarning(courseAttendance({ below: true, minPercent: 80 }))?.text).toBe(
      attendanceMessages.belowMinimum(80),
    );
    expect(standingWarning(courseAttendance({ atRisk: true, minPercent: 75 }))?.text).toBe(
      attendanceMessages.oneAbsenceFromBelow(75),
    );
    expect(standingWarning(courseAttendance({ below: false, atRisk: false }))).toBeNull();
  });
});

describe('marksInWords', () => {
  it('names each kind of mark with its count, leaving out the kinds with none', () => {
    expect(marksInWords(courseAttendance({ present: 30, late: 3, absent: 7, excused: 1 }))).toBe(
      'Present 30 · Late 3 · Absent 7 · Excused 1',
    );
    expect(marksInWords(courseAttendance({ present: 2, late: 0, absent: 0, excused: 0 }))).toBe('Present 2');
  });
});
