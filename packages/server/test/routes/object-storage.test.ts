import { readdirSync } from 'node:fs';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { addLessons, createAdmin, createCourse, createStudent, enroll } from '../helpers/fixtures.js';
import { multipartBody, pictureForm } from '../helpers/multipart.js';
import { startS3Server } from '../helpers/s3.js';
import { freePort } from '../helpers/server-process.js';
import { errorBody } from '../../src/lib/errors.js';

/** STORAGE=s3: pictures go to the bucket and are streamed from it under the same URLs and headers as from disk. */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Client;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3Client(s3.config);
  t = await buildTestApp({ objectStorage: s3.config });
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3?.close();
});

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();

async function uploadPicture(headers: Record<string, string>, size: number): Promise<string> {
  const { payload, contentType } = await multipartBody(pictureForm(await png(size)));
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/profile-picture',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ profilePicture: string }>().profilePicture;
}

const objectOf = (url: string) =>
  bucket.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: url.replace(/^\/uploads\//, '') }));

describe('pictures in an S3-compatible bucket', () => {
  it('stores an upload in the bucket, not on disk, and serves it with the headers of a stored picture', async () => {
    const student = await createStudent(t.db);
    const url = await uploadPicture(await t.auth(student.auth), 600);
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

    const stored = await objectOf(url);
    expect(stored.ContentType).toBe('image/webp');
    const bytes = Buffer.from(await stored.Body!.transformToByteArray());
    expect(
      readdirSync(t.config.dataDir, { recursive: true }).filter((name) => String(name).startsWith('uploads')),
    ).toEqual([]);

    const served = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('removes the replaced picture from the bucket: its URL is then not found', async () => {
    const student = await createStudent(t.db);
    const headers = await t.auth(student.auth);
    const first = await uploadPicture(headers, 40);
    const second = await uploadPicture(headers, 50);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);

    const gone = await t.app.inject({ url: first });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(errorBody(messages.errors.notFound));
    await expect(objectOf(first)).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('stores a course picture there too', async () => {
    const admin = await createAdmin(t.db);
    const form = new FormData();
    const fields = { name: 'Pottery', description: 'Wheel and kiln', duration: '8', price: '150000', category: 'Art' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('image', new Blob([new Uint8Array(await png(64))], { type: 'image/png' }), 'pot.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      payload: form,
      headers: await t.auth(admin.auth),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { image } = res.json<{ course: { image: string } }>().course;
    expect(image).toMatch(/^\/uploads\/courses\//);
    expect((await objectOf(image)).ContentType).toBe('image/webp');
    expect((await t.app.inject({ url: image })).statusCode).toBe(200);
  });

  it("keeps a lesson's attachment out of public reach: under private/, downloaded only through the API", async () => {
    const admin = await t.auth((await createAdmin(t.db)).auth);
    const course = await createCourse(t.db);
    const [lesson] = await addLessons(t.db, course.id, 1);
    const student = await createStudent(t.db);
    await enroll(t.db, student.id, course);
    const form = new FormData();
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    form.append('file', new Blob([new Uint8Array(pdf)]), 'notes.pdf');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lessons/${lesson!.id}/attachments`,
      payload: form,
      headers: admin,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { _id } = added.json<{ attachment: { _id: string } }>().attachment;

    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: 'private/' }));
    const keys = (listed.Contents ?? []).map((object) => object.Key!);
    expect(keys).toEqual([expect.stringMatching(/^private\/attachments\/[0-9a-f-]{36}\.pdf$/)]);
    for (const url of [`/uploads/${keys[0]}`, `/uploads/${keys[0]!.slice('private/'.length)}`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    const file = await t.app.inject({ url: `/api/attachments/${_id}`, headers: await t.auth(student.auth) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    await t.app.inject({ method: 'DELETE', url: `/api/admin/attachments/${_id}`, headers: admin });
    const after = await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: 'private/' }));
    expect(after.Contents ?? []).toEqual([]);
  });

  it('answers 404 in JSON for a name it never gave out, without asking the bucket about other paths', async () => {
    for (const url of ['/uploads/avatars/missing.webp', '/uploads/../config.json', '/uploads/avatars/%2e%2e/x.webp']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(errorBody(messages.errors.notFound));
    }
  });

  it('answers 503 in JSON while the bucket cannot be reached, for an upload and for a picture', async () => {
    const unreachable = await buildTestApp({
      objectStorage: { ...s3.config, endpoint: `http://127.0.0.1:${await freePort()}` },
    });
    try {
      const student = await createStudent(unreachable.db);
      const { payload, contentType } = await multipartBody(pictureForm(await png(20)));
      const upload = await unreachable.app.inject({
        method: 'PUT',
        url: '/api/users/profile-picture',
        headers: { ...(await unreachable.auth(student.auth)), 'content-type': contentType },
        payload,
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toEqual(errorBody(messages.errors.unavailable));

      const picture = await unreachable.app.inject({
        url: '/uploads/avatars/0b0c8f8e-1d2a-4e5f-9a7b-3c4d5e6f7a8b.webp',
      });
      expect(picture.statusCode).toBe(503);
      expect(picture.json()).toEqual(errorBody(messages.errors.unavailable));
    } finally {
      await unreachable.close();
    }
  });
});
