import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import {
  auditSummaries,
  courseNamesOf,
  emailSchema,
  messages,
  STUDENT_IMPORT_COLUMNS,
  studentImportRowSchema,
  type ImportError,
  type Backup,
  type StudentImportReport,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { transaction, type Tx } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { conflict } from '../lib/errors.js';
import type { SheetRow } from '../lib/student-import-file.js';
import { recordEvents, type NewAuditEvent } from '../repositories/audit.js';

type ImportEvent = Omit<NewAuditEvent, 'actor'>;
import { activeEnrollmentsOf, enrollEach } from '../repositories/enrollments.js';
import { openFeeAccountsEach } from '../repositories/fee-accounts.js';
import {
  beatStudentImport,
  claimImportsToUndo,
  finishStudentImport,
  IMPORT_HEARTBEAT_MS,
  insertStudentImport,
  markImportUndone,
  removeImportedStudents,
} from '../repositories/student-imports.js';
import {
  ACTIVE_EMAIL_INDEX,
  activeUsersByEmail,
  allActiveCourses,
  insertStudents,
  updateStudentsDetails,
  type StudentColumns,
} from '../repositories/students.js';
import { takeRestorePoint } from './backups.js';
import type { ServiceContext } from './context.js';
import { auditedStudent, withoutDateOfBirth } from './students.js';

type Course = Awaited<ReturnType<typeof allActiveCourses>>[number];

interface NewStudent {
  row: number;
  fields: StudentColumns;
  courses: Course[];
}

interface ChangedStudent {
  row: number;
  id: string;
  fields: StudentColumns;
  detailsChanged: boolean;
  before: { name: string; email: string; phone: string | null; dob: string | null };
  coursesBefore: { name: string }[];
  added: Course[];
}

/** What a file would do: its errors, or the students it creates and changes. */
interface ImportPlan {
  rows: number;
  errors: ImportError[];
  created: NewStudent[];
  updated: ChangedStudent[];
  unchanged: number;
}

/** A row that passed the form's rules: its fields and its courses, found by name. */
interface CheckedRow {
  row: number;
  fields: StudentColumns;
  courses: Course[];
}

/** Rows of the file per transaction of an import: each is short, and requests are answered between two. */
const ROWS_PER_BATCH = 200;

const columnOrder = (column: string) =>
  STUDENT_IMPORT_COLUMNS.indexOf(column as (typeof STUDENT_IMPORT_COLUMNS)[number]);

/** Courses by their name as the file may write it: trimmed, without regard to case. */
function coursesByName(courses: Course[]): Map<string, Course[]> {
  const byName = new Map<string, Course[]>();
  for (const course of courses) {
    const key = course.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), course]);
  }
  return byName;
}

/**
 * Checks every row by itself (the add form's rules, the courses by name, an email given twice) and then against the
 * students and staff who exist, read in one query; `lock` locks the existing ones for the import that follows.
 */
