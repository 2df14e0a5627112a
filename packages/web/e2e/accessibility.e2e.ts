import { AxeBuilder } from '@axe-core/playwright';
import { addDays, dateInIndia, type Page as ApiPage } from '@campus/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, atRest, expectNoSidewaysScroll, launchBrowser, screenshot, VIEWPORTS } from './browser';
import { recordApiWords, textsNotIn, type CheckedLocale } from './language-check';
import { adminSignIn, api, chooseLanguage, guardianSignIn, studentSignIn } from './session';

/**
 * axe-core (WCAG 2.1 A and AA, and best practices) on every page of the app, signed out, as a student, as a guardian
 * (of the demo student), as an admin and as an accountant, at desktop and at phone width, and on every dialog, opened as a person would. A violation of impact
 * serious or critical fails the test; minor and moderate ones (mostly best-practice advice) do not.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

type Role = 'guest' | 'student' | 'guardian' | 'admin' | 'accountant';

let browser: Browser;
const sessions = {} as Record<Role, { context: BrowserContext; page: Page }>;
/** A student for the admin's history page, read from the API. */
let studentId: string;
/** A class of today (an extra one of a demo course's section) for its attendance and its section's register. */
let todaysClass: { _id: string; sectionId: string };
/** A demo course's assessment, for the assessments, marks, marks import and result sheet pages. */
let assessment: { _id: string; courseId: string };
let adminToken: string;
/**
 * The demo student's guardian of this run, who signs in with the code emailed to them; removed once the file is done,
 * so that the shared data emails no one new.
 */
const guardian = { name: 'Asha Sharma', relation: 'Mother', email: `asha.${Date.now()}@e2e.campus.test` };
let guardianId: string;
/** The demo student, the guardian's child. */
let childId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const open = async (role: Role, signIn?: (page: Page) => Promise<unknown>) => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await signIn?.(page);
    sessions[role] = { context, page };
  };
  await open('guest');
  await open('student', (page) => studentSignIn(page));
  await open('accountant', (page) => adminSignIn(page, DEMO.accountant));
  await open('admin', async (page) => {
    const token = await adminSignIn(page);
    adminToken = token;
    studentId = (await api<ApiPage<{ _id: string }>>('/admin/users?limit=1', token)).items[0]!._id;
    todaysClass = await classOfToday(token);
    assessment = await anAssessment(token);
    const search = encodeURIComponent(DEMO.student.email);
    childId = (await api<ApiPage<{ _id: string }>>(`/admin/users?search=${search}`, token)).items[0]!._id;
    guardianId = (await post<{ guardian: { _id: string } }>(token, `/admin/users/${childId}/guardians`, guardian))
      .guardian._id;
  });
  await open('guardian', (page) => guardianSignIn(page, guardian.email));
});

