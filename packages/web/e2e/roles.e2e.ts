import { readFileSync } from 'node:fs';
import { dateInIndia, messages, ROLES, type Course, type UserRole } from '@campus/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, launchBrowser, newPage } from './browser';
import { api, apiLogin, guardianApiLogin } from './session';

/**
 * Every page of the route table with every role, a guardian, and signed out, each page opened by its address as a new
 * document,
 * against an explicit table of where each caller ends up: the page itself, with no request of it refused (the
 * server agrees with the web app on who may see it); the area's "no access"; or another page. The pages come from
 * the build (dist/pages.json lists every path of the route table), so a new page fails this test until it has a row.
 */
const CALLERS = ['anonymous', ...ROLES] as const;
type Caller = (typeof CALLERS)[number];

/**
 * The page shows; a forbidden page says so inside its area; else the caller is sent to this path (with the names of
 * the parameters, not their values).
 */
type Outcome = 'page' | 'no access' | `/${string}`;
type Row = Record<Caller, Outcome>;

const everyone = (outcome: Outcome): Row => Object.fromEntries(CALLERS.map((caller) => [caller, outcome])) as Row;
/** A student's page: the staff and a guardian, with no student sign-in, are sent to the student login. */
const studentPage: Row = { ...everyone('/login'), student: 'page' };
/** An admin area page for the roles `access` admits: students, guardians and visitors go to the staff login. */
const staffPage = (admitted: UserRole[], others: Outcome = 'no access'): Row => ({
  anonymous: '/admin/login',
  student: '/admin/login',
  guardian: '/admin/login',
  admin: admitted.includes('admin') ? 'page' : others,
  accountant: admitted.includes('accountant') ? 'page' : others,
  instructor: admitted.includes('instructor') ? 'page' : others,
});
const office = staffPage(['admin', 'accountant']);
const teaching = staffPage(['admin', 'instructor']);
const adminOnly = staffPage(['admin']);
/** A guardian's page (#44), of their child: no student or staff sign-in opens it; they go to the guardians' sign-in. */
const familyPage: Row = { ...everyone('/family/login'), guardian: 'page' };

const ROWS: Record<string, Row> = {
  '/login': everyone('page'),
  // Without a Google sign-in code there is nothing to trade: back to the login page.
  '/auth-success': everyone('/login'),
  '/admin/login': everyone('page'),
  '/family/login': everyone('page'),
  '/verify/:code?': everyone('page'),
  '/verify/report-card/:code?': everyone('page'),
  '*': everyone('page'),
  // Where the installed app opens (#46): each person's home; the instructor's is the first admin page they may open.
  '/start': {
    anonymous: '/login',
    student: '/dashboard',
    guardian: '/family',
    admin: '/admin/dashboard',
    accountant: '/admin/dashboard',
    instructor: '/admin/teaching',
  },
  '/dashboard': studentPage,
  '/profile': studentPage,
  '/courses': studentPage,
  '/fees': studentPage,
  '/attendance': studentPage,
  '/results': studentPage,
  // Continue learning opens the lesson to study next.
  '/courses/:courseId/continue': { ...studentPage, student: '/courses/:courseId/lessons/:lessonId' },
  '/courses/:courseId/lessons/:lessonId': studentPage,
  '/family': familyPage,
  '/family/children/:studentId': familyPage,
  '/family/children/:studentId/fees': familyPage,
  '/family/children/:studentId/attendance': familyPage,
  '/family/children/:studentId/results': familyPage,
  '/family/children/:studentId/timetable': familyPage,
  // The area's first page sends a role that may not open it to the first one it may.
  '/admin/dashboard': { ...office, instructor: '/admin/teaching' },
  '/admin/students': office,
  '/admin/students/add': adminOnly,
  '/admin/students/import': adminOnly,
  '/admin/students/:studentId/history': adminOnly,
  '/admin/students/:studentId/guardians': office,
  '/admin/students/:studentId/progress': teaching,
  '/admin/courses': office,
  '/admin/courses/:courseId/outline': teaching,
  '/admin/courses/:courseId/sections': adminOnly,
  '/admin/sections/:sectionId/timetable': adminOnly,
  '/admin/courses/:courseId/progress': teaching,
  '/admin/teaching': teaching,
  // Every staff member sees the day's classes, the holidays and (an instructor of the course) a section's register;
  // marking is for the class's instructor and admins.
  '/admin/classes': staffPage(['admin', 'accountant', 'instructor']),
  '/admin/classes/:classSessionId': teaching,
  '/admin/sections/:sectionId/register': staffPage(['admin', 'accountant', 'instructor']),
  // A course's students with low attendance: the office's, and an instructor's of their courses.
  '/admin/courses/:courseId/attendance': staffPage(['admin', 'accountant', 'instructor']),
  '/admin/holidays': staffPage(['admin', 'accountant', 'instructor']),
  // Assessments, their marks and the result sheet are the course's teachers' (an instructor only their courses').
  '/admin/courses/:courseId/assessments': teaching,
  '/admin/assessments/:assessmentId/marks': teaching,
  '/admin/assessments/:assessmentId/import': teaching,
  '/admin/courses/:courseId/results': teaching,
  '/admin/grade-scale': adminOnly,
  '/admin/fees': office,
  '/admin/record-fee-payment': office,
  '/admin/payments': office,
  '/admin/upi-payments': office,
  '/admin/messages': office,
  // The Email page's old address leads to the Messages page.
  '/admin/email': { ...office, admin: '/admin/messages', accountant: '/admin/messages' },
  '/admin/generate-report': office,
  '/admin/add-notice': adminOnly,
  '/admin/staff': adminOnly,
  '/admin/activity': adminOnly,
  '/admin/backups': adminOnly,
  '/admin/password': staffPage(['admin', 'accountant', 'instructor']),
};

