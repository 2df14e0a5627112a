import { describe, expect, it } from 'vitest';
import { classHasStarted, classTime, rangesOverlap, slotsProblem } from './timetable.js';
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

  it("counts a class as begun from its start minute in India, whatever the server's zone", () => {
    // 03:30 UTC is 09:00 in India.
    const nine = new Date('2026-12-02T03:30:00Z');
    expect(classHasStarted({ date: '2026-12-02', start: '09:00' }, nine)).toBe(true);
    expect(classHasStarted({ date: '2026-12-02', start: '09:01' }, nine)).toBe(false);
    expect(classHasStarted({ date: '2026-12-01', start: '23:00' }, nine)).toBe(true);
    // 20:00 UTC on the 1st is already 01:30 on the 2nd in India.
    expect(classHasStarted({ date: '2026-12-02', start: '01:00' }, new Date('2026-12-01T20:00:00Z'))).toBe(true);
  });
});
