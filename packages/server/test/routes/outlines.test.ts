import { randomUUID } from 'node:crypto';
import { parse } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateTimeInIndia,
  learningMessages,
  messages,
  type Outline,
  type Page,
  type StudentLesson,
  type StudentOutline,
  type StudentProgress,
  type StudentProgressResponse,
} from '@campus/domain';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { and, eq } from 'drizzle-orm';
import { courses, enrollments, users } from '../../src/db/schema.js';
import {
  addLessons,
  attachPdf,
  completeLessons,
  createAdmin,
  createCourse,
  createStaff,
  createStudent,
  enroll,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: { authorization: string };
let accountant: { authorization: string };
/** How far the services' clock is ahead of the machine's: a student's time on a lesson passes without waiting. */
let clockAhead = 0;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.services.now = () => new Date(Date.now() + clockAhead);
  admin = await t.auth((await createAdmin(t.db)).auth);
  accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function addChapter(courseId: string, title: string) {
  const res = await call('POST', `/api/admin/courses/${courseId}/chapters`, admin, { title });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ chapter: { _id: string; version: number } }>(res).chapter;
}

async function addLesson(chapterId: string, fields: Record<string, unknown>) {
  const res = await call('POST', `/api/admin/chapters/${chapterId}/lessons`, admin, fields);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ lesson: { _id: string; version: number } }>(res).lesson;
}

