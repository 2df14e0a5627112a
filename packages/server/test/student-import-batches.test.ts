import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, STUDENT_IMPORT_GUARDIAN_COLUMNS } from '@campus/domain';
import {
  auditEvents,
  emailOutbox,
  enrollments,
  feeAccounts,
  guardians,
  studentGuardians,
  studentImports,
  users,
} from '../src/db/schema.js';
import { transaction } from '../src/db/transaction.js';
import type { SheetRow } from '../src/lib/student-import-file.js';
import { recordEvents } from '../src/repositories/audit.js';
import { insertStudentImport } from '../src/repositories/student-imports.js';
import { insertStudents } from '../src/repositories/students.js';
import { importStudents, undoInterruptedImports } from '../src/services/student-import.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent } from './helpers/fixtures.js';

let t: TestApp;
let adminId: string;
let adminHeaders: { authorization: string };
let courseName: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAdmin(t.db);
  adminId = admin.id;
  adminHeaders = await t.auth(admin.auth);
  courseName = (await createCourse(t.db, { name: `Batches ${randomUUID().slice(0, 4)}` })).name;
});
afterAll(() => t.close());

const noGuardians = Object.fromEntries(STUDENT_IMPORT_GUARDIAN_COLUMNS.map((column) => [column, ''])) as Record<
  (typeof STUDENT_IMPORT_GUARDIAN_COLUMNS)[number],
  string
>;

/** `count` rows of new students, their emails starting with `prefix`. */
const fileOf = (prefix: string, count: number) => ({
  name: `${prefix}.csv`,
  rows: Array.from({ length: count }, (_, i): SheetRow => ({
    row: i + 2,
    cells: {
      name: `${prefix} Student ${i}`,
      email: `${prefix}-${i}@campus.test`,
      phone: `98${String(i).padStart(8, '0')}`,
      dob: '2004-01-01',
      courses: courseName,
      section: '',
      ...noGuardians,
    },
  })),
});

/**
 * How many students of the file there are now, as a request reads them (the students list answers at most "1,000+").
 * Asked after a turn of the event loop, as a request from the network is: app.inject alone never gives the import one.
 */
async function listed(prefix: string): Promise<number> {
  await setImmediate();
  const response = await t.app.inject({ url: `/api/admin/users?search=${prefix}&limit=1`, headers: adminHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return t.db.$count(users, like(users.email, `${prefix}-%`));
}

/** Everything the file's students have in the database: none after an import that failed. */
async function leftOf(prefix: string) {
  const students = await t.db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `${prefix}-%`));
  const ids = students.map((student) => student.id);
  const countIn = async (table: typeof enrollments | typeof feeAccounts) =>
    ids.length === 0 ? 0 : await t.db.$count(table, inArray(table.studentId, ids));
  return {
    students: ids.length,
    enrollments: await countIn(enrollments),
    feeAccounts: await countIn(feeAccounts),
    events: await t.db.$count(auditEvents, like(auditEvents.summary, `%${prefix}%`)),
  };
}

