import type { Course, StudentListItem, StudentMe } from '@campus/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, currentPath, launchBrowser, newPage, renderedText, screenshotBoth, withPage } from './browser';
import { adminSignIn, api, goTo, studentSignIn } from './session';

let browser: Browser;
let adminToken: string;

/** A course of this run with an outline of two chapters, and a student enrolled in it. */
const run = Date.now();
const courseName = `Learning Lab ${run}`;
const student = { name: `Tara Learner ${run}`, email: `tara.${run}@e2e.campus.test`, dob: '2004-02-03' };
const outline = [
  { title: 'Foundations', lessons: ['Welcome to the lab', 'Tools you need'] },
  { title: 'Practice', lessons: ['Your first experiment'] },
];
let course: Course;

async function adminCall<T>(path: string, method: string, body: FormData | object): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  adminToken = await adminSignIn(page);
  await context.close();

  ({ course } = await adminCall<{ course: Course }>(
    '/courses',
    'POST',
    form({ name: courseName, description: 'Hands-on science', duration: '4', price: '500000', category: 'E2E' }),
  ));
  for (const chapter of outline) {
    const { chapter: added } = await adminCall<{ chapter: { _id: string } }>(
      `/admin/courses/${course._id}/chapters`,
      'POST',
      { title: chapter.title },
    );
    for (const title of chapter.lessons) {
      await adminCall(`/admin/chapters/${added._id}/lessons`, 'POST', {
        title,
        body: `## ${title}\n\nRead this, then press **Next**.`,
        minutes: 10,
      });
    }
  }
  await adminCall<{ user: StudentListItem }>(
    '/admin/users',
    'POST',
    form({ ...student, phone: '+91 98000 00001', course: course._id }),
  );
});
afterAll(() => browser.close());

describe('a student working through a course on a phone', () => {
  it('continues at the first lesson, moves on lesson by lesson, and reaches Completed', async () => {
    await withPage(
      browser,
      async (page) => {
        const token = await studentSignIn(page, student);
        await goTo(page, 'Student', 'Courses');
        await page.getByRole('button', { name: courseName }).click();
        await page.getByRole('dialog', { name: courseName }).getByRole('button', { name: 'Continue Learning' }).click();

        const lessons = outline.flatMap((chapter) => chapter.lessons);
        for (const [i, title] of lessons.entries()) {
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          expect(currentPath(page)).toMatch(new RegExp(`^/courses/${course._id}/lessons/[0-9a-f-]+$`));
          if (i === 0) {
            // On a phone the outline waits behind a button.
            await page.getByRole('button', { name: 'Outline' }).click();
            const panel = page.getByRole('dialog', { name: 'Course outline' });
            expect(await renderedText(panel)).toContain('Foundations');
            await screenshotBoth(page, 'student-lesson-outline');
            await panel.getByRole('button', { name: 'Close' }).click();
          }
          if (i < lessons.length - 1) {
            await page.getByRole('button', { name: 'Next' }).click();
            await page.getByText(`“${title}” marked as done.`).waitFor();
          } else {
            await page.getByRole('button', { name: 'Finish course' }).click();
          }
        }
        await page.getByText(`You have completed every lesson of ${courseName}.`).waitFor();
        await screenshotBoth(page, 'student-lesson-finished');

        const me = await api<StudentMe>('/users/full-me', token);
        expect(me.enrolledCourses.find((one) => one._id === course._id)?.progress).toBe(100);
        await goTo(page, 'Student', 'Courses');
        const card = page.getByRole('article').filter({ hasText: courseName });
        await expect.poll(() => renderedText(card)).toContain('Completed');
      },
      'phone',
    );
  });
});
