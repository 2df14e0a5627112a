import type { AttendanceHistoryEntry, CourseAttendance, MyClass, MyTimetable } from '@campus/domain';

const COURSE_ID = '3b2f8a8e-2c4d-4f6a-9b1c-7d8e9f0a1b2c';

export function myClass(overrides: Partial<MyClass> = {}): MyClass {
  return {
    _id: crypto.randomUUID(),
    date: '2026-03-04',
    start: '09:00',
    end: '10:30',
    courseId: COURSE_ID,
    courseName: 'Data Science with Python',
    sectionName: 'Main',
    room: 'Lab 2',
    instructorName: 'Vikram Rao',
    cancelled: false,
    status: null,
    note: null,
    ...overrides,
  };
}

/** A week from Wednesday 4 March 2026 (today, as the server counts it) with these classes and holidays. */
export function myTimetable(overrides: Partial<MyTimetable> = {}): MyTimetable {
  return { from: '2026-03-04', to: '2026-03-10', classes: [], holidays: [], ...overrides };
}

export function courseAttendance(overrides: Partial<CourseAttendance> = {}): CourseAttendance {
  return {
    courseId: COURSE_ID,
    courseName: 'Data Science with Python',
    sectionName: 'Main',
    present: 8,
    absent: 1,
    late: 1,
    excused: 0,
    held: 10,
    attended: 9,
    percent: 90,
    minPercent: 75,
    below: false,
    atRisk: false,
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<AttendanceHistoryEntry> = {}): AttendanceHistoryEntry {
  return {
    classSessionId: crypto.randomUUID(),
    date: '2026-03-02',
    start: '09:00',
    end: '10:30',
    courseId: COURSE_ID,
    courseName: 'Data Science with Python',
    sectionName: 'Main',
    status: 'present',
    note: null,
    ...overrides,
  };
}