async function planImport(db: Db, rows: SheetRow[], lock: boolean): Promise<ImportPlan> {
  const errors: ImportError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const byName = coursesByName(await allActiveCourses(db));
  const firstRowOfEmail = new Map<string, number>();
  const checked: CheckedRow[] = [];

  for (const [index, { row, cells }] of rows.entries()) {
    // Checking 20,000 rows takes a while: requests are answered in between.
    if (index % ROWS_PER_BATCH === ROWS_PER_BATCH - 1) await setImmediate();
    const failedBefore = errors.length;
    const email = emailSchema.safeParse(cells.email);
    if (email.success) {
      const first = firstRowOfEmail.get(email.data);
      if (first === undefined) firstRowOfEmail.set(email.data, row);
      else fail(row, 'email', messages.studentImport.emailRepeated(first));
    }
    const parsed = studentImportRowSchema.safeParse(cells);
    if (!parsed.success) {
      const failedColumns = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0]);
        // One message per cell: the first rule it breaks, as the form shows it.
        if (failedColumns.has(column)) continue;
        failedColumns.add(column);
        fail(row, column, issue.message);
      }
    }
    const courses = new Map<string, Course>();
    for (const name of courseNamesOf(cells.courses)) {
      const matching = byName.get(name.toLowerCase()) ?? [];
      if (matching.length === 0) fail(row, 'courses', messages.studentImport.unknownCourse(name));
      else if (matching.length > 1) fail(row, 'courses', messages.studentImport.ambiguousCourse(name));
      else courses.set(matching[0]!.id, matching[0]!);
    }
    if (parsed.success && errors.length === failedBefore) {
      const { name, email, phone, dob } = parsed.data;
      checked.push({ row, fields: { name, email, phone, dob }, courses: [...courses.values()] });
    }
  }

  const existing = new Map(
    (await activeUsersByEmail(db, [...firstRowOfEmail.keys()], { lock })).map((user) => [
      user.email.toLowerCase(),
      user,
    ]),
  );
  const studentIds = [...existing.values()].filter((user) => user.role === 'student').map((user) => user.id);
  const enrolled = new Map<string, { courseId: string; name: string }[]>(studentIds.map((id) => [id, []]));
  for (const { studentId, ...course } of await activeEnrollmentsOf(db, studentIds))
    enrolled.get(studentId)!.push(course);

  const plan: ImportPlan = { rows: rows.length, errors, created: [], updated: [], unchanged: 0 };
  for (const { row, fields, courses } of checked) {
    const user = existing.get(fields.email);
    if (user && user.role !== 'student') {
      fail(row, 'email', messages.errors.emailTaken);
    } else if (!user) {
      if (courses.length === 0) fail(row, 'courses', messages.errors.selectCourse);
      else plan.created.push({ row, fields, courses });
    } else {
      const coursesBefore = enrolled.get(user.id)!;
      const has = new Set(coursesBefore.map((course) => course.courseId));
      const added = courses.filter((course) => !has.has(course.id));
      const detailsChanged = user.name !== fields.name || user.phone !== fields.phone || user.dob !== fields.dob;
      if (!detailsChanged && added.length === 0) plan.unchanged += 1;
      else plan.updated.push({ row, id: user.id, fields, detailsChanged, before: user, coursesBefore, added });
    }
  }
  errors.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
  return plan;
}

function report(plan: ImportPlan, dryRun: boolean): StudentImportReport {
  const { rows, errors } = plan;
  const counts = { created: plan.created.length, updated: plan.updated.length, unchanged: plan.unchanged };
  return errors.length > 0
    ? { dryRun, rows, created: 0, updated: 0, unchanged: 0, errors }
    : { dryRun, rows, ...counts, errors };
}

/** The events of a plan's students: one per student created or changed. */
function studentEvents(plan: ImportPlan, createdIds: Map<string, string>): ImportEvent[] {
  const createdEvents = plan.created.map(({ fields, courses }): ImportEvent => {
    const id = createdIds.get(fields.email)!;
    return {
      action: 'student.created',
      entityType: 'student',
      entityId: id,
      studentId: id,
      summary: auditSummaries.studentCreated(fields.name),
      changes: withoutDateOfBirth(
        changesBetween(undefined, { ...auditedStudent(fields, courses), profilePicture: null }),
      ),
    };
  });
  const updatedEvents = plan.updated.map((student): ImportEvent => ({
    action: 'student.updated',
    entityType: 'student',
    entityId: student.id,
    studentId: student.id,
    summary: auditSummaries.studentUpdated(student.fields.name),
    changes: withoutDateOfBirth(
      changesBetween(
        auditedStudent(student.before, student.coursesBefore),
        auditedStudent({ ...student.fields, email: student.before.email }, [
          ...student.coursesBefore,
          ...student.added,
        ]),
      ),
    ),
  }));
  return [...createdEvents, ...updatedEvents];
}

