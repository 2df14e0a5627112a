import { isDeepStrictEqual } from 'node:util';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dateInIndia, DEFAULT_GRADE_SCALE, defaultMessagePreferences, ifMatch } from '@campus/domain';
import { courses, feeAccounts, guardians, holidays, paymentClaims, studentGuardians, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { currentGradeScale } from '../src/repositories/assessments.js';
import { createSignInCode } from '../src/repositories/sign-in-codes.js';
import { issueGuardianCode } from '../src/services/guardian-sign-in.js';
import { reportCard } from '../src/services/results.js';
import type { AuthUser } from '../src/plugins/app/authentication.js';
import { buildTestApp, type RegisteredRoute, type TestApp } from './helpers/app.js';
import {
  addLessons,
  attachPdf,
  completeLessons,
  createAdmin,
  createAssessment,
  createClassSession,
  createCourse,
  createFeePlan,
  createSection,
  createStaff,
  createStudent,
  enroll,
  giveMarks,
  mainSection,
  openLessons,
  pay,
  PDF,
  publish,
  putOnPlan,
  runLateFees,
  takeBackup,
} from './helpers/fixtures.js';
import { multipartBody } from './helpers/multipart.js';
import { errorBody } from '../src/lib/errors.js';

/**
 * Hostile input on every route of the app: each query parameter, path parameter, header and body field in turn gets
 * values that once reached the database or a parser unchecked (NUL, year 0000, 1e30, huge text, control and
 * text-direction characters, wrong types), and every body is also sent broken. The routes come from the app itself,
 * so a new route, or a new field in a route's schema, fails this test until its table row says how to call it.
 *
 * Nothing may answer 5xx, and every refusal is `{ error }` with a sentence, not a parser's or zod's own words.
 */

type Caller = 'anyone' | 'student' | 'admin' | 'guardian';

/** A request the route accepts; each of its values is then replaced in turn by hostile ones. */
interface ValidRequest {
  /** Path parameters by name ('*' for a wildcard). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  json?: Record<string, unknown>;
  /** A multipart form: its text fields, and the field of its picture if it has one. */
  form?: Record<string, string>;
  file?: string;
  /** What the file holds: a PNG picture unless told. */
  fileData?: Buffer;
}

interface FuzzCase {
  as: Caller;
  /** Built anew for every request, so a request that succeeds never spoils the next (used codes, deleted rows). */
  request?: () => Promise<ValidRequest> | ValidRequest;
}

const HUGE_TEXT = 'x'.repeat(20_000);
/** The WhatsApp gateway's secret, which signs its delivery callbacks. */
const HOOK_SECRET = 'the-hook-secret-of-at-least-32-characters';

/** The If-Match an editor who has just read the row would send. */
async function currentVersion(table: 'user' | 'course' | 'guardian', id: string) {
  const from = { user: users, course: courses, guardian: guardians }[table];
  const [row] = await t.db.select({ version: from.version }).from(from).where(eq(from.id, id));
  return ifMatch(row!.version);
}

/** Text values, for every place that takes text: query, path, header, JSON or multipart field. */
const HOSTILE_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '0000-01-01',
  '0000-02-29',
  '2025-02-30',
  '1800-01-01',
  '0001-01-01',
  '9999-12-31',
  '+275760-09-13',
  '1e30',
  '-1e30',
  '1e-30',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '9007199254740993',
  '99999999999999999999',
  HUGE_TEXT,
  'line\u0001\u001f\u007f\u0085end',
  'evil\u202egnp.exe',
  '\u2066isolate\u2069',
  '\ud800 lone surrogate',
  '\uffff',
  "'; drop table users; --",
  '%_\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '__proto__',
  'null',
  '[]',
  'Paid',
  'UPI',
];

/** For a parameter or field the route does not know: it must be ignored, whatever it holds. */
const STRAY_TEXT = ['a\u0000b', 'line\u0001\u001f\u007f\u0085end', HUGE_TEXT];

/** Values only JSON can carry. */
const HOSTILE_JSON: unknown[] = [
  1e30,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  {},
  ['a\u0000b'],
  { nested: 'a\u0000b' },
];

/** Already percent-encoded: bytes that are not UTF-8, or not an escape at all. */
const RAW_URL_VALUES = ['%ff', '%', '%ED%A0%80', '%00', 'a%2F..%2F..%2Fb'];

const urlValues = (): string[] => [
  ...HOSTILE_TEXT.filter((value) => !value.includes('\ud800')).map(encodeURIComponent),
  ...RAW_URL_VALUES,
];

/** What a header can carry at all: a client cannot send NUL, line breaks or characters beyond Latin-1. */
const headerValues = () => HOSTILE_TEXT.filter((value) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value));

let t: TestApp;
let tokens: Record<Caller, Record<string, string>>;
/** A guardian of the shared student (#44). */
let guardian: AuthUser;
const GUARDIAN_PHONE = '9700012345';
let student: Awaited<ReturnType<typeof createStudent>>;
let otherStudent: Awaited<ReturnType<typeof createStudent>>;
let course: Awaited<ReturnType<typeof createCourse>>;
/** A course the student pays in two instalments. */
let plannedCourseId: string;
let png: Buffer;
const ADMIN_EMAIL = 'fuzz.admin@campus.test';
const ADMIN_PASSWORD = 'fuzz admin password';
const STAFF_PASSWORD = 'fuzz staff password';
let staffPasswordHash: string;
let staffMember: Awaited<ReturnType<typeof createStaff>>;

const listQuery = { page: '1', limit: '20', search: 'a' };
let studentAccountId: string;
let backupId: string;
let lateFeeRunId: string;
let studentPayment: Promise<string> | undefined;
/** A payment of the student's, made once, whose receipt both receipt routes fetch. */
const studentPaymentId = () => (studentPayment ??= pay(t.db, studentAccountId, 100).then((payment) => payment.id));
/** Course names are unique: each request names a course of its own. */
const courseForm = () => ({
  name: `Fuzz Course ${randomUUID().slice(0, 8)}`,
  description: 'A course',
  duration: '4',
  price: '100000',
  category: 'Fuzz',
});
const studentForm = () => ({
  name: 'Fuzz Student',
  email: `fuzz-${randomUUID()}@campus.test`,
  phone: '+91 9811111111',
  dob: '2003-03-03',
});
const today = () => new Date().toISOString().slice(0, 10);
const lessonFields = { title: 'Fuzz lesson', body: '# Fuzz', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', minutes: 10 };
/** A lesson of the shared course the student reads and completes, and a course the student has completed. */
let sharedLesson: { id: string; chapterId: string };
let sharedAttachment: string;
let completedCourseId: string;
/** A course with two lessons, each copied by the copy row's requests. */
let copiedCourseId: string;
let certificateCode: string;
/** A lesson (in a chapter of its own) of the shared course, for a request that changes or deletes it. */
let utrs = 0;
const newUtr = () => String(800_000_000_000 + ++utrs);
/** A pending UPI claim of a fresh student in the shared course. */
async function freshClaim() {
  const { account } = await enroll(t.db, (await createStudent(t.db)).id, course);
  const [claim] = await t.db
    .insert(paymentClaims)
    .values({ feeAccountId: account.id, amount: 100, utr: newUtr() })
    .returning({ id: paymentClaims.id });
  return claim!.id;
}
/** The section of a course of its own, with the student alone in it, whose classes the attendance rows mark. */
let classSectionId: string;
const freshClass = async () => (await createClassSession(t.db, classSectionId, { date: dateInIndia(new Date()) })).id;
/** The student's calendar token as it is now (a row resets it). */
async function calendarToken() {
  const [row] = await t.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, student.id));
  return row!.token!;
}
const freshLesson = async () => (await addLessons(t.db, course.id, 1))[0]!;
/** The code of a certificate issued just now, to a student of their own, for a request that revokes it. */
async function freshCertificateCode() {
  const owner = await createStudent(t.db);
  const done = await createCourse(t.db);
  await enroll(t.db, owner.id, done);
  await completeLessons(t.db, owner.id, await addLessons(t.db, done.id, 1));
  const res = await t.app.inject({ url: `/api/courses/${done.id}/certificate`, headers: await t.auth(owner.auth) });
  return (res.json() as { code: string }).code;
}

