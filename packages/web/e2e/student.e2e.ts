import {
  DEFAULT_BATCH,
  formatRupees,
  messages,
  studentFeeSummary,
  studentNumberText,
  type Notice,
  type Page as ApiPage,
  type StudentFeeRecord,
  type StudentMe,
  type StudentOutline,
} from '@campus/domain';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/lib/format';
import { baseUrl, currentPath, DEMO, launchBrowser, screenshotBoth, text, withPage } from './browser';
import { api, goTo, stored, studentSignIn } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Waits for the alert to say exactly this (it changes in place as new files are chosen). */
const alertSays = (page: Page, message: string) =>
  page
    .getByRole('alert')
    .filter({ hasText: new RegExp(`^\\s*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
    .waitFor();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('student dashboard', () => {
  it('welcomes the student with the figures full-me returns, and opens a notice', async () => {
    await withPage(browser, async (page) => {
      const token = await studentSignIn(page);
      const me = await api<StudentMe>('/users/full-me', token);
      const notices = await api<ApiPage<Notice>>('/notifications?limit=50', token);

      await page.getByRole('heading', { name: `Welcome back, ${me.name}` }).waitFor();
      const courses = page.getByRole('group', { name: 'Courses Enrolled' });
      expect(await text(courses.locator('p').first())).toBe(String(me.totalCourses));
      const fees = await text(page.getByRole('group', { name: 'Fee Status' }));
      expect(fees).toContain(`${formatRupees(me.feePaid)} / ${formatRupees(me.feeTotal)}`);
      expect(await text(page.getByRole('group', { name: 'Next Fee Due' }))).toContain(
        me.nextFeeDue ? formatDate(me.nextFeeDue) : 'No dues',
      );

      const heading = page.getByRole('heading', { name: 'Notices & Updates' });
      const list = page.getByRole('list', { name: 'Notices' });
      await list.waitFor(); // its code comes in a chunk of its own
      // The count shows with the notices, which may come after the figures.
      await expect.poll(() => text(heading.locator('..'))).toContain(`${notices.total} notices`);
      expect(await list.getByRole('listitem').count()).toBe(notices.items.length);
      await screenshotBoth(page, 'student-dashboard');

      const first = notices.items[0]!;
      const button = list.getByRole('button', { name: new RegExp(first.title) });
      await button.click();
      const dialog = page.getByRole('dialog', { name: first.title });
      await dialog.waitFor();
      expect(await text(dialog)).toContain(first.description);
      expect(await text(dialog)).toContain(formatDate(first.createdAt));
      await screenshotBoth(page, 'student-dashboard-notice');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusedText(page)).toContain(first.title);

      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
  });
});

describe('student profile', () => {
  it('shows the profile that full-me returns', async () => {
    await withPage(browser, async (page) => {
      const token = await studentSignIn(page);
      const me = await api<StudentMe>('/users/full-me', token);
      await goTo(page, 'Student', 'Profile');
      const details = page.getByRole('definition');
      await details.first().waitFor();
      expect(await details.allTextContents()).toEqual([
        me.name,
        me.email,
        me.phone ?? '—',
        studentNumberText(me.number),
        me.program ?? '—',
        me.batch ?? DEFAULT_BATCH,
      ]);
      await screenshotBoth(page, 'student-profile');
    });
  });

  it('uploads a PNG with a preview, then shows and serves the new picture', async () => {
    await withPage(browser, async (page) => {
      const token = await studentSignIn(page);
      await goTo(page, 'Student', 'Profile');
      const me = await api<StudentMe>('/users/full-me', token);
      const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#4f6ef7' } })
        .png()
        .toBuffer();

      await page.getByLabel('Choose picture').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
      await screenshotBoth(page, 'student-profile-preview');
      await page.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Your new profile picture is saved.').waitFor();

      const picture = page.getByRole('img', { name: `${me.name}'s profile picture` });
      await picture.waitFor();
      const src = await picture.getAttribute('src');
      expect(src).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
      expect((await api<StudentMe>('/users/full-me', token)).profilePicture).toBe(src);
      const served = await fetch(`${baseUrl()}${src}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toContain('image/webp');
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshotBoth(page, 'student-profile-uploaded');
    });
  });

  it('refuses a file over 5 MB and a text file named .png, by its bytes, before sending anything', async () => {
    await withPage(browser, async (page) => {
      await studentSignIn(page);
      await goTo(page, 'Student', 'Profile');
      const input = page.getByLabel('Choose picture');

      await page.getByRole('button', { name: 'Upload' }).click();
      await alertSays(page, messages.upload.noFile);

      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/users/profile-picture')) uploads.push(request.url());
      });
      await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
      await alertSays(page, 'File size must be less than 5MB');
      await screenshotBoth(page, 'student-profile-refused');
      await input.setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await alertSays(page, messages.upload.invalidType);
      await page.getByRole('button', { name: 'Upload' }).click();
      await alertSays(page, messages.upload.invalidType);

      // The browser believes the name and calls it a PNG; the page reads the first bytes, as the server does.
      await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await alertSays(page, messages.upload.invalidType);
      expect(await page.getByRole('img', { name: 'Preview of the chosen picture' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Upload' }).click();
      await alertSays(page, messages.upload.invalidType);
      expect(uploads).toHaveLength(0);
    });
  });
});

describe('student courses', () => {
  it('searches the enrolled courses and opens the details of one', async () => {
    await withPage(browser, async (page) => {
      const token = await studentSignIn(page);
      const { enrolledCourses } = await api<StudentMe>('/users/full-me', token);
      expect(enrolledCourses.length).toBeGreaterThan(1);
      await goTo(page, 'Student', 'Courses');
      const list = page.getByRole('list', { name: 'Courses' });
      await list.waitFor();
      expect(await list.getByRole('article').count()).toBe(enrolledCourses.length);

      const target = enrolledCourses[1]!;
      await page.getByLabel('Search courses').fill(target.name.slice(0, 8));
      await expect
        .poll(() => list.getByRole('article').count())
        .toBe(
          enrolledCourses.filter((course) => course.name.toLowerCase().includes(target.name.slice(0, 8).toLowerCase()))
            .length,
        );
      await page.getByLabel('Search courses').fill(target.category);
      await expect.poll(() => list.getByRole('heading').allTextContents()).toContain(target.name);
      await page.getByLabel('Search courses').fill('no such course anywhere');
      await page.getByText('No courses match “no such course anywhere”').waitFor();
      await page.getByLabel('Search courses').fill('');
      await screenshotBoth(page, 'student-courses');

      await list.getByRole('button', { name: target.name }).click();
      const dialog = page.getByRole('dialog', { name: target.name });
      await dialog.waitFor();
      const details = await text(dialog);
      expect(details).toContain(
        `Last accessed${target.lastAccessed ? formatDate(target.lastAccessed) : 'Not accessed yet'}`,
      );
      expect(details).toContain(`Duration${target.duration} week`);
      expect(details).toContain(target.description);
      await screenshotBoth(page, 'student-courses-detail');
      // The demo courses have outlines: Continue Learning opens the lesson to go on with.
      const outline = await api<StudentOutline>(`/courses/${target._id}/outline`, token);
      const lessonId = outline.nextLessonId ?? outline.lastLessonId ?? outline.chapters[0]!.lessons[0]!._id;
      const lesson = outline.chapters.flatMap((chapter) => chapter.lessons).find((one) => one._id === lessonId)!;
      await dialog.getByRole('button', { name: 'Continue Learning' }).click();
      await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
      expect(currentPath(page)).toBe(`/courses/${target._id}/lessons/${lessonId}`);
    });
  });
});

describe('student fees', () => {
  it.each([
    ['student', DEMO.student],
    ['other-student', DEMO.otherStudent],
  ])('shows the rows of GET /api/fees/me (%s), hiding what Unpaid records have not paid', async (name, student) => {
    await withPage(browser, async (page) => {
      const token = await studentSignIn(page, student);
      const me = await api<StudentMe>('/users/full-me', token);
      const records = await api<ApiPage<StudentFeeRecord>>('/fees/me?page=1&limit=20', token);
      expect(records.items.length).toBeGreaterThan(0);
      await goTo(page, 'Student', 'Fees');

      const table = page.getByRole('table', { name: 'Fee records' });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(records.items.length);
      for (const [index, record] of records.items.entries()) {
        const cells = (await rows.nth(index).locator('th, td').allTextContents()).map((cell) => cell.trim());
        const paid =
          record.status === 'Unpaid' ? ['', ''] : [formatRupees(record.paidAmount), formatDate(record.paidDate)];
        expect(cells).toEqual([
          record.course,
          record.status,
          formatRupees(record.totalFee),
          formatRupees(record.dueAmount),
          formatDate(record.dueDate),
          ...paid,
        ]);
      }
      const summary = await text(page.locator('dl[aria-label="Fee summary"]'));
      expect(summary).toContain(`Total fees${formatRupees(studentFeeSummary(me).total)}`);
      expect(summary).toContain(`Paid${formatRupees(me.feePaid)}`);
      expect(summary).toContain(`Outstanding${formatRupees(me.feeTotal - me.feePaid)}`);

      const unpaid = records.items.find((record) => record.status === 'Unpaid');
      if (name === 'other-student') expect(unpaid).toBeDefined();
      if (unpaid) {
        await page.setViewportSize({ width: 390, height: 844 });
        const card = page
          .getByRole('list', { name: 'Fee records' })
          .getByRole('listitem')
          .filter({ hasText: unpaid.course });
        const shown = await text(card);
        expect(shown).toContain('Unpaid');
        expect(shown).toContain(`Due amount${formatRupees(unpaid.dueAmount)}`);
        expect(shown).not.toContain('Paid amount');
        expect(shown).not.toContain('Paid date');
      }
      await screenshotBoth(page, `${name}-fees`);
    });
  });
});

describe('student session', () => {
  it('asks before logging out: Cancel keeps the session, Logout ends it', async () => {
    await withPage(browser, async (page) => {
      await studentSignIn(page);
      await page.getByRole('button', { name: 'Logout' }).click();
      const confirm = page.getByRole('dialog', { name: 'Log out?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(currentPath(page)).toBe('/dashboard');
      expect(await stored(page, 'token')).toBeTruthy();

      await page.getByRole('button', { name: 'Logout' }).click();
      await confirm.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      expect(await stored(page, 'token')).toBeNull();
    });
  });

  it('sends visitors without a token, or with an expired one, to /login', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/dashboard');
      await page.waitForURL('**/login');

      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const expired = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ id: crypto.randomUUID(), role: 'student', exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
      await page.evaluate((token) => localStorage.setItem('token', token), expired);
      await page.goto('/profile');
      await page.waitForURL('**/login');
      expect(await stored(page, 'token')).toBeNull();
    });
  });

  it('reaches every sidebar link and the logout confirmation with the keyboard alone', async () => {
    await withPage(browser, async (page) => {
      await studentSignIn(page);
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
      const reached = new Set<string>();
      for (let step = 0; step < 40 && !reached.has('Logout'); step += 1) {
        await page.keyboard.press('Tab');
        reached.add(await focusedText(page));
      }
      for (const label of ['Dashboard', 'Profile', 'Courses', 'Fees', 'Logout']) expect(reached).toContain(label);

      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Log out?' });
      await confirm.waitFor();
      expect(await focusedText(page)).toBe('Cancel');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Logout');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/login');
    });
  });

  it('follows a sidebar link with Enter', async () => {
    await withPage(browser, async (page) => {
      await studentSignIn(page);
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
      for (const [label, path] of [
        ['Profile', '/profile'],
        ['Courses', '/courses'],
        ['Fees', '/fees'],
        ['Dashboard', '/dashboard'],
      ] as const) {
        await page.locator('body').focus();
        for (let step = 0; step < 40 && (await focusedText(page)) !== label; step += 1)
          await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.waitForURL(`**${path}`);
      }
    });
  });

  it('works on a phone through the menu', async () => {
    await withPage(
      browser,
      async (page) => {
        await studentSignIn(page);
        await goTo(page, 'Student', 'Courses');
        await page.getByRole('list', { name: 'Courses' }).waitFor();
        expect(currentPath(page)).toBe('/courses');
      },
      'phone',
    );
  });
});