/** The import's own event, with its counts (and the restore point taken before it). */
function importedEvent(
  importId: string,
  fileName: string,
  counts: Pick<StudentImportReport, 'rows' | 'created' | 'updated' | 'unchanged'>,
  restorePoint: Backup | undefined,
): ImportEvent {
  const { rows, created, updated, unchanged } = counts;
  return {
    action: 'students.imported',
    entityType: 'import',
    entityId: importId,
    summary: messages.studentImport.summary(fileName, created, updated),
    changes: Object.fromEntries(
      Object.entries({
        file: fileName,
        rows,
        created,
        updated,
        unchanged,
        ...(restorePoint ? { restorePoint: restorePoint._id, restorePointTaken: restorePoint.startedAt } : {}),
      }).map(([field, to]) => [field, { from: null, to }]),
    ),
  };
}

/**
 * Writes a plan's students in `tx`: new emails become students (created by the import `importId`) enrolled in their
 * courses, with a fee account each; known students get the row's name, phone and date of birth and the courses they
 * lack; an audit event for each.
 */
async function writeStudents(tx: Tx, { now }: ServiceContext, actorId: string, plan: ImportPlan, importId: string) {
  const created = await insertStudents(
    tx,
    plan.created.map((student) => student.fields),
    importId,
  );
  const createdIds = new Map(created.map((student) => [student.email, student.id]));
  await updateStudentsDetails(
    tx,
    plan.updated.filter((student) => student.detailsChanged).map(({ id, fields }) => ({ id, ...fields })),
  );
  const accounts = [
    ...plan.created.flatMap(({ fields, courses }) =>
      courses.map((course) => ({ studentId: createdIds.get(fields.email)!, course })),
    ),
    ...plan.updated.flatMap(({ id, added }) => added.map((course) => ({ studentId: id, course }))),
  ];
  await enrollEach(
    tx,
    accounts.map(({ studentId, course }) => ({ studentId, courseId: course.id })),
  );
  await openFeeAccountsEach(tx, accounts, now());
  await recordEvents(tx, { id: actorId }, studentEvents(plan, createdIds));
}

/** Why an import stopped once it was writing: what changed since its rows were checked, as row errors. */
class ImportOutdated extends Error {
  constructor(readonly errors: ImportError[]) {
    super('the students changed while the import was being written');
  }
}

/**
 * Checks `rows` again, under lock, in the transaction that writes them: what another admin changed since the whole
 * file was checked refuses them. `allNew`: each row must still be a new student.
 */
async function checkAgain(tx: Tx, rows: SheetRow[], allNew: boolean): Promise<ImportPlan> {
  const plan = await planImport(tx, rows, true);
  const taken = allNew
    ? plan.updated.map(({ row }) => ({ row, column: 'email', message: messages.errors.emailTaken }))
    : [];
  if (plan.errors.length + taken.length > 0) throw new ImportOutdated([...plan.errors, ...taken]);
  return plan;
}

/**
 * Writes a checked file: its new students in transactions of ROWS_PER_BATCH rows, then, in one last transaction, the
 * changes to students who exist, the import's own event and its end. Until that last one commits, the import can be
 * undone (undoImport): only its new students are written before, and each knows its import.
 */
async function writeImport(
  ctx: ServiceContext,
  actorId: string,
  file: { name: string; rows: SheetRow[] },
  plan: ImportPlan,
  importId: string,
  restorePoint: Backup | undefined,
): Promise<StudentImportReport> {
  const { db } = ctx;
  const isNew = new Set(plan.created.map((student) => student.row));
  const newRows = file.rows.filter(({ row }) => isNew.has(row));
  const otherRows = file.rows.filter(({ row }) => !isNew.has(row));
  let created = 0;
  for (let start = 0; start < newRows.length; start += ROWS_PER_BATCH) {
    // PGlite runs each query on this thread: between two transactions the event loop turns and requests are served.
    await setImmediate();
    created += await transaction(db, async (tx) => {
      const batch = await checkAgain(tx, newRows.slice(start, start + ROWS_PER_BATCH), true);
      await writeStudents(tx, ctx, actorId, batch, importId);
      return batch.created.length;
    });
    // The tables grow by thousands of rows: on the statistics from before (PGlite has no autovacuum), the plans kept
    // for the foreign-key checks made each batch slower than the one before (10,000 rows: 17 s instead of 5 s).
    ctx.tidyDatabase();
  }
  await setImmediate();
  return transaction(db, async (tx) => {
    const last = await checkAgain(tx, otherRows, false);
    await writeStudents(tx, ctx, actorId, last, importId);
    const counts = {
      rows: file.rows.length,
      created: created + last.created.length,
      updated: last.updated.length,
      unchanged: last.unchanged,
    };
    await recordEvents(tx, { id: actorId }, [importedEvent(importId, file.name, counts, restorePoint)]);
    await finishStudentImport(tx, importId);
    return { dryRun: false, ...counts, errors: [] };
  });
}

