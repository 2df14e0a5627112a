import { generatePath } from 'react-router';
import { paths } from '@/config/paths';

/** How a month is written in the register's address and the API: YYYY-MM. */
export const MONTH_SHAPE = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string): value is string => MONTH_SHAPE.test(value) && value >= '0001-01';

/** The month `months` months after `month` (YYYY-MM; before it when negative). */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The address of a day's classes. */
export const classesPath = (date: string) => `${paths.admin.classes}?date=${date}`;

/** The address of a section's register for the month of `date` (YYYY-MM-DD or YYYY-MM). */
export const registerPath = (sectionId: string, date: string) =>
  `${generatePath(paths.admin.sectionRegister, { sectionId })}?month=${date.slice(0, 7)}`;
