import type { ClassSession } from '@campus/domain';
import { formatDay } from '@/lib/format-day';

/** A class as its card heads it: its course and section. */
export const classTitle = ({ courseName, sectionName }: Pick<ClassSession, 'courseName' | 'sectionName'>) =>
  `${courseName} · ${sectionName}`;

/** When a class is: "Monday, 3 August 2026, 09:00–10:00". */
export const classWhen = ({ date, start, end }: Pick<ClassSession, 'date' | 'start' | 'end'>) =>
  `${formatDay(date)}, ${start}–${end}`;