// #42 sections, timetables, classes: a section, class or holiday of its own for each request that changes one.
let fuzzSection: Promise<string> | undefined;
/** A section of the shared course, without a capacity: students are moved into it and enrolled in it. */
const sharedSectionId = () => (fuzzSection ??= createSection(t.db, course.id).then((section) => section.id));
const freshSectionId = async () => (await createSection(t.db, course.id)).id;
let fuzzTeacher: Promise<string> | undefined;
const teacherId = () => (fuzzTeacher ??= createStaff(t.db, { role: 'instructor' }).then((member) => member.id));
let holidayDays = 0;
/** A day of its own for each holiday: every request adds one. */
const holidayDate = () => new Date(Date.UTC(2032, 0, ++holidayDays)).toISOString().slice(0, 10);
const fuzzRoom = () => `Fuzz ${randomUUID().slice(0, 8)}`;

// #43 assessments: a draft of its own for each request that changes one; the shared one is published, with the
// student's marks, for what they see.
let fuzzAssessment: Promise<string> | undefined;
const sharedAssessmentId = () =>
  (fuzzAssessment ??= createAssessment(t.db, course.id, { weight: 10 }).then(async ({ id }) => {
    await giveMarks(t.db, id, [{ studentId: student.id, marks: 42.5, remark: 'Neat work' }]);
    await publish(t.db, id);
    return id;
  }));
/** The drafts the requests change are of a course of their own, with the student in it: the shared one stays small. */
let fuzzMarksCourse: Promise<string> | undefined;
const marksCourseId = () =>
  (fuzzMarksCourse ??= createCourse(t.db).then(async (made) => {
    await enroll(t.db, student.id, made);
    return made.id;
  }));
const freshAssessmentId = async () => (await createAssessment(t.db, await marksCourseId())).id;

let guardianPhones = 0;
const fuzzGuardianPhone = () => `+91 7${String(++guardianPhones).padStart(9, '0')}`;
const fuzzGuardianEmail = () => `fuzz-guardian-${randomUUID()}@campus.test`;
/** A guardian of the shared student, added straight to the database (the API would stop at 4). */
async function freshGuardianId() {
  const [guardian] = await t.db
    .insert(guardians)
    .values({ name: 'Fuzz Guardian', relation: 'Mother', email: fuzzGuardianEmail() })
    .returning();
  await t.db.insert(studentGuardians).values({ studentId: student.id, guardianId: guardian!.id });
  return guardian!.id;
}

