import { messages, paiseToRupeeInput, type AdminFeeRecord, type Page as ApiPage, type StaffMe } from '@campus/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, atBothWidths, currentPath, launchBrowser, newPage, renderedText } from './browser';
import { adminSignIn, api, fillAdminLogin, goTo, stored, submitAdminLogin } from './session';

let browser: Browser;
let admin: { context: BrowserContext; page: Page; token: string; me: StaffMe };
let accountantView: { context: BrowserContext; page: Page };
/** An Unpaid fee account of a seeded student the other e2e files do not sign in as. */
let account: AdminFeeRecord;

const accountant = {
  name: 'Meera Accountant',
  email: `meera.accountant.${Date.now()}@campus.test`,
  initialPassword: 'Given-by-the-admin-1',
  ownPassword: 'Meera-chose-this-one-2',
};

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  const token = await adminSignIn(page);
  admin = { context, page, token, me: await api<StaffMe>('/admin/me', token) };
  accountantView = await newPage(browser);

  const unpaid = await api<ApiPage<AdminFeeRecord>>('/admin/fees?status=Unpaid&limit=100', admin.token);
  const reserved = new Set([DEMO.student.email, DEMO.otherStudent.email]);
  // From the end of the list: the admin fees file pays the first such account. One that can take the ₹1,000 paid
  // below: another file's account may have a concession (the roles file's is ₹500 due of ₹1,000).
  account = unpaid.items.findLast((item) => !reserved.has(item.email) && item.amountDue >= 1_000_00)!;
  expect(account).toBeDefined();
});

afterAll(async () => {
  await accountantView?.context.close();
  await admin.context.close();
  await browser.close();
});

/** The row of a staff member on the Staff page. */
const staffRow = (page: Page, name: string) => page.getByRole('listitem', { name });

/** The events the Activity page lists once only `who`'s are asked for. */
async function activityOf(page: Page, who: string): Promise<Locator> {
  await goTo(page, 'Admin', 'Activity');
  await page.waitForURL('**/admin/activity');
  const select = page.getByLabel('Who');
  const option = select.locator('option', { hasText: who }).first();
  await option.waitFor({ state: 'attached' });
  const actorId = (await option.getAttribute('value'))!;
  await select.selectOption(actorId);
  // This one's id: the address may still name the one asked for before.
  await page.waitForURL((url) => url.searchParams.get('actorId') === actorId);
  // The previous list stays on screen (busy) until the filtered one has come.
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  return page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
}

