import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createStudent } from './helpers/fixtures.js';

// The real build of the web app (`npm run build` runs before the tests): its compressed copies, robots.txt and pages.
const webDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

let t: TestApp;
let adminHeaders: { authorization: string };
let appScript: string;
/** The chunks the app's entry imports, which the build itself no longer preloads (the documents do). */
let entryImports: string[];
let largeScript: string;
/** The built chunk of a route module under packages/web/src/app/routes ('student/dashboard'). */
let routeChunk: (module: string) => string;

beforeAll(async () => {
  if (!existsSync(join(webDir, 'index.html'))) throw new Error(`${webDir} is not built: run npm run build first`);
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  appScript = `/${manifest['index.html']!.file}`;
  entryImports = (manifest['index.html']!.imports ?? []).map((key) => `/${manifest[key]!.file}`);
  if (entryImports.length === 0) throw new Error('The built entry imports no chunk: the test would check nothing');
  // The largest script (React, in the chunk the landing page shares with the app), so compression has work to do.
  largeScript = `/${
    Object.values(manifest)
      .map(({ file }) => file)
      .filter((file) => file.endsWith('.js'))
      .sort((a, b) => statSync(join(webDir, b)).size - statSync(join(webDir, a)).size)[0]!
  }`;
  routeChunk = (module) => `/${manifest[`src/app/routes/${module}.tsx`]!.file}`;
  t = await buildTestApp({ webDir });
  const admin = await createAdmin(t.db);
  adminHeaders = await t.auth(admin.auth);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app’s files', () => {
  it('sends a script as brotli or gzip to a client that accepts it, the same bytes once decoded, and plain otherwise', async () => {
    const plain = await get(largeScript);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await get(largeScript, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await get(largeScript, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    // Only brotli and gzip: a client asking for deflate alone gets the file as it is.
    const deflate = await get(largeScript, { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    expect(deflate.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('keeps the cache, ETag, HEAD and security headers of a compressed file', async () => {
    const br = await get(largeScript, { 'accept-encoding': 'br' });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cross-origin-resource-policy']).toBe('same-origin');
    // What only a document acts on is left to the documents: a hashed file's policy allows nothing of its own.
    expect(br.headers['content-security-policy']).toBe("default-src 'none'");
    for (const header of ['x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security']) {
      expect(br.headers[header], header).toBeUndefined();
    }
    const etag = br.headers.etag as string;
    expect(etag).toBeTruthy();
    // The compressed copy has its own validator, so a cache never mixes it up with the plain file.
    expect((await get(largeScript)).headers.etag).not.toBe(etag);
    const again = await get(largeScript, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    const head = await t.app.inject({ method: 'HEAD', url: largeScript, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(br.rawPayload.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('gives the copies no address of their own', async () => {
    // The address is not a file: it gets the app's document, as any unknown page does.
    const copy = await get(`${largeScript}.br`);
    expect(copy.headers['content-type']).toMatch(/^text\/html/);
    expect(copy.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the landing page and still serves the app’s document, with its policy, at a client route', async () => {
    const plain = await get('/');
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");

    const page = await get('/admin/students', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // The document's script warms Intl in a worker made from a blob: (web lib/prefetch.ts); scripts stay 'self'.
    expect(page.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root"><div class="min-h-screen lg:flex">');
  });

  it.each([
    ['/', 'भाषा', 'Student Login'],
    ['/login', 'विद्यार्थी लॉगिन', 'Student Login'],
    ['/admin/dashboard', 'व्यवस्थापक डैशबोर्ड', 'Admin Dashboard'],
  ])(
    'sends %s in the language chosen on the device, else the browser’s, else English (#46)',
    async (url, hindiText, englishText) => {
      const langOf = async (headers: Record<string, string>) => {
        const res = await get(url, headers);
        expect(res.headers.vary).toMatch(/accept-language/i);
        expect(res.headers.vary).toMatch(/cookie/i);
        return /<html lang="(\w+)">/.exec(res.body)?.[1];
      };
      expect(await langOf({})).toBe('en');
      expect(await langOf({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
      expect(await langOf({ 'accept-language': 'ta-IN,ta;q=0.9' })).toBe('en');
      expect(await langOf({ cookie: 'campus_lang=hi', 'accept-language': 'en-GB' })).toBe('hi');
      expect(await langOf({ cookie: 'campus_lang=en', 'accept-language': 'hi' })).toBe('en');
      expect(await langOf({ cookie: 'campus_lang=xx' })).toBe('en');
      const hindi = await get(url, { cookie: 'campus_lang=hi' });
      expect(hindi.body).toContain(hindiText);
      expect(hindi.body).not.toContain(englishText);
      expect((await get(url)).body).toContain(englishText);
    },
  );

  it('sends a page the browser renders, with a parameter, in one document for every language', async () => {
    const url = '/admin/students/0b7f3c8e-2a4d-4c1e-9f6a-5d3b2c1a0e9f/history';
    expect((await get(url, { cookie: 'campus_lang=hi' })).body).toBe((await get(url)).body);
  });

  it("compresses an app page's document as the client accepts, the same bytes once decoded", async () => {
    const plain = await get('/admin/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/admin/dashboard', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await get('/admin/dashboard', { 'accept-encoding': 'gzip, deflate, br' })).rawPayload).toEqual(
      br.rawPayload,
    );
    // A refused encoding is not used; an unknown page's document (the app's) is compressed too.
    const refused = await get('/admin/dashboard', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refused.rawPayload).equals(plain.rawPayload)).toBe(true);
    const unknown = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(unknown.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(unknown.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('never compresses an uploaded picture', async () => {
    writeFileSync(join(t.config.uploadsDir, 'picture.webp'), Buffer.alloc(4096, 7));
    const res = await get('/uploads/picture.webp', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });
});

describe('API answers', () => {
  it('compresses a large JSON list for a client that accepts it, and leaves it plain for one that does not', async () => {
    for (let i = 0; i < 12; i += 1) await createStudent(t.db);
    const url = '/api/admin/users?limit=100';
    const plain = await t.app.inject({ method: 'GET', url, headers: adminHeaders });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url, headers: { ...adminHeaders, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ method: 'GET', url, headers: { ...adminHeaders, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer plain', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the notice stream', async () => {
    const student = await createStudent(t.db);
    // app.inject buffers whole answers; a stream needs a real connection, here to an instance of its own.
    const server = await buildSecondInstance(t);
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { ...(await t.auth(student.auth)), 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    // The first block arrives at once, not held back by a compressor.
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('retry: 3000');
    await reader.cancel();
    await server.close();
  });
});

describe('GET /robots.txt', () => {
  it('is plain text that lets crawlers see the public pages and keeps them out of the rest', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = res.body.split('\n').filter((line) => /^(user-agent|allow|disallow):/i.test(line));
    expect(rules).toEqual([
      'User-agent: *',
      'Allow: /',
      'Allow: /login',
      'Allow: /admin/login',
      'Disallow: /admin',
      'Disallow: /api',
      'Disallow: /uploads',
      'Disallow: /auth-success',
      'Disallow: /dashboard',
      'Disallow: /profile',
      'Disallow: /courses',
      'Disallow: /fees',
      'Disallow: /attendance',
      'Disallow: /results',
    ]);
  });
});

describe('the public pages', () => {
  it.each(['/', '/login', '/admin/login'])('%s has a meta description', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<meta name="description" content="[^"]{30,}"/);
  });
});

describe('each page’s document', () => {
  const preloads = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return [...res.body.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1]!,
    );
  };

  it.each([
    ['/dashboard', ['app-root', 'student/layout', 'student/dashboard']],
    ['/login?next=%2Ffees', ['app-root', 'auth/login']],
    ['/admin/students/', ['app-root', 'admin/layout', 'admin/students']],
    [
      '/admin/students/0b7f3c8e-2a4d-4c1e-9f6a-5d3b2c1a0e9f/history',
      ['app-root', 'admin/layout', 'admin/student-history'],
    ],
    ['/no/such/page', ['not-found']],
  ])('%s preloads the entry’s chunks and those of every route on its way, and each is served', async (url, modules) => {
    const scripts = await preloads(url);
    expect(scripts).toEqual(expect.arrayContaining([...entryImports, ...modules.map(routeChunk)]));
    expect(scripts).not.toContain(appScript);
    for (const script of scripts) {
      const res = await get(script);
      expect(res.statusCode, script).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('preloads only what the page needs', async () => {
    const student = await preloads('/dashboard');
    expect(student).not.toContain(routeChunk('admin/layout'));
    expect(student).not.toContain(routeChunk('admin/report'));
    expect(await preloads('/admin/generate-report')).not.toContain(routeChunk('student/dashboard'));
  });
});

describe('each page’s first screen', () => {
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  const inlineScripts = (html: string) => [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);

  it.each([
    ['/login', 'Student Login'],
    ['/admin/login', 'Admin Login'],
    ['/dashboard', 'Welcome back'],
    ['/admin/dashboard', 'Admin Dashboard'],
    ['/admin/generate-report', 'Admin navigation'],
  ])('%s is in its document, rendered at build time', async (url, text) => {
    const res = await get(url);
    expect(rootOf(res.body)).toContain(text);
  });

  it('leaves the pages with a parameter and unknown addresses to the browser', async () => {
    for (const url of ['/admin/students/0b7f3c8e-2a4d-4c1e-9f6a-5d3b2c1a0e9f/history', '/no/such/page']) {
      expect(rootOf((await get(url)).body), url).toBe('');
    }
  });

  it('starts a signed-in page’s first requests with an inline script that the policy allows by its hash alone', async () => {
    const student = await get('/fees');
    const admin = await get('/admin/dashboard');
    const [studentScript] = inlineScripts(student.body);
    const [adminScript] = inlineScripts(admin.body);
    expect(studentScript).toContain('"/api/users/full-me"');
    expect(adminScript).toContain('"/api/admin/me"');
    expect(adminScript).toContain('"/api/admin/dashboard"');
    for (const [res, script] of [
      [student, studentScript!],
      [admin, adminScript!],
    ] as const) {
      const scriptSrc = /script-src ([^;]+)/.exec(res.headers['content-security-policy'] as string)![1]!.split(' ');
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
    expect(inlineScripts((await get('/login')).body)).toEqual([]);
    expect(inlineScripts((await get('/')).body)).toEqual([]);
  });
});

describe('the built web app', () => {
  it('runs on React 19 and ReactDOM, with nothing of Preact', () => {
    const scripts = readdirSync(join(webDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(webDir, 'assets', file), 'utf8'));
    const reactDom = scripts.filter((code) => code.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'));
    expect(reactDom).toHaveLength(1);
    expect(reactDom[0]).toMatch(/version=[`"']19\.\d+\.\d+[`"']/);
    expect(scripts.filter((code) => /preact/i.test(code))).toEqual([]);
  });
});