afterAll(async () => {
  await browser.close();
  if (guardianId) {
    const response = await fetch(`${baseUrl()}/api/admin/guardians/${guardianId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status, 'the guardian is removed').toBe(200);
  }
});

async function post<T>(token: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** An extra class today in a demo course's section, and a holiday ahead, so their pages and dialogs have content. */
async function classOfToday(token: string) {
  const today = dateInIndia(new Date());
  await post(token, '/admin/holidays', { date: addDays(today, 300), name: 'Accessibility Day' });
  const course = (await api<ApiPage<{ _id: string }>>('/admin/courses?limit=1', token)).items[0]!;
  const { sections } = await api<{ sections: { _id: string }[] }>(`/admin/courses/${course._id}/sections`, token);
  const { classSession } = await post<{ classSession: { _id: string; sectionId: string } }>(
    token,
    `/admin/sections/${sections[0]!._id}/class-sessions`,
    { date: today, start: '05:00', end: '05:30' },
  );
  return classSession;
}

/** An assessment of a demo course, so its pages have content. */
async function anAssessment(token: string) {
  const course = (await api<ApiPage<{ _id: string }>>('/admin/courses?limit=1', token)).items[0]!;
  const { assessment } = await post<{ assessment: { _id: string; courseId: string } }>(
    token,
    `/admin/courses/${course._id}/assessments`,
    { title: 'Accessibility test', kind: 'test', date: dateInIndia(new Date()), maxMarks: 20, weight: 0 },
  );
  return assessment;
}

/** Waits until the page shows its content: its heading, and no spinner, skeleton or busy list left. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .poll(() => page.locator('.animate-spin, .animate-pulse, [aria-busy="true"]').count(), { timeout: 15_000 })
    .toBe(0);
}

const squash = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * One line per offending element: rule, impact, what to do, where (selector and the start of its HTML) and why, so a
 * person can fix it from the failure alone.
 */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'], width: string) {
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${width}: ${violation.help} — ${node.target.join(' ')} — ` +
          `${squash(node.html).slice(0, 160)} — ${squash(node.failureSummary ?? '')} [${violation.helpUrl}]`,
      ),
    );
}

/** Runs axe on what the page shows now (or only on `include`) and fails on any serious or critical violation. */
async function expectAccessible(page: Page, include?: string) {
  // Only violations are gathered: collecting every passing node too makes each run slower.
  // Colours are judged as they rest: a submit button enabled on hydration would otherwise be caught half-way
  // through its colour transition, whenever hydration ends.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await atRest(page);
  const builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(describeViolations(results.violations, `${page.viewportSize()?.width ?? '?'} px`)).toEqual([]);
}

/** Checks the page at desktop width, then at phone width, and gives it its desktop size back. */
async function expectAccessibleAtBothWidths(page: Page) {
  try {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
    }
  } finally {
    await page.setViewportSize(VIEWPORTS.desktop);
  }
}

const PAGES: { role: Role; path: string | (() => string); label?: string }[] = [
  { role: 'guest', path: '/' },
  { role: 'guest', path: '/login' },
  { role: 'guest', path: '/admin/login' },
  { role: 'guest', path: '/family/login' },
  { role: 'guest', path: '/no-such-page' },
  { role: 'student', path: '/dashboard' },
  { role: 'student', path: '/profile' },
  { role: 'student', path: '/courses' },
  { role: 'student', path: '/fees' },
  { role: 'student', path: '/attendance' },
  { role: 'student', path: '/results' },
  { role: 'guardian', path: '/family' },
  { role: 'guardian', path: () => `/family/children/${childId}/fees`, label: "a child's fees" },
  { role: 'admin', path: '/admin/dashboard' },
  { role: 'admin', path: '/admin/students' },
  { role: 'admin', path: '/admin/students/add' },
  { role: 'admin', path: '/admin/students/import' },
  { role: 'admin', path: '/admin/courses' },
  { role: 'admin', path: '/admin/fees' },
  { role: 'admin', path: '/admin/record-fee-payment' },
  { role: 'admin', path: '/admin/payments' },
  { role: 'admin', path: '/admin/upi-payments' },
  { role: 'admin', path: '/admin/messages' },
  { role: 'admin', path: '/admin/add-notice' },
  { role: 'admin', path: '/admin/generate-report' },
  { role: 'admin', path: '/admin/generate-report?tab=day-book' },
  { role: 'admin', path: '/admin/staff' },
  { role: 'admin', path: '/admin/activity' },
  { role: 'admin', path: '/admin/backups' },
  { role: 'admin', path: () => `/admin/students/${studentId}/history`, label: 'student history' },
  { role: 'admin', path: () => `/admin/students/${studentId}/progress`, label: 'student progress' },
  { role: 'admin', path: () => `/admin/students/${studentId}/guardians`, label: 'student guardians' },
  { role: 'admin', path: '/admin/teaching' },
  { role: 'admin', path: '/admin/classes' },
  { role: 'admin', path: () => `/admin/classes/${todaysClass._id}`, label: "a class's attendance" },
  { role: 'admin', path: () => `/admin/sections/${todaysClass.sectionId}/register`, label: "a section's register" },
  { role: 'admin', path: '/admin/holidays' },
  { role: 'admin', path: () => `/admin/courses/${assessment.courseId}/assessments`, label: "a course's assessments" },
  { role: 'admin', path: () => `/admin/assessments/${assessment._id}/marks`, label: "an assessment's marks" },
  { role: 'admin', path: () => `/admin/assessments/${assessment._id}/import`, label: 'a marks import' },
  { role: 'admin', path: () => `/admin/courses/${assessment.courseId}/results`, label: "a course's result sheet" },
  { role: 'admin', path: '/admin/grade-scale' },
  { role: 'admin', path: '/admin/password' },
  { role: 'accountant', path: '/admin/dashboard' },
  { role: 'accountant', path: '/admin/students' },
  { role: 'accountant', path: '/admin/messages' },
  { role: 'accountant', path: '/admin/classes' },
  // An admin-only page tells an accountant they may not open it.
  { role: 'accountant', path: '/admin/staff' },
];