const fuzzCases: Record<string, FuzzCase> = {
  'GET /': { as: 'anyone' },
  'GET /pay/:code': {
    as: 'anyone',
    request: async () => {
      const [account] = await t.db
        .select({ payCode: feeAccounts.payCode })
        .from(feeAccounts)
        .where(eq(feeAccounts.id, studentAccountId));
      return { params: { code: account!.payCode } };
    },
  },
  'GET /api/health': { as: 'anyone' },
  'GET /api/ready': { as: 'anyone' },
  'GET /api/site': { as: 'anyone' },
  'POST /api/users/login': { as: 'anyone', request: () => ({ json: { email: student.email, password: student.dob } }) },
  'POST /api/admin/login': {
    as: 'anyone',
    request: () => ({ json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
  },
  'GET /api/auth/google': { as: 'anyone' },
  'GET /api/auth/google/callback': { as: 'anyone', request: () => ({ query: { code: 'c', state: 's', error: 'e' } }) },
  'POST /api/auth/exchange': {
    as: 'anyone',
    request: async () => {
      const code = await createSignInCode(t.db, student.id);
      return {
        json: { code },
        headers: { cookie: `campus_sign_in_code=${encodeURIComponent(t.app.signCookie(code))}` },
      };
    },
  },
  // A session of its own: ending the shared student session would sign the other rows out.
  'POST /api/auth/logout': { as: 'student', request: async () => ({ headers: await t.auth(student.auth) }) },

  'GET /api/users/full-me': { as: 'student' },
  'GET /api/fees/me': { as: 'student', request: () => ({ query: { page: '1', limit: '20' } }) },
  'GET /api/fees/me/statement.pdf': { as: 'student' },
  'GET /api/payment-claims': {
    as: 'student',
    request: () => ({ query: { page: '1', limit: '20', status: 'pending' } }),
  },
  'POST /api/payment-claims': {
    as: 'student',
    request: () => ({ json: { courseId: course.id, amount: 1, utr: newUtr() } }),
  },
  'GET /api/notifications': { as: 'student', request: () => ({ query: listQuery }) },
  // Its answer never ends: a response that is an event stream counts as accepted and is closed at once.
  'GET /api/notifications/stream': { as: 'student' },
  'PUT /api/users/profile-picture': { as: 'student', request: () => ({ form: {}, file: 'profilePicture' }) },
  'GET /api/users/me/message-preferences': { as: 'student' },
  'GET /api/users/me/language': { as: 'student' },
  'PUT /api/users/me/language': { as: 'student', request: () => ({ json: { language: 'hi' } }) },
  'PUT /api/users/me/message-preferences': {
    as: 'student',
    request: async () => ({
      headers: { 'if-match': await currentVersion('user', student.id) },
      json: { ...defaultMessagePreferences() },
    }),
  },

  'GET /api/courses': { as: 'student', request: () => ({ query: listQuery }) },
  'POST /api/courses': { as: 'admin', request: () => ({ form: courseForm(), file: 'image' }) },
  'PUT /api/courses/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: course.id },
      headers: { 'if-match': await currentVersion('course', course.id) },
      form: courseForm(),
      file: 'image',
    }),
  },
  'DELETE /api/courses/:id': { as: 'admin', request: async () => ({ params: { id: (await createCourse(t.db)).id } }) },

  'GET /api/admin/audit': {
    as: 'admin',
    request: () => ({
      query: {
        page: '1',
        limit: '20',
        actorId: student.id,
        action: 'payment.recorded',
        entityType: 'payment',
        entityId: course.id,
        studentId: student.id,
        from: '2025-01-01',
        to: today(),
      },
    }),
  },
  'GET /api/admin/dashboard': { as: 'admin' },
  'GET /api/admin/teaching': { as: 'admin', request: () => ({ query: listQuery }) },
  'GET /api/admin/courses/:id/outline': { as: 'admin', request: () => ({ params: { id: course.id } }) },
  'GET /api/admin/courses/:id/progress': {
    as: 'admin',
    request: () => ({ params: { id: course.id }, query: { ...listQuery, sort: 'name', inactiveDays: '14' } }),
  },
  'GET /api/admin/courses/:id/progress.csv': {
    as: 'admin',
    request: () => ({ params: { id: course.id }, query: { search: 'a', sort: 'name', inactiveDays: '14' } }),
  },
  'GET /api/admin/courses/:id/instructors': { as: 'admin', request: () => ({ params: { id: course.id } }) },
  'PUT /api/admin/courses/:id/instructors': {
    as: 'admin',
    request: () => ({ params: { id: course.id }, json: { staffIds: [] } }),
  },
  'POST /api/admin/courses/:id/chapters': {
    as: 'admin',
    request: () => ({ params: { id: course.id }, json: { title: 'Fuzz chapter' } }),
  },
  // A course of its own each time, whose outline is empty: the order given is then the whole outline.
  'PUT /api/admin/courses/:id/outline': {
    as: 'admin',
    request: async () => ({ params: { id: (await createCourse(t.db)).id }, json: { chapters: [] } }),
  },
  'PATCH /api/admin/chapters/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: (await freshLesson()).chapterId },
      headers: { 'if-match': ifMatch(1) },
      json: { title: 'Renamed chapter' },
    }),
  },
  'DELETE /api/admin/chapters/:id': {
    as: 'admin',
    request: async () => ({ params: { id: (await freshLesson()).chapterId } }),
  },
  'POST /api/admin/chapters/:id/lessons': {
    as: 'admin',
    request: () => ({ params: { id: sharedLesson.chapterId }, json: lessonFields }),
  },
  'GET /api/admin/lessons/:id': { as: 'admin', request: () => ({ params: { id: sharedLesson.id } }) },
  'PATCH /api/admin/lessons/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: (await freshLesson()).id },
      headers: { 'if-match': ifMatch(1) },
      json: lessonFields,
    }),
  },
  'DELETE /api/admin/lessons/:id': { as: 'admin', request: async () => ({ params: { id: (await freshLesson()).id } }) },
  'POST /api/admin/lessons/:id/attachments': {
    as: 'admin',
    request: async () => ({ params: { id: (await freshLesson()).id }, form: {}, file: 'file', fileData: PDF }),
  },
  'DELETE /api/admin/attachments/:id': {
    as: 'admin',
    request: async () => ({ params: { id: await attachPdf(t.db, t.app.storage, (await freshLesson()).id) } }),
  },
  'GET /api/attachments/:id': { as: 'student', request: () => ({ params: { id: sharedAttachment } }) },
  'POST /api/admin/certificates/:code/revocation': {
    as: 'admin',
    request: async () => ({ params: { code: await freshCertificateCode() }, json: { reason: 'Issued by mistake' } }),
  },
  'GET /api/certificates/:code': { as: 'anyone', request: () => ({ params: { code: certificateCode } }) },
  'GET /api/courses/:id/outline': { as: 'student', request: () => ({ params: { id: course.id } }) },
  'GET /api/lessons/:id': { as: 'student', request: () => ({ params: { id: sharedLesson.id } }) },
  'PUT /api/lessons/:id/completion': { as: 'student', request: () => ({ params: { id: sharedLesson.id } }) },
  'DELETE /api/lessons/:id/completion': { as: 'student', request: () => ({ params: { id: sharedLesson.id } }) },
  'GET /api/courses/:id/certificate': { as: 'student', request: () => ({ params: { id: completedCourseId } }) },
  'GET /api/courses/:id/certificate.pdf': { as: 'student', request: () => ({ params: { id: completedCourseId } }) },
  'GET /api/admin/courses': { as: 'admin', request: () => ({ query: listQuery }) },
  'GET /api/admin/courses/:id': { as: 'admin', request: () => ({ params: { id: course.id } }) },
  'GET /api/admin/courses/:id/fee-plan': { as: 'admin', request: () => ({ params: { id: course.id } }) },
  // A course of its own: the shared one's fee is changed by other rows, and a plan must add up to it.
  'PUT /api/admin/courses/:id/fee-plan': {
    as: 'admin',
    request: async () => ({
      params: { id: (await createCourse(t.db, { price: 20_000_00 })).id },
      // No plan yet: version 0.
      headers: { 'if-match': ifMatch(0) },
      json: {
        instalments: [{ amount: 20_000_00, dueAfterDays: 0 }],
        lateFee: { kind: 'fixed', value: 500_00, graceDays: 7 },
      },
    }),
  },
  'POST /api/admin/courses/:id/fee-plan/apply': {
    as: 'admin',
    request: async () => {
      const { id } = await createCourse(t.db, { price: 1000 });
      await createFeePlan(t.db, id, [{ amount: 1000, dueAfterDays: 0 }]);
      return { params: { id }, headers: { 'if-match': ifMatch(1) }, json: { dryRun: true } };
    },
  },
  // A course of its own: the shared one gains a lesson with every lesson row's request, and each copy copied them all.
  'POST /api/admin/courses/:id/copy': {
    as: 'admin',
    request: () => ({ params: { id: copiedCourseId }, json: { name: `Copy ${randomUUID()}` } }),
  },
  'GET /api/admin/users': { as: 'admin', request: () => ({ query: listQuery }) },
  'GET /api/admin/users/:id': { as: 'admin', request: () => ({ params: { id: otherStudent.id } }) },
  'GET /api/admin/students/:id/progress': { as: 'admin', request: () => ({ params: { id: otherStudent.id } }) },
  'GET /api/admin/students/:id/sign-in-lock': { as: 'admin', request: () => ({ params: { id: otherStudent.id } }) },
  'DELETE /api/admin/students/:id/sign-in-lock': { as: 'admin', request: () => ({ params: { id: otherStudent.id } }) },
  'POST /api/admin/users': {
    as: 'admin',
    request: async () => ({
      form: {
        ...studentForm(),
        course: course.id,
        courses: JSON.stringify([course.id]),
        section: await sharedSectionId(),
        sections: JSON.stringify([await sharedSectionId()]),
      },
      file: 'profilePhoto',
    }),
  },
  'PUT /api/admin/users/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: otherStudent.id },
      headers: { 'if-match': await currentVersion('user', otherStudent.id) },
      form: { ...studentForm(), courses: JSON.stringify([course.id]), sections: JSON.stringify([]) },
      file: 'profilePhoto',
    }),
  },
  'DELETE /api/admin/users/:id': {
    as: 'admin',
    request: async () => ({ params: { id: (await createStudent(t.db)).id } }),
  },
  'GET /api/admin/students/import/template.csv': { as: 'admin' },
  'POST /api/admin/students/import': {
    as: 'admin',
    request: () => ({
      form: { dryRun: 'true' },
      file: 'file',
      fileData: Buffer.from(
        `name,email,phone,dob,courses,section\nAsha,asha@campus.test,9876543210,2004-01-01,${course.name},\n`,
      ),
    }),
  },
  'GET /api/admin/students/export.csv': { as: 'admin' },
  'GET /api/admin/fees': {
    as: 'admin',
    request: () => ({ query: { ...listQuery, status: 'Unpaid', studentId: student.id } }),
  },
  'POST /api/admin/fees': {
    as: 'admin',
    request: () => ({
      headers: { 'idempotency-key': randomUUID() },
      json: {
        studentId: student.id,
        courseId: course.id,
        totalFee: course.price,
        amountPaid: 100,
        paymentDate: today(),
        // A cheque: every field of the schema, its instrument's too, is in the valid request.
        paymentMode: 'Cheque',
        reference: 'Paid at the counter',
        instrumentNumber: '004512',
        instrumentBank: 'State Bank of India',
        instrumentDate: today(),
      },
    }),
  },
  'POST /api/admin/payments/:id/reversal': {
    as: 'admin',
    request: async () => {
      const { account } = await enroll(t.db, (await createStudent(t.db)).id, course);
      return { params: { id: (await pay(t.db, account.id, 100)).id }, json: { reason: 'Typed the wrong amount' } };
    },
  },
  'POST /api/admin/concessions': {
    as: 'admin',
    request: () => ({
      json: { studentId: student.id, courseId: plannedCourseId, amount: 1, reason: 'Merit scholarship', instalment: 2 },
    }),
  },
  'GET /api/admin/notifications': { as: 'admin', request: () => ({ query: listQuery }) },
  'POST /api/admin/notifications': {
    as: 'admin',
    request: () => ({ json: { title: 'Fuzz notice', description: 'Line one\nline two', email: false } }),
  },
  'GET /api/admin/email/status': { as: 'admin' },
  'GET /api/admin/email/waiting': { as: 'admin' },
  'POST /api/admin/email/retry-failed': { as: 'admin' },
  'GET /api/admin/messages': {
    as: 'admin',
    request: () => ({ query: { page: '1', limit: '20', studentId: randomUUID(), channel: 'sms', state: 'failed' } }),
  },
  'GET /api/admin/messages/counts': { as: 'admin' },
  'POST /api/admin/messages/retry-failed': {
    as: 'admin',
    request: () => ({ json: { studentId: randomUUID(), channel: 'whatsapp' } }),
  },
  'POST /api/hooks/sms/:provider': {
    as: 'anyone',
    request: () => {
      const json = { providerMessageId: 'g1', state: 'delivered' };
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = createHmac('sha256', HOOK_SECRET).update(`${timestamp}.${JSON.stringify(json)}`);
      return {
        params: { provider: 'whatsapp' },
        headers: { 'x-campus-timestamp': timestamp, 'x-campus-signature': `sha256=${signature.digest('hex')}` },
        json,
      };
    },
  },
  'POST /api/admin/late-fees/run': { as: 'admin' },
  'GET /api/admin/late-fees/runs/:id': { as: 'admin', request: () => ({ params: { id: lateFeeRunId } }) },
  'GET /api/admin/backups': { as: 'admin' },
  'POST /api/admin/backups': { as: 'admin' },
  'GET /api/admin/backups/:id/download': { as: 'admin', request: () => ({ params: { id: backupId } }) },
  'GET /api/admin/payment-claims': {
    as: 'admin',
    request: () => ({ query: { page: '1', limit: '20', status: 'pending' } }),
  },
  'POST /api/admin/payment-claims/:id/confirm': {
    as: 'admin',
    request: async () => ({ params: { id: await freshClaim() } }),
  },
  'POST /api/admin/payment-claims/:id/reject': {
    as: 'admin',
    request: async () => ({ params: { id: await freshClaim() }, json: { reason: 'No such credit in the bank' } }),
  },
  'GET /api/admin/report': { as: 'admin' },
  'GET /api/admin/report/recent-enrollments': { as: 'admin', request: () => ({ query: { page: '1', limit: '20' } }) },
  'GET /api/admin/report/outstanding': { as: 'admin', request: () => ({ query: listQuery }) },
  'GET /api/admin/report/outstanding.csv': { as: 'admin', request: () => ({ query: { search: 'a' } }) },
  'GET /api/admin/report/collections': {
    as: 'admin',
    request: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
  },
  'GET /api/admin/report/collections.csv': {
    as: 'admin',
    request: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
  },
  'GET /api/admin/payments': {
    as: 'admin',
    request: () => ({
      query: {
        ...listQuery,
        studentId: student.id,
        courseId: course.id,
        mode: 'UPI',
        kind: 'payment',
        from: '2026-01-01',
        to: '2026-12-31',
      },
    }),
  },
  'GET /api/admin/payments/:id/receipt.pdf': {
    as: 'admin',
    request: async () => ({ params: { id: await studentPaymentId() } }),
  },
  'GET /api/payments/me': { as: 'student', request: () => ({ query: { page: '1', limit: '20' } }) },
  'GET /api/payments/:id/receipt.pdf': {
    as: 'student',
    request: async () => ({ params: { id: await studentPaymentId() } }),
  },
  'GET /api/admin/staff': { as: 'admin', request: () => ({ query: { ...listQuery, role: 'instructor' } }) },
  'POST /api/admin/staff': {
    as: 'admin',
    request: () => ({
      json: {
        name: 'Fuzz Staff',
        email: `fuzz-${randomUUID()}@campus.test`,
        role: 'accountant',
        password: STAFF_PASSWORD,
      },
    }),
  },
  'PATCH /api/admin/staff/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: staffMember.id },
      headers: { 'if-match': await currentVersion('user', staffMember.id) },
      json: { role: 'accountant', active: true },
    }),
  },
  'GET /api/admin/staff/:id/sign-in-lock': { as: 'admin', request: () => ({ params: { id: staffMember.id } }) },
  'DELETE /api/admin/staff/:id/sign-in-lock': { as: 'admin', request: () => ({ params: { id: staffMember.id } }) },
  'GET /api/admin/me': { as: 'admin' },
  'GET /api/admin/me/language': { as: 'admin' },
  'PUT /api/admin/me/language': { as: 'admin', request: () => ({ json: { language: 'hi' } }) },
  // A staff member of its own each time: the change ends every session of theirs and sets another password.
  'PUT /api/admin/me/password': {
    as: 'admin',
    request: async () => {
      const member = await createStaff(t.db, { role: 'accountant', passwordHash: staffPasswordHash });
      return {
        headers: await t.auth(member.auth),
        json: { currentPassword: STAFF_PASSWORD, newPassword: 'a new fuzz password' },
      };
    },
  },

  // #42 sections, timetables, classes.
  'GET /api/admin/courses/:courseId/sections': { as: 'admin', request: () => ({ params: { courseId: course.id } }) },
  'POST /api/admin/courses/:courseId/sections': {
    as: 'admin',
    request: () => ({ params: { courseId: course.id }, json: { name: `Fuzz ${randomUUID()}`, capacity: 30 } }),
  },
  'PATCH /api/admin/sections/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshSectionId() },
      headers: { 'if-match': ifMatch(1) },
      json: { name: `Fuzz ${randomUUID()}`, capacity: 40 },
    }),
  },
  'DELETE /api/admin/sections/:id': { as: 'admin', request: async () => ({ params: { id: await freshSectionId() } }) },
  'GET /api/admin/sections/:id/students': {
    as: 'admin',
    request: async () => ({ params: { id: await sharedSectionId() }, query: listQuery }),
  },
  'PUT /api/admin/sections/:id/students': {
    as: 'admin',
    request: async () => ({ params: { id: await freshSectionId() }, json: { studentIds: [otherStudent.id] } }),
  },
  'GET /api/admin/sections/:id/timetable': {
    as: 'admin',
    request: async () => ({ params: { id: await sharedSectionId() } }),
  },
  'PUT /api/admin/sections/:id/timetable': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshSectionId() },
      headers: { 'if-match': ifMatch(0) },
      json: {
        from: '2032-01-01',
        to: '2032-03-31',
        slots: [{ weekday: 2, start: '10:00', end: '11:30', room: fuzzRoom(), instructorId: null }],
      },
    }),
  },
  'POST /api/admin/sections/:id/class-sessions': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshSectionId() },
      json: { date: '2032-06-01', start: '10:00', end: '11:00', room: fuzzRoom(), instructorId: await teacherId() },
    }),
  },
  'GET /api/admin/class-sessions': { as: 'admin', request: () => ({ query: { date: '2032-06-01' } }) },
  'PATCH /api/admin/class-sessions/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: (await createClassSession(t.db, await freshSectionId(), { date: '2032-06-02' })).id },
      headers: { 'if-match': ifMatch(1) },
      json: { cancelled: false, date: '2032-06-03', start: '14:00', end: '15:00', room: fuzzRoom() },
    }),
  },
  'GET /api/admin/holidays': { as: 'admin', request: () => ({ query: { from: '2032-01-01', to: '2032-12-31' } }) },
  'POST /api/admin/holidays': { as: 'admin', request: () => ({ json: { date: holidayDate(), name: 'Fuzz holiday' } }) },
  'DELETE /api/admin/holidays/:id': {
    as: 'admin',
    request: async () => {
      const [holiday] = await t.db.insert(holidays).values({ date: holidayDate(), name: 'Fuzz holiday' }).returning();
      return { params: { id: holiday!.id } };
    },
  },
  // #42 attendance, student timetable, registers
  'GET /api/admin/class-sessions/:id/attendance': {
    as: 'admin',
    request: async () => ({ params: { id: await freshClass() } }),
  },
  'PUT /api/admin/class-sessions/:id/attendance': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshClass() },
      headers: { 'if-match': ifMatch(0) },
      json: { marks: [{ studentId: student.id, status: 'late', note: 'Bus' }], reason: 'Marked by the office' },
    }),
  },
  'GET /api/admin/sections/:id/register': {
    as: 'admin',
    request: () => ({ params: { id: classSectionId }, query: { month: today().slice(0, 7) } }),
  },
  'GET /api/admin/sections/:id/register.csv': {
    as: 'admin',
    request: () => ({ params: { id: classSectionId }, query: { month: today().slice(0, 7) } }),
  },
  'GET /api/admin/sections/:id/register.xlsx': {
    as: 'admin',
    request: () => ({ params: { id: classSectionId }, query: { month: today().slice(0, 7) } }),
  },
  'GET /api/admin/sections/:id/register.pdf': {
    as: 'admin',
    request: () => ({ params: { id: classSectionId }, query: { month: today().slice(0, 7) } }),
  },
  'GET /api/admin/courses/:id/attendance': {
    as: 'admin',
    request: () => ({ params: { id: course.id }, query: { ...listQuery, below: 'true' } }),
  },
  'GET /api/attendance/me': { as: 'student' },
  'GET /api/attendance/me/history': { as: 'student', request: () => ({ query: { courseId: course.id } }) },
  'GET /api/timetable/me': { as: 'student', request: () => ({ query: { from: '2026-12-01', to: '2026-12-31' } }) },
  'GET /api/timetable/me/calendar-link': { as: 'student' },
  'POST /api/timetable/me/calendar-link': { as: 'student' },
  'GET /api/calendar/:token.ics': { as: 'anyone', request: async () => ({ params: { token: await calendarToken() } }) },

  // #43 assessments, marks, grading scale, results and report cards.
  'GET /api/admin/courses/:courseId/assessments': { as: 'admin', request: () => ({ params: { courseId: course.id } }) },
  'POST /api/admin/courses/:courseId/assessments': {
    as: 'admin',
    request: async () => ({
      params: { courseId: await marksCourseId() },
      json: {
        title: 'Fuzz test',
        kind: 'practical',
        date: '2026-12-01',
        maxMarks: 50,
        weight: 0,
        sectionId: await mainSection(t.db, await marksCourseId()),
      },
    }),
  },
  'PATCH /api/admin/assessments/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshAssessmentId() },
      headers: { 'if-match': ifMatch(1) },
      json: { title: 'Fuzz renamed', kind: 'exam', date: '2026-12-02', maxMarks: 40, weight: 0 },
    }),
  },
  'DELETE /api/admin/assessments/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshAssessmentId() },
      headers: { 'if-match': ifMatch(1) },
      json: { reason: 'Set twice by mistake' },
    }),
  },
  'POST /api/admin/assessments/:id/publish': {
    as: 'admin',
    request: async () => ({ params: { id: await freshAssessmentId() } }),
  },
  'GET /api/admin/assessments/:id/marks': {
    as: 'admin',
    request: async () => ({ params: { id: await sharedAssessmentId() } }),
  },
  'PUT /api/admin/assessments/:id/marks': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshAssessmentId() },
      headers: { 'if-match': ifMatch(0) },
      json: {
        marks: [{ studentId: student.id, marks: 12.5, absent: false, exempt: false, remark: 'Late' }],
        reason: 'Rechecked',
      },
    }),
  },
  'GET /api/admin/assessments/:id/marks-template.xlsx': {
    as: 'admin',
    request: async () => ({ params: { id: await sharedAssessmentId() } }),
  },
  'GET /api/admin/assessments/:id/marks-template.csv': {
    as: 'admin',
    request: async () => ({ params: { id: await sharedAssessmentId() } }),
  },
  'POST /api/admin/assessments/:id/marks/import': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshAssessmentId() },
      form: { dryRun: 'true', reason: 'Rechecked' },
      file: 'file',
      fileData: Buffer.from(`email,name,marks,absent,remark\n${student.email},,12.5,no,Neat\n`),
    }),
  },
  'GET /api/admin/grade-scale': { as: 'admin' },
  'PUT /api/admin/grade-scale': {
    as: 'admin',
    request: async () => ({
      headers: { 'if-match': ifMatch((await currentGradeScale(t.db)).version) },
      json: { bands: DEFAULT_GRADE_SCALE },
    }),
  },
  'GET /api/admin/courses/:courseId/results': {
    as: 'admin',
    request: async () => ({
      params: { courseId: course.id },
      query: { ...listQuery, sectionId: await mainSection(t.db, course.id) },
    }),
  },
  'GET /api/admin/courses/:courseId/results.csv': {
    as: 'admin',
    request: async () => ({
      params: { courseId: course.id },
      query: { sectionId: await mainSection(t.db, course.id) },
    }),
  },
  'GET /api/admin/courses/:courseId/results.xlsx': {
    as: 'admin',
    request: async () => ({
      params: { courseId: course.id },
      query: { sectionId: await mainSection(t.db, course.id) },
    }),
  },
  'GET /api/admin/students/:id/results': { as: 'admin', request: () => ({ params: { id: student.id } }) },
  'GET /api/admin/students/:id/attendance': { as: 'admin', request: () => ({ params: { id: student.id } }) },
  'GET /api/results/me': { as: 'student' },
  'GET /api/courses/:courseId/report-card.pdf': {
    as: 'student',
    request: async () => {
      await sharedAssessmentId();
      return { params: { courseId: course.id } };
    },
  },
  'GET /api/report-cards/:code': {
    as: 'anyone',
    request: async () => {
      await sharedAssessmentId();
      return { params: { code: (await reportCard(t.app.services, student.id, course.id)).card.code } };
    },
  },

  // #44 guardians: each write has a student or guardian of its own (a student has at most 4).
  'GET /api/admin/users/:studentId/guardians': { as: 'admin', request: () => ({ params: { studentId: student.id } }) },
  'POST /api/admin/users/:studentId/guardians': {
    as: 'admin',
    request: async () => ({
      params: { studentId: (await createStudent(t.db)).id },
      json: { name: 'Fuzz Guardian', relation: 'Mother', phone: fuzzGuardianPhone(), email: fuzzGuardianEmail() },
    }),
  },
  'PATCH /api/admin/guardians/:id': {
    as: 'admin',
    request: async () => ({
      params: { id: await freshGuardianId() },
      headers: { 'if-match': ifMatch(1) },
      json: { name: 'Fuzz Guardian', relation: 'Father', phone: fuzzGuardianPhone(), email: fuzzGuardianEmail() },
    }),
  },
  'DELETE /api/admin/guardians/:id': {
    as: 'admin',
    request: async () => ({ params: { id: await freshGuardianId() }, query: { studentId: student.id } }),
  },

  // #44 a guardian's sign-in, and what they read of their child (the shared student).
  'POST /api/guardians/login/code': { as: 'anyone', request: () => ({ json: { contact: GUARDIAN_PHONE } }) },
  'POST /api/guardians/login': {
    as: 'anyone',
    request: async () => {
      const issued = await issueGuardianCode(t.app.services, { phone: GUARDIAN_PHONE }, t.config.jwtSecret, () =>
        Promise.resolve(true),
      );
      return { json: { contact: GUARDIAN_PHONE, code: issued!.code } };
    },
  },
  'POST /api/guardians/logout': { as: 'guardian', request: async () => ({ headers: await t.auth(guardian) }) },
  'GET /api/guardians/me': { as: 'guardian' },
  'GET /api/guardians/me/preferences': { as: 'guardian' },
  'GET /api/guardians/me/language': { as: 'guardian' },
  'PUT /api/guardians/me/language': { as: 'guardian', request: () => ({ json: { language: 'hi' } }) },
  'PUT /api/guardians/me/preferences': {
    as: 'guardian',
    request: async () => ({
      headers: { 'if-match': await currentVersion('guardian', guardian.id) },
      json: { ...defaultMessagePreferences() },
    }),
  },
  'GET /api/guardians/me/children/:studentId/fees': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id }, query: { page: '1', limit: '20' } }),
  },
  'GET /api/guardians/me/children/:studentId/statement.pdf': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id } }),
  },
  'GET /api/guardians/me/children/:studentId/payments': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id }, query: { page: '1', limit: '20' } }),
  },
  'GET /api/guardians/me/children/:studentId/payments/:paymentId/receipt.pdf': {
    as: 'guardian',
    request: async () => ({
      params: { studentId: student.id, paymentId: (await pay(t.db, studentAccountId, 100)).id },
    }),
  },
  'GET /api/guardians/me/children/:studentId/attendance': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id } }),
  },
  'GET /api/guardians/me/children/:studentId/attendance/history': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id }, query: { courseId: course.id } }),
  },
  'GET /api/guardians/me/children/:studentId/notices': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id }, query: listQuery }),
  },
  'GET /api/guardians/me/children/:studentId/payment-claims': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id }, query: { page: '1', limit: '10', status: 'pending' } }),
  },
  'GET /api/guardians/me/children/:studentId/results': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id } }),
  },
  'GET /api/guardians/me/children/:studentId/courses/:courseId/report-card.pdf': {
    as: 'guardian',
    request: async () => {
      await sharedAssessmentId();
      return { params: { studentId: student.id, courseId: course.id } };
    },
  },
  'GET /api/guardians/me/children/:studentId/timetable': {
    as: 'guardian',
    request: () => ({ params: { studentId: student.id }, query: { from: '2026-01-05', to: '2026-01-11' } }),
  },
  'POST /api/guardians/me/children/:studentId/payment-claims': {
    as: 'guardian',
    request: () => ({
      params: { studentId: student.id },
      json: { courseId: course.id, amount: 1, utr: newUtr() },
    }),
  },

  'GET /api/docs': { as: 'anyone' },
  'GET /api/docs/json': { as: 'anyone' },
  'GET /api/docs/yaml': { as: 'anyone' },
  'GET /api/docs/static/index.html': { as: 'anyone' },
  'GET /api/docs/static/swagger-initializer.js': { as: 'anyone' },
  'GET /api/docs/static/*': { as: 'anyone', request: () => ({ params: { '*': 'swagger-ui.css' } }) },
  'GET /uploads/*': { as: 'anyone', request: () => ({ params: { '*': 'fuzz/file.txt' } }) },
};

