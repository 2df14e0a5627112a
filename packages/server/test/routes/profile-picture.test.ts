import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { users } from '../../src/db/schema.js';
import { MAX_MEGAPIXELS } from '../../src/lib/images.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createStudent } from '../helpers/fixtures.js';
import { brokenForms, pictureForm, putProfilePicture } from '../helpers/multipart.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const upload = (headers: Record<string, string>, form: FormData) => putProfilePicture(t.app, headers, form);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

const AVATAR_URL = /^\/uploads\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

describe('PUT /api/users/profile-picture', () => {
  it('stores a PNG as WebP, serves it safely, shows it on the profile, and replaces it on the next upload', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);

    const first = await upload(headers, pictureForm(await png(1000, 600)));
    expect(first.statusCode).toBe(200);
    const { profilePicture } = first.json<{ profilePicture: string }>();
    expect(profilePicture).toMatch(AVATAR_URL);

    const served = await t.app.inject({ url: profilePicture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 307 });

    const me = await t.app.inject({ url: '/api/users/full-me', headers });
    expect(me.json().profilePicture).toBe(profilePicture);

    const second = await upload(headers, pictureForm(await png(40, 40)));
    expect(second.statusCode).toBe(200);
    const replacement = second.json<{ profilePicture: string }>().profilePicture;
    expect(replacement).toMatch(AVATAR_URL);
    expect(replacement).not.toBe(profilePicture);
    expect((await t.app.inject({ url: replacement })).statusCode).toBe(200);
    expect((await t.app.inject({ url: profilePicture })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/users/full-me', headers })).json().profilePicture).toBe(replacement);
  });

  it('leaves exactly one stored picture when two uploads race', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    const [a, b] = await Promise.all([
      upload(headers, pictureForm(await png(30, 30))),
      upload(headers, pictureForm(await png(31, 31))),
    ]);
    const urls = [a.json().profilePicture as string, b.json().profilePicture as string];
    const current = (await t.app.inject({ url: '/api/users/full-me', headers })).json().profilePicture;
    expect(urls).toContain(current);
    const served = await Promise.all(urls.map(async (url) => (await t.app.inject({ url })).statusCode));
    expect(served.sort()).toEqual([200, 404]);
  });

  it('drops EXIF metadata such as the GPS position', async () => {
    const student = await createStudent(t.db);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Campus test camera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(await t.auth(student.auth), pictureForm(jpeg, 'holiday.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ url: res.json().profilePicture });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('Campus test camera')).toBe(false);
  });

  it('refuses a file over 5MB with 413', async () => {
    const student = await createStudent(t.db);
    const res = await upload(await t.auth(student.auth), pictureForm(new Uint8Array(6 * 1024 * 1024)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(errorBody(messages.upload.tooLarge));
  });

  it('judges the type by the content, not the name or the claimed type', async () => {
    const student = await createStudent(t.db);
    const text = new TextEncoder().encode('definitely not a picture');
    const res = await upload(await t.auth(student.auth), pictureForm(text, 'photo.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.upload.invalidType));
  });

  it('names the pixel limit for a picture of 100 megapixels', async () => {
    const student = await createStudent(t.db);
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(await t.auth(student.auth), pictureForm(huge, 'panorama.png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.upload.tooManyPixels(MAX_MEGAPIXELS)));
    expect(messages.upload.tooManyPixels(MAX_MEGAPIXELS)).toContain('40 megapixels');
  });

  it('says in words that only one picture is taken', async () => {
    const student = await createStudent(t.db);
    const form = pictureForm(await png(10, 10), 'one.png');
    form.append('profilePicture', new Blob([new Uint8Array(await png(12, 12))], { type: 'image/png' }), 'two.png');
    const res = await upload(await t.auth(student.auth), form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.upload.oneFileOnly));
    const [row] = await t.db.select({ picture: users.profilePicture }).from(users).where(eq(users.id, student.id));
    expect(row!.picture).toBeNull();
  });

  it('refuses a form cut off on the way or sent without its boundary', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    for (const broken of await brokenForms(pictureForm(await png(10, 10)))) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile-picture',
        payload: broken.payload,
        headers: { ...headers, ...broken.headers },
      });
      expect(res.statusCode, broken.label).toBe(400);
      expect(res.json()).toEqual(errorBody(messages.errors.unreadableForm));
    }
  });

  it('asks for a file when none is sent', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    const form = new FormData();
    form.append('note', 'no picture here');
    const noFile = await upload(headers, form);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual(errorBody(messages.upload.noFile));

    const emptyFile = await upload(headers, pictureForm(new Uint8Array(0)));
    expect(emptyFile.statusCode).toBe(400);
    expect(emptyFile.json()).toEqual(errorBody(messages.upload.noFile));
  });

  it('needs a student token', async () => {
    const admin = await createAdmin(t.db);
    const form = pictureForm(await png(10, 10));
    const anonymous = await upload({}, form);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(messages.auth.required));
    const asAdmin = await upload(await t.auth(admin.auth), form);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual(errorBody(messages.auth.forbidden));
  });
});