const PAGE_CASES = PAGES.map(({ role, path, label }) => ({
  role,
  path,
  label: typeof path === 'string' ? path : label,
}));

describe('every page has no serious or critical axe violation, at desktop and phone width', () => {
  it.each(PAGE_CASES)('$role: $label', async ({ role, path }) => {
    const { page } = sessions[role];
    await page.goto(typeof path === 'string' ? path : path());
    await settled(page);
    await expectAccessibleAtBothWidths(page);
  });
});

interface DialogCase {
  role: Role;
  name: string;
  path: string;
  /** Opens the dialog the way a person would; returns its accessible name when it is known beforehand. */
  open: (page: Page) => Promise<string | RegExp | void>;
}

const firstListItem = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').first();

/** The newest entry that can still be reversed: other files reverse entries too. */
const firstReverseButton = (page: Page) =>
  page
    .getByRole('list', { name: 'Ledger entries' })
    .getByRole('button', { name: /^Reverse / })
    .first();

const DIALOGS: DialogCase[] = [
  {
    role: 'student',
    name: 'a notice on the dashboard',
    path: '/dashboard',
    open: async (page) => {
      await page.getByRole('list', { name: 'Notices' }).getByRole('button').first().click();
    },
  },
  {
    role: 'student',
    name: "a course's details",
    path: '/courses',
    open: async (page) => {
      await page.getByRole('list', { name: 'Courses' }).getByRole('button').first().click();
    },
  },
  {
    role: 'student',
    name: 'log out',
    path: '/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Logout' }).click();
      return 'Log out?';
    },
  },
  {
    role: 'student',
    name: 'reset the calendar link',
    path: '/attendance',
    open: async (page) => {
      await page.getByRole('button', { name: 'Reset link' }).click();
      return 'Reset the calendar link?';
    },
  },
  {
    role: 'admin',
    name: 'copy a course',
    path: '/admin/courses',
    open: async (page) => {
      await firstListItem(page, 'Courses')
        .getByRole('button', { name: /^Copy / })
        .click();
      return 'Copy course';
    },
  },
  {
    role: 'admin',
    name: 'edit a student',
    path: '/admin/students',
    open: async (page) => {
      await firstListItem(page, 'Students')
        .getByRole('button', { name: /^Edit / })
        .click();
      return 'Edit student';
    },
  },
  {
    role: 'admin',
    name: 'delete a student',
    path: '/admin/students',
    open: async (page) => {
      await firstListItem(page, 'Students')
        .getByRole('button', { name: /^Delete / })
        .click();
      return 'Delete student?';
    },
  },
  {
    role: 'admin',
    name: 'add a course',
    path: '/admin/courses',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Course' }).click();
      return 'Add Course';
    },
  },
  {
    role: 'admin',
    name: 'edit a course',
    path: '/admin/courses',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      return 'Edit Course';
    },
  },
  {
    role: 'admin',
    name: 'delete a course',
    path: '/admin/courses',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      return 'Delete course?';
    },
  },
  {
    role: 'admin',
    name: 'grant a concession',
    path: '/admin/fees',
    open: async (page) => {
      // Only an account that still owes something can be given a concession.
      await page.getByRole('button', { name: 'Concession', disabled: false }).first().click();
      return 'Grant a concession';
    },
  },
  {
    role: 'admin',
    name: 'reverse a ledger entry: the reason',
    path: '/admin/payments',
    open: async (page) => {
      await firstReverseButton(page).click();
      return /^Reverse /;
    },
  },
  {
    role: 'admin',
    name: 'reverse a ledger entry: the confirmation',
    path: '/admin/payments',
    open: async (page) => {
      await firstReverseButton(page).click();
      const reason = page.getByRole('dialog', { name: /^Reverse / });
      await reason.getByLabel('Reason for the reversal').fill('Checking the confirmation');
      await reason.getByRole('button', { name: 'Continue' }).click();
      return 'Confirm the reversal';
    },
  },
  {
    role: 'admin',
    name: 'add a staff member',
    path: '/admin/staff',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add staff member' }).click();
      return 'Add staff member';
    },
  },
  {
    role: 'admin',
    name: 'deactivate a staff member',
    path: '/admin/staff',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Deactivate / })
        .first()
        .click();
      return 'Deactivate staff member?';
    },
  },
  {
    role: 'admin',
    name: 'delete a holiday',
    path: '/admin/holidays',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      return 'Delete holiday?';
    },
  },
  {
    role: 'admin',
    name: 'log out',
    path: '/admin/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Logout' }).click();
      return 'Log out?';
    },
  },
];

