import { messages } from '@campus/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsSizes } from '../scripts/js-size.mjs';
import { baseUrl, currentPath, DEMO, launchBrowser, screenshotBoth, withPage } from './browser';
import { apiLogin, stored, submitAdminLogin, submitStudentLogin } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const currentSearch = (page: Page) => new URL(page.url()).search;

async function alertText(page: Page) {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return (await alert.textContent())?.trim();
}

describe('landing page', () => {
  it('shows every section, in order, with the texts of the spec, and calls no API', async () => {
    await withPage(browser, async (page) => {
      const apiCalls: string[] = [];
      const otherHosts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api')) apiCalls.push(request.url());
        if (url.origin !== baseUrl()) otherHosts.push(request.url());
      });
      await page.goto('/', { waitUntil: 'networkidle' });

      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Student Login' }).getAttribute('href')).toBe('/login');
      expect(await header.getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe('/admin/login');

      const headline = page.getByRole('heading', { level: 1 });
      expect((await headline.textContent())?.trim()).toBe('Transform Your Learning Experience');
      expect(await page.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href')).toBe('/login');
      await page.getByRole('button', { name: 'Learn More' }).waitFor();

      const stats = page.getByRole('region', { name: 'Campus in numbers' });
      const figures = await stats.locator('dd').allTextContents();
      const labels = await stats.locator('dt').allTextContents();
      expect(figures).toEqual(['10K+', '50+', '95%', '4.8']);
      expect(labels).toEqual(['Active Students', 'Courses', 'Success Rate', 'Rating']);

      const features = page.getByRole('region', { name: 'Why Choose Campus?' });
      expect(await features.getByRole('listitem').count()).toBe(3);
      expect(await features.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        'Seamless, Intuitive Interface',
        'Collaborative Learning',
        'Real-Time Notifications',
      ]);

      const testimonials = page.getByRole('region', { name: 'What Our Students Say' });
      expect(await testimonials.locator('figure').count()).toBe(3);
      for (const name of ['Priya Menon', 'Rahul Verma', 'Ananya Iyer']) {
        await testimonials.getByRole('img', { name: `Photo of ${name}` }).waitFor();
        await testimonials.getByText(name, { exact: true }).waitFor();
      }

      expect(await page.getByRole('link', { name: 'Get Started Now' }).getAttribute('href')).toBe('/login');

      const footer = page.getByRole('contentinfo');
      for (const heading of ['Quick Links', 'Support', 'Connect']) {
        await footer.getByRole('heading', { name: heading }).waitFor();
      }
      for (const item of ['About Us', 'Help Center', 'Contact Us', 'Privacy Policy']) {
        await footer.getByText(item, { exact: true }).waitFor();
      }
      expect(await footer.getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('#features');
      expect(await footer.getByRole('link', { name: 'Testimonials' }).getAttribute('href')).toBe('#testimonials');
      expect(await footer.getByRole('img', { name: /coming soon/ }).count()).toBe(3);
      // The year the page was built, which is this year.
      expect(await footer.getByText(`© ${new Date().getFullYear()} Campus`).count()).toBe(1);

      // Sections in the spec's order: header, hero, statistics, features, testimonials, call to action, footer.
      const order = [
        header,
        headline,
        stats,
        features,
        testimonials,
        page.getByRole('heading', { name: 'Ready to start your learning journey?' }),
        footer,
      ];
      const tops: number[] = [];
      for (const section of order) tops.push((await section.boundingBox())!.y);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));

      expect(apiCalls).toEqual([]);
      expect(otherHosts).toEqual([]);
      await screenshotBoth(page, 'landing');
    });
  });

  it('arrives prerendered, hydrates without errors and loads at most 100 KB of gzipped JavaScript', async () => {
    const landing = jsSizes().find((row) => row.page === 'landing (/)')!;
    expect(landing.gzipBytes).toBeLessThanOrEqual(100 * 1024);

    const html = await (await fetch(new URL('/', baseUrl()))).text();
    expect(html).toContain('Learning Experience');

    await withPage(browser, async (page) => {
      const scripts: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/', { waitUntil: 'networkidle' });
      // What the browser fetched is what the manifest says the page needs, so the size above is what it downloads.
      expect(scripts.sort()).toEqual([...landing.chunks].sort());
      expect(errors).toEqual([]);
    });
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    await withPage(
      browser,
      async (page) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto('/', { waitUntil: 'networkidle' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.getByRole('link', { name: 'Student Login' }).waitFor({ state: 'visible' });
        await page.getByRole('link', { name: 'Admin Login' }).waitFor({ state: 'visible' });
      },
      'phone',
    );
  });

  it("reaches the student login from 'Student Login', 'Get Started' and 'Get Started Now'", async () => {
    await withPage(browser, async (page) => {
      for (const [name, exact] of [
        ['Student Login', true],
        ['Get Started', true],
        ['Get Started Now', true],
      ] as const) {
        await page.goto('/');
        await page.getByRole('link', { name, exact }).click();
        await page.waitForURL('**/login');
        await page.getByRole('heading', { name: 'Student Login' }).waitFor();
      }
      await page.goto('/');
      await page.getByRole('link', { name: 'Admin Login' }).click();
      await page.waitForURL('**/admin/login');
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    });
  });

  it("scrolls to the features with 'Learn More' and to each section from the footer", async () => {
    await withPage(browser, async (page) => {
      await page.goto('/', { waitUntil: 'networkidle' });
      const sectionTop = (id: string) =>
        page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);

      expect(await sectionTop('features')).toBeGreaterThan(300);
      await page.getByRole('button', { name: 'Learn More' }).click();
      await expect.poll(() => sectionTop('features'), { timeout: 5000 }).toBeLessThan(80);
      expect(await sectionTop('features')).toBeGreaterThanOrEqual(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('features');
      expect(currentPath(page)).toBe('/');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).click();
      await expect.poll(() => sectionTop('testimonials'), { timeout: 5000 }).toBeLessThan(80);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
      await expect.poll(() => sectionTop('features'), { timeout: 5000 }).toBeLessThan(80);
      expect(currentPath(page) + currentSearch(page)).toBe('/');
    });
  });
});

