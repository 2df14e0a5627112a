import { and, asc, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  lessonVideo,
  type CourseProgressQuery,
  type CourseProgressSort,
  type Page,
  type StudentCourseProgress,
  type StudentOutline,
  type StudentProgress,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { preparedQuery, preparedRows } from '../db/prepared.js';
import {
  certificates,
  chapters,
  courses,
  enrollments,
  lessonCompletions,
  lessons,
  lessonViews,
  users,
} from '../db/schema.js';
import { toCertificate } from './certificates.js';
import type { Tx } from '../db/transaction.js';
import { countUpToLimit, oneColumn, type AnswerReuse } from './count.js';
import * as progressRules from './progress-rules-sql.js';
import { taughtBy } from './instructors.js';
import { containing } from './search.js';

/**
 * The student's enrollment in a course that is not deleted, with the course's name and the enrollment's figures;
 * undefined when the student is not enrolled in it.
 */
export const findEnrollment = async (db: Db, studentId: string, courseId: string) =>
  (await enrollmentOf(db, { studentId, courseId }))[0];

const enrollmentOf = preparedQuery('student_enrollment', (db) =>
  db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      completedLessons: enrollments.completedLessons,
      lessonCount: courses.lessonCount,
      progress: progressRules.courseProgress(enrollments.completedLessons, courses.lessonCount),
      lastLessonId: enrollments.lastLessonId,
      complete: progressRules.isCourseComplete(enrollments.completedLessons, courses.lessonCount),
      completedAt: enrollments.completedAt,
      studentName: users.name,
    })
    .from(enrollments)
    .innerJoin(courses, and(eq(courses.id, enrollments.courseId), isNull(courses.deletedAt)))
    .innerJoin(users, and(eq(users.id, enrollments.studentId), isNull(users.deletedAt)))
    .where(
      and(
        eq(enrollments.studentId, sql.placeholder('studentId')),
        eq(enrollments.courseId, sql.placeholder('courseId')),
      ),
    ),
);

/** The course's lessons in the outline's order (chapter by chapter), each marked done or not for the student. */
export const lessonsInOrder = (db: Db, studentId: string, courseId: string) =>
  lessonsOfStudent(db, { studentId, courseId });

const lessonsOfStudent = preparedQuery('student_lessons', (db) =>
  db
    .select({
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      chapterPosition: chapters.position,
      _id: lessons.id,
      title: lessons.title,
      minutes: lessons.minutes,
      position: lessons.position,
      videoUrl: lessons.videoUrl,
      completed: sql<boolean>`${lessonCompletions.lessonId} is not null`,
    })
    .from(chapters)
    .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.studentId, sql.placeholder('studentId'))),
    )
    .where(eq(chapters.courseId, sql.placeholder('courseId')))
    .orderBy(asc(chapters.position), asc(chapters.id), asc(lessons.position), asc(lessons.id)),
);

/** The outline as its student sees it, from `lessonsInOrder`. */
export function studentChapters(rows: Awaited<ReturnType<typeof lessonsInOrder>>): StudentOutline['chapters'] {
  const outline: StudentOutline['chapters'] = [];
  for (const row of rows) {
    let chapter = outline.at(-1);
    if (chapter?._id !== row.chapterId) {
      chapter = { _id: row.chapterId, title: row.chapterTitle, position: row.chapterPosition, lessons: [] };
      outline.push(chapter);
    }
    if (row._id === null) continue;
    chapter.lessons.push({
      _id: row._id,
      chapterId: row.chapterId,
      title: row.title!,
      minutes: row.minutes,
      position: row.position!,
      hasVideo: row.videoUrl !== null && lessonVideo(row.videoUrl) !== undefined,
      completed: row.completed,
    });
  }
  return outline;
}

/** A lesson of a course that is not deleted, with its chapter's title and the course's name. */
export async function findLessonOfCourse(db: Db, lessonId: string) {
  const [found] = await db
    .select({ lesson: lessons, chapterTitle: chapters.title, courseName: courses.name })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .innerJoin(courses, and(eq(courses.id, lessons.courseId), isNull(courses.deletedAt)))
    .where(eq(lessons.id, lessonId));
  return found;
}

