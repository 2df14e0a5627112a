import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import {
  addDays,
  attendanceStanding,
  dateInIndia,
  noAttendance,
  type AssessmentInput,
  type AttendanceInput,
  type AttendanceStatus,
  type MarksInput,
} from '@campus/domain';
import type { AttendanceRules } from '../config.js';
import { classSessions, enrollments, sections } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { addAssessment, publishAssessment, saveMarks } from '../services/assessments.js';
import { markAttendance } from '../services/attendance.js';
import type { DataContext } from '../services/context.js';
import { addHoliday } from '../services/holidays.js';
import { setCourseInstructors } from '../services/instructors.js';
import { addSection, moveStudentsToSection } from '../services/sections.js';
import { setTimetable } from '../services/timetables.js';
import type { Teacher } from '../services/teaching.js';

type Mark = AttendanceInput['marks'][number];

/** Weeks of classes before this one that the demo's attendance covers; the term runs on after today. */
const PAST_WEEKS = 4;
const TERM_WEEKS = 16;

/**
 * Each section's week: its course (by the demo's order), its name ('Main' is the course's own), its days (Monday = 1),
 * times, room and instructor (0 and 1: the demo's two; null: none named).
 */
const WEEKS: [number, string, number[], string, string, string, 0 | 1 | null][] = [
  [0, 'Main', [1, 3, 5], '09:00', '10:30', 'Room 101', 0],
  [0, 'Evening', [1, 3, 5], '17:30', '19:00', 'Room 101', 0],
  [1, 'Main', [2, 4, 6], '09:00', '10:30', 'Room 102', 0],
  [1, 'Weekend', [6], '14:00', '17:00', 'Room 102', null],
  [2, 'Main', [1, 3, 5], '11:00', '12:30', 'Lab 1', 0],
  [3, 'Main', [2, 4], '11:00', '12:30', 'Design Studio', 1],
  [4, 'Main', [1, 3], '14:00', '15:30', 'Room 201', null],
  [5, 'Main', [2, 4], '14:00', '15:30', 'Lab 1', 1],
  [6, 'Main', [1, 3, 5], '16:00', '17:00', 'Room 201', null],
  [7, 'Main', [2, 4, 6], '16:00', '17:30', 'Room 202', null],
];
/** The courses each instructor is assigned to (by the demo's order). */
const TEACHES = [
  [0, 1, 2],
  [3, 4, 5],
];
/** Second sections (by course), capacity, and who moves into them: the students of the course at odd places. */
const SECOND_SECTIONS: [number, string, number][] = [
  [0, 'Evening', 30],
  [1, 'Weekend', 30],
];

export interface TermPeople {
  actorId: string;
  instructorIds: [string, string];
  courseIds: string[];
  /** The demo's students in order, each with the day they enrolled in each of their courses. */
  students: { id: string; enrolledOn: Map<string, string> }[];
}

export interface TermRules {
  attendance: AttendanceRules;
  /** The app's clock as it starts (TEST_CLOCK's time, or now): the term is around its day. */
  now: Date;
}

/** Where the demo's students stand in a course: the two whose logins are printed show a warning. */
type Warning = 'below' | 'atRisk';
/**
 * "<student> <course>" by the demo's order: the first student is below the minimum in UI/UX, the second at risk in
 * Data Science.
 */
const WARNINGS: Record<string, Warning> = { '0 3': 'below', '1 1': 'atRisk' };
/** One student who hardly comes, for the office's list of students below the minimum. */
const OFTEN_AWAY = 7;

/** `count` of `n` places spread evenly, as a set of indexes. */
const spread = (count: number, n: number) =>
  new Set(Array.from({ length: count }, (_, t) => Math.floor(((t + 0.5) * n) / count)));

/**
 * The fewest absences (and excused classes) out of `classes` that put a student where `standing` says: just below
 * the minimum, or one absence above it (`atRisk`: not below, but one more absence would be).
 */
function absencesFor(standing: Warning, classes: number, minPercent: number) {
  for (let excused = 0; excused <= 2; excused++) {
    for (let absent = 0; absent <= classes - excused; absent++) {
      const counts = { ...noAttendance(), present: classes - excused - absent, absent, excused };
      const { below, atRisk } = attendanceStanding(counts, minPercent);
      if (standing === 'atRisk' ? atRisk : below) return { absent, excused };
    }
  }
  return { absent: classes, excused: 0 };
}

/**
 * Each taught course's assessments: a class test and an assignment marked and published (days before today), and the
 * mid-term ahead, a draft without marks.
 */
