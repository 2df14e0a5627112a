import {
  addDays,
  attendanceMessages,
  attendanceStanding,
  auditSummaries,
  classTime,
  dateInIndia,
  noAttendance,
  type AttendanceInput,
  type AttendanceRegister,
  type AttendanceRoster,
  type AuditChanges,
  messages,
  type CourseAttendance,
  type CourseAttendanceQuery,
  type Page,
  type RosterEntry,
  type StudentAttendance,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors.js';
import {
  attendanceByCourse,
  countAttendanceSave,
  courseAttendancePage,
  findSection,
  registerOf,
  rosterOf,
  writeMarks,
  type Mark,
  type RegisterSection,
} from '../repositories/attendance.js';
import { recordEvent } from '../repositories/audit.js';
import {
  findClassSession,
  lockClassSession,
  toClassSession,
  type ClassSessionRow,
} from '../repositories/class-sessions.js';
import { findActiveCourseName } from '../repositories/courses.js';
import { teachingCourseIds, teaches } from '../repositories/instructors.js';
import { findActiveUser } from '../repositories/users.js';
import type { DataContext, ServiceContext } from './context.js';
import { requireTeaching, type Teacher } from './teaching.js';

/**
 * Refuses the teacher a class they may not mark: an admin marks any class; an instructor the classes they give, and
 * those of their courses that name no instructor. Another instructor of the course is told so (403); to an instructor
 * of neither the class nor its course, it is not there (404), as a course they do not teach is not.
 */
async function requireMayMark(db: Db, teacher: Teacher, found: ClassSessionRow | undefined) {
  if (!found) throw notFound(attendanceMessages.classNotFound);
  if (teacher.role === 'admin' || found.instructorId === teacher.id) return found;
  if (teacher.role !== 'instructor' || !(await teaches(db, teacher.id, found.courseId))) {
    throw notFound(attendanceMessages.classNotFound);
  }
  if (found.instructorId !== null) throw new HttpError(403, attendanceMessages.notYourClass);
  return found;
}

const rosterAnswer = (found: ClassSessionRow, students: RosterEntry[], editDays: number): AttendanceRoster => ({
  classSession: toClassSession(found),
  students,
  version: found.attendanceVersion,
  markedAt: found.markedAt?.toISOString() ?? null,
  instructorEditableUntil: addDays(found.date, editDays),
});

/** A class's roster with the marks saved, for the teacher who may mark it. */
export async function attendanceRoster(
  { db, attendance }: DataContext,
  teacher: Teacher,
  classId: string,
): Promise<AttendanceRoster> {
  const found = await requireMayMark(db, teacher, await findClassSession(db, classId));
  return rosterAnswer(found, await rosterOf(db, found.id, found.sectionId), attendance.editDays);
}

/** How a mark reads in the audit trail: its status, and its note in brackets. */
const auditedMark = (mark: Pick<Mark, 'status' | 'note'> | undefined) =>
  mark ? (mark.note ? `${mark.status} (${mark.note})` : mark.status) : null;

/**
 * Saves the attendance of a whole class: a mark for each student of its roster, each once. `expectedVersion`
 * (If-Match) is the roster's version read: a save by someone else since is refused (409) rather than overwritten.
 * Marked from the class's day on, not for a cancelled class; its instructor may change it for `editDays` days after,
 * then only an admin, with a reason. The first save is audited as marked, each later one that changes something as
 * corrected, with each changed student's mark before and after; the first mark of each student is kept as it was.
 */
export async function markAttendance(
  { db, now, attendance }: DataContext,
  teacher: Teacher,
  classId: string,
  { marks, reason }: AttendanceInput,
  expectedVersion?: number,
): Promise<AttendanceRoster> {
  return transaction(db, async (tx) => {
    const found = await requireMayMark(tx, teacher, await lockClassSession(tx, classId));
    if (found.cancelled) throw conflict(attendanceMessages.classCancelled);
    const today = dateInIndia(now());
    if (today < found.date) throw badRequest(attendanceMessages.classNotStarted);
    if (expectedVersion !== undefined && expectedVersion !== found.attendanceVersion) {
      throw conflict(attendanceMessages.attendanceChanged);
    }
    const windowOver = today > addDays(found.date, attendance.editDays);
    if (windowOver && teacher.role !== 'admin') {
      throw new HttpError(403, attendanceMessages.editWindowOver(attendance.editDays));
    }
    if (windowOver && !reason) throw badRequest(attendanceMessages.reasonRequired);

    const roster = await rosterOf(tx, found.id, found.sectionId);
    const given = new Set(marks.map((mark) => mark.studentId));
    const onRoster = new Set(roster.map((student) => student.studentId));
    if (given.size !== marks.length || given.size !== onRoster.size || [...given].some((id) => !onRoster.has(id))) {
      throw badRequest(attendanceMessages.rosterMismatch);
    }

    const before = new Map(
      roster.flatMap(({ studentId, status, note }) => (status ? [[studentId, { status, note }] as const] : [])),
    );
    const wanted = marks.map((mark) => ({ studentId: mark.studentId, status: mark.status, note: mark.note || null }));
    const changed = wanted.filter((mark) => auditedMark(before.get(mark.studentId)) !== auditedMark(mark));
    const firstSave = found.attendanceVersion === 0;
    if (changed.length > 0 || firstSave) {
      const at = now();
      await writeMarks(tx, found.id, changed, teacher.id, at);
      await countAttendanceSave(tx, found.id, at);
      const names = new Map(roster.map((student) => [student.studentId, `${student.name} (${student.email})`]));
      const changes: AuditChanges = Object.fromEntries(
        changed.map((mark) => [
          names.get(mark.studentId)!,
          { from: auditedMark(before.get(mark.studentId)), to: auditedMark(mark) },
        ]),
      );
      const when = classTime(found.date, toClassSession(found));
      await recordEvent(tx, {
        actor: { id: teacher.id },
        action: firstSave ? 'attendance.marked' : 'attendance.corrected',
        entityType: 'class_session',
        entityId: found.id,
        summary: firstSave
          ? auditSummaries.attendanceMarked(
              found.courseName,
              found.sectionName,
              when,
              wanted.filter((mark) => mark.status === 'present' || mark.status === 'late').length,
              wanted.length,
            )
          : auditSummaries.attendanceCorrected(found.courseName, found.sectionName, when, changed.length, reason),
        changes: reason ? { ...changes, reason: { from: null, to: reason } } : changes,
      });
    }
    const saved = await findClassSession(tx, found.id);
    return rosterAnswer(saved!, await rosterOf(tx, found.id, found.sectionId), attendance.editDays);
  });
}

/**
 * Refuses a course's attendance to who may not read it: the office reads every course's, an instructor those assigned
 * to them; to any other instructor the course is not there (404), as a deleted one is not.
 */
export async function requireCourseAttendanceReader(db: Db, reader: Teacher, courseId: string): Promise<void> {
  if (reader.role === 'instructor') await requireTeaching(db, reader, courseId);
  if (!(await findActiveCourseName(db, courseId))) throw notFound(messages.errors.courseNotFound);
}

/** A page of the course's students with their standing in it (`attendanceStanding`), the worst first. */
export async function courseAttendance(
  { db, attendance }: ServiceContext,
  courseId: string,
  query: CourseAttendanceQuery,
): Promise<Page<StudentAttendance>> {
  const { rows, total } = await courseAttendancePage(db, courseId, query, attendance.minPercent);
  const items = rows.map(({ counts, ...student }) => ({
    ...student,
    ...counts,
    ...attendanceStanding(counts, attendance.minPercent),
  }));
  return { items, total, page: query.page, limit: query.limit };
}

/** The student's standing in each course they are enrolled in (`attendanceStanding`), by course name. */
export async function myAttendance({ db, attendance }: ServiceContext, studentId: string): Promise<CourseAttendance[]> {
  const courses = await attendanceByCourse(db, studentId);
  return courses.map(({ counts, ...course }) => ({
    ...course,
    ...counts,
    ...attendanceStanding(counts, attendance.minPercent),
  }));
}

/**
 * A student's standing in their courses as staff see it (`myAttendance`): every course for an admin; for an
 * instructor, the courses they teach, and a student in none of them is not found (as if they did not exist).
 */
export async function studentAttendanceForStaff(
  services: ServiceContext,
  teacher: Teacher,
  studentId: string,
): Promise<CourseAttendance[]> {
  const { db } = services;
  if (!(await findActiveUser(db, studentId, 'student'))) throw notFound(messages.errors.studentNotFound);
  const [courses, taught] = await Promise.all([
    myAttendance(services, studentId),
    teacher.role === 'admin' ? undefined : teachingCourseIds(db, teacher.id).then((ids) => new Set(ids)),
  ]);
  if (!taught) return courses;
  const theirs = courses.filter((course) => taught.has(course.courseId));
  if (theirs.length === 0) throw notFound(messages.errors.studentNotFound);
  return theirs;
}

/**
 * Refuses a register to who may not read it: the office reads every section's, an instructor those of the courses
 * assigned to them; to any other instructor the section is not there (404).
 */
async function requireRegisterReader(db: Db, reader: Teacher, section: RegisterSection | undefined) {
  if (!section) throw notFound(attendanceMessages.sectionNotFound);
  if (reader.role === 'instructor' && !(await teaches(db, reader.id, section.courseId))) {
    throw notFound(attendanceMessages.sectionNotFound);
  }
  return section;
}

/** The last day of a month written YYYY-MM. */
const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);
const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/**
 * A section's register for a month (YYYY-MM): its classes held so far (not cancelled, up to today), and each student's
 * marks at them with their counts and standing in the month.
 */
export async function sectionRegister(
  { db, now, attendance }: ServiceContext,
  reader: Teacher,
  sectionId: string,
  month: string,
): Promise<AttendanceRegister> {
  const section = await requireRegisterReader(db, reader, await findSection(db, sectionId));
  const today = dateInIndia(now());
  const last = lastDayOf(month);
  const { classes, students } = await registerOf(db, section.id, `${month}-01`, today < last ? today : last);
  return {
    sectionId: section.id,
    sectionName: section.name,
    courseId: section.courseId,
    courseName: section.courseName,
    month,
    minPercent: attendance.minPercent,
    classes,
    students: students.map(({ marks, ...student }) => {
      const counts = noAttendance();
      for (const status of Object.values(marks)) counts[status] += 1;
      return {
        ...student,
        marks: classes.map((session) => marks[session._id] ?? null),
        ...counts,
        ...attendanceStanding(counts, attendance.minPercent),
      };
    }),
  };
}