/** Removes what the import (claimed for this instance) wrote, a transaction at a time, and records it undone. */
async function undoImport({ db }: ServiceContext, importId: string) {
  const beat = setInterval(() => beatStudentImport(db, importId).catch(() => {}), IMPORT_HEARTBEAT_MS);
  try {
    for (;;) {
      await setImmediate();
      const removed = await transaction(db, (tx) => removeImportedStudents(tx, importId, ROWS_PER_BATCH));
      if (removed === 0) break;
    }
    await markImportUndone(db, importId);
  } finally {
    clearInterval(beat);
  }
}

/**
 * Undoes the imports whose instance stopped writing them (killed, or stopped, before they were done): at start-up,
 * so that no half-imported file stays behind. Answers how many it undid.
 */
export async function undoInterruptedImports(ctx: ServiceContext): Promise<number> {
  const claimed = await claimImportsToUndo(ctx.db);
  for (const id of claimed) await undoImport(ctx, id);
  return claimed.length;
}

/**
 * Imports students from the rows of a file, all or nothing. Every row is checked first; a dry run, or a file with any
 * error, writes nothing. With BACKUP_BEFORE_IMPORT, a backup is taken first (the restore point), which the import's
 * audit event names. Then the file is written in short transactions (writeImport), so that requests are answered
 * meanwhile; if anything fails before the last one has committed (another admin took one of its emails, the database
 * failed), what was written is undone before the answer (and an import whose instance stopped is undone at the next
 * start): the person sees the file imported whole, or not at all.
 */
export async function importStudents(
  ctx: ServiceContext,
  actorId: string,
  file: { name: string; rows: SheetRow[] },
  dryRun: boolean,
): Promise<StudentImportReport> {
  const { db } = ctx;
  const plan = await planImport(db, file.rows, false);
  // A file that changes nothing (sent again, say) writes nothing either, not even the import's event.
  if (dryRun || plan.errors.length > 0 || plan.created.length + plan.updated.length === 0) return report(plan, dryRun);
  const restorePoint = ctx.backups.beforeImport ? await takeRestorePoint(ctx, actorId) : undefined;
  const importId = randomUUID();
  await insertStudentImport(db, { id: importId, fileName: file.name, startedBy: actorId });
  const beat = setInterval(() => beatStudentImport(db, importId).catch(() => {}), IMPORT_HEARTBEAT_MS);
  let imported: StudentImportReport;
  try {
    imported = await writeImport(ctx, actorId, file, plan, importId, restorePoint);
  } catch (error) {
    clearInterval(beat);
    await claimImportsToUndo(db, importId);
    await undoImport(ctx, importId);
    if (error instanceof ImportOutdated) {
      return { dryRun: false, rows: file.rows.length, created: 0, updated: 0, unchanged: 0, errors: error.errors };
    }
    // Another admin added a student with one of the file's emails while it was being written.
    if (isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) throw conflict(messages.errors.emailTaken);
    throw error;
  }
  clearInterval(beat);
  // Thousands of new rows: queries planned on the statistics from before would take seconds.
  ctx.tidyDatabase();
  return imported;
}