const run = Date.now();
let browser: Browser;
let adminToken: string;
/** The guardian of this run's student: removed once the walk is done, so the shared data emails no one new. */
let guardianId: string;
const pages = {} as Record<Caller, Page>;
/**
 * The parameters of the pages that have some: a course of this run, its lesson, its student, section, class and
 * assessment.
 */
const params: Record<string, string> = {};

async function call<T>(token: string, path: string, method: string, body: FormData | object): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function signIn(path: '/api/users/login' | '/api/admin/login', email: string, password: string) {
  const { token } = await apiLogin(path, email, password);
  expect(token, email).toBeTruthy();
  return token!;
}

/**
 * A course of this run with one lesson, a student enrolled in it, an instructor who teaches it and a guardian of the
 * student, each signed in through the API (the guardian with the code emailed to them, as they sign in); the people
 * of this run leave the demo data's as they were.
 */
async function signInEveryone(): Promise<Record<Exclude<Caller, 'anonymous'>, string>> {
  const admin = await signIn('/api/admin/login', DEMO.admin.email, DEMO.admin.password);
  adminToken = admin;
  const accountant = await signIn('/api/admin/login', DEMO.accountant.email, DEMO.accountant.password);
  const fields = { name: `Roles Walk ${run}`, description: 'd', duration: '4', price: '100000', category: 'E2E' };
  const { course } = await call<{ course: Course }>(admin, '/courses', 'POST', form(fields));
  const { chapter } = await call<{ chapter: { _id: string } }>(admin, `/admin/courses/${course._id}/chapters`, 'POST', {
    title: 'The only chapter',
  });
  const { lesson } = await call<{ lesson: { _id: string } }>(admin, `/admin/chapters/${chapter._id}/lessons`, 'POST', {
    title: 'The only lesson',
  });
  const student = { email: `walker.${run}@e2e.campus.test`, dob: '2003-03-03' };
  const { user } = await call<{ user: { _id: string } }>(
    admin,
    '/admin/users',
    'POST',
    form({ name: `Wanda Walker ${run}`, phone: '+91 98000 00002', ...student, course: course._id }),
  );
  const instructor = { email: `ivan.${run}@e2e.campus.test`, given: 'Given-by-the-admin-1', own: 'Walk-every-page-1' };
  await call(admin, '/admin/staff', 'POST', {
    name: `Ivan Instructor ${run}`,
    email: instructor.email,
    role: 'instructor',
    password: instructor.given,
  });
  const first = await signIn('/api/admin/login', instructor.email, instructor.given);
  const { token: own } = await call<{ token: string }>(first, '/admin/me/password', 'PUT', {
    currentPassword: instructor.given,
    newPassword: instructor.own,
  });
  const { _id: instructorId } = await api<{ _id: string }>('/admin/me', own);
  await call(admin, `/admin/courses/${course._id}/instructors`, 'PUT', { staffIds: [instructorId] });
  const { sections } = await api<{ sections: { _id: string }[] }>(`/admin/courses/${course._id}/sections`, admin);
  const sectionId = sections[0]!._id;
  // A class of today, the instructor's, so that its attendance opens.
  const { classSession } = await call<{ classSession: { _id: string } }>(
    admin,
    `/admin/sections/${sectionId}/class-sessions`,
    'POST',
    { date: dateInIndia(new Date()), start: '06:00', end: '06:30', room: `Walk ${run}`, instructorId },
  );
  const { assessment } = await call<{ assessment: { _id: string } }>(
    admin,
    `/admin/courses/${course._id}/assessments`,
    'POST',
    { title: 'Walk test', kind: 'test', date: dateInIndia(new Date()), maxMarks: 10, weight: 10 },
  );
  Object.assign(params, {
    assessmentId: assessment._id,
    courseId: course._id,
    lessonId: lesson._id,
    studentId: user._id,
    sectionId,
    classSessionId: classSession._id,
  });
  const guardianEmail = `gita.${run}@e2e.campus.test`;
  const { guardian } = await call<{ guardian: { _id: string } }>(admin, `/admin/users/${user._id}/guardians`, 'POST', {
    name: `Gita Guardian ${run}`,
    relation: 'Mother',
    email: guardianEmail,
  });
  guardianId = guardian._id;
  return {
    admin,
    accountant,
    instructor: own,
    student: await signIn('/api/users/login', student.email, student.dob),
    guardian: await guardianApiLogin(guardianEmail),
  };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const tokens = await signInEveryone();
  for (const caller of CALLERS) {
    const { context, page } = await newPage(browser);
    // Kept where the sign-in forms keep them, before the app's scripts read them.
    if (caller === 'student')
      await context.addInitScript((token) => localStorage.setItem('token', token), tokens.student);
    else if (caller === 'guardian')
      await context.addInitScript((token) => localStorage.setItem('guardianToken', token), tokens.guardian);
    else if (caller !== 'anonymous') {
      await context.addInitScript((token) => {
        localStorage.setItem('adminToken', token);
        localStorage.setItem('isAdmin', 'true');
      }, tokens[caller]);
    }
    pages[caller] = page;
  }
});

