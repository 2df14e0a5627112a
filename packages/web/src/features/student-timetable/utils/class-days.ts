import type { MyClass, MyTimetable } from '@campus/domain';

/** One day of a student's timetable: its classes in time order, and the holiday's name if it is one. */
export interface ClassDay {
  date: string;
  holiday: string | null;
  classes: MyClass[];
}

/**
 * A timetable's first day (`from`, today when the dashboard asks) and the days after it that have a class or a
 * holiday, in date order. The server sends the classes in date and time order.
 */
export function classDays({ from, classes, holidays }: MyTimetable): { today: ClassDay; ahead: ClassDay[] } {
  const days = new Map<string, ClassDay>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, holiday: null, classes: [] }));
    return day;
  };
  dayOf(from);
  for (const holiday of holidays) dayOf(holiday.date).holiday = holiday.name;
  for (const meeting of classes) dayOf(meeting.date).classes.push(meeting);
  const ahead = [...days.values()].filter((day) => day.date > from).sort((a, b) => (a.date < b.date ? -1 : 1));
  return { today: days.get(from)!, ahead };
}