const ASSESSMENTS: (Omit<AssessmentInput, 'date'> & { daysAgo: number; published: boolean })[] = [
  { title: 'Unit test 1', kind: 'test', maxMarks: 25, weight: 20, daysAgo: 18, published: true },
  { title: 'Assignment 1', kind: 'assignment', maxMarks: 10, weight: 10, daysAgo: 6, published: true },
  { title: 'Mid-term exam', kind: 'exam', maxMarks: 100, weight: 30, daysAgo: -12, published: false },
];

/** The `place`th student's marks out of `max` (in halves), absent now and then, the same for each run of the demo. */
function demoMark(studentId: string, place: number, nth: number, max: number): MarksInput['marks'][number] {
  if ((place * 11 + nth * 7) % 17 === 0) return { studentId, absent: true, remark: 'Was unwell' };
  return { studentId, marks: Math.round(((45 + ((place * 13 + nth * 29) % 55)) / 100) * max * 2) / 2 };
}

/**
 * The institute's term, written through the services as the office and the instructors would: the instructors'
 * courses, a second section of two courses (half their students moved into it), a holiday past and one to come, each
 * section's weekly timetable over a term that began PAST_WEEKS weeks before this one, and the attendance of every
 * class before today, each saved by its instructor (or the admin) on its day. One class is corrected later by the
 * admin, so its first marking shows beside the correction. Today's classes are left to mark.
 */