describe('staff accounts and the activity trail', () => {
  it('lets an admin add an accountant with an initial password', async () => {
    const { page } = admin;
    await goTo(page, 'Admin', 'Staff');
    await page.waitForURL('**/admin/staff');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff member' });
    await dialog.getByLabel('Name').fill(accountant.name);
    await dialog.getByLabel('Email').fill(accountant.email);
    await dialog.getByLabel('Role').selectOption('accountant');
    await dialog.getByLabel('Initial password').fill(accountant.initialPassword);
    await dialog.getByRole('button', { name: 'Add staff member' }).dblclick();
    await page
      .getByRole('status')
      .filter({ hasText: `${accountant.name} was added as Accountant` })
      .waitFor();

    await page.getByLabel('Search staff').fill(accountant.email);
    const row = staffRow(page, accountant.name);
    await row.waitFor();
    expect(await renderedText(row)).toContain('Active');
    expect(await row.getByRole('combobox', { name: `Role of ${accountant.name}` }).inputValue()).toBe('accountant');
    const listed = await api<ApiPage<{ email: string }>>(
      `/admin/staff?search=${encodeURIComponent(accountant.email)}`,
      admin.token,
    );
    expect(listed.total).toBe(1);
    await atBothWidths(page, 'admin-staff');
  });

  it('makes the accountant set their own password before anything else', async () => {
    const { page } = accountantView;
    await submitAdminLogin(page, { email: accountant.email, password: accountant.initialPassword });
    await page.waitForURL('**/admin/password');
    expect(await renderedText(page.getByRole('alert'))).toContain(messages.auth.mustChangePassword);
    expect(await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link').count()).toBe(0);

    await page.goto('/admin/fees');
    await page.waitForURL('**/admin/password');
    await page.getByRole('heading', { name: 'Change password' }).waitFor();

    await page.getByLabel('Current password').fill(accountant.initialPassword);
    await page.getByLabel('New password', { exact: true }).fill(accountant.ownPassword);
    await page.getByLabel('Confirm new password').fill(accountant.ownPassword);
    const before = await stored(page, 'adminToken');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: messages.success.passwordChanged }).waitFor();
    expect(await stored(page, 'adminToken')).not.toBe(before);
    await atBothWidths(page, 'admin-password-changed');

    const links = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link');
    expect(await links.allInnerTexts()).toEqual([
      'Dashboard',
      'Students',
      'Courses',
      'Classes',
      'Holidays',
      'Fees',
      'Payments',
      'UPI payments',
      'Messages',
      'Change password',
    ]);

    // The password given by the admin no longer signs in; their own does.
    await page.evaluate(() => localStorage.clear());
    await submitAdminLogin(page, { email: accountant.email, password: accountant.initialPassword });
    await page.getByRole('alert').filter({ hasText: messages.login.invalidAdminCredentials }).waitFor();
    await fillAdminLogin(page, { email: accountant.email, password: accountant.ownPassword });
    await page.waitForURL('**/admin/dashboard');
  });

  it('lets the accountant record a payment', async () => {
    const { page } = accountantView;
    await goTo(page, 'Admin', 'Fees');
    await page.waitForURL('**/admin/fees');
    await page.getByLabel('Search fee records').fill(account.email);
    const card = page.getByRole('article', { name: account.name }).filter({ hasText: account.course });
    await card.getByRole('link', { name: 'Record Payment' }).click();
    await page.waitForURL('**/admin/record-fee-payment');
    await expect.poll(() => page.getByLabel('Course').inputValue()).toBe(account.courseId);
    await page.getByLabel('Amount paid (₹)').fill(paiseToRupeeInput(1_000_00));
    await page.getByLabel('Payment mode').selectOption('UPI');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await page.getByRole('status').filter({ hasText: messages.success.paymentRecorded }).waitFor();

    const after = await api<ApiPage<AdminFeeRecord>>(
      `/admin/fees?search=${encodeURIComponent(account.email)}&limit=100`,
      admin.token,
    );
    expect(after.items.find((item) => item.id === account.id)?.paidAmount).toBe(1_000_00);
  });

  it('does not let the accountant change students or open the staff page, and says so', async () => {
    const { page } = accountantView;
    await goTo(page, 'Admin', 'Students');
    await page.waitForURL('**/admin/students');
    await page.getByRole('list', { name: 'Students' }).getByRole('article').first().waitFor();
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add Student' }).count()).toBe(0);

    for (const path of ['/admin/students/add', '/admin/staff', '/admin/activity']) {
      await page.goto(path);
      await page.getByRole('heading', { name: messages.pageForbidden.title }).waitFor();
      expect(currentPath(page)).toBe(path);
      // Inside the area: the accountant's navigation is still there.
      await page.getByRole('navigation', { name: 'Admin navigation' }).waitFor({ state: 'attached' });
    }
    await atBothWidths(page, 'admin-no-access');
  });

  it("shows the admin both people's actions on the Activity page, under the right names", async () => {
    const { page } = admin;
    const byAdmin = await activityOf(page, admin.me.name);
    const added = byAdmin.filter({ hasText: 'Staff member added' }).filter({ hasText: accountant.name }).first();
    await added.waitFor();
    expect(await renderedText(added)).toContain(`${admin.me.name} · Admin`);

    const byAccountant = await activityOf(page, accountant.name);
    const payment = byAccountant.filter({ hasText: 'Payment recorded' }).first();
    await payment.waitFor();
    const paymentText = await renderedText(payment);
    expect(paymentText).toContain(`${accountant.name} · Accountant`);
    expect(paymentText).toContain(account.name);
    const password = byAccountant.filter({ hasText: 'Password changed' }).first();
    await password.waitFor();
    expect(await renderedText(password)).toContain(`${accountant.name} · Accountant`);
    expect(await byAccountant.filter({ hasNotText: accountant.name }).count()).toBe(0);
    await atBothWidths(page, 'admin-activity');

    // The student's history, from the student list, shows the payment too.
    await goTo(page, 'Admin', 'Students');
    await page.getByLabel('Search students').fill(account.email);
    await page.getByRole('link', { name: `History of ${account.name}` }).click();
    await page.getByRole('heading', { name: `History of ${account.name}` }).waitFor();
    await page
      .getByRole('list', { name: 'Activity' })
      .getByRole('listitem')
      .filter({ hasText: 'Payment recorded' })
      .filter({ hasText: accountant.name })
      .first()
      .waitFor();
  });
});
