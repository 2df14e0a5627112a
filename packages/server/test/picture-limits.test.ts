import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningMessages, messages } from '@campus/domain';
import { MAX_ASPECT_RATIO, MAX_SIDE } from '../src/lib/images.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { addLessons, createAdmin, createCourse, createStudent } from './helpers/fixtures.js';
import { multipartBody, pictureForm, putProfilePicture } from './helpers/multipart.js';
import { errorBody } from '../src/lib/errors.js';

/** Pictures that cost the server far more than their size: each is refused or queued, and no one user can flood it. */

const UPLOADS_PER_MINUTE = 4;
const ATTACHMENTS_PER_MINUTE = 6;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    pictureUploadsPerMinute: UPLOADS_PER_MINUTE,
    attachmentUploadsPerMinute: ATTACHMENTS_PER_MINUTE,
  });
});
afterAll(() => t.close());

const upload = (headers: Record<string, string>, picture: Buffer) =>
  putProfilePicture(t.app, headers, pictureForm(picture));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const shapeRefusal = { error: messages.upload.badShape(MAX_SIDE, MAX_ASPECT_RATIO) };

describe('the shape of an uploaded picture', () => {
  it('refuses a 1 × 39,000,000 greyscale PNG (under 40 megapixels) from its header, without decoding it', async () => {
    const needle = readFileSync(new URL('./fixtures/uploads/tall-1x39000000.png', import.meta.url));
    expect(await sharp(needle).metadata()).toMatchObject({ width: 1, height: 39_000_000 });
    expect(needle.length).toBeLessThan(200 * 1024);
    const headers = await t.auth((await createStudent(t.db)).auth);
    const started = performance.now();
    const res = await upload(headers, needle);
    const elapsedMs = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(shapeRefusal);
    // Decoding it took 5.7 s.
    expect(elapsedMs).toBeLessThan(1_000);
  }, 60_000);

  it.each([
    ['wider than the longest side', MAX_SIDE + 1, 2_000],
    ['more than 10 times as long as it is wide', 2_001, 200],
  ])('refuses a picture %s', async (_case, width, height) => {
    const headers = await t.auth((await createStudent(t.db)).auth);
    const res = await upload(headers, await png(width, height));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(shapeRefusal);
  });

  it('takes a picture of the longest side and ratio allowed', async () => {
    const headers = await t.auth((await createStudent(t.db)).auth);
    expect((await upload(headers, await png(2_000, 200))).statusCode).toBe(200);
  });
});

describe('image work', () => {
  it('runs one picture at a time, on one thread, however many are sent at once', async () => {
    const pictures = await Promise.all([1, 2, 3, 4].map((i) => png(3_000 + i, 3_000)));
    const senders = await Promise.all(pictures.map(async () => t.auth((await createStudent(t.db)).auth)));
    let busiest = 0;
    const sampler = setInterval(() => (busiest = Math.max(busiest, sharp.counters().process)), 2);
    const answers = await Promise.all(pictures.map((picture, i) => upload(senders[i]!, picture)));
    clearInterval(sampler);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(busiest).toBe(1);
    expect(sharp.concurrency()).toBe(1);
  });
});

describe('uploads per user', () => {
  it(`takes ${UPLOADS_PER_MINUTE} pictures a minute from one student, then answers 429 with Retry-After; others go on`, async () => {
    const picture = await png(64, 64);
    const headers = await t.auth((await createStudent(t.db)).auth);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) expect((await upload(headers, picture)).statusCode).toBe(200);
    const refused = await upload(headers, picture);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorBody(messages.upload.tooMany));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    const someoneElse = await t.auth((await createStudent(t.db)).auth);
    expect((await upload(someoneElse, picture)).statusCode).toBe(200);
  });
});

describe("a lesson's files per teacher", () => {
  it(`count apart from pictures: ${ATTACHMENTS_PER_MINUTE} a minute, pictures among them, then 429 in their own words`, async () => {
    const admin = await t.auth((await createAdmin(t.db)).auth);
    const [lesson] = await addLessons(t.db, (await createCourse(t.db)).id, 1);
    const picture = await png(64, 64);
    const attach = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)]), 'diagram.png');
      const { payload, contentType } = await multipartBody(form);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/lessons/${lesson!.id}/attachments`,
        headers: { ...admin, 'content-type': contentType },
        payload,
      });
    };
    // More than the pictures' limit: a chapter's handouts come in a batch.
    for (let i = 0; i < ATTACHMENTS_PER_MINUTE; i += 1) expect((await attach()).statusCode).toBe(201);
    const refused = await attach();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorBody(learningMessages.attachmentsTooMany));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