/** The names a zod object schema declares. */
const keysOf = (schema: unknown): string[] =>
  schema && typeof schema === 'object' && 'shape' in schema ? Object.keys(schema.shape as object) : [];

/** Zod's and the parsers' own words ("Invalid input: expected …", "reach files limit"), which nobody should read. */
const MACHINE_WORDS =
  /^(Invalid (input|option|string|UUID|ISO)|Too (big|small)|Unrecognized key)|expected .* received|^[a-z]/;

/** The request as it goes over the wire: URL values percent-encoded, the body as bytes. */
interface Wire {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: { payload: string | Buffer; contentType?: string };
}

/** One hostile variant: a change to the valid request's values, and/or to what goes over the wire. */
interface Variant {
  label: string;
  change?: (request: ValidRequest) => ValidRequest;
  wire?: (wire: Wire, request: ValidRequest) => Wire | Promise<Wire>;
}

/** Percent-encoded, but a wildcard's slashes stay: they are part of its path. */
const encodeAll = (values: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, name === '*' ? encodeURI(value) : encodeURIComponent(value)]),
  );

async function formBody(fields: Record<string, string>, files: [string, Buffer][]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, data] of files) {
    form.append(name, new Blob([new Uint8Array(data)], { type: 'image/png' }), 'picture.png');
  }
  return multipartBody(form);
}