describe('a large student import', () => {
  it('is written in short transactions, and requests are answered between two of them', async () => {
    const prefix = `big-${randomUUID().slice(0, 8)}`;
    const file = fileOf(prefix, 3_000);
    let finished = false;
    const importing = importStudents(t.app.services, adminId, file, false).finally(() => (finished = true));
    // Each answer says how many of the file's students are in: some of them, while it goes on.
    const answered: number[] = [];
    while (!finished) {
      const count = await listed(prefix);
      if (!finished) answered.push(count);
    }
    expect(await importing).toMatchObject({ rows: 3_000, created: 3_000, updated: 0, errors: [] });
    expect(
      answered.some((count) => count > 0 && count < 3_000),
      `answered meanwhile: ${answered.join(', ')}`,
    ).toBe(true);
    expect(await listed(prefix)).toBe(3_000);
    const [done] = await t.db.select().from(studentImports).where(eq(studentImports.fileName, file.name));
    expect(done!.state).toBe('done');
  }, 120_000);

  it('that fails halfway leaves nothing of the file: another admin took one of its emails meanwhile', async () => {
    const prefix = `taken-${randomUUID().slice(0, 8)}`;
    const file = fileOf(prefix, 4_000);
    const last = file.rows.at(-1)!;
    const importing = importStudents(t.app.services, adminId, file, false);
    // Once its first students are in, another admin adds a student with the file's last email.
    while ((await listed(prefix)) === 0);
    const other = await createStudent(t.db, { email: last.cells.email, name: 'Added by hand' });
    const report = await importing;
    expect(report).toEqual({
      dryRun: false,
      rows: 4_000,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [{ row: last.row, column: 'email', message: messages.errors.emailTaken }],
    });
    await t.db.delete(users).where(eq(users.id, other.id));
    expect(await leftOf(prefix)).toEqual({ students: 0, enrollments: 0, feeAccounts: 0, events: 0 });
    const [undone] = await t.db.select().from(studentImports).where(eq(studentImports.fileName, file.name));
    expect(undone!.state).toBe('undone');
  }, 120_000);

  it('cut short by a stop is undone by the next start; one another instance is writing is left alone', async () => {
    const write = async (prefix: string, heartbeat: string) => {
      const id = randomUUID();
      await insertStudentImport(t.db, { id, fileName: `${prefix}.csv`, startedBy: adminId });
      await t.db
        .update(studentImports)
        .set({ heartbeatAt: sql`now() - ${heartbeat}::interval` })
        .where(eq(studentImports.id, id));
      // Its first transaction: students, with their events.
      await transaction(t.db, async (tx) => {
        const created = await insertStudents(
          tx,
          fileOf(prefix, 3).rows.map(({ cells: { name, email, phone, dob } }) => ({ name, email, phone, dob })),
          id,
        );
        await recordEvents(
          tx,
          { id: adminId },
          created.map(({ id: studentId }) => ({
            action: 'student.created',
            entityType: 'student',
            entityId: studentId,
            studentId,
            summary: `Added ${prefix}`,
          })),
        );
      });
      return id;
    };
    const stopped = `stopped-${randomUUID().slice(0, 8)}`;
    const writing = `writing-${randomUUID().slice(0, 8)}`;
    const stoppedId = await write(stopped, '2 minutes');
    const writingId = await write(writing, '1 second');
    // A guardian given meanwhile to one of the stopped import's students keeps neither the student nor the undo.
    const [given] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `${stopped}-%`))
      .limit(1);
    const [guardian] = await t.db
      .insert(guardians)
      .values({ name: 'Undo Guardian', relation: 'Mother', email: `${stopped}-guardian@campus.test` })
      .returning();
    await t.db.insert(studentGuardians).values({ studentId: given!.id, guardianId: guardian!.id });
    // One who has a child besides stays, only unlinked.
    const sibling = await createStudent(t.db);
    const [shared] = await t.db
      .insert(guardians)
      .values({ name: 'Shared Guardian', relation: 'Father', email: `${stopped}-shared@campus.test` })
      .returning();
    await t.db.insert(studentGuardians).values([
      { studentId: given!.id, guardianId: shared!.id },
      { studentId: sibling.id, guardianId: shared!.id },
    ]);

    // So do the messages queued meanwhile for them (a notice to every student, say), to them and to a guardian.
    await t.db.insert(emailOutbox).values([
      { kind: 'absence', recipientId: given!.id, toName: 'Undone', toAddress: 'undone@campus.test', missedClasses: [] },
      {
        kind: 'absence',
        channel: 'sms',
        recipientId: given!.id,
        guardianId: guardian!.id,
        toName: 'Undo Guardian',
        toAddress: '9876543210',
        missedClasses: [],
      },
    ]);

    expect(await undoInterruptedImports(t.app.services)).toBe(1);
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.recipientId, given!.id))).toBe(0);
    expect(await leftOf(stopped)).toEqual({ students: 0, enrollments: 0, feeAccounts: 0, events: 0 });
    expect(await leftOf(writing)).toMatchObject({ students: 3, events: 3 });
    const guardiansLeft = await t.db
      .select({ id: guardians.id, deletedAt: guardians.deletedAt })
      .from(guardians)
      .where(inArray(guardians.id, [guardian!.id, shared!.id]));
    expect(new Map(guardiansLeft.map((row) => [row.id, row.deletedAt !== null]))).toEqual(
      new Map([
        [guardian!.id, true],
        [shared!.id, false],
      ]),
    );
    expect(await t.db.$count(studentGuardians, eq(studentGuardians.guardianId, shared!.id))).toBe(1);
    const states = await t.db
      .select({ id: studentImports.id, state: studentImports.state })
      .from(studentImports)
      .where(inArray(studentImports.id, [stoppedId, writingId]));
    expect(new Map(states.map((row) => [row.id, row.state]))).toEqual(
      new Map([
        [stoppedId, 'undone'],
        [writingId, 'running'],
      ]),
    );
    // The audit trail is append-only still, but for an import being undone.
    await expect(t.db.delete(auditEvents).where(like(auditEvents.summary, `Added ${writing}`))).rejects.toMatchObject({
      cause: { message: 'audit events are append-only' },
    });
  });
});
