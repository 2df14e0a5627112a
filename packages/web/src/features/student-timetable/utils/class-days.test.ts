import { describe, expect, it } from 'vitest';
import { myClass, myTimetable } from '@/testing/attendance-fixtures';
import { classDays } from './class-days';

describe('classDays', () => {
  it("puts the first day's classes under today and the later days with a class or a holiday after, in date order", () => {
    const first = myClass({ date: '2026-03-04', start: '09:00' });
    const second = myClass({ date: '2026-03-04', start: '14:00' });
    const friday = myClass({ date: '2026-03-06' });
    const { today, ahead } = classDays(
      myTimetable({
        classes: [first, second, friday],
        holidays: [{ _id: crypto.randomUUID(), date: '2026-03-05', name: 'Holi' }],
      }),
    );
    expect(today).toEqual({ date: '2026-03-04', holiday: null, classes: [first, second] });
    expect(ahead).toEqual([
      { date: '2026-03-05', holiday: 'Holi', classes: [] },
      { date: '2026-03-06', holiday: null, classes: [friday] },
    ]);
  });

  it('has today with no class, and nothing ahead, in an empty week', () => {
    expect(classDays(myTimetable())).toEqual({ today: { date: '2026-03-04', holiday: null, classes: [] }, ahead: [] });
  });

  it('names the holiday when today is one', () => {
    const { today } = classDays(
      myTimetable({ holidays: [{ _id: crypto.randomUUID(), date: '2026-03-04', name: 'Maha Shivaratri' }] }),
    );
    expect(today.holiday).toBe('Maha Shivaratri');
  });
});
