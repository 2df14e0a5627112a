import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admits,
  dateInIndia,
  DEFAULT_GRADE_SCALE,
  defaultMessagePreferences,
  ifMatch,
  ROLES,
  type Role,
} from '@campus/domain';
import {
  backups,
  courseInstructors,
  courses,
  feeAccounts,
  guardians,
  holidays as holidaysTable,
  lessons,
  paymentClaims,
  payments,
  studentGuardians,
  users,
} from '../src/db/schema.js';
import type { Access, AuthUser } from '../src/plugins/app/authentication.js';
import { createSignInCode } from '../src/repositories/sign-in-codes.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  addLessons,
  attachPdf,
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
  runLateFees,
  takeBackup,
} from './helpers/fixtures.js';
import { multipartBody } from './helpers/multipart.js';
import { bearer, expiredToken, tokenSignedWithAnotherKey, unsignedToken } from './helpers/tokens.js';
import { errorBody } from '../src/lib/errors.js';

/**
 * Every route of the app × every kind of caller, against an explicit table of expected statuses. The routes come
 * from the app itself, so a new route fails this test until it has a row here.
 *
 * Whoever is not the admin aims at student B's data (B's id, B's fee account, the course B is in); the admin's
 * successful writes go to fresh records, so the last test can show that nothing of B's was touched by anyone else.
 */
const CALLERS = [
  'anonymous',
  'studentA',
  'studentB',
  'admin',
  'accountant',
  /** An instructor of the course students A and B are in. */
  'instructor',
  /** An instructor of another course. */
  'otherInstructor',
  /** An accountant signed in with the password an admin gave them, not yet replaced. */
  'passwordDue',
  /** A guardian of student B alone (#44), who is not a user. */
  'guardianOfB',
  /** A guardian of student A alone: a guardian, but not B's. */
  'guardianOfA',
  'expired',
  'otherKey',
  'unsigned',
] as const;
type Caller = (typeof CALLERS)[number];
/** The callers signed in with a password of their own, by role: every role of the domain is among them. */
const ROLE_OF: Partial<Record<Caller, Role>> = {
  studentA: 'student',
  studentB: 'student',
  admin: 'admin',
  accountant: 'accountant',
  instructor: 'instructor',
  otherInstructor: 'instructor',
  guardianOfB: 'guardian',
  guardianOfA: 'guardian',
};

type Request = Pick<InjectOptions, 'url' | 'headers' | 'payload'>;

interface RouteCase {
  /** What the route must declare in its config. undefined: not an API route (docs, uploaded files). */
  access: Access | undefined;
  expect: Record<Caller, number>;
  /** Path, body and extra headers the caller sends; by default the route's own URL and no body. */
  request?: (caller: Caller) => Promise<Request> | Request;
  /** A response that never ends (Server-Sent Events): a success is judged by its status and headers. */
  stream?: true;
}

const badTokens = { anonymous: 401, expired: 401, otherKey: 401, unsigned: 401 } as const;
const everyone = (status: number) =>
  Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Record<Caller, number>;

const noStudents = { studentA: 403, studentB: 403 } as const;
/** A guardian is refused every route but their own. */
const noGuardians = { guardianOfB: 403, guardianOfA: 403 } as const;
const noInstructors = { instructor: 403, otherInstructor: 403 } as const;
/** Bad tokens, guardians, students and instructors: everyone but the office. */
const notOffice = { ...badTokens, ...noGuardians, ...noStudents, ...noInstructors } as const;
const adminOnly = (status: number, request?: RouteCase['request']): RouteCase => ({
  access: 'admin',
  expect: { ...notOffice, admin: status, accountant: 403, passwordDue: 403 },
  request,
});
/** The office (admins and accountants), once the password they were given is replaced. */
const officeOnly = (status: number, request?: RouteCase['request']): RouteCase => ({
  access: 'office',
  expect: { ...notOffice, admin: status, accountant: status, passwordDue: 403 },
  request,
});
/** A staff member's own account, open while a password change is due. */
const ownAccount = (status: number, request?: RouteCase['request']): RouteCase => ({
  access: 'staff',
  expect: {
    ...badTokens,
    ...noGuardians,
    ...noStudents,
    admin: status,
    accountant: status,
    instructor: status,
    otherInstructor: status,
    passwordDue: status,
  },
  request,
});
/** Admins, and the instructors of the course: another course's instructor is told there is no such course. */
const teachingOnly = (status: number, request?: RouteCase['request']): RouteCase => ({
  access: 'teaching',
  expect: {
    ...badTokens,
    ...noGuardians,
    ...noStudents,
    admin: status,
    instructor: status,
    otherInstructor: 404,
    accountant: 403,
    passwordDue: 403,
  },
  request,
});
/**
 * The office, and the instructors of the course: another course's instructor is told there is no such section (or
 * course).
 */
const officeAndTeachers = (status: number, request?: RouteCase['request']): RouteCase => ({
  access: 'staff',
  expect: {
    ...badTokens,
    ...noGuardians,
    ...noStudents,
    admin: status,
    accountant: status,
    instructor: status,
    otherInstructor: 404,
    passwordDue: 403,
  },
  request,
});
const studentOnly = (status: number, request?: RouteCase['request']): RouteCase => ({
  access: 'student',
  expect: {
    ...badTokens,
    ...noGuardians,
    ...noInstructors,
    studentA: status,
    studentB: status,
    admin: 403,
    accountant: 403,
    passwordDue: 403,
  },
  request,
});
const signedIn = (status: number, passwordDue = 403): RouteCase => ({
  access: 'signed-in',
  expect: {
    ...badTokens,
    ...noGuardians,
    studentA: status,
    studentB: status,
    admin: status,
    accountant: status,
    instructor: status,
    otherInstructor: status,
    passwordDue,
  },
});
/** A guardian's own routes (#44), with no child in the path: any guardian, about themselves; nobody else. */
const guardianOnly = (status: number, request?: RouteCase['request']): RouteCase => ({
  access: 'guardian',
  expect: {
    ...badTokens,
    ...noStudents,
    ...noInstructors,
    admin: 403,
    accountant: 403,
    passwordDue: 403,
    guardianOfB: status,
    guardianOfA: status,
  },
  request,
});
/** A route of a guardian's child B: B's guardian; another child's guardian is told there is no such student. */
const childOfBOnly = (status: number, request: RouteCase['request']): RouteCase => ({
  ...guardianOnly(status, request),
  expect: { ...guardianOnly(status).expect, guardianOfA: 404 },
});
/** Public: a token, good or forged, changes nothing. */
const open = (status: number, request?: RouteCase['request']): RouteCase => ({
  access: 'public',
  expect: everyone(status),
  request,
});
const notApi = (status: number, url?: string): RouteCase => ({
  access: undefined,
  expect: everyone(status),
  request: url ? () => ({ url }) : undefined,
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let accountant: Awaited<ReturnType<typeof createStaff>>;
let instructor: Awaited<ReturnType<typeof createStaff>>;
let otherInstructor: Awaited<ReturnType<typeof createStaff>>;
let passwordDue: Awaited<ReturnType<typeof createStaff>>;
/** The staff member whom everyone but the admin tries to change. */
let clerk: Awaited<ReturnType<typeof createStaff>>;
let guardianOfB: AuthUser;
let guardianOfA: AuthUser;
let a: Awaited<ReturnType<typeof createStudent>>;
let b: Awaited<ReturnType<typeof createStudent>>;
let course: Awaited<ReturnType<typeof createCourse>>;
let bAccountId: string;
/** The first lesson of the shared course's outline, and every lesson of it in order. */
let sharedLesson: { id: string; chapterId: string };
let sharedOutline: string[];
/** A PDF attached to the shared lesson. */
let sharedAttachment: string;
let bPaymentId: string;
let bClaimId: string;
/** A course the instructor teaches with students A and B in its main section, and a class of it today. */
let classSectionId: string;
let sharedClassId: string;
let png: Buffer;
/**
 * One late-fee run and one backup, for every caller to ask for: a backup is a dump of the whole database, too slow to
 * take once per caller.
 */
let lateFeeRun: Promise<string> | undefined;
let backup: Promise<string> | undefined;
const ADMIN_PASSWORD = 'matrix admin password';
const STAFF_PASSWORD = 'matrix staff password';
const B_PICTURE = '/uploads/avatars/b.webp';
/** Pictures student B may have: the first one, and whatever B uploads through the matrix. */
const bPictures = new Set([B_PICTURE]);
/** Emails of students a caller tried to create; only the admin's may exist afterwards. */
const intruderEmail = (caller: Caller) => `intruder-${caller}-${randomUUID().slice(0, 8)}@campus.test`;

async function multipart(
  fields: Record<string, string>,
  file?: { field: string; data: Buffer; name?: string },
): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.data], { type: 'image/png' }), file.name ?? 'picture.png');
  const { payload, contentType } = await multipartBody(form);
  return { headers: { 'content-type': contentType }, payload };
}