/**
 * The student opened the lesson: it is their last one, and now their course's last access; the first time, it is
 * when they first opened it. When that was. One statement, its own transaction: a lesson opened is the most frequent
 * change students make.
 */
export async function recordVisit(db: Db, studentId: string, courseId: string, lessonId: string, at: Date) {
  const [row] = await visitRecorded(db, { studentId, courseId, lessonId, at: at.toISOString() });
  // A Date from PGlite, the timestamp's text from node-postgres (as drizzle reads it).
  return new Date(row!.at);
}

const visitRecorded = preparedRows<
  { at: Date | string },
  { studentId: string; courseId: string; lessonId: string; at: string }
>('lesson_visit', () => {
  const [student, lesson, at] = [
    sql`${sql.placeholder('studentId')}::uuid`,
    sql`${sql.placeholder('lessonId')}::uuid`,
    sql`${sql.placeholder('at')}::timestamptz`,
  ];
  return sql`
    with visited as (
      update ${enrollments} set last_lesson_id = ${lesson}, last_accessed = ${at}
      where student_id = ${student} and course_id = ${sql.placeholder('courseId')}::uuid
    ),
    first as (
      insert into ${lessonViews} (student_id, lesson_id, first_opened_at) values (${student}, ${lesson}, ${at})
      on conflict do nothing
      returning first_opened_at
    )
    select coalesce(
      (select first_opened_at from first),
      (select first_opened_at from ${lessonViews} where student_id = ${student} and lesson_id = ${lesson})
    ) as at`;
});

/** When the student first opened the lesson; undefined if they never have. */
export async function firstOpened(db: Db, studentId: string, lessonId: string) {
  const [view] = await db
    .select({ at: lessonViews.firstOpenedAt })
    .from(lessonViews)
    .where(and(eq(lessonViews.studentId, studentId), eq(lessonViews.lessonId, lessonId)));
  return view?.at;
}

/** Whether the student has marked the lesson done. */
export async function isCompleted(db: Db, studentId: string, lessonId: string) {
  const [row] = await db
    .select({ at: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.studentId, studentId), eq(lessonCompletions.lessonId, lessonId)));
  return row !== undefined;
}

/** Marks the lesson done for the student at `at`; done already stays as it was (its first time). */
export async function insertCompletion(tx: Tx, studentId: string, lesson: { id: string; courseId: string }, at: Date) {
  await tx
    .insert(lessonCompletions)
    .values({ studentId, lessonId: lesson.id, courseId: lesson.courseId, completedAt: at })
    .onConflictDoNothing();
}

export async function deleteCompletion(tx: Tx, studentId: string, lessonId: string) {
  await tx
    .delete(lessonCompletions)
    .where(and(eq(lessonCompletions.studentId, studentId), eq(lessonCompletions.lessonId, lessonId)));
}

const PROGRESS_ORDER: Record<CourseProgressSort, SQL[]> = {
  // Read along enrollments_course_progress_idx, backwards for the least done first.
  progress: [asc(enrollments.completedLessons), desc(enrollments.id)],
  '-progress': [desc(enrollments.completedLessons), asc(enrollments.id)],
  name: [asc(users.name), asc(users.id)],
  lastAccessed: [sql`${enrollments.lastAccessed} asc nulls first`, asc(enrollments.id)],
};