async function wireOf(request: ValidRequest): Promise<Wire> {
  const wire: Wire = {
    params: encodeAll(request.params),
    query: encodeAll(request.query),
    headers: { ...request.headers },
  };
  if (request.json) wire.body = { payload: JSON.stringify(request.json), contentType: 'application/json' };
  if (request.form)
    wire.body = await formBody(request.form, request.file ? [[request.file, request.fileData ?? png]] : []);
  return wire;
}

function injectOptions(method: string, route: string, caller: Caller, wire: Wire): InjectOptions {
  const path = route.replace(/:(\w+)|\*/g, (match, name: string | undefined) => wire.params[name ?? '*'] ?? match);
  const query = Object.entries(wire.query)
    .flatMap(([name, value]) => [value].flat().map((one) => `${encodeURIComponent(name)}=${one}`))
    .join('&');
  const headers = { ...tokens[caller], ...wire.headers };
  if (wire.body?.contentType) headers['content-type'] = wire.body.contentType;
  return {
    method: method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
    ...(wire.body ? { payload: wire.body.payload } : {}),
  };
}

/** Sends one request: its status, and what is wrong with the answer, if anything. */
async function send(label: string, options: InjectOptions): Promise<{ status: number; problem?: string }> {
  const res = await t.app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { status: res.statusCode };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  const said = `${label}: ${res.statusCode} ${body.slice(0, 160)}`;
  if (res.statusCode >= 500) return { status: res.statusCode, problem: said };
  if (res.statusCode < 400) return { status: res.statusCode };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { status: res.statusCode, problem: `${said} (not JSON)` };
  }
  const error = (parsed as { error?: unknown }).error;
  if (typeof error !== 'string' || !isDeepStrictEqual(parsed, errorBody(error))) {
    return { status: res.statusCode, problem: `${said} (not { error, code? })` };
  }
  if (MACHINE_WORDS.test(error)) return { status: res.statusCode, problem: `${said} (not a sentence for a person)` };
  return { status: res.statusCode };
}