/**
 * A dialog is checked on its own, with the page behind it (inert while it is open) left to the page's test, and at
 * desktop width only: its content is the same at phone width. Each is closed with Escape, so nothing is changed.
 */
describe('every dialog has no serious or critical axe violation', () => {
  it.each(DIALOGS)('$role: $name', async ({ role, path, open }) => {
    const { page } = sessions[role];
    await page.goto(path);
    await settled(page);
    const name = await open(page);
    // A closed <dialog> is hidden, so the only dialog found is the open one.
    const dialog = page.getByRole('dialog', name ? { name } : {});
    await dialog.waitFor();
    try {
      await expectAccessible(page, 'dialog[open]');
    } finally {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});

/**
 * Shows every session's pages in `locale` until the block ends: the language chosen on the device, as the app keeps
 * it (localStorage, and a cookie by which the server picks the landing page).
 */
function shownIn(locale: CheckedLocale) {
  const choose = (value: string) => Promise.all(Object.values(sessions).map(({ page }) => chooseLanguage(page, value)));
  beforeAll(() => choose(locale));
  afterAll(() => choose('en'));
}

/** Opens the page, recording what its API answers (its data) until `check` is done. */
async function withDataRecorded(page: Page, path: string, check: (apiWords: Set<string>) => Promise<void>) {
  const { words, answered, stop } = await recordApiWords(page);
  try {
    await page.goto(path);
    await settled(page);
    await answered();
    await atRest(page);
    await check(words);
  } finally {
    await stop();
  }
}

const LANGUAGE_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe('every page in Hindi (#46): no English left but data, nothing wider than the window, no serious axe violation', () => {
  shownIn('hi');
  it.each(PAGE_CASES)('$role: $label', async ({ role, path, label }) => {
    const { page } = sessions[role];
    await withDataRecorded(page, typeof path === 'string' ? path : path(), async (apiWords) => {
      try {
        for (const viewport of LANGUAGE_VIEWPORTS) {
          await page.setViewportSize(viewport);
          await atRest(page);
          await screenshot(page, `hi-${role}-${label!.replace(/[^a-z0-9]+/gi, '-')}-${viewport.width}`);
          expect(await textsNotIn(page, 'hi', apiWords), `English left at ${viewport.width} px`).toEqual([]);
          await expectNoSidewaysScroll(page, `${label} in Hindi at ${viewport.width} px`);
          await expectAccessible(page);
        }
      } finally {
        await page.setViewportSize(VIEWPORTS.desktop);
      }
    });
  });
});

// The landing page is rendered by the build in each language a person may choose, not in the pseudo-locale: the
// Hindi run above finds any of its text left in English.
describe('every page in the pseudo-locale (#46): no text that bypasses translation', () => {
  shownIn('pseudo');
  it.each(PAGE_CASES.filter(({ path }) => path !== '/'))('$role: $label', async ({ role, path }) => {
    const { page } = sessions[role];
    await withDataRecorded(page, typeof path === 'string' ? path : path(), async (apiWords) => {
      expect(await textsNotIn(page, 'pseudo', apiWords)).toEqual([]);
    });
  });
});
