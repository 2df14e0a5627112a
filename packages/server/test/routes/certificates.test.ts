import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningMessages, dateInIndia, type Certificate } from '@campus/domain';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  addLessons,
  completeLessons,
  createAdmin,
  createCourse,
  createStaff,
  createStudent,
  enroll,
} from '../helpers/fixtures.js';
import { pdfDrawnGlyphIds, pdfFonts, pdfText } from '../helpers/pdf.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(() => t.close());

/** A student in a course of three lessons, who has done `done` of them (on `completedAt`). */
async function studentInCourse(done: number, name = 'Kavya Menon', completedAt?: Date) {
  const student = await createStudent(t.db, { name });
  const course = await createCourse(t.db, { name: `Astronomy ${crypto.randomUUID().slice(0, 6)}` });
  await enroll(t.db, student.id, course);
  const lessons = await addLessons(t.db, course.id, 3);
  await completeLessons(t.db, student.id, lessons.slice(0, done), completedAt);
  return { student, course, headers: await t.auth(student.auth), lessons };
}

const certificateOf = (courseId: string, headers: { authorization: string }) =>
  t.app.inject({ url: `/api/courses/${courseId}/certificate`, headers });
const verify = (code: string) => t.app.inject({ url: `/api/certificates/${encodeURIComponent(code)}` });

async function auditActions(studentId: string) {
  const res = await t.app.inject({ url: `/api/admin/audit?studentId=${studentId}&limit=50`, headers: admin });
  return json<{ items: { action: string }[] }>(res).items.map((event) => event.action);
}

describe('certificates', () => {
  it('are issued once every lesson is done, dated the day of the last, and the same every time after', async () => {
    const { student, course, headers, lessons } = await studentInCourse(2);
    const early = await certificateOf(course.id, headers);
    expect(early.statusCode).toBe(404);
    expect(json(early).error).toBe(learningMessages.certificateNotYet);

    const finished = new Date('2026-11-20T20:00:00Z');
    await completeLessons(t.db, student.id, [lessons[2]!], finished);
    const first = await certificateOf(course.id, headers);
    expect(first.statusCode, first.body).toBe(200);
    const certificate = json<Certificate>(first);
    expect(certificate).toEqual({
      number: expect.stringMatching(/^C-\d{6}$/),
      code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      // 20:00 UTC is the next day in India.
      issuedOn: dateInIndia(finished),
    });
    expect(certificate.issuedOn).toBe('2026-11-21');

    // A lesson added later does not take it back, nor change its day.
    await addLessons(t.db, course.id, 1);
    expect(json(await certificateOf(course.id, headers))).toEqual(certificate);
    expect((await auditActions(student.id)).filter((action) => action.startsWith('certificate'))).toEqual([
      'certificate.issued',
    ]);
  });

  it('download as a PDF with the name, the course, the number and the code, in the script of the name', async () => {
    const { course, headers } = await studentInCourse(3, 'अनन्या शर्मा');
    const { number, code } = json<Certificate>(await certificateOf(course.id, headers));
    const res = await t.app.inject({ url: `/api/courses/${course.id}/certificate.pdf`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=certificate-${number}.pdf`);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const part of ['Certificate of Completion', course.name, number, code, `/verify/${code}`]) {
      expect(text).toContain(part);
    }
    expect(pdfFonts(res.rawPayload).some((font) => font.startsWith('NotoSansDevanagari'))).toBe(true);
    expect(pdfDrawnGlyphIds(res.rawPayload)).not.toContain(0);
  });

  it('are checked by anyone with the code: name, course and day, and nothing else', async () => {
    const { course, headers } = await studentInCourse(3, 'Rohan Iyer');
    const { code, issuedOn } = json<Certificate>(await certificateOf(course.id, headers));
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, '')]) {
      const res = await verify(typed);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ name: 'Rohan Iyer', course: course.name, issuedOn });
    }
    for (const unknown of ['AAAA-AAAA-AAAA', 'not a code']) {
      const res = await verify(unknown);
      expect(res.statusCode).toBe(404);
      expect(json(res).error).toBe(learningMessages.certificateNotFound);
    }
  });

  it('are revoked by an admin only, audited, and then answer that they were revoked', async () => {
    const { student, course, headers } = await studentInCourse(3);
    const { code } = json<Certificate>(await certificateOf(course.id, headers));
    const accountant = await t.auth((await createStaff(t.db, { role: 'accountant' })).auth);
    const revoke = (who: { authorization: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/certificates/${code}/revocation`,
        headers: who,
        payload: { reason: 'Issued by mistake' },
      });
    expect((await revoke(accountant)).statusCode).toBe(403);
    expect((await revoke(admin)).statusCode).toBe(200);
    const again = await revoke(admin);
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe(learningMessages.certificateAlreadyRevoked);

    for (const res of [await verify(code), await certificateOf(course.id, headers)]) {
      expect(res.statusCode).toBe(410);
      expect(json(res).error).toBe(learningMessages.certificateRevoked);
    }
    expect((await auditActions(student.id)).filter((action) => action.startsWith('certificate'))).toEqual([
      'certificate.revoked',
      'certificate.issued',
    ]);
  });
});