const short = (value: unknown) => JSON.stringify(value).slice(0, 40);

/** Every hostile variant of a request shaped like `base`, each labelled with what it changed. */
function* variantsOf(base: ValidRequest): Generator<Variant> {
  for (const name of Object.keys(base.params ?? {})) {
    for (const value of urlValues()) {
      yield {
        label: `path ${name}=${value.slice(0, 40)}`,
        wire: (w) => ({ ...w, params: { ...w.params, [name]: value } }),
      };
    }
  }
  for (const name of Object.keys(base.query ?? {})) {
    for (const value of urlValues()) {
      yield {
        label: `query ${name}=${value.slice(0, 40)}`,
        wire: (w) => ({ ...w, query: { ...w.query, [name]: value } }),
      };
    }
    yield { label: `query ${name} twice`, wire: (w) => ({ ...w, query: { ...w.query, [name]: ['1', '2'] } }) };
  }
  for (const value of [...STRAY_TEXT.map(encodeURIComponent), '%ff']) {
    yield {
      label: `query unexpected=${value.slice(0, 40)}`,
      wire: (w) => ({ ...w, query: { ...w.query, unexpected: value } }),
    };
  }
  for (const name of Object.keys(base.headers ?? {})) {
    for (const value of headerValues()) {
      yield {
        label: `header ${name}=${short(value)}`,
        wire: (w) => ({ ...w, headers: { ...w.headers, [name]: value } }),
      };
    }
  }
  if (base.json) yield* jsonVariants(base.json);
  if (base.form) yield* formVariants(base.form, base.file);
}

