import { and, countDistinct, eq, notLike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  attendanceStanding,
  auditSummaries,
  auditEventSchema,
  classTime,
  dateInIndia,
  feeDueDate,
  feeStatus,
  formatRupeesWithPaise,
  isCourseComplete,
} from '@campus/domain';
import type { Database } from '../src/db/client.js';
import {
  attendanceMarks,
  auditEvents,
  classSessions,
  courses,
  enrollments,
  feeAccounts,
  lessonCompletions,
  payments,
  receiptCounters,
  users,
} from '../src/db/schema.js';
import { attendanceByCourse } from '../src/repositories/attendance.js';
import { BENCH_ADMIN, DatabaseHasStudentsError, LESSONS_PER_COURSE, seedLarge } from '../src/scripts/seed-large.js';
import { ASSESSMENTS_PER_COURSE } from '../src/scripts/seed-large-results.js';
import { saveMarks } from '../src/services/assessments.js';
import { attendanceRoster, markAttendance } from '../src/services/attendance.js';
import { studentResults } from '../src/services/results.js';
import type { DataContext } from '../src/services/context.js';
import { setTimetable } from '../src/services/timetables.js';
import { findTimetable } from '../src/repositories/timetables.js';
import { createTestDatabase } from './helpers/database.js';

let database: Database;
let counts: Awaited<ReturnType<typeof seedLarge>>;
const options = { students: 200, courses: 10, payments: 500, auditEvents: 2_000 };

beforeAll(async () => {
  database = await createTestDatabase();
  counts = await seedLarge(database.db, options);
});
afterAll(() => database.close());

