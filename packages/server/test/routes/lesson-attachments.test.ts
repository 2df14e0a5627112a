import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LESSON_ATTACHMENTS_MAX,
  learningMessages,
  messages,
  type LessonAttachment,
  type StudentLesson,
} from '@campus/domain';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import { addLessons, createAdmin, createCourse, createStaff, createStudent, enroll, PDF } from '../helpers/fixtures.js';
import { multipartBody } from '../helpers/multipart.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

async function attach(lessonId: string, headers: Record<string, string>, data: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const { payload, contentType } = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/lessons/${lessonId}/attachments`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

async function attached(lessonId: string, data: Uint8Array, name: string) {
  const res = await attach(lessonId, admin, data, name);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ attachment: LessonAttachment }>(res).attachment;
}

const download = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/attachments/${id}`, headers });

const storedFiles = () =>
  existsSync(t.config.privateFilesDir)
    ? readdirSync(t.config.privateFilesDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [];

/** A course with one lesson, a student enrolled in it and one who is not. */
async function lessonWithStudents() {
  const course = await createCourse(t.db);
  const [lesson] = await addLessons(t.db, course.id, 1);
  const student = await createStudent(t.db);
  await enroll(t.db, student.id, course);
  const outsider = await createStudent(t.db);
  return {
    course,
    lesson: lesson!,
    student: await t.auth(student.auth),
    outsider: await t.auth(outsider.auth),
  };
}

describe("a lesson's attachments", () => {
  it('are added by staff, listed with the lesson, and downloaded by its enrolled students as they were sent', async () => {
    const { lesson, student } = await lessonWithStudents();
    const pdf = await attached(lesson.id, PDF, 'पाठ 1 – notes.PDF');
    expect(pdf).toMatchObject({ name: 'पाठ 1 – notes.pdf', contentType: 'application/pdf', size: PDF.length });
    const picture = await attached(lesson.id, await png(5000, 2500), 'C:\\Users\\ira\\diagram.png');
    expect(picture).toMatchObject({ name: 'diagram.webp', contentType: 'image/webp' });

    const edited = await t.app.inject({ url: `/api/admin/lessons/${lesson.id}`, headers: admin });
    expect(json<{ attachments: LessonAttachment[] }>(edited).attachments.map((a) => a.name)).toEqual([
      'पाठ 1 – notes.pdf',
      'diagram.webp',
    ]);
    const opened = await t.app.inject({ url: `/api/lessons/${lesson.id}`, headers: student });
    expect(json<StudentLesson>(opened).attachments).toEqual([pdf, picture]);

    const file = await download(pdf._id, student);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `attachment; filename="??? 1 ? notes.pdf"; filename*=UTF-8''%E0%A4%AA%E0%A4%BE%E0%A4%A0%201%20%E2%80%93%20notes.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'no-store',
    });
    const image = await download(picture._id, student);
    expect(image.headers['content-type']).toBe('image/webp');
    // Re-encoded as every uploaded picture is, and kept at most 4096 pixels on its longer side.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 4096, height: 2048 });
  });

  it('download for no one else: a student of another course, an accountant, an instructor of another course', async () => {
    const { course, lesson, outsider } = await lessonWithStudents();
    const pdf = await attached(lesson.id, PDF, 'notes.pdf');
    const accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
    const instructor = await createStaff(t.db, { role: 'instructor' });
    const otherInstructor = await t.auth((await createStaff(t.db, { role: 'instructor' })).auth);
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${course.id}/instructors`,
      headers: admin,
      payload: { staffIds: [instructor.id] },
    });
    expect(assigned.statusCode).toBe(200);

    for (const caller of [outsider, accountant, otherInstructor]) {
      const refused = await download(pdf._id, caller);
      expect(refused.statusCode).toBe(404);
      expect(json(refused)).toEqual(errorBody(learningMessages.attachmentNotFound));
    }
    expect((await download(pdf._id, {})).statusCode).toBe(401);
    expect((await download(pdf._id, await t.auth(instructor.auth))).statusCode).toBe(200);
    expect((await download(pdf._id, admin)).statusCode).toBe(200);
    // An instructor of another course may not add one either: the lesson is not found.
    expect((await attach(lesson.id, otherInstructor, PDF, 'x.pdf')).statusCode).toBe(404);
    expect((await attach(lesson.id, await t.auth(instructor.auth), PDF, 'x.pdf')).statusCode).toBe(201);
  });

  it('are never served under /uploads/, where pictures are public', async () => {
    const { lesson } = await lessonWithStudents();
    await attached(lesson.id, PDF, 'notes.pdf');
    const [path] = storedFiles().filter((file) => file.endsWith('.pdf'));
    const key = path!.slice(t.config.privateFilesDir.length + 1);
    expect(key).toMatch(/^attachments\/[0-9a-f-]{36}\.pdf$/);
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('refuse what is not a PDF or picture by its content, an empty file, one over 20 MB, and a 21st, storing nothing', async () => {
    const { lesson } = await lessonWithStudents();
    const before = storedFiles();
    const cases: [Uint8Array, string, number, string][] = [
      [Buffer.from('<script>alert(1)</script>'), 'notes.pdf', 400, learningMessages.attachmentType],
      [Buffer.from('PK\u0003\u0004 a zip, not a PDF'), 'slides.pdf', 400, learningMessages.attachmentType],
      [Buffer.alloc(0), 'empty.pdf', 400, learningMessages.attachmentEmpty],
      [Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]), 'huge.pdf', 413, learningMessages.attachmentTooLarge],
      // Names as every other name: no right-to-left override ("evilfdp.exe" on screen), no control character.
      [PDF, 'evil\u202Eexe.pdf', 400, messages.input.hiddenCharacters('File name')],
      [PDF, 'notes\u2067.pdf', 400, messages.input.hiddenCharacters('File name')],
      [PDF, 'bell\u0007.pdf', 400, messages.input.hiddenCharacters('File name')],
    ];
    for (const [data, name, status, error] of cases) {
      const res = await attach(lesson.id, admin, data, name);
      expect([name, res.statusCode, json(res)]).toEqual([name, status, errorBody(error)]);
    }
    expect(storedFiles()).toEqual(before);

    // Larger than a picture may be (5 MB), within an attachment's 20 MB.
    const handbook = await attached(lesson.id, Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]), 'handbook.pdf');
    expect(handbook.size).toBe(PDF.length + 6 * 1024 * 1024);
    for (let i = 1; i < LESSON_ATTACHMENTS_MAX; i++) await attached(lesson.id, PDF, `part ${i}.pdf`);
    const full = await attach(lesson.id, admin, PDF, 'one more.pdf');
    expect([full.statusCode, json(full)]).toEqual([400, errorBody(learningMessages.attachmentsFull)]);
    expect(storedFiles()).toHaveLength(before.length + LESSON_ATTACHMENTS_MAX);
  });

  it('leave storage when removed, or when their lesson or chapter is deleted, with an audit event', async () => {
    const { course, lesson, student } = await lessonWithStudents();
    const [other] = await addLessons(t.db, course.id, 1, 'Second chapter');
    const first = await attached(lesson.id, PDF, 'first.pdf');
    const second = await attached(lesson.id, PDF, 'second.pdf');
    const third = await attached(other!.id, PDF, 'third.pdf');
    const count = storedFiles().length;

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/attachments/${first._id}`,
      headers: admin,
    });
    expect(json(removed)).toEqual({ message: learningMessages.attachmentRemoved });
    expect((await download(first._id, student)).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(count - 1);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/attachments/${first._id}`, headers: admin });
    expect(again.statusCode).toBe(404);

    await t.app.inject({ method: 'DELETE', url: `/api/admin/lessons/${lesson.id}`, headers: admin });
    expect((await download(second._id, student)).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/chapters/${other!.chapterId}`, headers: admin });
    expect((await download(third._id, student)).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(count - 3);

    const audit = await t.app.inject({ url: `/api/admin/audit?entityId=${lesson.id}`, headers: admin });
    expect(json<{ items: { action: string; summary: string }[] }>(audit).items.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        `Attached first.pdf to the lesson "Lesson 1" of ${course.name}`,
        `Removed first.pdf from the lesson "Lesson 1" of ${course.name}`,
      ]),
    );
  });
});
