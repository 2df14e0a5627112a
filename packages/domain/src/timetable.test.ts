import { describe, expect, it } from 'vitest';
import { classTime, rangesOverlap, slotsProblem } from './timetable.js';
import { attendanceMessages } from './messages.js';

describe('timetable rules', () => {
  it('finds overlapping times, but not back-to-back ones', () => {
    expect(rangesOverlap({ start: '09:00', end: '10:00' }, { start: '09:30', end: '11:00' })).toBe(true);
    expect(rangesOverlap({ start: '09:00', end: '10:00' }, { start: '10:00', end: '11:00' })).toBe(false);
  });

  it('refuses a slot ending before it starts, and two overlapping slots on the same weekday', () => {
    expect(slotsProblem([{ weekday: 1, start: '10:00', end: '09:00' }])).toBe(attendanceMessages.endAfterStart);
    expect(slotsProblem([{ weekday: 1, start: '10:00', end: '10:00' }])).toBe(attendanceMessages.endAfterStart);
    expect(
      slotsProblem([
        { weekday: 1, start: '09:00', end: '10:00' },
        { weekday: 1, start: '09:59', end: '11:00' },
      ]),
    ).toBe(attendanceMessages.slotsOverlap);
    expect(
      slotsProblem([
        { weekday: 1, start: '09:00', end: '10:00' },
        { weekday: 2, start: '09:00', end: '10:00' },
        { weekday: 1, start: '10:00', end: '11:00' },
      ]),
    ).toBeNull();
  });

  it('writes a class time with its weekday', () => {
    expect(classTime('2026-12-02', { start: '09:00', end: '10:00' })).toBe('Wednesday 2026-12-02, 09:00–10:00');
  });
});
