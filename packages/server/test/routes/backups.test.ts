import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupMessages, type BackupList, type BackupResponse } from '@campus/domain';
import { auditEvents, backups, users } from '../../src/db/schema.js';
import { openDatabase } from '../../src/db/client.js';
import { verifyArchive } from '../../src/lib/backups/archive.js';
import { checkArchive, restoreBackup } from '../../src/lib/backups/backup.js';
import { localDiskStorage } from '../../src/plugins/app/storage.js';
import { BACKUP_LEASE_MS } from '../../src/repositories/backups.js';
import { buildSecondInstance, buildTestApp, json, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, PDF, takeBackup } from '../helpers/fixtures.js';
import { startS3Server } from '../helpers/s3.js';
import { mountSmallDisk } from '../helpers/small-disk.js';
import { errorBody } from '../../src/lib/errors.js';

const METRICS_TOKEN = 'metrics-token-for-the-backups';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: METRICS_TOKEN });
  admin = await createAdmin(t.db);
  headers = await t.auth(admin.auth);
  const student = await createStudent(t.db, { name: 'अनन्या शर्मा' });
  await enroll(t.db, student.id, await createCourse(t.db));
});
afterAll(() => t.close());

const list = async (app = t.app) =>
  json<BackupList>(await app.inject({ url: '/api/admin/backups', headers: await t.auth(admin.auth) }));

/** Waits until no backup of the app is still being written. */
const settled = (app = t.app) => Promise.allSettled(app.backups.running);

// Each backup opens a copy of the database in a thread of its own: seconds of work on a busy machine.
describe('back up now', { timeout: 60_000 }, () => {
  it('starts a backup in the background, lists it done with its size, audited, and downloads its archive', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers });
    expect(res.statusCode, res.body).toBe(202);
    const { message, backup } = json<BackupResponse>(res);
    expect(message).toBe(backupMessages.started);
    expect(backup).toMatchObject({ reason: 'manual', state: 'running', startedBy: admin.name, size: null });
    await settled();

    const { items, dailyAt, keep, destination } = await list();
    expect({ dailyAt, keep, destination }).toEqual({
      dailyAt: null,
      keep: 7,
      destination: join(t.config.dataDir, 'backups'),
    });
    const done = items.find((item) => item._id === backup._id)!;
    expect(done).toMatchObject({ state: 'done', error: null });
    expect(done.size).toBeGreaterThan(0);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'backup.created'), eq(auditEvents.entityId, backup._id)));
    expect(event).toMatchObject({ actorId: admin.id, entityType: 'backup' });

    const download = await t.app.inject({ url: `/api/admin/backups/${backup._id}/download`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename=campus-backup-[\d-]+-[0-9a-f]{8}\.tar\.gz$/,
    );
    expect(download.rawPayload.length).toBe(done.size);
    const copy = join(mkdtempSync(join(tmpdir(), 'campus-download-')), 'backup.tar.gz');
    writeFileSync(copy, download.rawPayload);
    const manifest = await verifyArchive(copy);
    expect(manifest.database.tables.users!.rows).toBe(await t.db.$count(users));
  });

  it('is refused while another is running; one no instance is writing any more is failed at once, its partial file removed', async () => {
    await settled();
    const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
    const [running] = await t.db
      .insert(backups)
      .values({ reason: 'manual', fileName: 'campus-backup-running.tar.gz', heartbeatAt: secondsAgo(5) })
      .returning();
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual(errorBody(backupMessages.running));
    expect((await list()).items.find((item) => item._id === running!.id)).toMatchObject({ state: 'running' });

    // Its instance was killed (or stopped before the archive was complete): its heartbeat stopped a lease ago.
    const partial = join(t.app.backups.store.workDir, `${running!.fileName}.partial`);
    mkdirSync(t.app.backups.store.workDir, { recursive: true });
    writeFileSync(partial, 'the first bytes of an archive');
    await t.db
      .update(backups)
      .set({ heartbeatAt: secondsAgo(BACKUP_LEASE_MS / 1000 + 1) })
      .where(eq(backups.id, running!.id));
    const shown = (await list()).items.find((item) => item._id === running!.id)!;
    expect(shown).toMatchObject({ state: 'failed', error: expect.stringMatching(/^Interrupted/) });
    expect(existsSync(partial)).toBe(false);
    const download = await t.app.inject({ url: `/api/admin/backups/${running!.id}/download`, headers });
    expect(download.statusCode).toBe(409);
    expect(json(download)).toEqual(errorBody(backupMessages.notDone));
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers })).statusCode).toBe(202);
    await settled();
  });

  it('answers 404 for a backup that does not exist', async () => {
    const res = await t.app.inject({
      url: '/api/admin/backups/6f1c1c9e-8f55-4a8e-9d64-2b3c3a1b0e11/download',
      headers,
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual(errorBody(backupMessages.notFound));
  });

  it('keeps the newest BACKUP_KEEP backups and deletes the archives of older ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-kept-'));
    const kept = await buildTestApp({
      backups: { destination: { dir }, dailyAt: undefined, keep: 2, beforeImport: false },
    });
    try {
      const keeper = await createAdmin(kept.db);
      for (let i = 0; i < 3; i++) await takeBackup(kept.app.services, keeper.id);
      const { items } = json<BackupList>(
        await kept.app.inject({ url: '/api/admin/backups', headers: await kept.auth(keeper.auth) }),
      );
      expect(items.map((item) => item.state)).toEqual(['done', 'done']);
      expect(readdirSync(dir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2);
    } finally {
      await kept.close();
    }
  });
});