describe('student login', () => {
  it("shows the server's error for a wrong date of birth", async () => {
    const expected = await apiLogin('/api/users/login', DEMO.student.email, '1990-12-31');
    expect(expected.error).toBeTruthy();
    await withPage(browser, async (page) => {
      await submitStudentLogin(page, { email: DEMO.student.email, dob: '1990-12-31' });
      expect(await alertText(page)).toBe(expected.error);
      expect(currentPath(page)).toBe('/login');
      expect(await stored(page, 'token')).toBeNull();
      await screenshotBoth(page, 'login-error');
    });
  });

  it('signs in with the date of birth typed day first, and refuses an impossible date without calling the API', async () => {
    await withPage(browser, async (page) => {
      const logins: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/users/login') logins.push(request.postData() ?? '');
      });
      const [year, month, day] = DEMO.student.dob.split('-');
      await submitStudentLogin(page, { email: DEMO.student.email, dob: `${day}-${month}-${year}` });
      await page.waitForURL('**/dashboard');
      expect(logins.map((body) => JSON.parse(body).password)).toEqual([DEMO.student.dob]);

      logins.length = 0;
      await page.evaluate(() => localStorage.clear());
      await submitStudentLogin(page, { email: DEMO.student.email, dob: '31/02/2002' });
      await page.getByText(messages.login.dateOfBirthImpossible).waitFor();
      expect(await page.getByLabel('Date of Birth').getAttribute('aria-invalid')).toBe('true');
      expect(logins).toEqual([]);
    });
  });

  it('names the missing fields without calling the API', async () => {
    await withPage(browser, async (page) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        // The page asks once what the site offers (GET /api/site: Google sign-in or not); the form itself calls nothing.
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api') && pathname !== '/api/site') apiCalls.push(request.url());
      });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Email is required').waitFor();
      await page.getByText('Date of birth is required').waitFor();
      expect(apiCalls).toEqual([]);
      // The first invalid field gets the focus.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    });
  });

  it('signs in from the keyboard alone and reaches the dashboard with the token stored', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Student Login' }).waitFor();
      // The choice of language is enabled once the page is hydrated (before, a choice would be lost).
      await expect.poll(() => page.getByRole('combobox', { name: 'Language' }).isEnabled()).toBe(true);
      const focusOrder: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          return element?.getAttribute('aria-label') ?? element?.getAttribute('name') ?? element?.textContent?.trim();
        });
        focusOrder.push(label ?? '');
        if (label === 'email') break;
      }
      expect(focusOrder).toEqual(['Campus home', 'language', 'Home', 'Student', 'Admin', 'email']);
      await page.keyboard.type(DEMO.student.email);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
      await page.keyboard.type(DEMO.student.dob);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard');
      expect(currentPath(page)).toBe('/dashboard');
      const token = await stored(page, 'token');
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });
  });

  it('explains that Google sign-in is unavailable and drops the parameter from the address', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/login?error=Google%20login%20is%20not%20configured');
      expect(await alertText(page)).toBe(messages.login.googleUnavailable);
      await expect.poll(() => currentSearch(page)).toBe('');
      expect(currentPath(page)).toBe('/login');
    });
  });

  it('reports any other Google error as a failed authentication', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/login?error=access_denied');
      expect(await alertText(page)).toBe(messages.login.googleFailed);
      await expect.poll(() => currentSearch(page)).toBe('');
    });
  });

  it("goes to the admin login from the 'Admin' toggle", async () => {
    await withPage(browser, async (page) => {
      await page.goto('/login');
      await page.getByRole('navigation', { name: 'Account type' }).getByRole('link', { name: 'Admin' }).click();
      await page.waitForURL('**/admin/login');
      // The address changes before the admin login page (a lazy chunk) has rendered.
      const admin = page.getByRole('navigation', { name: 'Account type' }).getByRole('link', { name: 'Admin' });
      await expect.poll(() => admin.getAttribute('aria-current')).toBe('page');
    });
  });
});

