import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, messages } from '@campus/domain';
import { MAX_MEGAPIXELS } from '../src/lib/images.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

const FIXTURES = new URL('./fixtures/uploads/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

const HTML_PAYLOAD = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 256, height: 256, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Campus test camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .toBuffer();

interface HostileFile {
  label: string;
  name: string;
  type: string;
  data: () => Promise<Buffer>;
}

const REFUSED: (HostileFile & { status: number; error: string })[] = [
  {
    label: 'a PNG over 5 MB',
    name: 'huge.png',
    type: 'image/png',
    data: async () => Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES)]),
    status: 413,
    error: messages.upload.tooLarge,
  },
  {
    label: 'text named .png',
    name: 'text-renamed.png',
    type: 'image/png',
    data: async () => fixture('text-renamed.png'),
    status: 400,
    error: messages.upload.invalidType,
  },
  {
    label: 'an SVG with a script',
    name: 'script.svg',
    type: 'image/svg+xml',
    data: async () => fixture('script.svg'),
    status: 400,
    error: messages.upload.invalidType,
  },
  {
    label: 'an SVG with a script, claimed to be a PNG',
    name: 'script.png',
    type: 'image/png',
    data: async () => fixture('script.svg'),
    status: 400,
    error: messages.upload.invalidType,
  },
  {
    label: 'HTML behind the PNG signature',
    name: 'html-with-png-magic.png',
    type: 'image/png',
    data: async () => fixture('html-with-png-magic.png'),
    status: 400,
    error: messages.upload.invalidType,
  },
  {
    label: 'a truncated JPEG',
    name: 'truncated.jpg',
    type: 'image/jpeg',
    data: async () => {
      const whole = await jpeg();
      return whole.subarray(0, Math.floor(whole.length * 0.6));
    },
    status: 400,
    error: messages.upload.invalidType,
  },
  {
    label: 'a decompression bomb (30000 × 30000 declared)',
    name: 'bomb-30000x30000.png',
    type: 'image/png',
    data: async () => fixture('bomb-30000x30000.png'),
    status: 400,
    error: messages.upload.tooManyPixels(MAX_MEGAPIXELS),
  },
];

const STORED: (HostileFile & { leftover: string })[] = [
  {
    label: 'a PNG with an HTML page appended',
    name: 'polyglot.png',
    type: 'image/png',
    data: async () => Buffer.concat([await png(), Buffer.from(HTML_PAYLOAD)]),
    leftover: '<script',
  },
  {
    label: 'a JPEG with EXIF GPS position',
    name: 'holiday.jpg',
    type: 'image/jpeg',
    data: jpegWithGps,
    leftover: 'Campus test camera',
  },
];

let t: TestApp;
let studentHeaders: { authorization: string };
let adminHeaders: { authorization: string };
let courseId: string;
beforeAll(async () => {
  t = await buildTestApp();
  studentHeaders = await t.auth((await createStudent(t.db)).auth);
  adminHeaders = await t.auth((await createAdmin(t.db)).auth);
  courseId = (await createCourse(t.db)).id;
});
afterAll(() => t.close());

function formWith(fields: Record<string, string>, field: string, file: HostileFile, data: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([new Uint8Array(data)], { type: file.type }), file.name);
  return form;
}

/** Every route that takes a picture, and where its answer says the stored picture is. */
const ENDPOINTS = [
  {
    route: 'PUT /api/users/profile-picture',
    send: (file: HostileFile, data: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile-picture',
        headers: studentHeaders,
        payload: formWith({}, 'profilePicture', file, data),
      }),
    storedAt: (body: { profilePicture: string }) => body.profilePicture,
    pictureRequired: true,
  },
  {
    route: 'POST /api/admin/users',
    send: (file: HostileFile, data: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: adminHeaders,
        payload: formWith(
          {
            name: 'Upload Tester',
            email: `upload-${randomUUID()}@campus.test`,
            phone: '+91 9876543210',
            dob: '2004-08-21',
            course: courseId,
          },
          'profilePhoto',
          file,
          data,
        ),
      }),
    storedAt: (body: { user: { profilePicture: string | null } }) => body.user.profilePicture,
    pictureRequired: false,
  },
  {
    route: 'POST /api/courses',
    send: (file: HostileFile, data: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/courses',
        headers: adminHeaders,
        payload: formWith(
          {
            name: `Upload course ${randomUUID().slice(0, 8)}`,
            description: 'Pictures',
            duration: '4',
            price: '100000',
            category: 'Testing',
          },
          'image',
          file,
          data,
        ),
      }),
    storedAt: (body: { course: { image: string | null } }) => body.course.image,
    pictureRequired: false,
  },
];

/** Every file under the uploads folder. */
const storedFiles = () =>
  readdirSync(t.config.uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

const EMPTY_FILE: HostileFile = {
  label: 'an empty file',
  name: 'empty.png',
  type: 'image/png',
  data: async () => Buffer.alloc(0),
};

describe.each(ENDPOINTS)('$route with hostile files', ({ send, storedAt, pictureRequired }) => {
  it('takes an empty file for no file: asks for one where a picture is required', async () => {
    const before = storedFiles().length;
    const res = await send(EMPTY_FILE, await EMPTY_FILE.data());
    if (pictureRequired) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody(messages.upload.noFile));
    } else {
      expect(res.statusCode).toBe(201);
      expect(storedAt(res.json()) ?? null).toBeNull();
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it.each(REFUSED)('refuses $label with the spec’s message and stores nothing', async (file) => {
    const before = storedFiles().length;
    const res = await send(file, await file.data());
    expect(res.statusCode).toBe(file.status);
    expect(res.json()).toEqual(errorBody(file.error));
    expect(storedFiles()).toHaveLength(before);
  });

  it.each(STORED)('stores $label re-encoded as WebP without metadata or extra bytes', async (file) => {
    const res = await send(file, await file.data());
    expect(res.statusCode, res.body).toBeLessThan(300);
    const url = String(storedAt(res.json()));
    expect(url).toMatch(/^\/uploads\/(avatars|courses)\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(served.rawPayload.includes(file.leftover)).toBe(false);
  });
});

describe('the hostile corpus', () => {
  it('is what it claims to be', async () => {
    const bomb = await sharp(fixture('bomb-30000x30000.png'), { limitInputPixels: false }).metadata();
    expect([bomb.width, bomb.height]).toEqual([30000, 30000]);
    expect(fixture('bomb-30000x30000.png').length).toBeLessThan(4096);
    expect((await sharp(await jpegWithGps()).metadata()).exif).toBeDefined();
    const polyglot = STORED[0]!;
    expect((await polyglot.data()).includes(HTML_PAYLOAD)).toBe(true);
  });
});

describe('GET /uploads', () => {
  it('answers a missing file with a JSON 404, without sniffable content', async () => {
    const res = await t.app.inject({ url: '/uploads/avatars/missing.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody(messages.errors.notFound));
  });

  it('does not serve files outside the uploads folder', async () => {
    writeFileSync(join(t.config.dataDir, 'outside.txt'), 'not for the web');
    for (const url of ['/uploads/../outside.txt', '/uploads/..%2foutside.txt', '/uploads/%2e%2e/outside.txt']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('not for the web');
    }
  });
});
