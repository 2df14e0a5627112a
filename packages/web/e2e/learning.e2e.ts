import type { Course, StudentMe } from '@campus/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInstructor, addStudent, createCourse, firstSignIn } from './api-setup';
import {
  currentPath,
  expectNoSidewaysScroll,
  expectReachable,
  launchBrowser,
  newPage,
  renderedText,
  screenshotBoth,
  text,
  VIEWPORTS,
  withPage,
} from './browser';
import { adminSignIn, api, goTo, studentSignIn, submitAdminLogin } from './session';

const run = Date.now();
let browser: Browser;
let adminToken: string;
/** An instructor of the course, with the password they chose. */
const instructor = {
  name: `Ira Instructor ${run}`,
  email: `ira.${run}@e2e.campus.test`,
  password: 'Teach-the-lab-2026',
};

/** A course of this run, a student enrolled in it and the outline an admin builds for it. */
const courseName = `Learning Lab ${run}`;
const student = { name: `Tara Learner ${run}`, email: `tara.${run}@e2e.campus.test`, dob: '2004-02-03' };
const outline = [
  { title: 'Foundations', lessons: ['Welcome to the lab', 'Tools you need'] },
  // A title with a word longer than a phone is wide: it wraps, on the lesson and on the staff's pages.
  { title: 'Practice', lessons: [`Your first experiment: ${'electroencephalographic'.repeat(4)} readings`] },
];
/** A table wider than a phone, in every lesson's text: it scrolls in a region of its own. */
const WIDE_TABLE =
  '| Week | Topic | Reading | Exercise | Submission | Marks |\n| --- | --- | --- | --- | --- | --- |\n' +
  '| 1 | Measuring instruments and their calibration | Chapter one of the handbook | Calibrate the balance | ' +
  'Friday evening | 10 |';
let course: Course;
const HANDOUT = 'प्रयोगशाला handout.pdf';
/** The code of the student's certificate, once they have finished. */
let code: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  adminToken = await adminSignIn(page);
  await context.close();

  course = await createCourse(adminToken, {
    name: courseName,
    description: 'Hands-on science',
    duration: '4',
    price: '500000',
  });
  await addStudent(adminToken, { ...student, phone: '+91 98000 00001' }, course._id);
  // The instructor replaces the password the admin gave them, as their first sign-in asks.
  await addInstructor(adminToken, instructor);
  await firstSignIn(instructor.email, instructor.password);
});
afterAll(() => browser.close());

