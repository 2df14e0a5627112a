import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseProgress, isCourseComplete } from '@campus/domain';
import type { Database } from '../src/db/client.js';
import { courses, enrollments, lessonCompletions } from '../src/db/schema.js';
import * as progressRules from '../src/repositories/progress-rules-sql.js';
import { transaction } from '../src/db/transaction.js';
import { unenroll } from '../src/repositories/enrollments.js';
import { deleteLesson } from '../src/repositories/outlines.js';
import { createTestDatabase } from './helpers/database.js';
import { addLessons, completeLessons, createCourse, createStudent, enroll } from './helpers/fixtures.js';

/**
 * One enrollment: the course's lessons, how many of them the student completes (the first ones), and what happens
 * afterwards; `done` and `lessons` are the counts that should then hold.
 */
interface Case {
  name: string;
  lessons: number;
  completes: number;
  then?:
    | 'add a lesson'
    | 'add a lesson, then delete it'
    | 'delete the first undone lesson'
    | 'delete a done lesson'
    | 'undo one'
    | 're-enroll';
  done: number;
  count: number;
}

const cases: Case[] = [
  { name: 'a course without lessons', lessons: 0, completes: 0, done: 0, count: 0 },
  { name: 'nothing done', lessons: 3, completes: 0, done: 0, count: 3 },
  { name: 'one of three', lessons: 3, completes: 1, done: 1, count: 3 },
  { name: 'two of three', lessons: 3, completes: 2, done: 2, count: 3 },
  { name: 'all three', lessons: 3, completes: 3, done: 3, count: 3 },
  { name: 'all but one of 200', lessons: 200, completes: 199, done: 199, count: 200 },
  { name: 'all done, then a lesson added', lessons: 3, completes: 3, then: 'add a lesson', done: 3, count: 4 },
  {
    name: 'all done, then a lesson added and deleted',
    lessons: 3,
    completes: 3,
    then: 'add a lesson, then delete it',
    done: 3,
    count: 3,
  },
  {
    name: 'three of four, the undone one deleted',
    lessons: 4,
    completes: 3,
    then: 'delete the first undone lesson',
    done: 3,
    count: 3,
  },
  {
    name: 'two of four, a done one deleted',
    lessons: 4,
    completes: 2,
    then: 'delete a done lesson',
    done: 1,
    count: 3,
  },
  { name: 'all done, one undone', lessons: 3, completes: 3, then: 'undo one', done: 2, count: 3 },
  { name: 'two of three, enrolled again', lessons: 3, completes: 2, then: 're-enroll', done: 2, count: 3 },
];

const DELETED_AT = new Date('2031-02-03T04:05:06Z');

let database: Database;
const enrollmentOf = new Map<string, { studentId: string; courseId: string }>();

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  for (const c of cases) {
    const student = await createStudent(db);
    const course = await createCourse(db);
    await enroll(db, student.id, course);
    const outline = await addLessons(db, course.id, c.lessons);
    await completeLessons(db, student.id, outline.slice(0, c.completes));
    const removeLesson = (id: string) => transaction(db, (tx) => deleteLesson(tx, id, DELETED_AT));
    if (c.then === 'add a lesson') await addLessons(db, course.id, 1);
    if (c.then === 'add a lesson, then delete it') await removeLesson((await addLessons(db, course.id, 1))[0]!.id);
    if (c.then === 'delete the first undone lesson') await removeLesson(outline[c.completes]!.id);
    if (c.then === 'delete a done lesson') await removeLesson(outline[0]!.id);
    if (c.then === 'undo one') {
      await db
        .delete(lessonCompletions)
        .where(and(eq(lessonCompletions.studentId, student.id), eq(lessonCompletions.lessonId, outline[0]!.id)));
    }
    if (c.then === 're-enroll') {
      await transaction(db, async (tx) => {
        await unenroll(tx, student.id, [course.id]);
        await tx.insert(enrollments).values({ studentId: student.id, courseId: course.id });
      });
    }
    enrollmentOf.set(c.name, { studentId: student.id, courseId: course.id });
  }
});
afterAll(() => database.close());

async function read(name: string) {
  const { studentId, courseId } = enrollmentOf.get(name)!;
  const [row] = await database.db
    .select({
      done: enrollments.completedLessons,
      count: courses.lessonCount,
      completedAt: enrollments.completedAt,
      progress: progressRules.courseProgress(enrollments.completedLessons, courses.lessonCount),
      complete: progressRules.isCourseComplete(enrollments.completedLessons, courses.lessonCount),
      completions: sql<number>`(select count(*)::int from ${lessonCompletions} lc
        where lc.student_id = ${enrollments.studentId} and lc.course_id = ${enrollments.courseId})`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
  return row!;
}

describe('progress rules in SQL', () => {
  it.each(cases)('$name: the counts kept by the triggers are the lessons and completions there are', async (c) => {
    const row = await read(c.name);
    expect([row.done, row.count]).toEqual([c.done, c.count]);
    expect(row.completions).toBe(c.done);
  });

  it.each(cases)('$name: progress and completion are those of the domain', async (c) => {
    const row = await read(c.name);
    expect(row.progress).toBe(courseProgress(c.done, c.count));
    expect(row.complete).toBe(isCourseComplete(c.done, c.count));
  });

  it.each(cases)('$name: a completion time when the last lesson not done was completed, and only then', async (c) => {
    const row = await read(c.name);
    // Completing the last lesson sets it; undoing one clears it; a lesson added, or a done one deleted, leaves it.
    const completedLast = c.lessons > 0 && c.completes === c.lessons && c.then !== 'undo one';
    const completedByDeletion = c.then === 'delete the first undone lesson' && c.done === c.count;
    expect(row.completedAt !== null).toBe(completedLast || completedByDeletion);
    // Deleting the last lesson not done completes the course then; a time already there stays.
    expect(row.completedAt?.getTime() === DELETED_AT.getTime()).toBe(completedByDeletion);
    if (row.complete) expect(row.completedAt).not.toBeNull();
  });
});