export async function seedTerm(tx: Tx, people: TermPeople, rules: TermRules): Promise<void> {
  const { attendance } = rules;
  let clock = rules.now;
  const context: DataContext = { db: tx, now: () => clock, attendance, channelsFor: () => [] };
  const { actorId, instructorIds, courseIds, students } = people;
  const admin: Teacher = { id: actorId, role: 'admin' };
  const today = dateInIndia(clock);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const termStart = addDays(monday, -7 * PAST_WEEKS);
  const termEnd = addDays(termStart, 7 * TERM_WEEKS - 1);
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

  const taughtBy = (course: number) => instructorIds.filter((_, i) => TEACHES[i]!.includes(course));
  for (const course of new Set(TEACHES.flat())) {
    await setCourseInstructors(context, actorId, courseIds[course]!, { staffIds: taughtBy(course) });
  }

  const sectionIds = new Map<string, string>();
  const mainRows = await tx
    .select({ id: sections.id, courseId: sections.courseId })
    .from(sections)
    .where(and(inArray(sections.courseId, courseIds), eq(sections.main, true)));
  for (const row of mainRows) sectionIds.set(`${courseIds.indexOf(row.courseId)} Main`, row.id);
  for (const [course, name, capacity] of SECOND_SECTIONS) {
    const section = await addSection(context, actorId, courseIds[course]!, { name, capacity });
    sectionIds.set(`${course} ${name}`, section._id);
    const enrolled = students.filter((student) => student.enrolledOn.has(courseIds[course]!));
    await moveStudentsToSection(context, actorId, section._id, {
      studentIds: enrolled.filter((_, place) => place % 2 === 1).map((student) => student.id),
    });
  }

  clock = at(addDays(termStart, -3), '10:00');
  await addHoliday(context, actorId, { date: addDays(termStart, 7 * 2 + 2), name: 'Foundation Day' });
  await addHoliday(context, actorId, { date: addDays(monday, 7 + 4), name: 'Sports Day' });
  for (const [course, name, days, start, end, room, instructor] of WEEKS) {
    const instructorId = instructor === null ? undefined : instructorIds[instructor];
    await setTimetable(context, actorId, sectionIds.get(`${course} ${name}`)!, {
      from: termStart,
      to: termEnd,
      slots: days.map((weekday) => ({ weekday, start, end, room, instructorId })),
    });
  }

  const held = await tx
    .select({
      id: classSessions.id,
      sectionId: classSessions.sectionId,
      date: classSessions.date,
      end: classSessions.endTime,
      instructorId: classSessions.instructorId,
    })
    .from(classSessions)
    .where(and(inArray(classSessions.sectionId, [...sectionIds.values()]), lt(classSessions.date, today)))
    .orderBy(asc(classSessions.date), asc(classSessions.startTime));
  const members = await tx
    .select({ studentId: enrollments.studentId, sectionId: enrollments.sectionId })
    .from(enrollments)
    .where(inArray(enrollments.sectionId, [...sectionIds.values()]));
  const courseOf = new Map([...sectionIds].map(([key, id]) => [id, Number(key.split(' ')[0])]));
  const place = new Map(students.map((student, i) => [student.id, i]));

  // Each student's classes in each course, so the two warnings can be placed among the classes they could attend.
  const classesOf = new Map<string, string[]>();
  for (const one of held) {
    const course = courseOf.get(one.sectionId)!;
    for (const member of members.filter((m) => m.sectionId === one.sectionId)) {
      const enrolledOn = students[place.get(member.studentId)!]!.enrolledOn.get(courseIds[course]!)!;
      if (one.date < enrolledOn) continue;
      const key = `${place.get(member.studentId)} ${course}`;
      classesOf.set(key, [...(classesOf.get(key) ?? []), one.id]);
    }
  }
  const planned = new Map<string, AttendanceStatus>();
  for (const [key, standing] of Object.entries(WARNINGS)) {
    const classes = classesOf.get(key) ?? [];
    const { absent, excused } = absencesFor(standing, classes.length, attendance.minPercent);
    const away = spread(absent + excused, classes.length);
    [...away].forEach((index, n) => planned.set(`${key} ${classes[index]}`, n < excused ? 'excused' : 'absent'));
    for (const id of classes) if (!planned.has(`${key} ${id}`)) planned.set(`${key} ${id}`, 'present');
  }

  const saved = new Map<string, Mark[]>();
  for (const [ordinal, one] of held.entries()) {
    const course = courseOf.get(one.sectionId)!;
    const marks = members
      .filter((member) => member.sectionId === one.sectionId)
      .map(({ studentId }): Mark => {
        const i = place.get(studentId)!;
        const enrolledOn = students[i]!.enrolledOn.get(courseIds[course]!)!;
        if (one.date < enrolledOn) return { studentId, status: 'excused', note: 'Joined the course later' };
        const status = planned.get(`${i} ${course} ${one.id}`);
        if (status) return { studentId, status };
        if (i === OFTEN_AWAY) return { studentId, status: ordinal % 3 === 0 ? 'present' : 'absent' };
        const turn = (i * 7 + ordinal * 5 + course * 3) % 23;
        if (turn === 0) return { studentId, status: 'absent' };
        if (turn === 1) return { studentId, status: 'late', note: 'Bus was late' };
        if (turn === 2) return { studentId, status: 'excused', note: 'Medical leave' };
        return { studentId, status: 'present' };
      });
    // The class's instructor marks it; a class naming none, an instructor of its course, or else the admin.
    const marker = one.instructorId ?? taughtBy(course)[0];
    const teacher: Teacher = marker ? { id: marker, role: 'instructor' } : admin;
    clock = new Date(at(one.date, one.end.slice(0, 5)).getTime() + 10 * 60 * 1000);
    await markAttendance(context, teacher, one.id, { marks }, 0);
    saved.set(one.id, marks);
  }

  // The office corrects an absence two days later: the register shows the correction, the class its first marking.
  const corrected = held.findLast((one) => {
    const marks = saved.get(one.id)!;
    return one.date < addDays(today, -2) && marks.some((mark) => mark.status === 'absent');
  });
  if (corrected) {
    const marks = saved.get(corrected.id)!;
    const absentee = marks.findIndex((mark) => mark.status === 'absent');
    clock = at(addDays(corrected.date, 2), '10:00');
    await markAttendance(
      context,
      admin,
      corrected.id,
      {
        marks: marks.map((mark, i) =>
          i === absentee ? { ...mark, status: 'excused', note: 'Medical certificate' } : mark,
        ),
        reason: 'Medical certificate brought to the office',
      },
      1,
    );
  }

  // Each instructor's courses are tested: marked and published by the instructor the day after.
  for (const course of new Set(TEACHES.flat())) {
    const teacher: Teacher = { id: taughtBy(course)[0]!, role: 'instructor' };
    const courseId = courseIds[course]!;
    const enrolled = students.filter((student) => student.enrolledOn.has(courseId));
    for (const [nth, { daysAgo, published, ...input }] of ASSESSMENTS.entries()) {
      const date = addDays(today, -daysAgo);
      clock = at(addDays(date, -14), '10:00');
      const assessment = await addAssessment(context, teacher, courseId, { ...input, date });
      if (!published) continue;
      clock = at(addDays(date, 1), '16:00');
      const marks = enrolled
        .filter((student) => student.enrolledOn.get(courseId)! <= date)
        .map((student) => demoMark(student.id, place.get(student.id)!, nth + course, input.maxMarks));
      await saveMarks(context, teacher, assessment._id, { marks }, 0);
      await publishAssessment(context, teacher, assessment._id);
    }
  }
}