describe('a backup that fails', { timeout: 60_000 }, () => {
  it('is listed as failed with the reason, and counted in /metrics', async () => {
    // The folder for backups is a file: nothing can be written there.
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'campus-broken-')), 'backups');
    writeFileSync(notAFolder, 'not a folder');
    const broken = await buildTestApp({
      metricsToken: METRICS_TOKEN,
      backups: { destination: { dir: notAFolder }, dailyAt: undefined, keep: 7, beforeImport: false },
    });
    try {
      const caller = await createAdmin(broken.db);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/admin/backups',
        headers: await broken.auth(caller.auth),
      });
      expect(res.statusCode).toBe(202);
      await settled(broken.app);
      const { items } = json<BackupList>(
        await broken.app.inject({ url: '/api/admin/backups', headers: await broken.auth(caller.auth) }),
      );
      expect(items[0]).toMatchObject({ state: 'failed', error: expect.stringContaining('ENOTDIR') });
      const metrics = await broken.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.body).toContain('campus_backups{state="failed"} 1');
      expect(metrics.body).toContain('campus_backups{state="done"} 0');
    } finally {
      await broken.close();
    }
  });
});

describe.skipIf(process.getuid?.() !== 0)('a backup on a disk that fills up (a 1 MB tmpfs; needs root)', () => {
  it('fails with its reason in words, its partial file removed, and the server goes on', async () => {
    const disk = mountSmallDisk(1)!;
    const full = await buildTestApp({
      backups: { destination: { dir: disk.dir }, dailyAt: undefined, keep: 7, beforeImport: false },
    });
    try {
      const caller = await createAdmin(full.db);
      const callerHeaders = await full.auth(caller.auth);
      // Random bytes do not shrink when gzipped: the archive cannot fit. Several files, so that the disk fills up
      // while one of them is being written.
      for (let i = 0; i < 8; i++) await full.app.storage.put(`avatars/${randomUUID()}.webp`, randomBytes(256 * 1024));
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await full.app.inject({ method: 'POST', url: '/api/admin/backups', headers: callerHeaders });
        expect(res.statusCode, res.body).toBe(202);
        await settled(full.app);
      }
      const { items } = json<BackupList>(await full.app.inject({ url: '/api/admin/backups', headers: callerHeaders }));
      expect(items.map(({ state, error }) => ({ state, error }))).toEqual([
        { state: 'failed', error: backupMessages.diskFull },
        { state: 'failed', error: backupMessages.diskFull },
      ]);
      // Nothing is left on the disk but the empty folder the archives are written in.
      expect(readdirSync(disk.dir, { recursive: true })).toEqual(['.partial']);
      expect((await full.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await full.close();
      disk.remove();
    }
  }, 120_000);
});

describe('the daily backup', { timeout: 60_000 }, () => {
  it('is taken once a day however many instances run it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-daily-'));
    // 00:00 has always passed: each instance runs the day's backup as it starts.
    const config = { backups: { destination: { dir }, dailyAt: '00:00', keep: 7, beforeImport: false } };
    const first = await buildTestApp(config);
    try {
      const second = await buildSecondInstance(first, { ...first.config });
      await settled(first.app);
      await settled(second.app);
      await second.close();
      const rows = await first.db.select().from(backups);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'scheduled', state: 'done', startedBy: null });
      expect(existsSync(join(dir, rows[0]!.fileName))).toBe(true);
    } finally {
      await first.close();
    }
  });
});

