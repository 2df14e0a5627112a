import { describe, expect, it } from 'vitest';
import { attendancePercent, attendanceStanding, noAttendance } from './attendance.js';
import { belowMinimum, oneAbsenceFromBelow } from './messages/attendance.js';

const counts = (present: number, absent: number, late = 0, excused = 0) => ({ present, absent, late, excused });

describe('attendanceStanding', () => {
  it('has no percentage and is not below before any class', () => {
    expect(attendanceStanding(noAttendance(), 75)).toEqual({
      held: 0,
      attended: 0,
      percent: null,
      minPercent: 75,
      below: false,
      atRisk: true,
    });
  });

  it('counts a late arrival as attended and leaves excused absences out', () => {
    expect(attendanceStanding(counts(6, 1, 2, 3), 75)).toMatchObject({ held: 9, attended: 8, percent: 88.8 });
  });

  it.each([
    // [present, absent, below, atRisk]
    [3, 1, false, true], // 75% exactly is not below; one more absence gives 60%
    [30, 10, false, true], // 75%, then 73.2%
    [31, 10, false, true], // 75.6%, then 73.8%
    [33, 10, false, false], // 76.7%, then 75%
    [2, 1, true, false], // 66.6%
    [9, 1, false, false], // 90%, then 81.8%
  ])('%i present and %i absent: below %s, at risk %s', (present, absent, below, atRisk) => {
    const standing = attendanceStanding(counts(present, absent), 75);
    expect(standing.below).toBe(below);
    expect(standing.atRisk).toBe(atRisk);
  });

  it('never rounds a student up to the rule', () => {
    // 299/399 = 74.937…%: below, and shown as 74.9, not 75.0.
    expect(attendanceStanding(counts(299, 100), 75)).toMatchObject({ percent: 74.9, below: true, atRisk: false });
  });
});

describe('attendancePercent', () => {
  it('is the share attended of the marks held, excused ones left out, rounded down; null when none was held', () => {
    expect(attendancePercent(noAttendance())).toBeNull();
    expect(attendancePercent(counts(0, 0, 0, 4))).toBeNull();
    expect(attendancePercent(counts(1, 1, 1, 5))).toBe(66.6);
    expect(attendancePercent(counts(0, 3))).toBe(0);
    expect(attendancePercent(counts(2, 0, 2))).toBe(100);
  });
});

describe("a student's attendance warnings", () => {
  it('name the minimum the institute sets', () => {
    expect(belowMinimum(80)).toBe('Below the 80% needed for exams');
    expect(oneAbsenceFromBelow(75)).toBe('One more absence takes you below 75%');
  });
});
