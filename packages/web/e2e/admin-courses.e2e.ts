import { formatRupees, messages, paiseToRupeeInput, type Course, type Page as ApiPage } from '@campus/domain';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, renderedText, screenshotBoth, withPage } from './browser';
import { adminSignIn, api, goTo } from './session';

let browser: Browser;
let admin: { context: BrowserContext; page: Page; token: string };

/** The course this file adds, edits and deletes; unique per run. */
const newCourse = {
  name: `Robotics Lab ${Date.now()}`,
  description: 'Build, program and test small robots with sensors and motors.',
  category: 'Engineering',
  weeks: '9',
  price: '27500.50',
  newPrice: '31999.99',
};

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  admin = { context, page, token: await adminSignIn(page) };
});

afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

/** The course as the API has it now (undefined once it is deleted). */
async function storedCourse(name: string): Promise<Course | undefined> {
  const found = await api<ApiPage<Course>>(`/admin/courses?search=${encodeURIComponent(name)}`, admin.token);
  return found.items.find((course) => course.name === name);
}

async function goToCourses(page: Page) {
  await goTo(page, 'Admin', 'Courses');
  await page.waitForURL('**/admin/courses');
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const coverLoaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** A real PNG, made here: a 640×360 gradient. */
async function coverPng(): Promise<Buffer> {
  const width = 640;
  const height = 360;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = 40 + Math.round((x / width) * 80);
      pixels[offset + 1] = 90 + Math.round((y / height) * 100);
      pixels[offset + 2] = 200;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('admin courses', () => {
  it("opens the add modal from the dashboard's New Course quick action, once", async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'New Course' }).click();
    await page.waitForURL('**/admin/courses');
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('list', { name: 'Courses' }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });

  it('lists the courses the API returns, with prices in rupees', async () => {
    const { page } = admin;
    await goToCourses(page);
    const first = await api<ApiPage<Course>>('/admin/courses?page=1&limit=12', admin.token);
    await card(page, first.items[0]!.name).waitFor();
    for (const course of first.items) {
      const shown = await renderedText(card(page, course.name));
      expect(shown).toContain(formatRupees(course.price));
      expect(shown).toContain(`${course.duration} ${course.duration === 1 ? 'week' : 'weeks'}`);
      expect(shown.toLowerCase()).toContain(course.category.toLowerCase());
    }
    expect(await renderedText(page.getByRole('list', { name: 'Courses' }))).not.toContain('$');
    await screenshotBoth(page, 'admin-courses');
  });

  it('names what is missing in the add form, then adds a course with an image', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await dialog.getByLabel('Course name').getAttribute('id'),
    );
    await screenshotBoth(page, 'admin-course-modal');

    await dialog.getByRole('button', { name: 'Add Course' }).click();
    await dialog.getByText('Course name is required').waitFor();
    await dialog.getByLabel('Duration (weeks)').fill('0');
    await dialog.getByLabel('Price (₹)').fill('10.999');
    await dialog.getByRole('button', { name: 'Add Course' }).click();
    await dialog.getByText('Duration must be at least 1 week').waitFor();
    await dialog.getByText('Enter an amount in rupees with at most 2 decimals').waitFor();
    await screenshotBoth(page, 'admin-course-modal-errors');

    await dialog.getByLabel('Course name').fill(newCourse.name);
    await dialog.getByLabel('Description').fill(newCourse.description);
    await dialog.getByLabel('Category').fill(newCourse.category);
    await dialog.getByLabel('Duration (weeks)').fill(newCourse.weeks);
    await dialog.getByLabel('Price (₹)').fill(newCourse.price);
    // A text file renamed .png is refused by its bytes, without a broken preview.
    await dialog
      .getByLabel('Choose image')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await dialog.getByText(messages.upload.invalidType).waitFor();
    expect(await dialog.getByAltText('Preview of the chosen image').count()).toBe(0);
    await dialog
      .getByLabel('Choose image')
      .setInputFiles({ name: 'robotics.png', mimeType: 'image/png', buffer: await coverPng() });
    await dialog.getByAltText('Preview of the chosen image').waitFor();
    await dialog.getByRole('button', { name: 'Add Course' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: `“${newCourse.name}” was added.` })
      .waitFor();

    const stored = await storedCourse(newCourse.name);
    expect(stored).toMatchObject({ price: 27_500_50, duration: 9, category: newCourse.category, enrolledStudents: 0 });
    expect(stored!.image).toMatch(/^\/uploads\//);

    const added = card(page, newCourse.name);
    await added.waitFor();
    const image = added.locator('img');
    expect(await image.getAttribute('src')).toBe(stored!.image);
    await expect.poll(() => coverLoaded(image)).toBe(true);
    const shown = await renderedText(added);
    expect(shown).toContain('₹27,500.50');
    expect(shown).toContain('9 weeks');
    expect(shown).toContain('Enrolled 0');
  });

  it('adds a course once when Add Course is double-clicked', async () => {
    const { page } = admin;
    const name = `Double Click ${Date.now()}`;
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByLabel('Course name').fill(name);
    await dialog.getByLabel('Description').fill('Added with a double click, stored once.');
    await dialog.getByLabel('Category').fill('Testing');
    await dialog.getByLabel('Duration (weeks)').fill('2');
    await dialog.getByLabel('Price (₹)').fill('100');
    const posts: Request[] = [];
    const watch = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/courses') posts.push(request);
    };
    page.on('request', watch);
    await dialog.getByRole('button', { name: 'Add Course' }).dblclick();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: `“${name}” was added.` })
      .waitFor();
    page.off('request', watch);
    // A second request would have left with the second click: every one sent is answered before counting.
    expect(posts.length).toBeGreaterThan(0);
    await Promise.all(posts.map((request) => request.response()));
    const found = await api<ApiPage<Course>>(`/admin/courses?search=${encodeURIComponent(name)}`, admin.token);
    const added = found.items.filter((course) => course.name === name);
    expect(added).toHaveLength(1);
    // Other files count the courses in the catalogue.
    const deleted = await fetch(`${baseUrl()}/api/courses/${added[0]!._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.status).toBe(200);
    // The second click lands on whatever is under the dialog once it has closed (on a busy machine it may close
    // between the two): the next tests start from the list as it is loaded.
    await page.reload();
    await page.getByRole('list', { name: 'Courses' }).waitFor();
  });

  it('finds the course by search and edits its price', async () => {
    const { page } = admin;
    await page.getByLabel('Search courses').fill('robotics lab');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await expect
      .poll(async () =>
        (await page.getByRole('article').allTextContents()).every((shown) => /robotics lab/i.test(shown)),
      )
      .toBe(true);

    await page.getByRole('button', { name: `Edit ${newCourse.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Course' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Price (₹)').inputValue()).toBe(paiseToRupeeInput(27_500_50));
    expect(await dialog.getByLabel('Course name').inputValue()).toBe(newCourse.name);
    expect(await dialog.getByAltText('Current course image').getAttribute('src')).toMatch(/^\/uploads\//);
    await screenshotBoth(page, 'admin-course-modal-edit');
    await dialog.getByLabel('Price (₹)').fill(newCourse.newPrice);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(async () => renderedText(card(page, newCourse.name))).toContain('₹31,999.99');
    expect((await storedCourse(newCourse.name))!.price).toBe(31_999_99);
    expect(await renderedText(page.getByRole('main'))).not.toContain('$');
  });

  it('deletes the course only after confirmation', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: `Delete ${newCourse.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete course?' });
    await confirm.waitFor();
    expect(await renderedText(confirm)).toContain(newCourse.name);
    await screenshotBoth(page, 'admin-course-delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await storedCourse(newCourse.name)).toBeDefined();

    await page.getByRole('button', { name: `Delete ${newCourse.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await card(page, newCourse.name).waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: `“${newCourse.name}” was deleted.` })
      .waitFor();
    expect(await storedCourse(newCourse.name)).toBeUndefined();
  });

  it('shows the grid on a phone', async () => {
    await withPage(
      browser,
      async (page) => {
        await adminSignIn(page);
        await goToCourses(page);
        await page.getByRole('list', { name: 'Courses' }).waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      },
      'phone',
    );
  });
});