describe('seedLarge', () => {
  it('writes the requested students, courses and payments, 2–3 enrollments each with a fee account', async () => {
    expect(counts.students).toBe(200);
    expect(counts.courses).toBe(10);
    expect(counts.payments).toBe(500);
    expect(counts.enrollments).toBeGreaterThanOrEqual(400);
    expect(counts.enrollments).toBeLessThanOrEqual(600);
    expect(counts.feeAccounts).toBe(counts.enrollments);

    const [admin] = await database.db.select().from(users).where(eq(users.email, BENCH_ADMIN.email));
    expect(admin?.role).toBe('admin');
  });

  it('numbers every payment: 1…N within each financial year, and the counters stand at N', async () => {
    const years = await database.db
      .select({
        year: sql<string>`split_part(${payments.receiptNumber}, '/', 1)`,
        numbers: sql<number>`count(distinct ${payments.receiptNumber})`.mapWith(Number),
        last: sql<number>`max(split_part(${payments.receiptNumber}, '/', 2)::int)`.mapWith(Number),
        counter: sql<number>`max(${receiptCounters.lastNumber})`.mapWith(Number),
      })
      .from(payments)
      .leftJoin(receiptCounters, sql`${receiptCounters.financialYear} = split_part(${payments.receiptNumber}, '/', 1)`)
      .groupBy(sql`1`);
    expect(years.reduce((sum, year) => sum + year.numbers, 0)).toBe(500);
    for (const year of years) expect([year.last, year.counter]).toEqual([year.numbers, year.numbers]);
  });

  it('gives every student a distinct email and every account the price of its course', async () => {
    const [emails] = await database.db
      .select({ n: countDistinct(users.email) })
      .from(users)
      .where(eq(users.role, 'student'));
    expect(emails?.n).toBe(200);

    const [mismatched] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(feeAccounts)
      .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
      .leftJoin(
        enrollments,
        sql`${enrollments.studentId} = ${feeAccounts.studentId} and ${enrollments.courseId} = ${feeAccounts.courseId}`,
      )
      .where(sql`${feeAccounts.totalFee} <> ${courses.price} or ${enrollments.id} is null`);
    expect(mismatched?.n).toBe(0);
  });

  it('never overpays an account and leaves accounts Paid, Partial and Unpaid', async () => {
    const accounts = await database.db
      .select({
        total: feeAccounts.totalFee,
        paid: feeAccounts.paid,
      })
      .from(feeAccounts);
    expect(accounts.filter(({ paid, total }) => paid > total)).toEqual([]);
    expect(new Set(accounts.map(({ paid, total }) => feeStatus(paid, total)))).toEqual(
      new Set(['Paid', 'Partial', 'Unpaid']),
    );
  });

  it('makes every account fall due as feeDueDate says, from its enrolment', async () => {
    const accounts = await database.db
      .select({ dueDate: feeAccounts.dueDate, enrolledAt: enrollments.enrolledAt })
      .from(feeAccounts)
      .innerJoin(
        enrollments,
        sql`${enrollments.studentId} = ${feeAccounts.studentId} and ${enrollments.courseId} = ${feeAccounts.courseId}`,
      );
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.filter(({ dueDate, enrolledAt }) => dueDate !== feeDueDate(enrolledAt))).toEqual([]);
  });

  it('gives each course an outline, and marks completed enrollments, and only those, with a completion time', async () => {
    const rows = await database.db
      .select({
        done: enrollments.completedLessons,
        lessons: courses.lessonCount,
        completedAt: enrollments.completedAt,
        counted: sql<number>`(select count(*)::int from ${lessonCompletions} lc
          where lc.student_id = ${enrollments.studentId} and lc.course_id = ${enrollments.courseId})`,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId));
    expect(rows.every((row) => row.lessons === LESSONS_PER_COURSE)).toBe(true);
    expect(rows.every((row) => row.done === row.counted)).toBe(true);
    expect(rows.some((row) => isCourseComplete(row.done, row.lessons))).toBe(true);
    expect(rows.some((row) => row.done === 0)).toBe(true);
    expect(rows.every((row) => isCourseComplete(row.done, row.lessons) === (row.completedAt !== null))).toBe(true);
  });

  it("writes the audit events over this run's records, reading as the app's own", async () => {
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(
        and(notLike(sql`${auditEvents.action}::text`, 'attendance.%'), sql`${auditEvents.entityType} <> 'assessment'`),
      );
    expect(events).toHaveLength(2_000);
    expect(new Set(events.map((event) => event.action))).toEqual(
      new Set([
        'payment.recorded',
        'student.updated',
        'student.picture_changed',
        'student.created',
        'fee.total_corrected',
        'course.updated',
      ]),
    );
    const aboutStudents = events.filter((event) => event.entityType !== 'course');
    expect(aboutStudents.filter((event) => event.studentId === null)).toEqual([]);

    const recorded = events.filter((event) => event.action === 'payment.recorded').slice(0, 50);
    for (const event of recorded) {
      const [payment] = await database.db
        .select({ amount: payments.amount, mode: payments.mode, student: users.name, course: courses.name })
        .from(payments)
        .innerJoin(feeAccounts, eq(feeAccounts.id, payments.feeAccountId))
        .innerJoin(users, eq(users.id, feeAccounts.studentId))
        .innerJoin(courses, eq(courses.id, feeAccounts.courseId))
        .where(eq(payments.id, event.entityId));
      const amount = formatRupeesWithPaise(payment!.amount);
      expect(event.summary).toBe(
        auditSummaries.paymentRecorded(amount, payment!.mode!, payment!.student, payment!.course),
      );
      expect(event.changes.amount).toEqual({ from: null, to: amount });
    }
    for (const event of events.slice(0, 200)) {
      expect(() =>
        auditEventSchema.parse({
          _id: event.id,
          at: event.at.toISOString(),
          actor: { _id: event.actorId, name: event.actorName, email: event.actorEmail, role: event.actorRole },
          action: event.action,
          entityType: event.entityType,
          entityId: event.entityId,
          studentId: event.studentId,
          summary: event.summary,
          changes: event.changes,
        }),
      ).not.toThrow();
    }
  });

  describe('a term of classes', () => {
    const today = dateInIndia(new Date());
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

    it('gives each course four sections with its enrolments spread evenly, each a weekly timetable of three classes by an instructor of the course', async () => {
      const sectionRows = await rows<{
        course: string;
        students: number;
        slots: number;
        strangers: number;
        term: boolean;
      }>(sql`
        select s.course_id as course,
          (select count(*)::int from enrollments e where e.section_id = s.id) as students,
          (select count(*)::int from timetable_slots sl where sl.section_id = s.id) as slots,
          (select count(*)::int from timetable_slots sl where sl.section_id = s.id and not exists (
            select 1 from course_instructors ci where ci.course_id = s.course_id and ci.staff_id = sl.instructor_id)) as strangers,
          exists (select 1 from timetables t
                  where t.section_id = s.id and t.starts_on < ${today} and t.ends_on > ${today}) as term
        from sections s`);
      expect(counts.sections).toBe(40);
      expect(sectionRows.filter((row) => row.slots !== 3 || row.strangers > 0 || !row.term)).toEqual([]);
      for (const course of new Set(sectionRows.map((row) => row.course))) {
        const sizes = sectionRows.filter((row) => row.course === course).map((row) => row.students);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    });

    it('holds every class before today but the cancelled ones and marks it for the students of its section enrolled by then (a quarter of the sections not yet the last three days); none from today', async () => {
      const classes = await rows<{
        date: string;
        cancelled: boolean;
        marked: boolean;
        version: number;
        marks: number;
        enrolled: number;
        corrected: number;
        holiday: boolean;
        markedAtEnd: boolean;
      }>(sql`
        select cs.date::text as date, cs.cancelled, cs.marked_at is not null as marked, cs.attendance_version as version,
          (select count(*)::int from attendance_marks m where m.class_session_id = cs.id) as marks,
          (select count(*)::int from enrollments e where e.section_id = cs.section_id
             and (e.enrolled_at at time zone 'Asia/Kolkata')::date <= cs.date) as enrolled,
          (select count(*)::int from attendance_marks m
             where m.class_session_id = cs.id and m.status <> m.first_status) as corrected,
          exists (select 1 from holidays h where h.date = cs.date) as holiday,
          cs.marked_at = (cs.date + cs.end_time + interval '10 minutes') at time zone 'Asia/Kolkata' as "markedAtEnd"
        from class_sessions cs`);
      const past = classes.filter((one) => one.date < today);
      const coming = classes.filter((one) => one.date >= today);
      expect(classes.filter((one) => one.holiday)).toEqual([]);
      // Eight weeks of three classes in each of 40 sections, but a holiday's and the cancelled ones.
      expect(past.length).toBeGreaterThan(8 * 3 * 40 * 0.9);
      expect(coming.length).toBeGreaterThan(8 * 3 * 40 * 0.9);
      // A class that nobody of its section had joined by its day is left unmarked (the app saves no empty roster), and
      // so are a quarter of the sections' classes of the last three days.
      const late = addDays(today, -3);
      expect(
        past.filter(
          (one) =>
            (one.cancelled && one.marked) || (!one.cancelled && one.marked !== one.enrolled > 0 && one.date < late),
        ),
      ).toEqual([]);
      expect(past.some((one) => !one.cancelled && !one.marked && one.enrolled > 0)).toBe(true);
      expect(past.filter((one) => one.cancelled && (one.marks > 0 || one.version > 0))).toEqual([]);
      const marked = past.filter((one) => one.marked);
      expect(
        marked.filter(
          (one) => one.marks !== one.enrolled || !one.markedAtEnd || one.version !== (one.corrected > 0 ? 2 : 1),
        ),
      ).toEqual([]);
      expect(past.some((one) => one.cancelled)).toBe(true);
      expect(marked.some((one) => one.version === 2)).toBe(true);
      expect(coming.filter((one) => one.marked || one.cancelled || one.marks > 0 || one.version > 0)).toEqual([]);
      expect(counts.attendanceMarks).toBe(marked.reduce((sum, one) => sum + one.marks, 0));
      expect(counts.classSessions).toBe(classes.length);
    });

    it("keeps the instructor's first marking of a corrected class; the correction is the admin's, absences excused", async () => {
      const changed = await rows<{
        first: string;
        now: string;
        firstBy: string;
        by: string;
        instructor: string;
        admin: string;
      }>(sql`
        select m.first_status as first, m.status as now, m.first_marked_by as "firstBy", m.marked_by as by,
          cs.instructor_id as instructor, (select id from users where email = ${BENCH_ADMIN.email}) as admin
        from attendance_marks m join class_sessions cs on cs.id = m.class_session_id
        where m.status <> m.first_status`);
      expect(changed.length).toBeGreaterThan(0);
      for (const mark of changed) {
        expect(mark).toMatchObject({ first: 'absent', now: 'excused', firstBy: mark.instructor, by: mark.admin });
      }
    });

    it("writes each marking's and correction's audit event as the attendance service words it", async () => {
      const events = await rows<{
        action: string;
        summary: string;
        changes: Record<string, { from: string | null; to: string | null }>;
        course: string;
        section: string;
        date: string;
        start: string;
        end: string;
        attended: number;
        students: number;
        changed: number;
      }>(sql`
        select e.action, e.summary, e.changes, co.name as course, se.name as section, cs.date::text as date,
          to_char(cs.start_time, 'HH24:MI') as start, to_char(cs.end_time, 'HH24:MI') as "end",
          (select count(*)::int from attendance_marks m
             where m.class_session_id = cs.id and m.first_status in ('present', 'late')) as attended,
          (select count(*)::int from attendance_marks m where m.class_session_id = cs.id) as students,
          (select count(*)::int from attendance_marks m
             where m.class_session_id = cs.id and m.status <> m.first_status) as changed
        from audit_events e
        join class_sessions cs on cs.id::text = e.entity_id
        join sections se on se.id = cs.section_id
        join courses co on co.id = se.course_id
        where e.action in ('attendance.marked', 'attendance.corrected')`);
      const marked = events.filter((event) => event.action === 'attendance.marked');
      const corrections = events.filter((event) => event.action === 'attendance.corrected');
      const [classes] = await rows<{ marked: number; corrected: number }>(sql`
        select count(*) filter (where marked_at is not null)::int as marked,
          count(*) filter (where attendance_version = 2)::int as corrected
        from class_sessions`);
      expect([marked.length, corrections.length]).toEqual([classes!.marked, classes!.corrected]);
      for (const event of marked.slice(0, 100)) {
        const when = classTime(event.date, event);
        expect(event.summary).toBe(
          auditSummaries.attendanceMarked(event.course, event.section, when, event.attended, event.students),
        );
        expect(Object.keys(event.changes)).toHaveLength(event.students);
        expect(Object.values(event.changes).every((change) => change.from === null && change.to)).toBe(true);
      }
      const reason = 'Medical certificate brought to the office';
      for (const event of corrections) {
        const when = classTime(event.date, event);
        expect(event.summary).toBe(
          auditSummaries.attendanceCorrected(event.course, event.section, when, event.changed, reason),
        );
        expect(event.changes.reason).toEqual({ from: null, to: reason });
        expect(Object.keys(event.changes)).toHaveLength(event.changed + 1);
      }
    });

    it('spreads the students over the standing: most at or above the minimum, some below', async () => {
      const students = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'student'))
        .limit(100);
      const standings = [];
      for (const { id } of students) {
        for (const course of await attendanceByCourse(database.db, id)) {
          if (course.counts.present + course.counts.absent + course.counts.late > 0) {
            standings.push(attendanceStanding(course.counts, 75));
          }
        }
      }
      const below = standings.filter((standing) => standing.below).length;
      expect(below).toBeGreaterThan(0);
      expect(below).toBeLessThan(standings.length / 3);
    });

    it("is what the app works on: a recent class's instructor corrects it at its version, and a timetable saved again makes the same classes", async () => {
      const context: DataContext = {
        db: database.db,
        now: () => new Date(),
        channelsFor: () => [],
        attendance: { editDays: 7, minPercent: 75 },
      };
      const [recent] = await database.db
        .select({ id: classSessions.id, instructorId: classSessions.instructorId, sectionId: classSessions.sectionId })
        .from(classSessions)
        .where(
          and(
            sql`${classSessions.markedAt} is not null`,
            sql`${classSessions.date} >= ${addDays(today, -6)}`,
            sql`exists (select 1 from ${attendanceMarks} m where m.class_session_id = ${classSessions.id})`,
          ),
        )
        .limit(1);
      const teacher = { id: recent!.instructorId!, role: 'instructor' as const };
      const roster = await attendanceRoster(context, teacher, recent!.id);
      expect(roster.version).toBeGreaterThan(0);
      // Those enrolled after the class are on its roster unmarked, as after a move into the section.
      const [marked] = await rows<{ n: number }>(
        sql`select count(*)::int as n from attendance_marks where class_session_id = ${recent!.id}`,
      );
      expect(roster.students.filter((student) => student.status !== null)).toHaveLength(marked!.n);
      const marks = roster.students.map(({ studentId, status, note }, i) => ({
        studentId,
        status: i === 0 ? (status === 'absent' ? ('present' as const) : ('absent' as const)) : (status ?? 'present'),
        note,
      }));
      const saved = await markAttendance(context, teacher, recent!.id, { marks }, roster.version);
      expect(saved.version).toBe(roster.version + 1);

      const coming = () =>
        database.db
          .select({ date: classSessions.date, start: classSessions.startTime, room: classSessions.room })
          .from(classSessions)
          .where(and(eq(classSessions.sectionId, recent!.sectionId), sql`${classSessions.date} > ${today}`))
          .orderBy(classSessions.date, classSessions.startTime);
      const before = await coming();
      const timetable = await findTimetable(database.db, recent!.sectionId);
      await setTimetable(
        context,
        (await database.db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ADMIN.email)))[0]!.id,
        recent!.sectionId,
        {
          from: timetable.from!,
          to: timetable.to!,
          slots: timetable.slots.map(({ weekday, start, end, room, instructorId }) => ({
            weekday,
            start,
            end,
            room,
            instructorId,
          })),
        },
        timetable.version,
      );
      expect(before.length).toBeGreaterThan(0);
      expect(await coming()).toEqual(before);
    });
  });

  describe('the assessments', () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    it('gives each course ten assessments weighing 100 together, eight published, and every student of it marks in each', async () => {
      const perCourse = await rows<{ n: number; weight: string; published: number }>(sql`
        select count(*)::int as n, sum(weight)::text as weight, count(published_at)::int as published
        from assessments group by course_id`);
      expect(perCourse).toHaveLength(options.courses);
      expect(new Set(perCourse.map((row) => `${row.n} ${Number(row.weight)} ${row.published}`))).toEqual(
        new Set([`${ASSESSMENTS_PER_COURSE} 100 8`]),
      );
      expect(counts.assessments).toBe(options.courses * ASSESSMENTS_PER_COURSE);
      expect(counts.assessmentMarks).toBe(counts.enrollments * ASSESSMENTS_PER_COURSE);
      const [shape] = await rows<{ absent: number; exempt: number; above: number }>(sql`
        select count(*) filter (where m.absent)::int as absent, count(*) filter (where m.exempt)::int as exempt,
               count(*) filter (where m.marks > a.max_marks)::int as above
        from assessment_marks m join assessments a on a.id = m.assessment_id`);
      expect(shape!.absent).toBeGreaterThan(0);
      expect(shape!.exempt).toBeGreaterThan(0);
      expect(shape!.above).toBe(0);
    });

    it("writes each save's and publication's audit event as the assessments service words it", async () => {
      const [event] = await rows<{ summary: string; title: string; course: string; students: number }>(sql`
        select e.summary, a.title, c.name as course,
               (select count(*)::int from assessment_marks m where m.assessment_id = a.id) as students
        from audit_events e join assessments a on a.id::text = e.entity_id join courses c on c.id = a.course_id
        where e.action = 'marks.saved' limit 1`);
      expect(event!.summary).toBe(auditSummaries.marksSaved(event!.title, event!.course, event!.students));
      const [published] = await rows<{ n: number }>(
        sql`select count(*)::int as n from audit_events where action = 'assessment.published'`,
      );
      expect(published!.n).toBe(options.courses * 8);
    });

    it('is what the app works on: a student sees their published results, and a published mark is corrected at its version', async () => {
      const context: DataContext = {
        db: database.db,
        now: () => new Date(),
        channelsFor: () => [],
        attendance: { editDays: 7, minPercent: 75 },
      };
      const [mark] = await rows<{ studentId: string; assessmentId: string; by: string }>(sql`
        select m.student_id as "studentId", m.assessment_id as "assessmentId", a.published_by as by
        from assessment_marks m join assessments a on a.id = m.assessment_id
        where a.published_at is not null and m.marks is not null limit 1`);
      const { courses: results } = await studentResults(database.db, mark!.studentId);
      expect(results.length).toBeGreaterThanOrEqual(2);
      for (const course of results) {
        expect(course.assessments).toHaveLength(8);
        expect(course.weightCounted).toBeGreaterThan(0);
      }
      const teacher = { id: mark!.by, role: 'instructor' as const };
      const grid = await saveMarks(
        context,
        teacher,
        mark!.assessmentId,
        { marks: [{ studentId: mark!.studentId, absent: true }], reason: 'Was not in the hall' },
        1,
      );
      expect(grid.version).toBe(2);
    });
  });

  it('refuses a database that already has students, unless forced', async () => {
    await expect(seedLarge(database.db, options)).rejects.toBeInstanceOf(DatabaseHasStudentsError);

    const again = await seedLarge(database.db, { ...options, force: true });
    expect(again.students).toBe(400);
    expect(again.payments).toBe(1000);
  });
});