const studentFields = (email: string) => ({
  name: 'Matrix Student',
  email,
  phone: '+91 9811111111',
  dob: '2003-03-03',
});
const courseFields = { name: 'Matrix Course', description: 'd', duration: '4', price: '1000', category: 'c' };
const today = () => new Date().toISOString().slice(0, 10);

/** The writes of those who may write (admin, and accountant for payments) go to a fresh student; everyone else's to B. */
async function targetStudent(caller: Caller) {
  if (caller !== 'admin' && caller !== 'accountant') return { id: b.id, accountId: bAccountId };
  const student = await createStudent(t.db);
  const { account } = await enroll(t.db, student.id, course);
  return { id: student.id, accountId: account.id };
}
/** Staff reverse a fresh payment of their own; everyone else tries B's. */
async function targetEntry(caller: Caller) {
  if (caller !== 'admin' && caller !== 'accountant') return bPaymentId;
  return (await pay(t.db, (await targetStudent(caller)).accountId, 100)).id;
}
/** A pending UPI claim: staff decide a fresh one of a fresh student; everyone else tries B's. */
async function targetClaim(caller: Caller) {
  const accountId = (await targetStudent(caller)).accountId;
  if (caller !== 'admin' && caller !== 'accountant') return bClaimId;
  const [claim] = await t.db
    .insert(paymentClaims)
    .values({ feeAccountId: accountId, amount: 100, utr: newUtr() })
    .returning();
  return claim!.id;
}
/** The backup the admin started through the API (`POST /api/admin/backups`), finished; else a new one. */
async function finishedBackup() {
  await Promise.allSettled(t.app.services.backups.running);
  const [done] = await t.db
    .select({ id: backups.id })
    .from(backups)
    .where(eq(backups.state, 'done'))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  return done?.id ?? takeBackup(t.app.services, admin.id);
}
let utrs = 0;
const newUtr = () => String(700_000_000_000 + ++utrs);
/** The admin changes a fresh course, the instructor a fresh course they teach; everyone else tries the shared one. */
async function targetCourse(caller: Caller) {
  if (caller !== 'admin' && caller !== 'instructor') return course.id;
  const fresh = await createCourse(t.db);
  if (caller === 'instructor')
    await t.db.insert(courseInstructors).values({ courseId: fresh.id, staffId: instructor.id });
  return fresh.id;
}
/** The admin and the instructor change a fresh course's lesson (and its chapter); everyone else the shared course's. */
async function targetLesson(caller: Caller) {
  if (caller !== 'admin' && caller !== 'instructor') return sharedLesson;
  const [lesson] = await addLessons(t.db, await targetCourse(caller), 1);
  return lesson!;
}
/** The admin and the instructor remove a fresh lesson's attachment; everyone else tries the shared one. */
async function targetAttachment(caller: Caller) {
  if (caller !== 'admin' && caller !== 'instructor') return sharedAttachment;
  return attachPdf(t.db, t.app.storage, (await targetLesson(caller)).id);
}
/** The admin and the instructor mark a fresh class (no instructor of its own: any of the course's marks it). */
async function classToMark(caller: Caller) {
  if (caller !== 'admin' && caller !== 'instructor') return sharedClassId;
  return (await createClassSession(t.db, classSectionId, { date: dateInIndia(new Date()) })).id;
}
/** Student B's calendar token as it is now (B resets it through the matrix). */
async function bCalendarToken() {
  const [row] = await t.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, b.id));
  return row!.token!;
}
const targetStaff = async (caller: Caller) =>
  caller === 'admin' ? (await createStaff(t.db, { role: 'accountant' })).id : clerk.id;

/**
 * A staff caller changes the password of a fresh staff member of its own kind, so that the shared ones keep theirs
 * (and their sessions, which the change ends).
 */
async function ownPasswordChange(caller: Caller): Promise<Request> {
  const payload = { currentPassword: STAFF_PASSWORD, newPassword: 'another matrix password' };
  const kinds: Partial<Record<Caller, Parameters<typeof createStaff>[1]>> = {
    admin: { role: 'admin' },
    accountant: { role: 'accountant' },
    instructor: { role: 'instructor' },
    otherInstructor: { role: 'instructor' },
    passwordDue: { role: 'accountant', mustChangePassword: true },
  };
  const kind = kinds[caller];
  if (!kind) return { payload };
  const member = await createStaff(t.db, { ...kind, password: STAFF_PASSWORD });
  return { headers: await t.auth(member.auth), payload };
}

// #42 sections, timetables, classes: the admin changes fresh records; everyone else tries the shared course's.
let sharedSection: Promise<string> | undefined;
const sharedSectionId = () => (sharedSection ??= createSection(t.db, course.id).then((section) => section.id));
const targetSection = async (caller: Caller) =>
  caller === 'admin' ? (await createSection(t.db, (await createCourse(t.db)).id)).id : sharedSectionId();