/** The course's students (not deleted) with their progress, as the staff's progress view filters and orders them. */
function courseStudents(db: Db, courseId: string, query: Omit<CourseProgressQuery, 'page' | 'limit'>, now: Date) {
  const { search, inactiveDays, sort } = query;
  const openedBefore = inactiveDays && new Date(now.getTime() - inactiveDays * 24 * 60 * 60 * 1000);
  const where = and(
    eq(enrollments.courseId, courseId),
    search ? or(ilike(users.name, containing(search)), ilike(users.email, containing(search))) : undefined,
    openedBefore ? or(isNull(enrollments.lastAccessed), lt(enrollments.lastAccessed, openedBefore)) : undefined,
  );
  const rows = db
    .select({
      studentId: users.id,
      name: users.name,
      email: users.email,
      progress: progressRules.courseProgress(enrollments.completedLessons, courses.lessonCount),
      completedLessons: enrollments.completedLessons,
      lessonCount: courses.lessonCount,
      lastAccessed: enrollments.lastAccessed,
      completedAt: enrollments.completedAt,
    })
    .from(enrollments)
    .innerJoin(users, and(eq(users.id, enrollments.studentId), isNull(users.deletedAt)))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(where)
    .orderBy(...PROGRESS_ORDER[sort])
    .$dynamic();
  const counted = db
    .select(oneColumn)
    .from(enrollments)
    .innerJoin(users, and(eq(users.id, enrollments.studentId), isNull(users.deletedAt)))
    .where(where)
    .$dynamic();
  return { rows, counted };
}

type ProgressRow = Awaited<ReturnType<typeof courseStudents>['rows']>[number];

const toStudentProgress = ({ lastAccessed, completedAt, ...row }: ProgressRow): StudentProgress => ({
  ...row,
  lastAccessed: lastAccessed?.toISOString() ?? null,
  completedAt: completedAt?.toISOString() ?? null,
});

/** One page of a course's students with their progress; the total is exact up to COUNT_LIMIT. */
export async function courseProgressPage(
  db: Db,
  courseId: string,
  query: CourseProgressQuery,
  now: Date,
  counts: AnswerReuse,
): Promise<Page<StudentProgress>> {
  const { page, limit } = query;
  const { rows, counted } = courseStudents(db, courseId, query, now);
  const [items, total] = await Promise.all([
    rows.limit(limit).offset((page - 1) * limit),
    countUpToLimit(db, counted, counts),
  ]);
  return { items: items.map(toStudentProgress), total, page, limit };
}

/** Every student of the course with their progress, in the view's order (for its CSV). */
export async function courseProgressRows(
  db: Db,
  courseId: string,
  query: Omit<CourseProgressQuery, 'page' | 'limit'>,
  now: Date,
): Promise<StudentProgress[]> {
  const rows = await courseStudents(db, courseId, query, now).rows;
  return rows.map(toStudentProgress);
}

/**
 * A student's courses (not deleted) with their progress, last lesson and certificate, by name; only those
 * `instructorId` teaches when one is given.
 */
export async function studentCoursesProgress(
  db: Db,
  studentId: string,
  instructorId: string | undefined,
): Promise<StudentCourseProgress[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      progress: progressRules.courseProgress(enrollments.completedLessons, courses.lessonCount),
      completedLessons: enrollments.completedLessons,
      lessonCount: courses.lessonCount,
      lastAccessed: enrollments.lastAccessed,
      lastLessonTitle: lessons.title,
      completedAt: enrollments.completedAt,
      certificate: certificates,
    })
    .from(enrollments)
    .innerJoin(courses, and(eq(courses.id, enrollments.courseId), isNull(courses.deletedAt)))
    .leftJoin(lessons, eq(lessons.id, enrollments.lastLessonId))
    .leftJoin(
      certificates,
      and(eq(certificates.studentId, enrollments.studentId), eq(certificates.courseId, enrollments.courseId)),
    )
    .where(and(eq(enrollments.studentId, studentId), instructorId ? taughtBy(db, courses.id, instructorId) : undefined))
    .orderBy(asc(courses.name), asc(courses.id));
  return rows.map(({ lastAccessed, completedAt, certificate, ...row }) => ({
    ...row,
    lastAccessed: lastAccessed?.toISOString() ?? null,
    completedAt: completedAt?.toISOString() ?? null,
    certificate: certificate && {
      ...toCertificate(certificate),
      revokedAt: certificate.revokedAt?.toISOString() ?? null,
    },
  }));
}