afterAll(async () => {
  await browser?.close();
  if (guardianId) await call(adminToken, `/admin/guardians/${guardianId}`, 'DELETE', {});
});

/** The address of a route path: its parameters filled in, the catch-all as an address no page has. */
const addressOf = (path: string) =>
  path === '*'
    ? '/no-such-page'
    : path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => (optional ? '' : `/${params[name]}`));

/**
 * Opens the address as a new document and says where the caller ended up, once React has rendered the page's heading
 * (not the copy the build put in the document): its path, its heading, and the API requests refused meanwhile.
 */
async function visit(page: Page, address: string): Promise<{ outcome: Outcome; refused: string[] }> {
  const refused: string[] = [];
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.url().includes('/api/') && [401, 403].includes(response.status())) refused.push(response.url());
  };
  page.on('response', onResponse);
  try {
    await page.goto(address);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    // The first screen's data has come: nothing loads any more.
    await expect
      .poll(() => page.locator('.animate-spin, .animate-pulse, [aria-busy="true"]').count(), { timeout: 15_000 })
      .toBe(0);
    const path = new URL(page.url()).pathname;
    if ((await heading.textContent()) === messages.pageForbidden.title) return { outcome: 'no access', refused };
    if (path === new URL(address, baseUrl()).pathname) return { outcome: 'page', refused };
    const named = Object.entries(params).reduce(
      (named, [name, value]) => named.replace(`/${value}`, `/:${name}`),
      path,
    );
    return { outcome: named as Outcome, refused };
  } finally {
    page.off('response', onResponse);
  }
}

describe('every page with every role', () => {
  it('has a row for every page of the route table', () => {
    const built = JSON.parse(readFileSync(new URL('../dist/pages.json', import.meta.url), 'utf8')) as {
      documents: Record<string, unknown>;
    };
    expect(Object.keys(ROWS).sort()).toEqual(Object.keys(built.documents).sort());
  });

  it.each(Object.entries(ROWS))('%s', async (path, row) => {
    const address = addressOf(path);
    const visits = await Promise.all(
      CALLERS.map(async (caller) => [caller, await visit(pages[caller], address)] as const),
    );
    expect(Object.fromEntries(visits.map(([caller, { outcome }]) => [caller, outcome]))).toEqual(row);
    // A page a role may see asks the server for nothing it refuses to that role.
    for (const [caller, { outcome, refused }] of visits) {
      if (outcome === 'page') expect(refused, `${path} as ${caller}`).toEqual([]);
    }
  });
});