function* jsonVariants(json: Record<string, unknown>): Generator<Variant> {
  for (const name of Object.keys(json)) {
    for (const value of [...HOSTILE_TEXT, ...HOSTILE_JSON]) {
      yield { label: `json ${name}=${short(value)}`, change: (r) => ({ ...r, json: { ...r.json, [name]: value } }) };
    }
    yield {
      label: `json without ${name}`,
      change: (r) => ({ ...r, json: Object.fromEntries(Object.entries(r.json ?? {}).filter(([key]) => key !== name)) }),
    };
  }
  const asJson = 'application/json';
  const bodies: [string, string, string | undefined][] = [
    ['broken JSON', '{"title":', asJson],
    ['an empty JSON body', '', asJson],
    ['JSON null', 'null', asJson],
    ['a JSON list', '[]', asJson],
    ['a JSON string', '"text"', asJson],
    ['a JSON number', '1e30', asJson],
    ['a prototype key', '{"__proto__":{"admin":true}}', asJson],
    ['a constructor key', '{"constructor":{"prototype":{"admin":true}}}', asJson],
    ['2 MB of JSON', JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }), asJson],
    ['JSON sent as text/plain', JSON.stringify(json), 'text/plain'],
    ['JSON in UTF-16', JSON.stringify(json), 'application/json; charset=utf-16'],
    ['a urlencoded form', 'title=x', 'application/x-www-form-urlencoded'],
    ['no body', '', undefined],
  ];
  for (const [label, payload, contentType] of bodies) {
    yield { label, wire: (w) => ({ ...w, body: { payload, contentType } }) };
  }
}

function* formVariants(form: Record<string, string>, file: string | undefined): Generator<Variant> {
  const fields = Object.keys(form);
  const picture = file ?? 'picture';
  for (const [name, values] of [
    ...fields.map((field) => [field, HOSTILE_TEXT] as const),
    ['unexpected', STRAY_TEXT] as const,
  ]) {
    for (const value of values) {
      yield { label: `form ${name}=${short(value)}`, change: (r) => ({ ...r, form: { ...r.form, [name]: value } }) };
    }
  }
  for (const name of fields) {
    yield {
      label: `form without ${name}`,
      change: (r) => ({ ...r, form: Object.fromEntries(Object.entries(r.form ?? {}).filter(([key]) => key !== name)) }),
    };
    yield {
      label: `a file as ${name}`,
      change: (r) => ({
        ...r,
        form: Object.fromEntries(Object.entries(r.form ?? {}).filter(([key]) => key !== name)),
        file: name,
      }),
    };
  }
  yield {
    label: 'text as the picture',
    change: (r) => ({ ...r, form: { ...r.form, [picture]: 'text' }, file: undefined }),
  };
  const manyFields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'x']));
  yield { label: '40 fields', change: (r) => ({ ...r, form: { ...r.form, ...manyFields } }) };
  yield {
    label: 'a prototype field',
    change: (r) => ({
      ...r,
      form: {
        ...r.form,
        ...Object.fromEntries([
          ['__proto__', 'x'],
          ['constructor', 'y'],
        ]),
      },
    }),
  };

  const cut = (payload: Buffer, fraction: number) => payload.subarray(0, Math.floor(payload.length * fraction));
  const broken: [string, (payload: Buffer, contentType: string) => Wire['body']][] = [
    ['a form cut off after the first field', (payload, contentType) => ({ payload: cut(payload, 0.2), contentType })],
    ['a form cut off in the middle', (payload, contentType) => ({ payload: cut(payload, 0.5), contentType })],
    ['a form without its closing boundary', (payload, contentType) => ({ payload: cut(payload, 0.99), contentType })],
    ['multipart without a boundary', (payload) => ({ payload, contentType: 'multipart/form-data' })],
    ['multipart with an empty boundary', (payload) => ({ payload, contentType: 'multipart/form-data; boundary=' })],
    ['multipart with another boundary', (payload) => ({ payload, contentType: 'multipart/form-data; boundary=other' })],
    ['garbage as multipart', (_payload, contentType) => ({ payload: 'this is not a form', contentType })],
    ['an empty multipart body', (_payload, contentType) => ({ payload: '', contentType })],
    [
      'a part without a name',
      (_payload, contentType) => {
        const boundary = contentType.split('boundary=')[1];
        const part = `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`;
        return { payload: part, contentType };
      },
    ],
    ['the form sent as JSON', () => ({ payload: JSON.stringify(form), contentType: 'application/json' })],
    ['no content type', (payload) => ({ payload })],
  ];
  for (const [label, body] of broken) {
    yield { label, wire: (w) => ({ ...w, body: body(w.body!.payload as Buffer, w.body!.contentType!) }) };
  }
  const withFiles = (files: [string, Buffer][]) => async (w: Wire, r: ValidRequest) => ({
    ...w,
    body: await formBody(r.form ?? {}, files),
  });
  yield {
    label: 'two pictures',
    wire: withFiles([
      [picture, png],
      [picture, png],
    ]),
  };
  yield { label: 'a text file as the picture', wire: withFiles([[picture, Buffer.from('not a picture')]]) };
}

