import { createHash, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { generateX25519Identity } from 'age-encryption';
import { dateInIndia } from '@campus/domain';
import { eq, sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationJournal, openDatabase, type Database, type Db } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import {
  backups,
  feeAccounts,
  guardians,
  payments,
  receiptCounters,
  studentGuardians,
  users,
} from '../src/db/schema.js';
import { ArchiveError, createArchive, type Manifest } from '../src/lib/backups/archive.js';
import { backupKey, type BackupKey } from '../src/lib/backups/encryption.js';
import { checkArchive, restoreBackup, writeBackup } from '../src/lib/backups/backup.js';
import { officeFigureCheck } from '../src/repositories/office-figures.js';
import { localDiskStorage, type FileStorage } from '../src/plugins/app/storage.js';
import { queueDueReminders } from '../src/services/email.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createScratchDatabase } from './helpers/database.js';
import {
  addLessons,
  attachPdf,
  concede,
  createAdmin,
  createCourse,
  createStudent,
  enroll,
  pay,
  reverse,
  takeBackup,
} from './helpers/fixtures.js';

type Kind = Database['kind'];
const serverUrl = process.env.DATABASE_URL;
// The PGlite run backs PGlite up into PGlite; the PostgreSQL run PostgreSQL into PostgreSQL, and each into the other
// (an institute moving to a server, or back).
const pairs: [Kind, Kind][] = serverUrl
  ? [
      ['postgres', 'postgres'],
      ['pglite', 'postgres'],
      ['postgres', 'pglite'],
    ]
  : [['pglite', 'pglite']];

const work = mkdtempSync(join(tmpdir(), 'campus-backups-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A new database of that kind, not even migrated, and a new storage: where a restore goes. */
async function emptyTarget(kind: Kind) {
  const folder = mkdtempSync(join(work, 'target-'));
  const storage = localDiskStorage(join(folder, 'uploads'), join(folder, 'files'));
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { folder, database, storage, close: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl!);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 3, queryTimeoutMs: 0 });
  return {
    folder,
    database,
    storage,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Every row of every table of the institute's data, as JSON with times in UTC, sorted: what must come back. */
async function tableRows(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const { rows: tables } = (await tx.execute(
      sql`select tablename from pg_tables where schemaname = 'public'
        and tablename not in ('backups', 'sessions', 'sign_in_codes') order by 1`,
    )) as unknown as { rows: { tablename: string }[] };
    const result: Record<string, string[]> = {};
    for (const { tablename } of tables) {
      const { rows } = (await tx.execute(
        sql`select row_to_json(t)::text as row from ${sql.identifier(tablename)} t`,
      )) as unknown as { rows: { row: string }[] };
      result[tablename] = rows.map((row) => row.row).sort();
    }
    return result;
  });
}

const count = async (db: Db, table: string) =>
  (
    (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

async function fileChecksums(storage: FileStorage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for await (const file of storage.list()) {
    sums[`${file.area}/${file.key}`] = createHash('sha256')
      .update(await storage.read(file))
      .digest('hex');
  }
  return sums;
}

/**
 * An institute's data in small: students with names in Indian scripts, payments (recorded as the office does, with
 * their audit events and receipt numbers), a reversal and a concession, an overdue account's reminder in the outbox,
 * a profile picture and a lesson's attachment. Returns the account that payments keep going to during the backup.
 */
async function fill(t: TestApp) {
  const admin = await createAdmin(t.db);
  const headers = await t.auth(admin.auth);
  const course = await createCourse(t.db, { name: `गणित ${randomUUID().slice(0, 4)}`, price: 50_000_00 });
  const names = ['अनन्या शर्मा', 'கார்த்திக் சுப்பிரமணியம்', 'Vihaan Iyer'];
  const accounts = await Promise.all(
    names.map(async (name) => {
      const student = await createStudent(t.db, { name });
      return { student, account: (await enroll(t.db, student.id, course)).account };
    }),
  );
  const payBy = async (i: number, amount: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers,
      payload: {
        studentId: accounts[i]!.student.id,
        courseId: course.id,
        totalFee: course.price,
        amountPaid: amount,
        paymentDate: '2026-11-20',
        paymentMode: 'Cash',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await payBy(0, 10_000_00);
  await payBy(1, 5_000_00);
  const reversed = await pay(t.db, accounts[1]!.account.id, 1_000_00);
  await reverse(t.db, reversed);
  await concede(t.db, accounts[2]!.account.id, 2_500_00);
  // Overdue (enrolled long ago, nothing paid): the day's reminder goes into the outbox, to the student and their
  // guardian.
  const late = await createStudent(t.db, { name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ' });
  await enroll(t.db, late.id, course, { dueDate: '2025-01-01' });
  const [guardian] = await t.db
    .insert(guardians)
    .values({ name: 'ਗੁਰਮੀਤ ਕੌਰ', relation: 'Mother', phone: '9876543210', email: `mother-${randomUUID()}@campus.test` })
    .returning();
  await t.db.insert(studentGuardians).values({ studentId: late.id, guardianId: guardian!.id });
  // Queued as by an institute that sends email (the payments below, taken during the backup, queue no receipts).
  const { channelsFor } = t.app.services;
  t.app.services.channelsFor = () => ['email'];
  expect(await queueDueReminders(t.app.services, 7)).toBeGreaterThan(0);
  t.app.services.channelsFor = channelsFor;
  const picture = await t.app.storage.put(`avatars/${randomUUID()}.webp`, Buffer.from('RIFF....WEBPVP8 picture'));
  await t.db.update(users).set({ profilePicture: picture }).where(eq(users.id, accounts[0]!.student.id));
  const [lesson] = await addLessons(t.db, course.id, 1);
  await attachPdf(t.db, t.app.storage, lesson!.id, 'पाठ्यक्रम.pdf');
  return { payBy, busyAccount: accounts[0]!.account.id };
}

describe.each(pairs)('a backup of %s restored into %s', (from, to) => {
  let t: TestApp;
  let filled: Awaited<ReturnType<typeof fill>>;
  const archive = join(work, `${from}-to-${to}-${randomUUID()}.tar.gz`);
  beforeAll(async () => {
    // PGlite in a folder, as the server has it: its snapshot is a copy of that folder, taken while payments go on.
    t = await buildTestApp({}, undefined, false, from, mkdtempSync(join(work, 'source-')));
    filled = await fill(t);
  }, 120_000);
  afterAll(() => t.close());

  it('holds every row and file as they were, while payments went on being recorded', { timeout: 120_000 }, async () => {
    const before = await tableRows(t.db);
    // Payments keep coming while the backup is taken; each is in it whole (with its audit event, its receipt number
    // and its account's sums) or not at all.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await filled.payBy(0, 1_00);
        written++;
      }
    })();
    const manifest = await writeBackup(t.database, t.app.storage, archive);
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(manifest.files).toHaveLength(2);
    const after = await tableRows(t.db);
    const files = await fileChecksums(t.app.storage);

    const target = await emptyTarget(to);
    try {
      await restoreBackup(target.database, target.storage, await checkArchive(archive));
      const restored = await tableRows(target.database.db);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(before).sort());
      // Sign-ins are not backed up: whoever uses the restored institute signs in again.
      expect(manifest.database.tables.sessions).toBeUndefined();
      expect(await count(t.db, 'sessions')).toBeGreaterThan(0);
      expect(await count(target.database.db, 'sessions')).toBe(0);
      // What no payment touched is exactly as it was.
      const touched = new Set([
        'payments',
        'audit_events',
        'fee_accounts',
        'receipt_counters',
        // The office's figures the payments moved.
        'office_figure_days',
        'fee_account_dues',
        'office_dues_by_date',
      ]);
      for (const table of Object.keys(before).filter((name) => !touched.has(name))) {
        expect(restored[table], table).toEqual(before[table]);
      }
      // The ledger and the audit trail are as they were at one moment between the first row and the last.
      for (const table of ['payments', 'audit_events']) {
        const was = new Set(after[table]);
        expect(
          restored[table]!.every((row) => was.has(row)),
          table,
        ).toBe(true);
        const kept = new Set(restored[table]);
        expect(
          before[table]!.every((row) => kept.has(row)),
          table,
        ).toBe(true);
      }
      const others = (rows: string[]) => rows.filter((row) => !row.includes(filled.busyAccount));
      expect(others(restored.fee_accounts!)).toEqual(others(before.fee_accounts!));
      const inBackup = restored.payments!.length - before.payments!.length;
      expect(restored.audit_events!.length - before.audit_events!.length).toBe(inBackup);
      const restoredDb = target.database.db;
      const [busy] = await restoredDb.select().from(feeAccounts).where(eq(feeAccounts.id, filled.busyAccount));
      const { rows: sums } = (await restoredDb.execute(
        sql`select coalesce(sum(amount), 0)::bigint as paid from ${payments}
          where fee_account_id = ${filled.busyAccount} and kind = 'payment'`,
      )) as unknown as { rows: { paid: string | number }[] };
      expect(Number(busy!.paid)).toBe(Number(sums[0]!.paid));
      // Each year's receipt counter is at its last receipt restored: the next number is not given twice.
      const { rows: counters } = (await restoredDb.execute(
        sql`select c.last_number as last, max(split_part(p.receipt_number, '/', 2)::int) as highest
          from ${receiptCounters} c join ${payments} p on split_part(p.receipt_number, '/', 1) = c.financial_year
          group by c.financial_year, c.last_number`,
      )) as unknown as { rows: { last: number; highest: number }[] };
      expect(counters.length).toBeGreaterThan(0);
      for (const counter of counters) expect(counter.last).toBe(counter.highest);
      // The office's figures are those of the rows restored.
      expect(await officeFigureCheck(restoredDb, dateInIndia(new Date()))).toEqual([]);
      expect(await fileChecksums(target.storage)).toEqual(files);
      // The restored database goes on: a new student is numbered after the others.
      const student = await createStudent(target.database.db, { name: 'नया छात्र' });
      const highest = Math.max(...restored.users!.map((row) => (JSON.parse(row) as { number: number }).number));
      expect(student.number).toBe(highest + 1);
    } finally {
      await target.close();
    }
  });

  it('refuses a database or storage that is not empty, unless forced', { timeout: 60_000 }, async () => {
    const target = await emptyTarget(to);
    try {
      await restoreBackup(target.database, target.storage, await checkArchive(archive));
      await expect(restoreBackup(target.database, target.storage, await checkArchive(archive))).rejects.toThrow(
        /Restore needs an empty database and storage, but the database has rows \(.*\) and the storage holds 2 files; use --force/,
      );
      await restoreBackup(target.database, target.storage, await checkArchive(archive), { force: true });
      expect(await fileChecksums(target.storage)).toEqual(await fileChecksums(t.app.storage));
    } finally {
      await target.close();
    }
  });
});

describe('an archive of an older Campus', { timeout: 120_000 }, () => {
  it('is restored at its own migration and then migrated forward', async () => {
    const journal = migrationJournal();
    // Taken before the list of backups (and every migration after it) existed.
    const level = journal.findIndex((migration) => migration.tag === '0032_backups');
    const older = await openDatabase({});
    const archive = join(work, `older-${randomUUID()}.tar.gz`);
    try {
      await older.migrate(level);
      await older.db.execute(
        sql`insert into users (role, name, email) values ('student', 'पुराना छात्र', 'old.student@example.com')`,
      );
      const emptyStorage = localDiskStorage(join(work, `older-${randomUUID()}`), join(work, `older-${randomUUID()}`));
      const manifest = await writeBackup(older, emptyStorage, archive);
      expect(manifest.database.lastMigration).toBe(journal[level - 1]!.tag);
    } finally {
      await older.close();
    }
    const target = await emptyTarget(serverUrl ? 'postgres' : 'pglite');
    try {
      await restoreBackup(target.database, target.storage, await checkArchive(archive));
      const { rows } = (await target.database.db.execute(
        sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
          (select count(*)::int from backups) as backups, (select name from users) as name`,
      )) as unknown as { rows: { migrations: number; backups: number; name: string }[] };
      expect(rows[0]).toEqual({ migrations: journal.length, backups: 0, name: 'पुराना छात्र' });
    } finally {
      await target.close();
    }
  });
});

/** What a refused restore must leave: the target as it was (here empty: not a table, not a file). */
async function expectRefused(path: string, message: RegExp, key?: BackupKey) {
  const target = await emptyTarget(serverUrl ? 'postgres' : 'pglite');
  try {
    const error = await checkArchive(path, key)
      .then((checked) => restoreBackup(target.database, target.storage, checked))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as Error).message).toMatch(message);
    const { rows } = (await target.database.db.execute(
      sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
    expect(await fileChecksums(target.storage)).toEqual({});
    return target.folder;
  } finally {
    await target.close();
  }
}

/** An institute's backup, shared by the tests of damaged and crafted archives. */
let source: { t: TestApp; archive: string } | undefined;
async function sourceArchive() {
  if (!source) {
    const t = await buildTestApp();
    await fill(t);
    const archive = join(work, `source-${randomUUID()}.tar.gz`);
    await writeBackup(t.database, t.app.storage, archive);
    source = { t, archive };
  }
  return source;
}
afterAll(() => source?.t.close());

describe('a damaged archive', { timeout: 60_000 }, () => {
  let archive: string;
  beforeAll(async () => {
    ({ archive } = await sourceArchive());
  }, 120_000);

  it('refuses one cut short', async () => {
    const cut = join(work, `cut-${randomUUID()}.tar.gz`);
    writeFileSync(cut, readFileSync(archive));
    truncateSync(cut, Math.floor(statSync(archive).size / 2));
    await expectRefused(cut, /^The archive is damaged or incomplete/);
  });

  it('refuses one with a byte changed', async () => {
    const bytes = readFileSync(archive);
    const changed = join(work, `changed-${randomUUID()}.tar.gz`);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(changed, bytes);
    await expectRefused(changed, /^The archive is damaged/);
  });

  it('refuses a file that is not a backup', async () => {
    const other = join(work, `other-${randomUUID()}.tar.gz`);
    writeFileSync(other, 'name,email\nAnanya,ananya@example.com\n');
    await expectRefused(other, /^The archive is damaged or incomplete/);
  });
});

/** A plain archive's entries in order, and its manifest. */
async function unpack(path: string) {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  const entries: { name: string; data: Buffer }[] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await reading;
  const manifest = JSON.parse(entries.pop()!.data.toString('utf8')) as Manifest;
  return { entries, manifest };
}

/**
 * An archive as anyone can write one: the entries given, and a manifest that lists each with its true size and
 * checksum (`change` makes the rest of it what the test needs).
 */
async function craft(from: string, change: (archive: Awaited<ReturnType<typeof unpack>>) => void): Promise<string> {
  const unpacked = await unpack(from);
  change(unpacked);
  const path = join(work, `crafted-${randomUUID()}.tar.gz`);
  const archive = createArchive(path);
  for (const { name, data } of unpacked.entries) await archive.add(name, data);
  const { entries: _, ...manifest } = unpacked.manifest;
  await archive.finish(manifest);
  return path;
}

const jsonLines = (data: Buffer) => data.toString('utf8').split('\n');

describe('a crafted archive', { timeout: 120_000 }, () => {
  let archive: string;
  beforeAll(async () => {
    ({ archive } = await sourceArchive());
  }, 120_000);

  it('naming a file outside the storage is refused whole, and the secret file stays', async () => {
    for (const key of ['../jwt-secret', '../../outside.webp', 'avatars/../../jwt-secret', '/tmp/outside.webp']) {
      const crafted = await craft(archive, ({ entries, manifest }) => {
        const data = Buffer.from('attacker-chosen-secret-attacker-chosen-secret');
        entries.push({ name: 'files/public/avatars/planted.webp', data });
        manifest.files.push({ path: 'files/public/avatars/planted.webp', area: 'public', key });
      });
      const target = await expectRefused(crafted, /^The archive’s manifest is not a Campus backup’s \(files\.\d+\.key/);
      expect(readdirSync(target)).toEqual([]);
      expect(existsSync(join(target, '..', 'outside.webp'))).toBe(false);
    }
    // The name of an entry itself is checked before it is read.
    const named = await craft(archive, ({ entries }) => {
      entries.push({ name: 'files/public/../../jwt-secret', data: Buffer.from('x') });
    });
    await expectRefused(
      named,
      /^The archive holds "files\/public\/\.\.\/\.\.\/jwt-secret", which no Campus backup holds/,
    );
  });

  it('holding the list of backups is refused whole', async () => {
    const crafted = await craft(archive, ({ entries, manifest }) => {
      const row = { id: randomUUID(), reason: 'manual', state: 'done', file_name: '../../jwt-secret', size: 48 };
      entries.unshift({ name: 'database/backups/00001.jsonl', data: Buffer.from(JSON.stringify(row)) });
      manifest.database.tables.backups = { rows: 1, parts: ['database/backups/00001.jsonl'] };
    });
    await expectRefused(crafted, /^No backup holds the table backups: this one was changed$/);
  });

  it('that inflates to hundreds of megabytes is refused before it is read, in little memory', async () => {
    const bomb = join(work, `bomb-${randomUUID()}.tar.gz`);
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(bomb));
    const zeros = Buffer.alloc(1024 * 1024);
    const entry = pack.entry({ name: 'database/users/00001.jsonl', size: 300 * zeros.length });
    await pipeline(Readable.from(Array.from({ length: 300 }, () => zeros)), entry as unknown as NodeJS.WritableStream);
    pack.finalize();
    await written;
    expect(statSync(bomb).size).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 5);
    const refused =
      /^The archive’s database\/users\/00001\.jsonl is 314572800 bytes, more than any Campus backup holds$/;
    try {
      await expect(checkArchive(bomb)).rejects.toThrow(refused);
    } finally {
      clearInterval(watch);
    }
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    await expectRefused(bomb, refused);
  });

  it('that fails to load halfway leaves the database and the files as they were', async () => {
    // A row that refers to no user: it goes in, and the foreign keys added back after every table refuse it, once
    // the stored files are in their staging place too.
    const crafted = await craft(archive, ({ entries, manifest }) => {
      const part = entries.find((entry) => entry.name.startsWith('database/enrollments/'))!;
      const [first] = jsonLines(part.data);
      const row = { ...(JSON.parse(first!) as Record<string, unknown>), id: randomUUID(), student_id: randomUUID() };
      part.data = Buffer.concat([part.data, Buffer.from(`\n${JSON.stringify(row)}`)]);
      manifest.database.tables.enrollments!.rows++;
    });
    const target = await emptyTarget(serverUrl ? 'postgres' : 'pglite');
    try {
      await restoreBackup(target.database, target.storage, await checkArchive(archive));
      const [rows, files] = [await tableRows(target.database.db), await fileChecksums(target.storage)];
      expect(Object.keys(files)).toHaveLength(2);
      const error = await checkArchive(crafted)
        .then((checked) => restoreBackup(target.database, target.storage, checked, { force: true }))
        .catch((caught: unknown) => caught);
      expect((error as Error).message).toMatch(
        /^The archive could not be loaded \(.*enrollments.*\); the database and the files are as they were$/,
      );
      expect(await tableRows(target.database.db)).toEqual(rows);
      expect(await fileChecksums(target.storage)).toEqual(files);
      expect(readdirSync(target.folder).sort()).toEqual(['files', 'uploads']);
    } finally {
      await target.close();
    }
  });
});

describe('an encrypted archive', { timeout: 60_000 }, () => {
  it('is written by the server for BACKUP_ENCRYPTION_KEY, downloaded as it is, and restored only with that key', async () => {
    const identity = await generateX25519Identity();
    const key = await backupKey(identity);
    const t = await buildTestApp({
      backups: {
        destination: { dir: join(work, `encrypted-${randomUUID()}`) },
        dailyAt: undefined,
        keep: 7,
        beforeImport: false,
        encryptionKey: identity,
      },
    });
    try {
      await fill(t);
      const admin = await createAdmin(t.db);
      const id = await takeBackup(t.app.services, admin.id);
      const download = await t.app.inject({
        url: `/api/admin/backups/${id}/download`,
        headers: await t.auth(admin.auth),
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.headers['content-disposition']).toMatch(
        /filename=campus-backup-[\d-]+-[0-9a-f]{8}\.tar\.gz\.age$/,
      );
      const copy = join(work, `encrypted-${randomUUID()}.tar.gz.age`);
      writeFileSync(copy, download.rawPayload);
      expect(download.rawPayload.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');

      await expectRefused(copy, /^The archive is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with$/);
      const other = await backupKey(await generateX25519Identity());
      await expectRefused(copy, /^The archive is encrypted with another key than BACKUP_ENCRYPTION_KEY$/, other);
      const changed = Buffer.from(download.rawPayload);
      changed[changed.length - 100] = changed[changed.length - 100]! ^ 0xff;
      const changedPath = join(work, `changed-${randomUUID()}.tar.gz.age`);
      writeFileSync(changedPath, changed);
      await expectRefused(changedPath, /^The archive is damaged or incomplete/, key);

      const target = await emptyTarget(serverUrl ? 'postgres' : 'pglite');
      try {
        await restoreBackup(target.database, target.storage, await checkArchive(copy, key));
        expect(await fileChecksums(target.storage)).toEqual(await fileChecksums(t.app.storage));
        expect(await count(target.database.db, 'users')).toBe(await count(t.db, 'users'));
      } finally {
        await target.close();
      }
    } finally {
      await t.close();
    }
  }, 120_000);

  it('needs a real age key: a wrong one stops the start', async () => {
    expect(() => loadConfig({ BACKUP_ENCRYPTION_KEY: 'my-backup-password' })).toThrow(
      /^BACKUP_ENCRYPTION_KEY must be an age secret key \(AGE-SECRET-KEY-1…, as age-keygen prints it\)$/,
    );
    const identity = await generateX25519Identity();
    const typo = identity.slice(0, -1) + (identity.endsWith('Q') ? 'P' : 'Q');
    await expect(backupKey(typo)).rejects.toThrow(/^BACKUP_ENCRYPTION_KEY must be an age secret key/);
  });
});

describe('a backup’s name in the list of backups', { timeout: 60_000 }, () => {
  it('is never followed outside the backup folder, by a download or by the rotation', async () => {
    const folder = mkdtempSync(join(work, 'names-'));
    const victim = join(folder, 'victim.txt');
    writeFileSync(victim, 'not a backup');
    const t = await buildTestApp({
      backups: { destination: { dir: join(folder, 'backups') }, dailyAt: undefined, keep: 1, beforeImport: false },
    });
    try {
      const admin = await createAdmin(t.db);
      const [planted] = await t.db
        .insert(backups)
        .values({
          reason: 'manual',
          state: 'done',
          fileName: '../victim.txt',
          size: 12,
          startedAt: new Date('2026-01-01T00:00:00Z'),
          finishedAt: new Date('2026-01-01T00:00:01Z'),
        })
        .returning();
      const download = await t.app.inject({
        url: `/api/admin/backups/${planted!.id}/download`,
        headers: await t.auth(admin.auth),
      });
      expect(download.statusCode).toBe(410);
      expect(download.body).not.toContain('not a backup');
      // Keeping one: the planted row goes, and the file it names stays.
      await takeBackup(t.app.services, admin.id);
      expect(await t.db.select().from(backups).where(eq(backups.id, planted!.id))).toEqual([]);
      expect(readFileSync(victim, 'utf8')).toBe('not a backup');
    } finally {
      await t.close();
    }
  });
});