let sharedClass: Promise<string> | undefined;
const targetClass = async (caller: Caller) =>
  caller === 'admin'
    ? (await createClassSession(t.db, await targetSection(caller), { date: '2030-01-07' })).id
    : (sharedClass ??= sharedSectionId().then(
        async (id) => (await createClassSession(t.db, id, { date: today() })).id,
      ));
let holidays = 0;
/** A day of its own for each holiday added. */
const holidayDate = () => new Date(Date.UTC(2031, 0, ++holidays)).toISOString().slice(0, 10);
let sharedHoliday: Promise<string> | undefined;
const targetHoliday = async (caller: Caller) => {
  const add = async () =>
    (await t.db.insert(holidaysTable).values({ date: holidayDate(), name: 'Matrix holiday' }).returning())[0]!.id;
  return caller === 'admin' ? add() : (sharedHoliday ??= add());
};
// #43 assessments: the admin and the instructor change a fresh assessment of a fresh course (the instructor's), with a
// fresh student in it; everyone else tries the shared course's published one, with A's and B's marks.
let sharedAssessmentId: string;
async function targetAssessment(caller: Caller) {
  if (caller !== 'admin' && caller !== 'instructor') return { id: sharedAssessmentId, studentId: b.id };
  const courseId = await targetCourse(caller);
  const student = await createStudent(t.db);
  await enroll(t.db, student.id, { id: courseId, price: 1000 });
  return { id: (await createAssessment(t.db, courseId)).id, studentId: student.id };
}
const marksFile = (email: string) =>
  multipart({ dryRun: 'true' }, { field: 'file', data: Buffer.from(`email,marks\n${email},5\n`), name: 'marks.csv' });

/** Any staff member but one whose password change is due. */
const staffOnly = (status: number, request?: RouteCase['request']): RouteCase => ({
  ...ownAccount(status, request),
  expect: { ...ownAccount(status).expect, passwordDue: 403 },
});

// #44 guardians: the office changes a fresh guardian of a fresh student; everyone else tries B's.
let guardianContacts = 0;
const guardianEmail = () => `matrix-guardian-${++guardianContacts}@campus.test`;
let bGuardian: Promise<string> | undefined;
const GUARDIAN_PHONE = '9800044444';
/** A route of the guardian's child B. */
const childOfB = (path: string) => `/api/guardians/me/children/${b.id}/${path}`;
async function targetGuardian(caller: Caller) {
  const add = async (studentId: string) => {
    const [guardian] = await t.db
      .insert(guardians)
      .values({ name: 'Matrix Guardian', relation: 'Mother', email: guardianEmail() })
      .returning();
    await t.db.insert(studentGuardians).values({ studentId, guardianId: guardian!.id });
    return guardian!.id;
  };
  if (caller !== 'admin' && caller !== 'accountant') return (bGuardian ??= add(b.id));
  return add((await targetStudent(caller)).id);
}