describe('a daily backup cut short', { timeout: 60_000 }, () => {
  it('frees its day: the next instance to start takes the day’s backup', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-daily-cut-'));
    const config = { backups: { destination: { dir }, dailyAt: '00:00', keep: 7, beforeImport: false } };
    const first = await buildTestApp(config);
    try {
      // The day's backup, started as the instance got ready.
      const today = await vi.waitFor(
        async () => {
          const [row] = await first.db.select().from(backups);
          expect(row).toMatchObject({ state: 'done' });
          return row!;
        },
        { timeout: 60_000, interval: 200 },
      );
      // As if the instance that took it had been killed while writing it.
      await first.db
        .update(backups)
        .set({
          state: 'running',
          size: null,
          finishedAt: null,
          heartbeatAt: sql`now() - make_interval(secs => ${BACKUP_LEASE_MS / 1000 + 1})`,
        })
        .where(eq(backups.id, today.id));
      const restarted = await buildSecondInstance(first, { ...first.config });
      try {
        await vi.waitFor(
          async () => {
            const rows = await first.db.select().from(backups).orderBy(backups.startedAt);
            expect(rows.map(({ state, scheduledOn }) => ({ state, scheduledOn }))).toEqual([
              { state: 'failed', scheduledOn: null },
              { state: 'done', scheduledOn: today.scheduledOn },
            ]);
          },
          { timeout: 60_000, interval: 200 },
        );
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('the restore point before a bulk import', { timeout: 60_000 }, () => {
  const importFile = async (app: TestApp, courseName: string) => {
    const caller = await createAdmin(app.db);
    const form = new FormData();
    form.append('dryRun', 'false');
    const file = `name,email,phone,dob,courses\nरवि कुमार,ravi.${Date.now()}@example.com,9876543210,2004-01-01,${courseName}\n`;
    form.append('file', new Blob([file]), 'students.csv');
    return app.app.inject({
      method: 'POST',
      url: '/api/admin/students/import',
      headers: await app.auth(caller.auth),
      payload: form,
    });
  };

  it('is taken first, and the import’s audit event names it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-restore-point-'));
    const app = await buildTestApp({
      backups: { destination: { dir }, dailyAt: undefined, keep: 7, beforeImport: true },
    });
    try {
      const course = await createCourse(app.db);
      const res = await importFile(app, course.name);
      expect(res.statusCode, res.body).toBe(200);
      const [point] = await app.db.select().from(backups);
      expect(point).toMatchObject({ reason: 'import', state: 'done' });
      const [event] = await app.db.select().from(auditEvents).where(eq(auditEvents.action, 'students.imported'));
      expect(event!.changes).toMatchObject({ restorePoint: { from: null, to: point!.id } });
    } finally {
      await app.close();
    }
  });

  it('stops the import when it cannot be taken, and nothing is imported', async () => {
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'campus-broken-')), 'backups');
    writeFileSync(notAFolder, 'not a folder');
    const app = await buildTestApp({
      backups: { destination: { dir: notAFolder }, dailyAt: undefined, keep: 7, beforeImport: true },
    });
    try {
      const course = await createCourse(app.db);
      const students = await app.db.$count(users, eq(users.role, 'student'));
      const res = await importFile(app, course.name);
      expect(res.statusCode).toBe(503);
      expect(json<{ error: string }>(res).error).toMatch(
        /^The import was not started: the backup taken before an import failed \(.*ENOTDIR/,
      );
      expect(await app.db.$count(users, eq(users.role, 'student'))).toBe(students);
    } finally {
      await app.close();
    }
  });
});

describe('backups with STORAGE=s3 and BACKUP_S3_PREFIX', { timeout: 60_000 }, () => {
  it('take the files from the bucket and keep the archive in it, for download and restore', async () => {
    const s3 = await startS3Server();
    const app = await buildTestApp({
      objectStorage: s3.config,
      backups: { destination: { s3Prefix: 'nightly/' }, dailyAt: undefined, keep: 7, beforeImport: false },
    });
    const folder = mkdtempSync(join(tmpdir(), 'campus-from-bucket-'));
    const target = await openDatabase({});
    try {
      const picture = await app.app.storage.put(
        'avatars/6f1c1c9e-8f55-4a8e-9d64-2b3c3a1b0e11.webp',
        Buffer.from('webp'),
      );
      await app.app.storage.putPrivate('attachments/0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e.pdf', PDF, 'application/pdf');
      const caller = await createAdmin(app.db);
      const id = await takeBackup(app.app.services, caller.id);
      const { destination } = json<BackupList>(
        await app.app.inject({ url: '/api/admin/backups', headers: await app.auth(caller.auth) }),
      );
      expect(destination).toBe(`s3://${s3.config.bucket}/nightly/`);
      const download = await app.app.inject({
        url: `/api/admin/backups/${id}/download`,
        headers: await app.auth(caller.auth),
      });
      expect(download.statusCode).toBe(200);
      const copy = join(folder, 'backup.tar.gz');
      writeFileSync(copy, download.rawPayload);
      // A restore of it onto disk has the bucket's files, and not the archive itself.
      const storage = localDiskStorage(join(folder, 'uploads'), join(folder, 'files'));
      await restoreBackup(target, storage, await checkArchive(copy));
      const restored = [];
      for await (const file of storage.list()) restored.push(`${file.area}/${file.key}`);
      expect(restored.sort()).toEqual([
        'private/attachments/0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e.pdf',
        `public/${picture.slice('/uploads/'.length)}`,
      ]);
      expect(
        await storage.read({ area: 'private', key: 'attachments/0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e.pdf' }),
      ).toEqual(PDF);
    } finally {
      await target.close();
      await app.close();
      await s3.close();
    }
  });
});