describe('admin login', () => {
  it("shows the server's error for a wrong password", async () => {
    const expected = await apiLogin('/api/admin/login', DEMO.admin.email, 'not-the-password');
    expect(expected.error).toBeTruthy();
    await withPage(browser, async (page) => {
      await submitAdminLogin(page, { email: DEMO.admin.email, password: 'not-the-password' });
      expect(await alertText(page)).toBe(expected.error);
      expect(await stored(page, 'adminToken')).toBeNull();
      await screenshotBoth(page, 'admin-login-error');
    });
  });

  it('names the missing fields', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/admin/login');
      await screenshotBoth(page, 'admin-login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Email is required').waitFor();
      await page.getByText('Password is required').waitFor();
    });
  });

  it('signs in and reaches the admin dashboard with the admin token and flag stored', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/admin/login');
      await page.getByLabel('Email').fill(DEMO.admin.email);
      await page.getByLabel('Password').fill(DEMO.admin.password);
      await page.getByLabel('Password').press('Enter');
      await page.waitForURL('**/admin/dashboard');
      expect(await stored(page, 'adminToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(await stored(page, 'isAdmin')).toBe('true');
    });
  });

  it('says the server cannot be reached when its requests fail', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/admin/login');
      const refuse = (url: URL) => url.pathname === '/' || url.pathname === '/api/admin/login';
      await page.route(refuse, (route) => route.abort('connectionrefused'));
      await page.getByLabel('Email').fill(DEMO.admin.email);
      await page.getByLabel('Password').fill(DEMO.admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      expect(await alertText(page)).toBe(messages.login.cannotConnect);
      expect(currentPath(page)).toBe('/admin/login');
    });
  });

  it('says the connection timed out when the server does not answer within 5 seconds', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/admin/login');
      // Hold the reachability check without ever answering it.
      await page.route(
        (url) => url.pathname === '/',
        () => undefined,
      );
      await page.getByLabel('Email').fill(DEMO.admin.email);
      await page.getByLabel('Password').fill(DEMO.admin.password);
      const started = Date.now();
      await page.getByRole('button', { name: 'Sign In' }).click();
      expect(await alertText(page)).toBe(messages.login.timedOut);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    });
  });
});

describe('full page loads', () => {
  it('show the first screen without React Router warning about a missing HydrateFallback', async () => {
    await withPage(browser, async (page) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
      for (const path of ['/login', '/admin/login', '/no-such-page']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      await submitStudentLogin(page, DEMO.student);
      await page.waitForURL('**/dashboard');
      // The student's pages keep a stream of notices open, so the network never goes idle there.
      for (const path of ['/dashboard', '/fees']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      expect(logged.filter((line) => line.includes('HydrateFallback'))).toEqual([]);
    });
  });
});