const routeCases: Record<string, RouteCase> = {
  'GET /': open(200),
  // #44: a fee message's pay link; a code no account has.
  'GET /pay/:code': open(404, () => ({ url: '/pay/000000000000' })),
  'GET /api/health': open(200),
  'GET /api/ready': open(200),
  'GET /api/site': open(200),
  'POST /api/users/login': open(200, () => ({ payload: { email: a.email, password: a.dob } })),
  // #44: the same answer for everyone; a code no one was sent.
  'POST /api/guardians/login/code': open(202, () => ({ payload: { contact: GUARDIAN_PHONE } })),
  'POST /api/guardians/login': open(401, () => ({ payload: { contact: GUARDIAN_PHONE, code: '000000' } })),
  'POST /api/guardians/logout': guardianOnly(204),
  'GET /api/guardians/me': guardianOnly(200),
  'GET /api/guardians/me/children/:studentId/fees': childOfBOnly(200, () => ({ url: childOfB('fees') })),
  'GET /api/guardians/me/children/:studentId/statement.pdf': childOfBOnly(200, () => ({
    url: childOfB('statement.pdf'),
  })),
  'GET /api/guardians/me/children/:studentId/payments': childOfBOnly(200, () => ({ url: childOfB('payments') })),
  'GET /api/guardians/me/children/:studentId/payments/:paymentId/receipt.pdf': childOfBOnly(200, () => ({
    url: childOfB(`payments/${bPaymentId}/receipt.pdf`),
  })),
  'GET /api/guardians/me/children/:studentId/attendance': childOfBOnly(200, () => ({ url: childOfB('attendance') })),
  'GET /api/guardians/me/children/:studentId/attendance/history': childOfBOnly(200, () => ({
    url: childOfB('attendance/history'),
  })),
  'GET /api/guardians/me/children/:studentId/notices': childOfBOnly(200, () => ({ url: childOfB('notices') })),
  'GET /api/guardians/me/children/:studentId/payment-claims': childOfBOnly(200, () => ({
    url: childOfB('payment-claims'),
  })),
  'GET /api/guardians/me/children/:studentId/results': childOfBOnly(200, () => ({ url: childOfB('results') })),
  'GET /api/guardians/me/children/:studentId/courses/:courseId/report-card.pdf': childOfBOnly(200, () => ({
    url: childOfB(`courses/${course.id}/report-card.pdf`),
  })),
  'GET /api/guardians/me/children/:studentId/timetable': childOfBOnly(200, () => ({ url: childOfB('timetable') })),
  'POST /api/guardians/me/children/:studentId/payment-claims': childOfBOnly(201, () => ({
    url: childOfB('payment-claims'),
    payload: { courseId: course.id, amount: 100, utr: newUtr() },
  })),
  // A signed-in student's or guardian's own preferences: no id in the path, so no one else's to aim at.
  'GET /api/guardians/me/preferences': guardianOnly(200),
  'PUT /api/guardians/me/preferences': guardianOnly(200, () => ({ payload: defaultMessagePreferences() })),
  'GET /api/guardians/me/language': guardianOnly(200),
  'PUT /api/guardians/me/language': guardianOnly(200, () => ({ payload: { language: 'hi' } })),
  'POST /api/admin/login': open(200, () => ({ payload: { email: admin.email, password: ADMIN_PASSWORD } })),
  // Google sign-in is not configured in tests: both steps send the browser back to the login page.
  'GET /api/auth/google': open(302),
  'GET /api/auth/google/callback': open(302),
  'POST /api/auth/exchange': open(200, async () => {
    const code = await createSignInCode(t.db, a.id);
    // The browser that signed in holds the code in a cookie too.
    return {
      payload: { code },
      headers: { cookie: `campus_sign_in_code=${encodeURIComponent(t.app.signCookie(code))}` },
    };
  }),
  'POST /api/auth/logout': signedIn(204, 204),

  'GET /api/users/full-me': studentOnly(200),
  'GET /api/fees/me': studentOnly(200),
  'GET /api/fees/me/statement.pdf': studentOnly(200),
  'GET /api/payment-claims': studentOnly(200),
  'POST /api/payment-claims': studentOnly(201, () => ({
    payload: { courseId: course.id, amount: 100, utr: newUtr() },
  })),
  'GET /api/notifications': studentOnly(200),
  'GET /api/notifications/stream': { ...studentOnly(200), stream: true },
  'PUT /api/users/profile-picture': studentOnly(200, () => multipart({}, { field: 'profilePicture', data: png })),
  'GET /api/users/me/message-preferences': studentOnly(200),
  'PUT /api/users/me/message-preferences': studentOnly(200, () => ({ payload: defaultMessagePreferences() })),
  'GET /api/users/me/language': studentOnly(200),
  'PUT /api/users/me/language': studentOnly(200, () => ({ payload: { language: 'hi' } })),

  'GET /api/courses': signedIn(200),
  'POST /api/courses': adminOnly(201, () => multipart(courseFields)),
  'PUT /api/courses/:id': adminOnly(200, async (caller) => ({
    url: `/api/courses/${await targetCourse(caller)}`,
    ...(await multipart({ ...courseFields, name: `Renamed by ${caller}` })),
  })),
  'DELETE /api/courses/:id': adminOnly(200, async (caller) => ({ url: `/api/courses/${await targetCourse(caller)}` })),

  'GET /api/admin/courses/:id/outline': teachingOnly(200, () => ({ url: `/api/admin/courses/${course.id}/outline` })),
  'GET /api/admin/courses/:id/progress': teachingOnly(200, () => ({ url: `/api/admin/courses/${course.id}/progress` })),
  'GET /api/admin/courses/:id/progress.csv': teachingOnly(200, () => ({
    url: `/api/admin/courses/${course.id}/progress.csv`,
  })),
  'POST /api/admin/courses/:id/chapters': teachingOnly(201, async (caller) => ({
    url: `/api/admin/courses/${await targetCourse(caller)}/chapters`,
    payload: { title: `Added by ${caller}` },
  })),
  // The admin and the instructor order a fresh course's empty outline; everyone else tries the shared course's, as it is.
  'PUT /api/admin/courses/:id/outline': teachingOnly(200, async (caller) =>
    caller === 'admin' || caller === 'instructor'
      ? { url: `/api/admin/courses/${await targetCourse(caller)}/outline`, payload: { chapters: [] } }
      : {
          url: `/api/admin/courses/${course.id}/outline`,
          payload: { chapters: [{ _id: sharedLesson.chapterId, lessons: sharedOutline }] },
        },
  ),
  'PATCH /api/admin/chapters/:id': teachingOnly(200, async (caller) => ({
    url: `/api/admin/chapters/${(await targetLesson(caller)).chapterId}`,
    payload: { title: `Renamed by ${caller}` },
  })),
  'DELETE /api/admin/chapters/:id': teachingOnly(200, async (caller) => ({
    url: `/api/admin/chapters/${(await targetLesson(caller)).chapterId}`,
  })),
  'POST /api/admin/chapters/:id/lessons': teachingOnly(201, async (caller) => ({
    url: `/api/admin/chapters/${(await targetLesson(caller)).chapterId}/lessons`,
    payload: { title: `Added by ${caller}` },
  })),
  'GET /api/admin/lessons/:id': teachingOnly(200, () => ({ url: `/api/admin/lessons/${sharedLesson.id}` })),
  'PATCH /api/admin/lessons/:id': teachingOnly(200, async (caller) => ({
    url: `/api/admin/lessons/${(await targetLesson(caller)).id}`,
    payload: { title: `Renamed by ${caller}` },
  })),
  'DELETE /api/admin/lessons/:id': teachingOnly(200, async (caller) => ({
    url: `/api/admin/lessons/${(await targetLesson(caller)).id}`,
  })),
  'POST /api/admin/lessons/:id/attachments': teachingOnly(201, async (caller) => ({
    url: `/api/admin/lessons/${(await targetLesson(caller)).id}/attachments`,
    ...(await multipart({}, { field: 'file', data: PDF, name: 'notes.pdf' })),
  })),
  'DELETE /api/admin/attachments/:id': teachingOnly(200, async (caller) => ({
    url: `/api/admin/attachments/${await targetAttachment(caller)}`,
  })),
  // Students A and B are in the shared course, which the instructor teaches; to the others it is not there.
  'GET /api/attachments/:id': {
    ...signedIn(200),
    expect: { ...signedIn(200).expect, accountant: 404, otherInstructor: 404 },
    request: () => ({ url: `/api/attachments/${sharedAttachment}` }),
  },
  // Neither A nor B has done every lesson of the shared course: there is no certificate yet.
  'GET /api/courses/:id/certificate': studentOnly(404, () => ({ url: `/api/courses/${course.id}/certificate` })),
  'GET /api/courses/:id/certificate.pdf': studentOnly(404, () => ({
    url: `/api/courses/${course.id}/certificate.pdf`,
  })),
  // Anyone may check a code; this one is no certificate's.
  'GET /api/certificates/:code': open(404, () => ({ url: '/api/certificates/AAAA-AAAA-AAAA' })),
  'POST /api/admin/certificates/:code/revocation': adminOnly(404, () => ({
    url: '/api/admin/certificates/AAAA-AAAA-AAAA/revocation',
    payload: { reason: 'Matrix' },
  })),
  // Students A and B are both in the shared course.
  'GET /api/courses/:id/outline': studentOnly(200, () => ({ url: `/api/courses/${course.id}/outline` })),
  'GET /api/lessons/:id': studentOnly(200, () => ({ url: `/api/lessons/${sharedLesson.id}` })),
  'PUT /api/lessons/:id/completion': studentOnly(200, () => ({ url: `/api/lessons/${sharedLesson.id}/completion` })),
  'DELETE /api/lessons/:id/completion': studentOnly(200, () => ({
    url: `/api/lessons/${sharedLesson.id}/completion`,
  })),

  'GET /api/admin/courses/:id/instructors': adminOnly(200, () => ({
    url: `/api/admin/courses/${course.id}/instructors`,
  })),
  'PUT /api/admin/courses/:id/instructors': adminOnly(200, async (caller) => ({
    url: `/api/admin/courses/${await targetCourse(caller)}/instructors`,
    payload: { staffIds: [instructor.id] },
  })),
  // Each lists the courses they teach: an admin every course.
  'GET /api/admin/teaching': { ...teachingOnly(200), expect: { ...teachingOnly(200).expect, otherInstructor: 200 } },

  'GET /api/admin/audit': adminOnly(200),
  'GET /api/admin/dashboard': officeOnly(200),
  'GET /api/admin/courses': officeOnly(200),
  'GET /api/admin/courses/:id': adminOnly(200, () => ({ url: `/api/admin/courses/${course.id}` })),
  'GET /api/admin/courses/:id/fee-plan': adminOnly(200, () => ({ url: `/api/admin/courses/${course.id}/fee-plan` })),
  'PUT /api/admin/courses/:id/fee-plan': adminOnly(200, async (caller) => ({
    url: `/api/admin/courses/${await targetCourse(caller)}/fee-plan`,
    payload: { instalments: [{ amount: 20_000_00, dueAfterDays: 0 }] },
  })),
  'POST /api/admin/courses/:id/fee-plan/apply': adminOnly(200, async (caller) => {
    const id = await targetCourse(caller);
    if (caller === 'admin') await createFeePlan(t.db, id, [{ amount: 1000, dueAfterDays: 0 }]);
    return { url: `/api/admin/courses/${id}/fee-plan/apply`, payload: { dryRun: true } };
  }),
  'POST /api/admin/courses/:id/copy': adminOnly(201, (caller) => ({
    url: `/api/admin/courses/${course.id}/copy`,
    payload: { name: `Copy by ${caller} ${randomUUID()}` },
  })),
  'GET /api/admin/users': officeOnly(200),
  'GET /api/admin/users/:id': adminOnly(200, () => ({ url: `/api/admin/users/${a.id}` })),
  // B is in the shared course, which the instructor teaches; to another course's instructor B is not there.
  'GET /api/admin/students/:id/progress': teachingOnly(200, () => ({ url: `/api/admin/students/${b.id}/progress` })),
  'GET /api/admin/students/:id/sign-in-lock': adminOnly(200, () => ({
    url: `/api/admin/students/${b.id}/sign-in-lock`,
  })),
  'DELETE /api/admin/students/:id/sign-in-lock': adminOnly(200, () => ({
    url: `/api/admin/students/${b.id}/sign-in-lock`,
  })),
  'POST /api/admin/users': adminOnly(201, (caller) =>
    multipart({ ...studentFields(intruderEmail(caller)), course: course.id }),
  ),
  'PUT /api/admin/users/:id': adminOnly(200, async (caller) => ({
    url: `/api/admin/users/${(await targetStudent(caller)).id}`,
    ...(await multipart({ ...studentFields(intruderEmail(caller)), courses: JSON.stringify([course.id]) })),
  })),
  'DELETE /api/admin/users/:id': adminOnly(200, async (caller) => ({
    url: `/api/admin/users/${(await targetStudent(caller)).id}`,
  })),
  'GET /api/admin/students/import/template.csv': adminOnly(200),
  'POST /api/admin/students/import': adminOnly(200, async (caller) => {
    const { name, email, phone, dob } = studentFields(intruderEmail(caller));
    const file = `name,email,phone,dob,courses\n${name},${email},${phone},${dob},${course.name}\n`;
    return multipart({ dryRun: 'false' }, { field: 'file', data: Buffer.from(file) });
  }),
  'GET /api/admin/students/export.csv': adminOnly(200),
  'GET /api/admin/fees': officeOnly(200),
  'POST /api/admin/fees': officeOnly(201, async (caller) => ({
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      studentId: (await targetStudent(caller)).id,
      courseId: course.id,
      totalFee: course.price,
      amountPaid: 100,
      paymentDate: today(),
      paymentMode: 'UPI',
    },
  })),
  'POST /api/admin/payments/:id/reversal': officeOnly(201, async (caller) => ({
    url: `/api/admin/payments/${await targetEntry(caller)}/reversal`,
    payload: { reason: `Reversed by ${caller}` },
  })),
  'POST /api/admin/concessions': officeOnly(201, async (caller) => ({
    payload: {
      studentId: (await targetStudent(caller)).id,
      courseId: course.id,
      amount: 100,
      reason: `Granted by ${caller}`,
    },
  })),
  'GET /api/admin/notifications': officeOnly(200),
  'POST /api/admin/notifications': adminOnly(201, (caller) => ({
    payload: { title: `From ${caller}`, description: 'Matrix notice' },
  })),
  'GET /api/admin/email/status': officeOnly(200),
  'GET /api/admin/email/waiting': officeOnly(200),
  'POST /api/admin/email/retry-failed': adminOnly(200),
  'GET /api/admin/messages': officeOnly(200),
  'GET /api/admin/messages/counts': officeOnly(200),
  'POST /api/admin/messages/retry-failed': officeOnly(200, () => ({ payload: { channel: 'sms' } })),
  // No gateway is configured here: every callback is refused, whoever sends it.
  'POST /api/hooks/sms/:provider': open(401, () => ({
    url: '/api/hooks/sms/whatsapp',
    payload: { providerMessageId: 'g1', state: 'delivered' },
  })),
  'POST /api/admin/late-fees/run': adminOnly(202),
  'GET /api/admin/late-fees/runs/:id': adminOnly(200, async () => ({
    url: `/api/admin/late-fees/runs/${await (lateFeeRun ??= runLateFees(t.app.services, admin.id))}`,
  })),
  'GET /api/admin/backups': adminOnly(200),
  'POST /api/admin/backups': adminOnly(202),
  'GET /api/admin/backups/:id/download': adminOnly(200, async () => ({
    url: `/api/admin/backups/${await (backup ??= finishedBackup())}/download`,
  })),
  'GET /api/admin/payment-claims': officeOnly(200),
  'POST /api/admin/payment-claims/:id/confirm': officeOnly(200, async (caller) => ({
    url: `/api/admin/payment-claims/${await targetClaim(caller)}/confirm`,
  })),
  'POST /api/admin/payment-claims/:id/reject': officeOnly(200, async (caller) => ({
    url: `/api/admin/payment-claims/${await targetClaim(caller)}/reject`,
    payload: { reason: `Rejected by ${caller}` },
  })),
  'GET /api/admin/report': officeOnly(200),
  'GET /api/admin/report/recent-enrollments': officeOnly(200),
  'GET /api/admin/report/outstanding': officeOnly(200),
  'GET /api/admin/report/outstanding.csv': officeOnly(200),
  'GET /api/admin/report/collections': officeOnly(200),
  'GET /api/admin/report/collections.csv': officeOnly(200),
  'GET /api/admin/payments': officeOnly(200),
  'GET /api/admin/payments/:id/receipt.pdf': officeOnly(200, () => ({
    url: `/api/admin/payments/${bPaymentId}/receipt.pdf`,
  })),
  'GET /api/payments/me': studentOnly(200),
  // Everyone asks for B's receipt: A is told there is no such receipt.
  'GET /api/payments/:id/receipt.pdf': {
    ...studentOnly(200, () => ({ url: `/api/payments/${bPaymentId}/receipt.pdf` })),
    expect: {
      ...badTokens,
      ...noGuardians,
      ...noInstructors,
      studentA: 404,
      studentB: 200,
      admin: 403,
      accountant: 403,
      passwordDue: 403,
    },
  },
  'GET /api/admin/staff': adminOnly(200),
  'POST /api/admin/staff': adminOnly(201, (caller) => ({
    payload: { name: 'Matrix Staff', email: intruderEmail(caller), role: 'admin', password: STAFF_PASSWORD },
  })),
  'PATCH /api/admin/staff/:id': adminOnly(200, async (caller) => ({
    url: `/api/admin/staff/${await targetStaff(caller)}`,
    payload: { role: 'admin' },
  })),
  'GET /api/admin/staff/:id/sign-in-lock': adminOnly(200, () => ({ url: `/api/admin/staff/${clerk.id}/sign-in-lock` })),
  'DELETE /api/admin/staff/:id/sign-in-lock': adminOnly(200, () => ({
    url: `/api/admin/staff/${clerk.id}/sign-in-lock`,
  })),
  'GET /api/admin/me': ownAccount(200),
  'PUT /api/admin/me/password': ownAccount(200, ownPasswordChange),
  'GET /api/admin/me/language': ownAccount(200),
  'PUT /api/admin/me/language': ownAccount(200, () => ({ payload: { language: 'hi' } })),

  // #42 sections, timetables, classes.
  // The shared course's sections: for the office and its instructor; to another instructor the course is not there.
  'GET /api/admin/courses/:courseId/sections': {
    ...staffOnly(200, () => ({ url: `/api/admin/courses/${course.id}/sections` })),
    expect: { ...staffOnly(200).expect, otherInstructor: 404 },
  },
  'POST /api/admin/courses/:courseId/sections': adminOnly(201, async (caller) => ({
    url: `/api/admin/courses/${await targetCourse(caller)}/sections`,
    payload: { name: `Added by ${caller}` },
  })),
  'PATCH /api/admin/sections/:id': adminOnly(200, async (caller) => ({
    url: `/api/admin/sections/${await targetSection(caller)}`,
    payload: { name: `Renamed by ${caller}` },
  })),
  'DELETE /api/admin/sections/:id': adminOnly(200, async (caller) => ({
    url: `/api/admin/sections/${await targetSection(caller)}`,
  })),
  'GET /api/admin/sections/:id/students': adminOnly(200, async () => ({
    url: `/api/admin/sections/${await sharedSectionId()}/students`,
  })),
  // The admin moves a fresh student of a fresh course; everyone else tries to move B.
  'PUT /api/admin/sections/:id/students': adminOnly(200, async (caller) => {
    if (caller !== 'admin')
      return { url: `/api/admin/sections/${await sharedSectionId()}/students`, payload: { studentIds: [b.id] } };
    const fresh = await createCourse(t.db);
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, fresh);
    const section = await createSection(t.db, fresh.id);
    return { url: `/api/admin/sections/${section.id}/students`, payload: { studentIds: [student.id] } };
  }),
  'GET /api/admin/sections/:id/timetable': adminOnly(200, async () => ({
    url: `/api/admin/sections/${await sharedSectionId()}/timetable`,
  })),
  'PUT /api/admin/sections/:id/timetable': adminOnly(200, async (caller) => ({
    url: `/api/admin/sections/${await targetSection(caller)}/timetable`,
    payload: { from: '2030-01-01', to: '2030-01-31', slots: [{ weekday: 1, start: '10:00', end: '11:00' }] },
  })),
  'POST /api/admin/sections/:id/class-sessions': adminOnly(201, async (caller) => ({
    url: `/api/admin/sections/${await targetSection(caller)}/class-sessions`,
    payload: { date: '2030-01-08', start: '10:00', end: '11:00' },
  })),
  'GET /api/admin/class-sessions': staffOnly(200, () => ({ url: `/api/admin/class-sessions?date=${today()}` })),
  'PATCH /api/admin/class-sessions/:id': adminOnly(200, async (caller) => ({
    url: `/api/admin/class-sessions/${await targetClass(caller)}`,
    payload: { cancelled: true },
  })),
  'GET /api/admin/holidays': staffOnly(200),
  'POST /api/admin/holidays': adminOnly(201, (caller) => ({
    payload: { date: holidayDate(), name: `Added by ${caller}` },
  })),
  'DELETE /api/admin/holidays/:id': adminOnly(200, async (caller) => ({
    url: `/api/admin/holidays/${await targetHoliday(caller)}`,
  })),
  // #44 guardians
  'GET /api/admin/users/:studentId/guardians': officeAndTeachers(200, () => ({
    url: `/api/admin/users/${b.id}/guardians`,
  })),
  'POST /api/admin/users/:studentId/guardians': officeOnly(201, async (caller) => ({
    url: `/api/admin/users/${(await targetStudent(caller)).id}/guardians`,
    payload: { name: `Added by ${caller}`, relation: 'Guardian', email: guardianEmail() },
  })),
  'PATCH /api/admin/guardians/:id': officeOnly(200, async (caller) => ({
    url: `/api/admin/guardians/${await targetGuardian(caller)}`,
    payload: { name: `Edited by ${caller}`, relation: 'Father', email: guardianEmail() },
  })),
  'DELETE /api/admin/guardians/:id': officeOnly(200, async (caller) => ({
    url: `/api/admin/guardians/${await targetGuardian(caller)}`,
  })),
  // #42 attendance, student timetable, registers
  'GET /api/admin/class-sessions/:id/attendance': teachingOnly(200, () => ({
    url: `/api/admin/class-sessions/${sharedClassId}/attendance`,
  })),
  'PUT /api/admin/class-sessions/:id/attendance': teachingOnly(200, async (caller) => ({
    url: `/api/admin/class-sessions/${await classToMark(caller)}/attendance`,
    headers: { 'if-match': ifMatch(0) },
    payload: { marks: [a, b].map((student) => ({ studentId: student.id, status: 'present' })) },
  })),
  'GET /api/admin/sections/:id/register': officeAndTeachers(200, () => ({
    url: `/api/admin/sections/${classSectionId}/register?month=${dateInIndia(new Date()).slice(0, 7)}`,
  })),
  'GET /api/admin/sections/:id/register.csv': officeAndTeachers(200, () => ({
    url: `/api/admin/sections/${classSectionId}/register.csv?month=${dateInIndia(new Date()).slice(0, 7)}`,
  })),
  'GET /api/admin/sections/:id/register.xlsx': officeAndTeachers(200, () => ({
    url: `/api/admin/sections/${classSectionId}/register.xlsx?month=${dateInIndia(new Date()).slice(0, 7)}`,
  })),
  'GET /api/admin/sections/:id/register.pdf': officeAndTeachers(200, () => ({
    url: `/api/admin/sections/${classSectionId}/register.pdf?month=${dateInIndia(new Date()).slice(0, 7)}`,
  })),
  'GET /api/admin/courses/:id/attendance': officeAndTeachers(200, () => ({
    url: `/api/admin/courses/${course.id}/attendance?below=true`,
  })),
  'GET /api/attendance/me': studentOnly(200),
  'GET /api/attendance/me/history': studentOnly(200),
  'GET /api/timetable/me': studentOnly(200, () => {
    const today = dateInIndia(new Date());
    return { url: `/api/timetable/me?from=${today}&to=${today}` };
  }),
  'GET /api/timetable/me/calendar-link': studentOnly(200),
  'POST /api/timetable/me/calendar-link': studentOnly(200),
  // B's feed, opened by its secret address alone: a token, anyone's, changes nothing.
  'GET /api/calendar/:token.ics': open(200, async () => ({ url: `/api/calendar/${await bCalendarToken()}.ics` })),

  // #43 assessments, marks, grading scale, results and report cards.
  'GET /api/admin/courses/:courseId/assessments': teachingOnly(200, () => ({
    url: `/api/admin/courses/${course.id}/assessments`,
  })),
  'POST /api/admin/courses/:courseId/assessments': teachingOnly(201, async (caller) => ({
    url: `/api/admin/courses/${await targetCourse(caller)}/assessments`,
    payload: { title: `Added by ${caller}`, kind: 'test', date: '2026-12-01', maxMarks: 20, weight: 10 },
  })),
  'PATCH /api/admin/assessments/:id': teachingOnly(200, async (caller) => ({
    url: `/api/admin/assessments/${(await targetAssessment(caller)).id}`,
    payload: { title: `Renamed by ${caller}` },
  })),
  'DELETE /api/admin/assessments/:id': teachingOnly(200, async (caller) => ({
    url: `/api/admin/assessments/${(await targetAssessment(caller)).id}`,
  })),
  'POST /api/admin/assessments/:id/publish': teachingOnly(200, async (caller) => ({
    url: `/api/admin/assessments/${(await targetAssessment(caller)).id}/publish`,
  })),
  'GET /api/admin/assessments/:id/marks': teachingOnly(200, () => ({
    url: `/api/admin/assessments/${sharedAssessmentId}/marks`,
  })),
  'PUT /api/admin/assessments/:id/marks': teachingOnly(200, async (caller) => {
    const { id, studentId } = await targetAssessment(caller);
    return {
      url: `/api/admin/assessments/${id}/marks`,
      payload: { marks: [{ studentId, marks: 1 }], reason: `Changed by ${caller}` },
    };
  }),
  'GET /api/admin/assessments/:id/marks-template.xlsx': teachingOnly(200, () => ({
    url: `/api/admin/assessments/${sharedAssessmentId}/marks-template.xlsx`,
  })),
  'GET /api/admin/assessments/:id/marks-template.csv': teachingOnly(200, () => ({
    url: `/api/admin/assessments/${sharedAssessmentId}/marks-template.csv`,
  })),
  'POST /api/admin/assessments/:id/marks/import': teachingOnly(200, async () => ({
    url: `/api/admin/assessments/${sharedAssessmentId}/marks/import`,
    ...(await marksFile(b.email)),
  })),
  'GET /api/admin/grade-scale': staffOnly(200),
  'PUT /api/admin/grade-scale': adminOnly(200, () => ({ payload: { bands: DEFAULT_GRADE_SCALE } })),
  'GET /api/admin/courses/:courseId/results': teachingOnly(200, () => ({
    url: `/api/admin/courses/${course.id}/results`,
  })),
  'GET /api/admin/courses/:courseId/results.csv': teachingOnly(200, () => ({
    url: `/api/admin/courses/${course.id}/results.csv`,
  })),
  'GET /api/admin/courses/:courseId/results.xlsx': teachingOnly(200, () => ({
    url: `/api/admin/courses/${course.id}/results.xlsx`,
  })),
  'GET /api/admin/students/:id/results': teachingOnly(200, () => ({ url: `/api/admin/students/${b.id}/results` })),
  'GET /api/admin/students/:id/attendance': teachingOnly(200, () => ({
    url: `/api/admin/students/${b.id}/attendance`,
  })),
  'GET /api/results/me': studentOnly(200),
  'GET /api/courses/:courseId/report-card.pdf': studentOnly(200, () => ({
    url: `/api/courses/${course.id}/report-card.pdf`,
  })),
  // Anyone may check a code; this one is no report card's.
  'GET /api/report-cards/:code': open(404, () => ({ url: '/api/report-cards/AAAA-AAAA-AAAA' })),

  // Not API routes: the OpenAPI document and its page, and uploaded files, are there for anyone.
  'GET /api/docs': notApi(200),
  'GET /api/docs/json': notApi(200),
  'GET /api/docs/yaml': notApi(200),
  // The page itself is /api/docs.
  'GET /api/docs/static/index.html': notApi(302),
  'GET /api/docs/static/swagger-initializer.js': notApi(200),
  'GET /api/docs/static/*': notApi(200, '/api/docs/static/swagger-ui.css'),
  'GET /uploads/*': notApi(200, '/uploads/matrix/file.txt'),
};

