import type { Course, Page as ApiPage } from '@campus/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, DEMO, newPage } from './browser';
import { mailTo } from './mailbox';

/** What the app keeps in localStorage for this key (the spec's session keys: token, adminToken, isAdmin). */
export const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Chooses the language on this device as the app keeps it: in localStorage, and in the cookie by which the server picks
 * a page's document. A page not on the app yet first opens a plain file of it (robots.txt, no app to load), to reach
 * the app's storage.
 */
export async function chooseLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: 'campus_lang', value: language, url: baseUrl() }]);
  if (!page.url().startsWith(baseUrl())) await page.goto('/robots.txt');
  await page.evaluate((chosen) => localStorage.setItem('campus_lang', chosen), language);
}

/** Opens the admin login page, fills in the form and submits it; the caller waits for what should follow. */
export async function submitAdminLogin(page: Page, admin: { email: string; password: string }) {
  await page.goto('/admin/login');
  await fillAdminLogin(page, admin);
}

/** Fills in the admin login form the page shows and submits it. */
export async function fillAdminLogin(page: Page, admin: { email: string; password: string }) {
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the real admin login form; returns the token the app stored. */
export async function adminSignIn(
  page: Page,
  staff: { email: string; password: string } = DEMO.admin,
): Promise<string> {
  await submitAdminLogin(page, staff);
  await page.waitForURL('**/admin/dashboard');
  const token = await stored(page, 'adminToken');
  expect(token).toBeTruthy();
  return token!;
}

/** Opens the student login page, fills in the form and submits it; the caller waits for what should follow. */
export async function submitStudentLogin(page: Page, student: { email: string; dob: string }) {
  await page.goto('/login');
  await fillStudentLogin(page, student);
}

/** Fills in the student login form the page shows and submits it. */
export async function fillStudentLogin(page: Page, student: { email: string; dob: string }) {
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Date of Birth').fill(student.dob);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the real login form as a student (the demo student unless told); returns the token the app stored. */
export async function studentSignIn(
  page: Page,
  student: { email: string; dob: string } = DEMO.student,
): Promise<string> {
  await submitStudentLogin(page, student);
  await page.waitForURL('**/dashboard');
  const token = await stored(page, 'token');
  expect(token).toBeTruthy();
  return token!;
}

/** The sign-in codes emailed to this address so far (the email's words: "Your sign-in code is 123456."), oldest first. */
async function codesSentTo(email: string): Promise<string[]> {
  return (await mailTo(email)).flatMap((mail) => /sign-in code is (\d{6})\b/.exec(mail.text)?.[1] ?? []);
}

/**
 * The code emailed to this address after the `before` codes it had, once it has come (a plain wait: the files sign in
 * before their tests, where expect.poll cannot run).
 */
async function nextCode(email: string, before: number): Promise<string> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const codes = await codesSentTo(email);
    if (codes.length > before) return codes.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in code reached ${email} within 15 s`);
}

/**
 * Signs in through the guardians' sign-in page with a code sent to this email (the run's mailbox receives it), as a
 * guardian does; returns the token the app stored.
 */
export async function guardianSignIn(page: Page, email: string): Promise<string> {
  const before = (await codesSentTo(email)).length;
  await page.goto('/family/login');
  await page.getByLabel('Phone or email').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code').fill(await nextCode(email, before));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/family');
  const token = await stored(page, 'guardianToken');
  expect(token).toBeTruthy();
  return token!;
}

/** A guardian's sign-in through the API with a code sent to this email, as the sign-in page makes it: the token. */
export async function guardianApiLogin(email: string): Promise<string> {
  const before = (await codesSentTo(email)).length;
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}/api/guardians/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('login/code', { contact: email })).status).toBe(202);
  const answer = await post('login', { contact: email, code: await nextCode(email, before) });
  const { token } = (await answer.json()) as { token?: string };
  expect(answer.status, 'the guardian signs in').toBe(200);
  return token!;
}

/** Follows a link of the sidebar; below the lg breakpoint (1024 px) the sidebar sits behind the menu button. */
export async function goTo(page: Page, area: 'Admin' | 'Student', link: string) {
  if ((page.viewportSize()?.width ?? 0) < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: `${area} navigation` })
    .getByRole('link', { name: link, exact: true })
    .click();
}

/** What the API answers for this token, asked directly, so the screen is compared with the real data. */
export async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** What the API answers to a sign-in, asked directly, so the tests compare the screen with the real response. */
export async function apiLogin(path: '/api/users/login' | '/api/admin/login', email: string, password: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await response.json()) as { token?: string; error?: string };
}

export interface AdminSession {
  context: BrowserContext;
  page: Page;
  token: string;
  /** The demo courses (at least two), as the API lists them. */
  courses: Course[];
}

/** A page signed in as the demo admin through the login form, for a file of admin tests; close its context after. */
export async function openAdminSession(browser: Browser): Promise<AdminSession> {
  const { context, page } = await newPage(browser);
  const token = await adminSignIn(page);
  const courses = (await api<ApiPage<Course>>('/admin/courses?limit=100', token)).items;
  expect(courses.length).toBeGreaterThanOrEqual(2);
  return { context, page, token, courses };
}
