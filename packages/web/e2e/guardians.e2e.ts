import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStudent, createCourse } from './api-setup';
import { DEMO, expectNoSidewaysScroll, launchBrowser, renderedText, withPage } from './browser';
import { adminSignIn, apiLogin, studentSignIn } from './session';

/**
 * The office gives a student of this run a guardian on a 390 px phone: from the student's card to their Guardians page,
 * Add guardian, Edit, Remove (asked first); the student sees their guardian on Profile.
 */
const run = Date.now();
const student = { name: `Ishaan Guarded ${run}`, email: `ishaan.${run}@e2e.campus.test`, dob: '2005-03-04' };
const mother = { name: `Meena Guarded ${run}`, relation: 'Mother', phone: '+91 98100 12345' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await apiLogin('/api/admin/login', DEMO.admin.email, DEMO.admin.password);
  const course = await createCourse(token!, {
    name: `Guarded Course ${run}`,
    description: 'A course whose student has a guardian',
    duration: '4',
    price: '1000',
  });
  await addStudent(token!, { ...student, phone: '+91 98100 54321' }, course._id);
});

afterAll(async () => {
  await browser.close();
});

describe('a student’s guardians', () => {
  it('are added, edited and removed by the office on a phone, and shown to the student on Profile', async () => {
    await withPage(
      browser,
      async (page) => {
        await adminSignIn(page);
        await page.goto(`/admin/students?search=${encodeURIComponent(student.email)}`);
        await page.getByRole('link', { name: `Guardians of ${student.name}` }).click();
        await page.getByText('No guardians yet.').waitFor();

        await page.getByRole('button', { name: 'Add guardian' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add guardian' });
        await dialog.getByLabel('Name').fill(mother.name);
        await dialog.getByLabel('Relation').fill(mother.relation);
        await dialog.getByLabel('Phone').fill(mother.phone);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.getByText(`Added ${mother.name} as a guardian.`).waitFor();
        const list = page.getByRole('list', { name: `Guardians of ${student.name}` });
        // Stored as its ten digits: the same phone written another way is the same guardian.
        expect(await renderedText(list)).toContain(`${mother.name} · Mother`);
        expect(await renderedText(list)).toContain('9810012345');
        await expectNoSidewaysScroll(page, 'the Guardians page');

        await list.getByRole('button', { name: `Edit ${mother.name}` }).click();
        const edit = page.getByRole('dialog', { name: `Edit guardian ${mother.name}` });
        await edit.getByLabel('Relation').fill('Guardian');
        await edit.getByRole('button', { name: 'Save' }).click();
        await page.getByText(`Saved guardian ${mother.name}.`).waitFor();
        expect(await renderedText(list)).toContain(`${mother.name} · Guardian`);

        await studentSignIn(page, student);
        await page.goto('/profile');
        const guardians = page.getByRole('list', { name: 'Guardians' });
        await guardians.waitFor();
        expect(await renderedText(guardians)).toContain(mother.name);

        // The admin's sign-in is kept beside the student's.
        await page.goto(`/admin/students?search=${encodeURIComponent(student.email)}`);
        await page.getByRole('link', { name: `Guardians of ${student.name}` }).click();
        await page.getByRole('button', { name: `Remove ${mother.name}` }).click();
        const confirm = page.getByRole('dialog', { name: 'Remove guardian?' });
        expect(await renderedText(confirm)).toContain(
          `${mother.name} will no longer be a guardian of ${student.name}.`,
        );
        await confirm.getByRole('button', { name: 'Remove' }).click();
        await page.getByText(`Removed ${mother.name} as a guardian.`).waitFor();
        await page.getByText('No guardians yet.').waitFor();
      },
      'phone',
    );
  });
});