async function tokenHeaders(caller: Caller, access: Access | undefined): Promise<Record<string, string>> {
  // A forged token claims whoever the route is for: a student on student routes, else the admin.
  const claimed: AuthUser =
    access === 'student' || access === 'signed-in' ? a.auth : access === 'guardian' ? guardianOfB : admin.auth;
  switch (caller) {
    case 'anonymous':
      return {};
    case 'studentA':
      return t.auth(a.auth);
    case 'studentB':
      return t.auth(b.auth);
    case 'admin':
      return t.auth(admin.auth);
    case 'accountant':
      return t.auth(accountant.auth);
    case 'instructor':
      return t.auth(instructor.auth);
    case 'otherInstructor':
      return t.auth(otherInstructor.auth);
    case 'passwordDue':
      return t.auth(passwordDue.auth);
    case 'guardianOfB':
      return t.auth(guardianOfB);
    case 'guardianOfA':
      return t.auth(guardianOfA);
    case 'expired':
      return bearer(await expiredToken(claimed));
    case 'otherKey':
      return bearer(await tokenSignedWithAnotherKey(claimed));
    case 'unsigned':
      return bearer(unsignedToken(claimed));
  }
}

/** What each student must never see in an answer to them: the other student's identifiers. */
const secretsOf = (student: typeof a) => [student.id, student.email, student.name];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db, { password: ADMIN_PASSWORD });
  accountant = await createStaff(t.db, { role: 'accountant' });
  instructor = await createStaff(t.db, { role: 'instructor' });
  otherInstructor = await createStaff(t.db, { role: 'instructor' });
  passwordDue = await createStaff(t.db, { role: 'accountant', mustChangePassword: true });
  clerk = await createStaff(t.db, { role: 'accountant' });
  a = await createStudent(t.db, { name: 'Anita Matrix', email: 'anita.matrix@campus.test' });
  b = await createStudent(t.db, { name: 'Bilal Matrix', email: 'bilal.matrix@campus.test', profilePicture: B_PICTURE });
  course = await createCourse(t.db, { name: 'Matrix Shared Course' });
  await enroll(t.db, a.id, course);
  const { account } = await enroll(t.db, b.id, course, { progress: 40 });
  const outline = await t.db.select().from(lessons).where(eq(lessons.courseId, course.id)).orderBy(lessons.position);
  sharedLesson = outline[0]!;
  for (const student of [a, b]) await openLessons(t.db, student.id, [sharedLesson]);
  sharedOutline = outline.map((lesson) => lesson.id);
  sharedAttachment = await attachPdf(t.db, t.app.storage, sharedLesson.id);
  bAccountId = account.id;
  const [bParent] = await t.db
    .insert(guardians)
    .values({ name: 'Matrix Parent', relation: 'Father', phone: GUARDIAN_PHONE })
    .returning();
  await t.db.insert(studentGuardians).values({ studentId: b.id, guardianId: bParent!.id });
  guardianOfB = { id: bParent!.id, role: 'guardian' };
  const [aParent] = await t.db
    .insert(guardians)
    .values({ name: 'Matrix Other Parent', relation: 'Mother', phone: '9800055555' })
    .returning();
  await t.db.insert(studentGuardians).values({ studentId: a.id, guardianId: aParent!.id });
  guardianOfA = { id: aParent!.id, role: 'guardian' };
  await t.db.insert(courseInstructors).values([
    { courseId: course.id, staffId: instructor.id },
    { courseId: (await createCourse(t.db)).id, staffId: otherInstructor.id },
  ]);
  const classCourse = await createCourse(t.db, { name: 'Matrix Class Course' });
  for (const student of [a, b]) await enroll(t.db, student.id, classCourse);
  await t.db.insert(courseInstructors).values({ courseId: classCourse.id, staffId: instructor.id });
  classSectionId = await mainSection(t.db, classCourse.id);
  sharedClassId = (
    await createClassSession(t.db, classSectionId, { date: dateInIndia(new Date()), instructorId: instructor.id })
  ).id;
  await t.db
    .update(users)
    .set({ calendarToken: 'B'.repeat(43) })
    .where(eq(users.id, b.id));
  bPaymentId = (await pay(t.db, bAccountId, 1_000_00)).id;
  [{ id: bClaimId }] = (await t.db
    .insert(paymentClaims)
    .values({ feeAccountId: bAccountId, amount: 100, utr: newUtr() })
    .returning({ id: paymentClaims.id })) as [{ id: string }];
  sharedAssessmentId = (await createAssessment(t.db, course.id, { weight: 50 })).id;
  await giveMarks(t.db, sharedAssessmentId, [
    { studentId: a.id, marks: 40 },
    { studentId: b.id, marks: 30 },
  ]);
  await publish(t.db, sharedAssessmentId);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  mkdirSync(join(t.config.uploadsDir, 'matrix'), { recursive: true });
  writeFileSync(join(t.config.uploadsDir, 'matrix/file.txt'), 'an uploaded file');
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has exactly one row per route of the app, with the access the route declares', () => {
    const declared = Object.fromEntries(t.routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(Object.keys(declared).sort(), 'routes in the app vs rows in the table').toEqual(
      Object.keys(routeCases).sort(),
    );
    const expectedAccess = Object.fromEntries(Object.entries(routeCases).map(([key, row]) => [key, row.access]));
    expect(declared).toEqual(expectedAccess);
  });

  it('calls every route as every role', () => {
    expect(new Set(Object.values(ROLE_OF))).toEqual(new Set(ROLES));
  });

  it('expects a refusal (403) exactly from the roles that the access level of the route does not admit', () => {
    const refusals = (row: RouteCase) =>
      Object.entries(ROLE_OF)
        .filter(([caller]) => row.expect[caller as Caller] === 403)
        .map(([caller]) => caller);
    const notAdmitted = (row: RouteCase) =>
      Object.entries(ROLE_OF)
        .filter(([, role]) => row.access !== undefined && row.access !== 'public' && !admits(row.access, role))
        .map(([caller]) => caller);
    for (const [key, row] of Object.entries(routeCases)) expect(refusals(row), key).toEqual(notAdmitted(row));
  });

  it.each(Object.entries(routeCases))('%s', async (key, row) => {
    const [method, path] = key.split(' ') as [InjectOptions['method'], string];
    const actual: Partial<Record<Caller, number>> = {};
    for (const caller of CALLERS) {
      const { url = path, headers = {}, payload } = (await row.request?.(caller)) ?? {};
      const options: InjectOptions = {
        method,
        url,
        headers: { ...(await tokenHeaders(caller, row.access)), ...headers },
        ...(payload === undefined ? {} : { payload }),
      };
      const succeeds = row.expect[caller] < 400;
      if (row.stream && succeeds) {
        const res = await t.app.inject({ ...options, payloadAsStream: true });
        actual[caller] = res.statusCode;
        expect(res.headers['content-type'], `${key} as ${caller}`).toMatch(/^text\/event-stream/);
        res.stream().destroy();
        continue;
      }
      const res = await t.app.inject(options);
      actual[caller] = res.statusCode;
      if (res.statusCode >= 400) {
        const { error } = res.json<{ error: unknown }>();
        expect(typeof error, `${key} as ${caller}`).toBe('string');
        expect(res.json(), `${key} as ${caller}`).toEqual(errorBody(error as string));
      }
      if (caller === 'studentB' && key === 'PUT /api/users/profile-picture') bPictures.add(res.json().profilePicture);

      const other =
        caller === 'studentA' || caller === 'guardianOfA'
          ? b
          : caller === 'studentB' || caller === 'guardianOfB'
            ? a
            : undefined;
      for (const secret of other ? secretsOf(other) : []) {
        expect(res.body, `${key} shows ${caller} another student's ${secret}`).not.toContain(secret);
      }
    }
    expect(actual).toEqual(row.expect);
  });

  it("left student B's records and the clerk as only B and the admin's own writes made them", async () => {
    const [bRow] = await t.db.select().from(users).where(eq(users.id, b.id));
    expect(bRow).toMatchObject({ name: 'Bilal Matrix', email: b.email, deletedAt: null });
    expect(bPictures).toContain(bRow!.profilePicture);
    const [account] = await t.db.select().from(feeAccounts).where(eq(feeAccounts.id, bAccountId));
    expect(account).toMatchObject({ totalFee: course.price, paid: 1_000_00, concession: 0 });
    expect(await t.db.select().from(payments).where(eq(payments.feeAccountId, bAccountId))).toHaveLength(1);
    const [shared] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(shared).toMatchObject({ name: 'Matrix Shared Course', deletedAt: null });
    const intruders = await t.db.select({ email: users.email }).from(users).where(like(users.email, 'intruder-%'));
    // The admin created one student and one staff member and renamed a student's email; nobody else left a trace.
    expect(intruders.map((row) => row.email.split('-')[1]).sort()).toEqual(['admin', 'admin', 'admin', 'admin']);
    const [clerkRow] = await t.db.select().from(users).where(eq(users.id, clerk.id));
    expect(clerkRow).toMatchObject({ role: 'accountant', deletedAt: null });
  });
});
