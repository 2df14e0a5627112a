import { ATTENDANCE_CODES } from './attendance.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The monthly attendance register of a section, printed (PDF) or downloaded (CSV, XLSX) by the server. */
export const registerTexts = {
  title: 'Attendance Register',
  /** "2026-12" → "December 2026". */
  month: (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
  section: (course: string, section: string) => `${course} — ${section}`,
  student: 'Student',
  email: 'Email',
  totals: ['P', 'A', 'L', 'E', '%'],
  csvTotals: ['Present', 'Absent', 'Late', 'Excused', 'Held', 'Attended', 'Attendance (%)'],
  legend: (minPercent: number) =>
    `${ATTENDANCE_CODES.present} present, ${ATTENDANCE_CODES.absent} absent, ${ATTENDANCE_CODES.late} late ` +
    `(counts as attended), ${ATTENDANCE_CODES.excused} excused (not counted); % of the classes held, ` +
    `${minPercent}% needed. Marked in red: below ${minPercent}%.`,
  summary: (from: string, to: string, classes: number, students: number) =>
    `${from} – ${to}: ${classes} ${classes === 1 ? 'class' : 'classes'} held, ${students} ` +
    `${students === 1 ? 'student' : 'students'}`,
  noClasses: 'No classes were held this month.',
  noStudents: 'No students in this section.',
  /** File names of the register: register_<course>_<section>_<YYYY-MM>.csv (letters of any script kept). */
  fileName: (course: string, section: string, month: string, extension: 'csv' | 'xlsx' | 'pdf') =>
    `register_${`${course}_${section}`.replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')}_${month}.${extension}`,
};
