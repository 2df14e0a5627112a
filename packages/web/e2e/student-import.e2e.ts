import { readFile } from 'node:fs/promises';
import { messages, STUDENT_EXPORT_COLUMNS, type Course, type Page as ApiPage } from '@campus/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, launchBrowser, text } from './browser';
import { api, goTo, openAdminSession, type AdminSession } from './session';

let browser: Browser;
let admin: AdminSession;
let courses: Course[];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await openAdminSession(browser);
  courses = admin.courses;
});

afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

const stamp = Date.now();
const HEADER = 'name,email,phone,dob,courses';
/** A mother of both students the file adds (a phone no other e2e test gives). */
const MOTHER_PHONE = `7${String(stamp).slice(-9)}`;

/** Chooses a file on the import page, as the file chooser would. */
const chooseFile = (page: Page, name: string, content: string | Buffer) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });

/** The problems table as it reads: row, column, problem. */
async function problemRows(page: Page) {
  const table = page.getByRole('table', { name: 'Problems in the file' });
  await table.waitFor();
  const rows = await table.getByRole('row').all();
  return Promise.all(
    rows.slice(1).map(async (row) => (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim())),
  );
}

async function checkFile(page: Page) {
  await page.getByRole('button', { name: 'Check file' }).click();
}

describe('student import', () => {
  it('checks a file with errors, imports it once fixed, and finds the students in the list', async () => {
    const { page } = admin;
    await goTo(page, 'Admin', 'Students');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Import Students' }).waitFor();
    expect(currentPath(page)).toBe('/admin/students/import');

    const [first, second] = courses;
    const asha = `asha.import.${stamp}@example.com`;
    const raviEmail = `ravi.import.${stamp}@example.com`;
    const broken = [
      HEADER,
      `"Verma, Asha ${stamp}",${asha},98765 43210,17/05/2004,${first!.name}`,
      `Ravi Menon ${stamp},${raviEmail},98765 43211,30/02/2004,${second!.name}; Astrology`,
      `Asha Again,${asha.toUpperCase()},98765 43212,2004-01-01,${first!.name}`,
    ].join('\r\n');
    await chooseFile(page, 'batch.csv', broken);
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await checkFile(page);
    expect(await problemRows(page)).toEqual([
      ['3', 'dob', messages.login.dateOfBirthImpossible],
      ['3', 'courses', messages.studentImport.unknownCourse('Astrology')],
      ['4', 'email', messages.studentImport.emailRepeated(2)],
    ]);
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

    // Both with one mother, her phone written two ways: one guardian, linked to both.
    const fixed = [
      `${HEADER},guardian_name,guardian_relation,guardian_phone`,
      `"Verma, Asha ${stamp}",${asha},98765 43210,17/05/2004,${first!.name},Sunita ${stamp},Mother,+91 ${MOTHER_PHONE}`,
      `Ravi Menon ${stamp},${raviEmail},98765 43211,28/02/2004,${second!.name}; ${first!.name.toUpperCase()},Sunita ${stamp},Mother,0${MOTHER_PHONE}`,
    ].join('\r\n');
    await chooseFile(page, 'batch.csv', fixed);
    await checkFile(page);
    await page.getByText('The file is ready to import: 2 new, 0 updated, 0 unchanged.').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported: 2 new, 0 updated, 0 unchanged.').waitFor();

    await page.getByRole('link', { name: 'See the students' }).click();
    await page.getByRole('searchbox', { name: 'Search students' }).fill(String(stamp));
    const list = page.getByRole('list', { name: 'Students' });
    await expect.poll(async () => list.getByRole('article').count()).toBe(2);
    await list.getByRole('article', { name: `Verma, Asha ${stamp}` }).waitFor();
    const ravi = list.getByRole('article', { name: `Ravi Menon ${stamp}` });
    expect(await text(ravi)).toContain(second!.name);
    expect(await text(ravi)).toContain(first!.name);
  });

  it('exports every student, and importing that file again leaves every row unchanged', async () => {
    const { page } = admin;
    await goTo(page, 'Admin', 'Students');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('students.csv');
    const exported = await readFile((await download.path())!);
    const lines = exported.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe(STUDENT_EXPORT_COLUMNS.join(','));
    const ravi = lines.find((line) => line.includes(`ravi.import.${stamp}@example.com`));
    expect(ravi).toContain(`,Sunita ${stamp},Mother,${MOTHER_PHONE},`);
    const students = lines.length - 1;
    const { total } = await api<ApiPage<unknown>>('/admin/users?limit=1', admin.token);
    expect(students).toBe(total);

    await page.getByRole('link', { name: 'Import' }).click();
    await chooseFile(page, 'students.csv', exported);
    await checkFile(page);
    await page.getByText(`The file is ready to import: 0 new, 0 updated, ${students} unchanged.`).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(`Imported: 0 new, 0 updated, ${students} unchanged.`).waitFor();
  });
});