beforeAll(async () => {
  t = await buildTestApp({
    // The fee messages' pay links redirect to a UPI intent.
    upi: { vpa: 'campus@upi', payeeName: 'Campus' },
    messaging: {
      smpp: undefined,
      smsHttps: undefined,
      // Its callbacks are what is tried here; nothing answers at its address.
      whatsappHttps: { channel: 'whatsapp', url: 'https://127.0.0.1:9/messages', secret: HOOK_SECRET },
    },
  });
  const admin = await createAdmin(t.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  student = await createStudent(t.db, { dob: '2004-05-17' });
  otherStudent = await createStudent(t.db);
  staffPasswordHash = await hashPassword(STAFF_PASSWORD);
  staffMember = await createStaff(t.db, { role: 'accountant', passwordHash: staffPasswordHash });
  course = await createCourse(t.db, { name: 'Fuzz Shared Course' });
  studentAccountId = (await enroll(t.db, student.id, course)).account.id;
  await enroll(t.db, otherStudent.id, course);
  sharedLesson = (await addLessons(t.db, course.id, 2))[0]!;
  await openLessons(t.db, student.id, [sharedLesson]);
  sharedAttachment = await attachPdf(t.db, t.app.storage, sharedLesson.id);
  const completed = await createCourse(t.db);
  await enroll(t.db, student.id, completed);
  await completeLessons(t.db, student.id, await addLessons(t.db, completed.id, 1));
  completedCourseId = completed.id;
  const copied = await createCourse(t.db);
  await addLessons(t.db, copied.id, 2);
  copiedCourseId = copied.id;
  const [parent] = await t.db
    .insert(guardians)
    .values({ name: 'Fuzz Parent', relation: 'Father', phone: GUARDIAN_PHONE })
    .returning();
  await t.db.insert(studentGuardians).values({ studentId: student.id, guardianId: parent!.id });
  guardian = { id: parent!.id, role: 'guardian' };
  tokens = {
    anyone: {},
    student: await t.auth(student.auth),
    admin: await t.auth(admin.auth),
    guardian: await t.auth(guardian),
  };
  certificateCode = await freshCertificateCode();
  backupId = await takeBackup(t.app.services, admin.id);
  lateFeeRunId = await runLateFees(t.app.services, admin.id);
  const planned = await createCourse(t.db, { price: 20_000_00 });
  await putOnPlan(t.db, (await enroll(t.db, student.id, planned)).account, [
    { dueDate: '2027-01-01', amount: 10_000_00 },
    { dueDate: '2027-02-01', amount: 10_000_00 },
  ]);
  plannedCourseId = planned.id;
  const classCourse = await createCourse(t.db);
  await enroll(t.db, student.id, classCourse);
  classSectionId = await mainSection(t.db, classCourse.id);
  await t.db
    .update(users)
    .set({ calendarToken: 'F'.repeat(43) })
    .where(eq(users.id, student.id));
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  mkdirSync(join(t.config.uploadsDir, 'fuzz'), { recursive: true });
  writeFileSync(join(t.config.uploadsDir, 'fuzz/file.txt'), 'an uploaded file');
});
afterAll(() => t.close());

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

describe('hostile input on every route', () => {
  // A backup that a request started runs on in the background: finished before the next route, which it would slow.
  afterEach(() => Promise.allSettled([...t.app.backups.running, ...t.app.lateFeeRuns]));

  it('has one row per route of the app, naming every field its schema declares', async () => {
    expect(t.routes.map(routeKey).sort(), 'routes in the app vs rows in the table').toEqual(
      Object.keys(fuzzCases).sort(),
    );
    const unfuzzed: string[] = [];
    for (const route of t.routes) {
      const request = (await fuzzCases[routeKey(route)]?.request?.()) ?? {};
      const declared = {
        params: keysOf(route.schema?.params),
        query: keysOf(route.schema?.querystring),
        headers: keysOf(route.schema?.headers),
        json: keysOf(route.schema?.body),
      };
      for (const [where, names] of Object.entries(declared)) {
        const given = Object.keys(request[where as keyof typeof declared] ?? {});
        for (const name of names) if (!given.includes(name)) unfuzzed.push(`${routeKey(route)} ${where} ${name}`);
      }
    }
    expect(unfuzzed).toEqual([]);
  });

  // A hundred requests and more per route: the outstanding report searched with each hostile text, once earlier rows
  // have filled the database (an import's students), took 42 s on PGlite alone and 72 s beside the other test files.
  it.each(Object.entries(fuzzCases))(
    '%s',
    async (key, row) => {
      const [method, route] = key.split(' ') as [string, string];
      const fresh = async () => (await row.request?.()) ?? {};
      const base = await fresh();
      const valid = await send('the valid request', injectOptions(method, route, row.as, await wireOf(base)));
      expect(valid.status, `the valid request: ${valid.problem}`).toBeLessThan(400);

      const problems: string[] = [];
      let sent = 0;
      for (const variant of variantsOf(base)) {
        // Only the valid request carries the picture: re-encoding one for every accepted value would take far longer.
        const withoutPicture = { ...(await fresh()), file: undefined };
        const request = variant.change ? variant.change(withoutPicture) : withoutPicture;
        let wire = await wireOf(request);
        if (variant.wire) wire = await variant.wire(wire, request);
        const { problem } = await send(variant.label, injectOptions(method, route, row.as, wire));
        sent += 1;
        if (problem) problems.push(problem);
      }
      expect(problems, `${problems.length} of ${sent} hostile requests`).toEqual([]);
    },
    150_000,
  );
});