describe('an admin building the outline', () => {
  it('adds two chapters and their lessons from the course list, a file, and the instructor', async () => {
    await withPage(browser, async (page) => {
      await adminSignIn(page);
      await goTo(page, 'Admin', 'Courses');
      await page.getByLabel('Search courses').fill(courseName);
      await page.getByRole('link', { name: `Outline of ${courseName}` }).click();
      await page.getByRole('heading', { level: 1, name: courseName }).waitFor();
      for (const chapter of outline) {
        await page.getByLabel('Chapter title').fill(chapter.title);
        await page.getByRole('button', { name: 'Add chapter' }).click();
        for (const title of chapter.lessons) {
          await page.getByRole('button', { name: `Add lesson to ${chapter.title}` }).click();
          const dialog = page.getByRole('dialog', { name: `Add lesson to ${chapter.title}` });
          await dialog.getByLabel('Title').fill(title);
          await dialog
            .getByLabel('Lesson text (Markdown)')
            .fill(`## ${title}\n\nRead this, then press **Next**.\n\n${WIDE_TABLE}`);
          // No estimated time: with one, a lesson counts done only a quarter of it after it was opened, which the
          // server tests check on their clock and the lesson page's tests on its countdown.
          await dialog.getByRole('button', { name: 'Add lesson' }).click();
          await dialog.waitFor({ state: 'hidden' });
          await page
            .getByRole('list', { name: `Lessons of ${chapter.title}` })
            .getByText(title)
            .waitFor();
        }
      }
      await screenshotBoth(page, 'admin-course-outline');

      await page.getByRole('button', { name: 'Change instructors' }).click();
      const instructors = page.getByRole('dialog', { name: `Instructors of ${courseName}` });
      await instructors.getByLabel(instructor.name).check();
      await instructors.getByRole('button', { name: 'Save' }).click();
      await instructors.waitFor({ state: 'hidden' });
      await page.getByText(instructor.name).waitFor();

      // The first lesson gets a handout, attached in its edit dialog.
      const first = outline[0]!.lessons[0]!;
      await page.getByRole('button', { name: `Edit lesson ${first}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit lesson' });
      await dialog
        .getByLabel('Attach a file')
        .setInputFiles({ name: HANDOUT, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await dialog.getByRole('button', { name: `Download ${HANDOUT}` }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });
  });
});

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
        const focused = () =>
          page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);
        for (const [i, title] of lessons.entries()) {
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          expect(currentPath(page)).toMatch(new RegExp(`^/courses/${course._id}/lessons/[0-9a-f-]+$`));
          // Reached by Next: focus is on the new lesson's heading, not left on the page.
          if (i > 0) await expect.poll(focused).toBe(`H1 ${title}`);
          await expectNoSidewaysScroll(page, `The lesson ${title}`);
          const table = page.getByRole('region', { name: 'Table' });
          expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
          expect(await table.getAttribute('tabindex')).toBe('0');
          if (i === 0) {
            // Marked done and not done again from the keyboard: focus stays on the button, whose label changes.
            await page.getByRole('button', { name: 'Mark as done' }).focus();
            await page.keyboard.press('Enter');
            await expect.poll(focused).toBe('BUTTON Mark as not done');
            await page.keyboard.press('Enter');
            await expect.poll(focused).toBe('BUTTON Mark as done');
            const [handout] = await Promise.all([
              page.waitForEvent('download'),
              page
                .getByRole('region', { name: 'Files' })
                .getByRole('button', { name: `Download ${HANDOUT}` })
                .click(),
            ]);
            expect(handout.suggestedFilename()).toBe(HANDOUT);
            // On a phone the outline waits behind a button.
            await page.getByRole('button', { name: 'Outline' }).click();
            const panel = page.getByRole('dialog', { name: 'Course outline' });
            expect(await text(panel)).toContain('Foundations');
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
        const certificate = page.getByRole('region', { name: 'Certificate' });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          certificate.getByRole('button', { name: 'Download certificate' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^certificate-C-\d{6}\.pdf$/);
        code = (await certificate.getByRole('link').textContent())!;
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

describe("the course's instructor", () => {
  it('sees their course, and the student at 100%', async () => {
    await withPage(browser, async (page) => {
      await submitAdminLogin(page, instructor);
      await page.waitForURL('**/admin/teaching');
      const nav = page.getByRole('navigation', { name: 'Admin navigation' });
      // Signed in straight to Teaching, with none of the office's links.
      await expect.poll(() => nav.getByRole('link', { name: 'Payments' }).count()).toBe(0);
      await page.getByRole('link', { name: `Progress of ${courseName}` }).click();
      const row = page.getByRole('row').filter({ hasText: student.name });
      await row.waitFor();
      // On a phone every column is there, in a region that scrolls on its own; the page itself does not.
      await page.setViewportSize(VIEWPORTS.phone);
      await expectNoSidewaysScroll(page, 'The course progress page');
      await expectReachable(page, page.getByRole('columnheader', { name: 'Completed' }));
      await page.setViewportSize(VIEWPORTS.desktop);
      expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      expect(await renderedText(row)).toContain('3 of 3');
      await screenshotBoth(page, 'instructor-course-progress');

      await row.getByRole('link', { name: student.name }).click();
      await page.getByRole('heading', { level: 1, name: student.name }).waitFor();
      const courses = page.getByRole('list', { name: 'Courses' });
      expect(await renderedText(courses)).toContain(code);
      // The last lesson opened, its title longer than a phone is wide, wraps within its card.
      expect(await renderedText(courses)).toContain(outline.at(-1)!.lessons.at(-1)!);
      await page.setViewportSize(VIEWPORTS.phone);
      await expectNoSidewaysScroll(page, "The student's progress page");
      await page.setViewportSize(VIEWPORTS.desktop);
      expect(await courses.getByRole('button', { name: /Revoke/ }).count()).toBe(0);
    });
  });
});

describe('the public certificate check', () => {
  it('shows anyone with the code the name, the course and the day, and nothing else', async () => {
    await withPage(
      browser,
      async (page) => {
        await page.goto('/verify');
        await page.getByLabel('Verification code').fill(code.toLowerCase());
        await page.getByRole('button', { name: 'Check' }).click();
        const found = page.getByRole('region', { name: 'Certificate' });
        await found.waitFor();
        const shown = await renderedText(found);
        expect(shown).toContain('This certificate is genuine.');
        expect(shown).toContain(student.name);
        expect(shown).toContain(courseName);
        expect(shown).not.toContain(student.email);
        await screenshotBoth(page, 'certificate-check');
      },
      'phone',
    );
  });
});

describe('an admin revoking the certificate', () => {
  it("does it from the student's progress, and the public check then says it was revoked", async () => {
    await withPage(browser, async (page) => {
      await adminSignIn(page);
      await goTo(page, 'Admin', 'Students');
      await page.getByLabel('Search students').fill(student.email);
      await page.getByRole('link', { name: `Progress of ${student.name}` }).click();
      await page.getByRole('heading', { level: 1, name: student.name }).waitFor();
      await page.getByRole('button', { name: /^Revoke certificate C-/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke certificate?' });
      await dialog.getByLabel('Reason').fill('Issued by mistake in the e2e run');
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await page.getByText(/^Certificate C-\d{6} was revoked\.$/).waitFor();
      await page.getByText(/^Revoked /).waitFor();

      await page.goto(`/verify/${code}`);
      await page.getByText('This certificate has been revoked').waitFor();
    });
  });
});