async function outline(courseId: string) {
  const res = await call('GET', `/api/admin/courses/${courseId}/outline`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return json<Outline>(res);
}

const titles = (o: Outline) => o.chapters.map((chapter) => [chapter.title, chapter.lessons.map((l) => l.title)]);

/** A course with two chapters: Basics (Welcome, Setup) and Practice (Exercise). */
async function twoChapterCourse() {
  const course = await createCourse(t.db);
  const basics = await addChapter(course.id, 'Basics');
  const practice = await addChapter(course.id, 'Practice');
  const welcome = await addLesson(basics._id, { title: 'Welcome', body: '# Hello\n\nRead this first.', minutes: 5 });
  const setup = await addLesson(basics._id, {
    title: 'Setup',
    body: 'Install the tools.',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  });
  const exercise = await addLesson(practice._id, { title: 'Exercise', body: 'Try it.' });
  return { course, basics, practice, welcome, setup, exercise };
}

async function auditActions(entityId: string) {
  const res = await call('GET', `/api/admin/audit?entityId=${entityId}&limit=50`, admin);
  expect(res.statusCode).toBe(200);
  return json<{ items: { action: string; summary: string }[] }>(res).items.map((event) => event.action);
}

describe('course outlines, as staff build them', () => {
  it('adds chapters and lessons in order, and shows them in the outline', async () => {
    const { course } = await twoChapterCourse();
    expect(titles(await outline(course.id))).toEqual([
      ['Basics', ['Welcome', 'Setup']],
      ['Practice', ['Exercise']],
    ]);
    const setup = (await outline(course.id)).chapters[0]!.lessons[1]!;
    expect(setup).toMatchObject({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', minutes: null, version: 1 });
    expect(setup).not.toHaveProperty('body');
  });

  it('renames a chapter and edits a lesson, refusing an edit of a version changed since', async () => {
    const { basics, welcome } = await twoChapterCourse();
    const renamed = await call(
      'PATCH',
      `/api/admin/chapters/${basics._id}`,
      { ...admin, 'if-match': '"1"' },
      {
        title: 'First steps',
      },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json(renamed).chapter).toMatchObject({ title: 'First steps', version: 2 });
    const stale = await call(
      'PATCH',
      `/api/admin/chapters/${basics._id}`,
      { ...admin, 'if-match': '"1"' },
      {
        title: 'Lost',
      },
    );
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toBe(messages.errors.editConflict);

    const edited = await call(
      'PATCH',
      `/api/admin/lessons/${welcome._id}`,
      { ...admin, 'if-match': '"1"' },
      {
        body: 'New text',
        minutes: 12,
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).lesson).toMatchObject({ title: 'Welcome', body: 'New text', minutes: 12, version: 2 });
    const read = await call('GET', `/api/admin/lessons/${welcome._id}`, admin);
    expect(json(read).lesson).toMatchObject({ body: 'New text', version: 2 });
    expect(await auditActions(welcome._id)).toEqual(['lesson.updated', 'lesson.created']);
    expect(await auditActions(basics._id)).toEqual(['chapter.updated', 'chapter.created']);
  });

  it('refuses a lesson without a title, a link that is not a web address and a time out of range, changing nothing', async () => {
    const { course, basics } = await twoChapterCourse();
    const before = await outline(course.id);
    for (const [fields, error] of [
      [{ title: '', body: 'x' }, 'Lesson title is required'],
      [{ title: 'Bad link', videoUrl: 'javascript:alert(1)' }, learningMessages.videoUrl],
      [{ title: 'Too long', minutes: 601 }, learningMessages.minutes],
      [{ title: 'Not whole', minutes: 1.5 }, learningMessages.minutes],
    ] as const) {
      const res = await call('POST', `/api/admin/chapters/${basics._id}/lessons`, admin, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(json(res).error).toBe(error);
    }
    expect(await outline(course.id)).toEqual(before);
  });

  it('reorders chapters and moves a lesson to another chapter', async () => {
    const { course, basics, practice, welcome, setup, exercise } = await twoChapterCourse();
    const res = await call('PUT', `/api/admin/courses/${course.id}/outline`, admin, {
      chapters: [
        { _id: practice._id, lessons: [setup._id, exercise._id] },
        { _id: basics._id, lessons: [welcome._id] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(await outline(course.id))).toEqual([
      ['Practice', ['Setup', 'Exercise']],
      ['Basics', ['Welcome']],
    ]);
    expect(await auditActions(course.id)).toContain('outline.reordered');
  });

  it('refuses an order that leaves out a lesson or holds one of another course (409), changing nothing', async () => {
    const { course, basics, practice, welcome, setup, exercise } = await twoChapterCourse();
    const other = await twoChapterCourse();
    const before = await outline(course.id);
    for (const chapters of [
      [
        { _id: basics._id, lessons: [welcome._id] },
        { _id: practice._id, lessons: [exercise._id] },
      ],
      [
        { _id: basics._id, lessons: [welcome._id, setup._id, other.welcome._id] },
        { _id: practice._id, lessons: [exercise._id] },
      ],
      [
        { _id: basics._id, lessons: [welcome._id, setup._id, setup._id] },
        { _id: practice._id, lessons: [exercise._id] },
      ],
    ]) {
      const res = await call('PUT', `/api/admin/courses/${course.id}/outline`, admin, { chapters });
      expect(res.statusCode).toBe(409);
      expect(json(res).error).toBe(learningMessages.outlineChanged);
    }
    expect(await outline(course.id)).toEqual(before);
  });

  it('deletes a lesson, and a chapter with its lessons', async () => {
    const { course, practice, setup } = await twoChapterCourse();
    expect((await call('DELETE', `/api/admin/lessons/${setup._id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/chapters/${practice._id}`, admin)).statusCode).toBe(200);
    expect(titles(await outline(course.id))).toEqual([['Basics', ['Welcome']]]);
    expect((await call('GET', `/api/admin/lessons/${setup._id}`, admin)).statusCode).toBe(404);
    expect(await auditActions(practice._id)).toEqual(['chapter.deleted', 'chapter.created']);
  });

  it('is for admins: an accountant or a student may not change an outline', async () => {
    const { course, basics } = await twoChapterCourse();
    const student = await t.auth((await createStudent(t.db)).auth);
    for (const who of [accountant, student]) {
      expect((await call('POST', `/api/admin/courses/${course.id}/chapters`, who, { title: 'X' })).statusCode).toBe(
        403,
      );
      expect((await call('POST', `/api/admin/chapters/${basics._id}/lessons`, who, { title: 'X' })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('learning, as a student works through a course', () => {
  async function enrolledStudent() {
    const built = await twoChapterCourse();
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, built.course);
    return { ...built, student: await t.auth(student.auth) };
  }

  const studentOutline = async (courseId: string, student: Headers) => {
    const res = await call('GET', `/api/courses/${courseId}/outline`, student);
    expect(res.statusCode, res.body).toBe(200);
    return json<StudentOutline>(res);
  };
  /** The student opens the lesson, spends the time it asks for (10 minutes at most), and marks it done. */
  const study = async (lessonId: string, student: Headers) => {
    expect((await call('GET', `/api/lessons/${lessonId}`, student)).statusCode).toBe(200);
    clockAhead += 10 * 60_000;
    return call('PUT', `/api/lessons/${lessonId}/completion`, student);
  };
  const progressInFullMe = async (student: Headers) => {
    const me = json<{ enrolledCourses: { progress: number; lastAccessed: string | null }[] }>(
      await call('GET', '/api/users/full-me', student),
    );
    return me.enrolledCourses[0]!;
  };

  it('opens the first lesson not done, counts lessons done into the progress, and undoes one', async () => {
    const { course, welcome, setup, exercise, student } = await enrolledStudent();
    const start = await studentOutline(course.id, student);
    expect(start).toMatchObject({ progress: 0, completedLessons: 0, lessonCount: 3, nextLessonId: welcome._id });
    expect(start.chapters[0]!.lessons.map((lesson) => [lesson.title, lesson.hasVideo, lesson.completed])).toEqual([
      ['Welcome', false, false],
      ['Setup', true, false],
    ]);

    const opened = await call('GET', `/api/lessons/${welcome._id}`, student);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json<StudentLesson>(opened)).toMatchObject({
      lesson: { title: 'Welcome', html: '<h1>Hello</h1>\n<p>Read this first.</p>\n' },
      chapterTitle: 'Basics',
      completed: false,
      // A quarter of its 5 minutes.
      doneInSeconds: 75,
      previousLessonId: null,
      nextLessonId: setup._id,
    });
    expect((await progressInFullMe(student)).lastAccessed).not.toBeNull();

    clockAhead += 75_000;
    const done = await call('PUT', `/api/lessons/${welcome._id}/completion`, student);
    expect(json(done)).toEqual({ completed: true, progress: 33, completedLessons: 1, lessonCount: 3 });
    // Done twice is still one lesson done.
    expect(json(await call('PUT', `/api/lessons/${welcome._id}/completion`, student)).completedLessons).toBe(1);
    expect((await studentOutline(course.id, student)).nextLessonId).toBe(setup._id);
    expect((await progressInFullMe(student)).progress).toBe(33);

    const last = json<StudentLesson>(await call('GET', `/api/lessons/${exercise._id}`, student));
    expect([last.previousLessonId, last.nextLessonId]).toEqual([setup._id, null]);

    const undone = await call('DELETE', `/api/lessons/${welcome._id}/completion`, student);
    expect(json(undone)).toEqual({ completed: false, progress: 0, completedLessons: 0, lessonCount: 3 });
  });

  it('reaches Completed when every lesson is done, and loses it when a lesson is added', async () => {
    const { course, basics, welcome, setup, exercise, student } = await enrolledStudent();
    for (const lesson of [welcome, setup, exercise]) expect((await study(lesson._id, student)).statusCode).toBe(200);
    expect(await studentOutline(course.id, student)).toMatchObject({ progress: 100, nextLessonId: null });
    const me = json<{ completedCourses: number }>(await call('GET', '/api/users/full-me', student));
    expect(me.completedCourses).toBe(1);

    await addLesson(basics._id, { title: 'Bonus' });
    expect((await progressInFullMe(student)).progress).toBe(75);
  });

  it("recounts a student's progress when a lesson they did is deleted", async () => {
    const { course, welcome, setup, student } = await enrolledStudent();
    await study(welcome._id, student);
    await study(setup._id, student);
    expect((await studentOutline(course.id, student)).progress).toBe(66);
    expect((await call('DELETE', `/api/admin/lessons/${setup._id}`, admin)).statusCode).toBe(200);
    expect(await studentOutline(course.id, student)).toMatchObject({
      progress: 50,
      completedLessons: 1,
      lessonCount: 2,
    });
  });

  it('marks a lesson done only once it was opened and, with an estimated time, a quarter of it spent', async () => {
    const { welcome, setup, student } = await enrolledStudent();
    const markDone = (lessonId: string) => call('PUT', `/api/lessons/${lessonId}/completion`, student);
    // Not opened: no lesson is done by pressing a button, with or without an estimated time.
    for (const lesson of [welcome, setup]) {
      const refused = await markDone(lesson._id);
      expect([refused.statusCode, json(refused)]).toEqual([409, errorBody(learningMessages.lessonNotOpened)]);
    }
    // Setup has no estimated time: opened is enough.
    expect(json<StudentLesson>(await call('GET', `/api/lessons/${setup._id}`, student)).doneInSeconds).toBe(0);
    expect((await markDone(setup._id)).statusCode).toBe(200);

    // Welcome asks for 5 minutes: done a minute and a quarter after it was first opened, not before.
    expect(json<StudentLesson>(await call('GET', `/api/lessons/${welcome._id}`, student)).doneInSeconds).toBe(75);
    clockAhead += 30_000;
    const tooSoon = await markDone(welcome._id);
    expect([tooSoon.statusCode, json(tooSoon)]).toEqual([409, errorBody(learningMessages.lessonDoneIn(1))]);
    // Opening it again does not start the time again.
    expect(json<StudentLesson>(await call('GET', `/api/lessons/${welcome._id}`, student)).doneInSeconds).toBe(45);
    clockAhead += 45_000;
    expect(json<StudentLesson>(await call('GET', `/api/lessons/${welcome._id}`, student)).doneInSeconds).toBe(0);
    expect(json(await markDone(welcome._id))).toMatchObject({ completed: true, completedLessons: 2 });
    // Undone and done again: the time was spent already.
    expect((await call('DELETE', `/api/lessons/${welcome._id}/completion`, student)).statusCode).toBe(200);
    expect((await markDone(welcome._id)).statusCode).toBe(200);
  });

  it('finds no lesson or outline of a course the student is not enrolled in', async () => {
    const { course, welcome } = await twoChapterCourse();
    const stranger = await t.auth((await createStudent(t.db)).auth);
    for (const [method, url] of [
      ['GET', `/api/courses/${course.id}/outline`],
      ['GET', `/api/lessons/${welcome._id}`],
      ['PUT', `/api/lessons/${welcome._id}/completion`],
      ['DELETE', `/api/lessons/${welcome._id}/completion`],
    ] as const) {
      const res = await call(method, url, stranger);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await call('GET', `/api/lessons/${welcome._id}`, admin)).statusCode).toBe(403);
  });
});

describe("the staff's view of a course's progress", () => {
  const DAY = 24 * 60 * 60 * 1000;

  /** A course of four lessons; Asha did them all, Bilal one (today), Chitra none and never opened one. */
  async function classOfThree() {
    const course = await createCourse(t.db);
    const lessons = await addLessons(t.db, course.id, 4);
    const people = [];
    for (const [name, done, openedDaysAgo] of [
      ['Asha Rao', 4, 30],
      ['Bilal Khan', 1, 0],
      ['=Chitra Das', 0, null],
    ] as const) {
      const student = await createStudent(t.db, { name });
      await enroll(t.db, student.id, course);
      await completeLessons(t.db, student.id, lessons.slice(0, done));
      if (openedDaysAgo !== null) {
        await t.db
          .update(enrollments)
          .set({ lastAccessed: new Date(Date.now() - openedDaysAgo * DAY) })
          .where(and(eq(enrollments.studentId, student.id), eq(enrollments.courseId, course.id)));
      }
      people.push(student);
    }
    // A deleted student is in no view.
    const gone = await createStudent(t.db, { name: 'Gone Student' });
    await enroll(t.db, gone.id, course);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    return { course, people };
  }

  const view = async (courseId: string, query = '') => {
    const res = await call('GET', `/api/admin/courses/${courseId}/progress?limit=10${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return json<Page<StudentProgress>>(res);
  };
  const names = (page: Page<StudentProgress>) => page.items.map((item) => item.name);

  it('lists the least done first, or as sorted, with progress and the last lesson opened', async () => {
    const { course } = await classOfThree();
    const least = await view(course.id);
    expect(names(least)).toEqual(['=Chitra Das', 'Bilal Khan', 'Asha Rao']);
    expect(least.total).toBe(3);
    expect(least.items[1]).toMatchObject({ progress: 25, completedLessons: 1, lessonCount: 4, completedAt: null });
    expect(least.items[2]!.completedAt).not.toBeNull();
    expect(least.items[0]!.lastAccessed).toBeNull();
    expect(names(await view(course.id, '&sort=-progress'))).toEqual(['Asha Rao', 'Bilal Khan', '=Chitra Das']);
    expect(names(await view(course.id, '&sort=name'))).toEqual(['=Chitra Das', 'Asha Rao', 'Bilal Khan']);
    expect(names(await view(course.id, '&sort=lastAccessed'))).toEqual(['=Chitra Das', 'Asha Rao', 'Bilal Khan']);
  });

  it('keeps those who have not opened a lesson for so many days, and those matching a search', async () => {
    const { course } = await classOfThree();
    expect(names(await view(course.id, '&inactiveDays=14'))).toEqual(['=Chitra Das', 'Asha Rao']);
    expect(names(await view(course.id, '&search=khan'))).toEqual(['Bilal Khan']);
    for (const [query, error] of [
      ['&inactiveDays=0', learningMessages.inactiveDays],
      ['&sort=fastest', learningMessages.sortInvalid],
    ]) {
      const res = await call('GET', `/api/admin/courses/${course.id}/progress?${query}`, admin);
      expect(res.statusCode).toBe(400);
      expect(json(res).error).toBe(error);
    }
  });

  it('downloads the view as a CSV for Excel, typed text made safe', async () => {
    const { course } = await classOfThree();
    const res = await call('GET', `/api/admin/courses/${course.id}/progress.csv?sort=-progress`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'Student,Email,Progress (%),Lessons done,Lessons,Last opened (India time),Completed (India time)',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 1)[0])).toEqual([
      'Asha Rao',
      'Bilal Khan',
      "'=Chitra Das",
    ]);
    // As the pages show them: in India, not UTC.
    const [done] = (await view(course.id, '&sort=-progress')).items;
    expect(
      lines[1]!.endsWith(
        `,100,4,4,${dateTimeInIndia(new Date(done!.lastAccessed!))},${dateTimeInIndia(new Date(done!.completedAt!))}`,
      ),
    ).toBe(true);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("saves the CSV under the course's name, in its own script", async () => {
    const suffix = randomUUID().slice(0, 8);
    const course = await createCourse(t.db, { name: `తెలుగు వ్యాకరణం (${suffix})` });
    const res = await call('GET', `/api/admin/courses/${course.id}/progress.csv`, admin);
    expect(res.statusCode).toBe(200);
    expect(parse(String(res.headers['content-disposition'])).parameters.filename).toBe(
      `progress_తెలుగు_వ్యాకరణం_${suffix}_.csv`,
    );
  });

  it('counts a student whose last lesson not done was deleted as complete from then on, in the view and its CSV', async () => {
    const course = await createCourse(t.db);
    const lessons = await addLessons(t.db, course.id, 3);
    const student = await createStudent(t.db, { name: 'Zoya Ansari' });
    await enroll(t.db, student.id, course);
    await completeLessons(t.db, student.id, lessons.slice(0, 2));
    const deletedAt = new Date(Date.now() - 2 * DAY);
    const clock = t.app.services.now;
    t.app.services.now = () => deletedAt;
    try {
      expect((await call('DELETE', `/api/admin/lessons/${lessons[2]!.id}`, admin)).statusCode).toBe(200);
    } finally {
      t.app.services.now = clock;
    }
    expect((await view(course.id)).items).toEqual([
      expect.objectContaining({ name: 'Zoya Ansari', progress: 100, completedAt: deletedAt.toISOString() }),
    ]);
    const csv = await call('GET', `/api/admin/courses/${course.id}/progress.csv`, admin);
    expect(csv.body.trim().split('\n')[1]).toMatch(new RegExp(`,100,2,2,,${dateTimeInIndia(deletedAt)}$`));
    const certificate = await call('GET', `/api/courses/${course.id}/certificate`, await t.auth(student.auth));
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(json<{ issuedOn: string }>(certificate).issuedOn).toBe(
      deletedAt.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }),
    );
  });

  it('is not found for a course that is not there', async () => {
    const res = await call('GET', '/api/admin/courses/00000000-0000-4000-8000-000000000000/progress', admin);
    expect(res.statusCode).toBe(404);
    expect(json(res).error).toBe(messages.errors.courseNotFound);
  });
});

describe("the staff's view of a student's progress", () => {
  it('shows each course with its progress, last lesson and certificate; an instructor sees their courses only', async () => {
    const taught = await createCourse(t.db, { name: `B taught ${randomUUID()}` });
    const other = await createCourse(t.db, { name: `A other ${randomUUID()}` });
    const lessons = await addLessons(t.db, taught.id, 2);
    await addLessons(t.db, other.id, 4);
    const member = await createStaff(t.db, { role: 'instructor' });
    await call('PUT', `/api/admin/courses/${taught.id}/instructors`, admin, { staffIds: [member.id] });
    const student = await createStudent(t.db, { name: 'Meera Iyer' });
    await enroll(t.db, student.id, taught);
    await enroll(t.db, student.id, other);
    const studentAuth = await t.auth(student.auth);
    await call('GET', `/api/lessons/${lessons[1]!.id}`, studentAuth);
    await completeLessons(t.db, student.id, lessons);
    const certificate = json<{ number: string; code: string; issuedOn: string }>(
      await call('GET', `/api/courses/${taught.id}/certificate`, studentAuth),
    );

    const res = await call('GET', `/api/admin/students/${student.id}/progress`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const seen = json<StudentProgressResponse>(res);
    expect(seen.student).toEqual({ _id: student.id, name: 'Meera Iyer', email: student.email });
    expect(seen.courses).toEqual([
      expect.objectContaining({ courseName: other.name, progress: 0, lessonCount: 4, certificate: null }),
      expect.objectContaining({
        courseName: taught.name,
        progress: 100,
        completedLessons: 2,
        lastLessonTitle: 'Lesson 2',
        lastAccessed: expect.any(String),
        certificate: { ...certificate, revokedAt: null },
      }),
    ]);

    const byInstructor = json<StudentProgressResponse>(
      await call('GET', `/api/admin/students/${student.id}/progress`, await t.auth(member.auth)),
    );
    expect(byInstructor.courses.map((course) => course.courseId)).toEqual([taught.id]);
    const stranger = await t.auth((await createStaff(t.db, { role: 'instructor' })).auth);
    const hidden = await call('GET', `/api/admin/students/${student.id}/progress`, stranger);
    expect([hidden.statusCode, json(hidden)]).toEqual([404, errorBody(messages.errors.studentNotFound)]);
    expect((await call('GET', `/api/admin/students/${randomUUID()}/progress`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/students/${student.id}/progress`, accountant)).statusCode).toBe(403);

    await call('POST', `/api/admin/certificates/${certificate.code}/revocation`, admin, { reason: 'Copied work' });
    const after = json<StudentProgressResponse>(await call('GET', `/api/admin/students/${student.id}/progress`, admin));
    expect(after.courses[1]!.certificate?.revokedAt).toEqual(expect.any(String));
  });
});

describe('instructors', () => {
  it('are assigned to a course by an admin, and only instructors can be', async () => {
    const course = await createCourse(t.db);
    const teacher = await createStaff(t.db, { role: 'instructor', name: 'Ira Teacher' });
    const accountantMember = await createStaff(t.db, { role: 'accountant' });
    const refused = await call('PUT', `/api/admin/courses/${course.id}/instructors`, admin, {
      staffIds: [teacher.id, accountantMember.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe(learningMessages.notAnInstructor);

    const saved = await call('PUT', `/api/admin/courses/${course.id}/instructors`, admin, { staffIds: [teacher.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).instructors).toEqual([{ _id: teacher.id, name: 'Ira Teacher', email: teacher.email }]);
    expect(json(await call('GET', `/api/admin/courses/${course.id}/instructors`, admin)).instructors).toHaveLength(1);
    // The Staff list of one role gives the instructors to choose from.
    const listed = json<{ items: { role: string }[] }>(
      await call('GET', '/api/admin/staff?role=instructor&limit=100', admin),
    );
    expect(listed.items.length).toBeGreaterThan(0);
    expect(new Set(listed.items.map((member) => member.role))).toEqual(new Set(['instructor']));
    expect(await auditActions(course.id)).toEqual(['course.instructors_changed']);
  });

  it("edit their courses' outlines and follow their students, and see no other course, no money and no office page", async () => {
    const { course, basics } = await twoChapterCourse();
    const other = await twoChapterCourse();
    const member = await createStaff(t.db, { role: 'instructor' });
    await call('PUT', `/api/admin/courses/${course.id}/instructors`, admin, { staffIds: [member.id] });
    const teacher = await t.auth(member.auth);
    const student = await createStudent(t.db, { name: 'Taught Student' });
    await enroll(t.db, student.id, course);

    expect(
      (await call('POST', `/api/admin/courses/${course.id}/chapters`, teacher, { title: 'Extra' })).statusCode,
    ).toBe(201);
    expect((await call('PATCH', `/api/admin/chapters/${basics._id}`, teacher, { title: 'Renamed' })).statusCode).toBe(
      200,
    );
    const progress = await call('GET', `/api/admin/courses/${course.id}/progress`, teacher);
    expect(json<Page<StudentProgress>>(progress).items.map((item) => item.name)).toEqual(['Taught Student']);
    const teaching = json<{ items: { _id: string; lessonCount: number; students: number }[] }>(
      await call('GET', '/api/admin/teaching', teacher),
    );
    expect(teaching.items).toEqual([expect.objectContaining({ _id: course.id, lessonCount: 3, students: 1 })]);

    for (const url of [
      `/api/admin/courses/${other.course.id}/outline`,
      `/api/admin/courses/${other.course.id}/progress`,
      `/api/admin/lessons/${other.welcome._id}`,
    ]) {
      expect((await call('GET', url, teacher)).statusCode, url).toBe(404);
    }
    expect((await call('PATCH', `/api/admin/chapters/${other.basics._id}`, teacher, { title: 'X' })).statusCode).toBe(
      404,
    );
    for (const url of [
      '/api/admin/payments',
      '/api/admin/fees',
      '/api/admin/users',
      '/api/admin/dashboard',
      '/api/admin/staff',
    ]) {
      expect((await call('GET', url, teacher)).statusCode, url).toBe(403);
    }
  });
});

describe('copying a course', () => {
  it('adds a course with the same fields, outline, files and instructors, and no students', async () => {
    const { course, welcome } = await twoChapterCourse();
    const picture = '/uploads/courses/0b0c8f8e-1d2a-4e5f-9a7b-3c4d5e6f7a8b.webp';
    await t.db.update(courses).set({ image: picture }).where(eq(courses.id, course.id));
    const attachment = await attachPdf(t.db, t.app.storage, welcome._id, 'handout.pdf');
    const teacher = await createStaff(t.db, { role: 'instructor' });
    await call('PUT', `/api/admin/courses/${course.id}/instructors`, admin, { staffIds: [teacher.id] });
    await enroll(t.db, (await createStudent(t.db)).id, course);

    const res = await call('POST', `/api/admin/courses/${course.id}/copy`, admin, { name: `${course.name} – 2027` });
    expect(res.statusCode, res.body).toBe(201);
    const copy = json<{ course: { _id: string } & Record<string, unknown> }>(res).course;
    expect(copy).toMatchObject({
      name: `${course.name} – 2027`,
      description: course.description,
      duration: course.durationWeeks,
      price: course.price,
      category: course.category,
      image: picture,
      enrolledStudents: 0,
    });
    const copied = await outline(copy._id);
    expect(titles(copied)).toEqual(titles(await outline(course.id)));
    const copiedWelcome = copied.chapters[0]!.lessons[0]!;
    expect(copiedWelcome._id).not.toBe(welcome._id);
    const lesson = json<{ lesson: { body: string }; attachments: { _id: string; name: string }[] }>(
      await call('GET', `/api/admin/lessons/${copiedWelcome._id}`, admin),
    );
    expect(lesson.lesson.body).toBe('# Hello\n\nRead this first.');
    expect(lesson.attachments.map((a) => a.name)).toEqual(['handout.pdf']);
    expect(json(await call('GET', `/api/admin/courses/${copy._id}/instructors`, admin)).instructors).toEqual([
      expect.objectContaining({ _id: teacher.id }),
    ]);
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, { id: copy._id, price: course.price });
    const studentOutline = json<StudentOutline>(
      await call('GET', `/api/courses/${copy._id}/outline`, await t.auth(student.auth)),
    );
    expect(studentOutline.lessonCount).toBe(3);

    // The original's file goes from it, and stays for the copy.
    expect((await call('DELETE', `/api/admin/attachments/${attachment}`, admin)).statusCode).toBe(200);
    const download = await call('GET', `/api/attachments/${lesson.attachments[0]!._id}`, await t.auth(student.auth));
    expect(download.statusCode).toBe(200);

    const audit = await call('GET', `/api/admin/audit?entityId=${copy._id}`, admin);
    expect(json<{ items: { summary: string }[] }>(audit).items.map((e) => e.summary)).toEqual([
      `Added course ${course.name} – 2027 as a copy of ${course.name} with 2 chapters and 3 lessons`,
    ]);
  });

  it('refuses a name another course has (409), an empty one (400) and a course that is not there (404)', async () => {
    const { course } = await twoChapterCourse();
    const taken = await call('POST', `/api/admin/courses/${course.id}/copy`, admin, {
      name: course.name.toUpperCase(),
    });
    expect([taken.statusCode, json(taken)]).toEqual([409, errorBody(messages.errors.courseNameTaken)]);
    const empty = await call('POST', `/api/admin/courses/${course.id}/copy`, admin, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    const missing = await call('POST', `/api/admin/courses/${randomUUID()}/copy`, admin, { name: 'Anything' });
    expect([missing.statusCode, json(missing)]).toEqual([404, errorBody(messages.errors.courseNotFound)]);
    expect((await call('POST', `/api/admin/courses/${course.id}/copy`, accountant, { name: 'X' })).statusCode).toBe(
      403,
    );
  });
});
