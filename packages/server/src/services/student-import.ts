import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import {
  attendanceMessages,
  auditSummaries,
  courseNamesOf,
  emailSchema,
  guardianFieldsSchema,
  guardianMessages,
  guardiansOfRow,
  MAX_GUARDIANS,
  messages,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_OPTIONAL_COLUMNS,
  studentImportRowSchema,
  type ImportError,
  type Backup,
  type GuardianFields,
  type IMPORT_GUARDIAN_COLUMNS,
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
import { guardianLinksOf, guardiansWithContacts } from '../repositories/guardians.js';
import { sectionsNamed } from '../repositories/sections.js';
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
import { giveGuardian, guardianContactConflict } from './guardians.js';
import { auditedSections, auditedStudent, withoutDateOfBirth } from './students.js';

type Course = Awaited<ReturnType<typeof allActiveCourses>>[number];
type Section = Awaited<ReturnType<typeof sectionsNamed>>[number];

interface NewStudent {
  row: number;
  fields: StudentColumns;
  courses: Course[];
  /** The sections of `courses` the row names; the other courses' enrolments go to their main sections. */
  sections: Section[];
  /** The guardians the student is given (giveGuardian). */
  guardians: GuardianFields[];
}

interface ChangedStudent {
  row: number;
  id: string;
  fields: StudentColumns;
  detailsChanged: boolean;
  before: { name: string; email: string; phone: string | null; dob: string | null };
  coursesBefore: { name: string }[];
  added: Course[];
  /** The sections of `added` the row names. */
  sections: Section[];
  /** The guardians the student is given (giveGuardian): those of the row they are not linked to yet. */
  guardians: GuardianFields[];
}

/** What a file would do: its errors, or the students it creates and changes. */
interface ImportPlan {
  rows: number;
  errors: ImportError[];
  created: NewStudent[];
  updated: ChangedStudent[];
  unchanged: number;
}

/** A guardian of a row that passed the guardian form's rules, and the columns it came from. */
interface RowGuardian {
  columns: (typeof IMPORT_GUARDIAN_COLUMNS)[number];
  fields: GuardianFields;
}

/**
 * A row that passed the form's rules: its fields, its courses found by name, the sections of them it names and its
 * guardians.
 */
interface CheckedRow {
  row: number;
  fields: StudentColumns;
  courses: Course[];
  sections: Section[];
  guardians: RowGuardian[];
}

/**
 * The guardians an import knows by phone and by email: the live ones with a contact of the file (by id), and those
 * the file's earlier rows add (by row); and the guardians each known student is linked to.
 */
interface GuardianBook {
  byPhone: Map<string, string>;
  byEmail: Map<string, string>;
  linked: Map<string, Set<string>>;
}

/** The guardians with a contact of the file's rows and the links of its known students, read (and locked) at once. */
async function guardianBook(db: Db, rows: CheckedRow[], studentIds: string[], lock: boolean): Promise<GuardianBook> {
  const given = rows.flatMap((row) => row.guardians.map((guardian) => guardian.fields));
  const phones = [...new Set(given.flatMap(({ phone }) => (phone === null ? [] : [phone])))];
  const emails = [...new Set(given.flatMap(({ email }) => (email === null ? [] : [email])))];
  const book: GuardianBook = { byPhone: new Map(), byEmail: new Map(), linked: new Map() };
  for (const { id, phone, email } of await guardiansWithContacts(db, phones, emails, { lock })) {
    if (phone !== null) book.byPhone.set(phone, id);
    if (email !== null) book.byEmail.set(email, id);
  }
  for (const id of studentIds) book.linked.set(id, new Set());
  for (const { studentId, guardianId } of await guardianLinksOf(db, studentIds)) {
    book.linked.get(studentId)!.add(guardianId);
  }
  return book;
}

/**
 * The guardians of a row its student is to be given, by the rules of giveGuardian: one with the phone or email of a
 * guardian known (`book`) is that guardian, a phone of one and an email of another is refused, at most MAX_GUARDIANS.
 * A guardian the student is linked to already is left as it is, so that a file imported again changes nothing.
 * `linked`: the guardians the student has, to which those given are added; the new ones are added to `book`.
 */
function guardiansToGive(
  book: GuardianBook,
  row: number,
  linked: Set<string>,
  guardians: RowGuardian[],
): { give: GuardianFields[] } | ImportError {
  const give: GuardianFields[] = [];
  for (const [index, { columns, fields }] of guardians.entries()) {
    const byPhone = fields.phone === null ? undefined : book.byPhone.get(fields.phone);
    const byEmail = fields.email === null ? undefined : book.byEmail.get(fields.email);
    if (byPhone !== undefined && byEmail !== undefined && byPhone !== byEmail) {
      return { row, column: columns.phone, message: guardianMessages.phoneAndEmailOfTwo };
    }
    const known = byPhone ?? byEmail;
    if (known !== undefined && linked.has(known)) continue;
    if (linked.size >= MAX_GUARDIANS) return { row, column: columns.name, message: guardianMessages.tooMany };
    const id = known ?? `row ${row}, guardian ${index + 1}`;
    if (known === undefined) {
      if (fields.phone !== null) book.byPhone.set(fields.phone, id);
      if (fields.email !== null) book.byEmail.set(fields.email, id);
    }
    linked.add(id);
    give.push(fields);
  }
  return { give };
}

/** The row's guardians checked by the guardian form's rules (`guardianFieldsSchema`), each broken cell failed. */
function checkGuardians(row: SheetRow, fail: (column: string, message: string) => void): RowGuardian[] {
  const guardians: RowGuardian[] = [];
  for (const { columns, typed } of guardiansOfRow(row.cells)) {
    const parsed = guardianFieldsSchema.safeParse(typed);
    if (parsed.success) {
      guardians.push({ columns, fields: parsed.data });
      continue;
    }
    const failed = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = columns[issue.path[0] as keyof typeof columns];
      if (failed.has(column)) continue;
      failed.add(column);
      fail(column, issue.message);
    }
  }
  return guardians;
}

/** Rows of the file per transaction of an import: each is short, and requests are answered between two. */
const ROWS_PER_BATCH = 200;

const COLUMNS: string[] = [...STUDENT_IMPORT_COLUMNS, ...STUDENT_IMPORT_OPTIONAL_COLUMNS];
const columnOrder = (column: string) => COLUMNS.indexOf(column);

/** A section's name as the file may write it: trimmed, without regard to case. */
const sectionKey = (name: string) => name.trim().toLowerCase();

/** The sections the file's rows name (in one query; none when no row names one), by their name as the file writes it. */
async function sectionsByName(db: Db, rows: SheetRow[], lock: boolean): Promise<Map<string, Section[]>> {
  const names = new Set(rows.map(({ cells }) => sectionKey(cells.section)).filter((name) => name !== ''));
  const byName = new Map<string, Section[]>();
  for (const section of await sectionsNamed(db, [...names], { lock })) {
    const key = sectionKey(section.name);
    byName.set(key, [...(byName.get(key) ?? []), section]);
  }
  return byName;
}

/**
 * The new enrolments of a row that go into a named section, each section with room for them: `planned` counts those
 * the file's earlier rows put in each. Answers the problem when one is full.
 */
function fitSections(sections: Section[], planned: Map<string, number>): string | undefined {
  for (const section of sections) {
    const taken = section.students + (planned.get(section.id) ?? 0);
    if (section.capacity !== null && taken >= section.capacity) {
      return attendanceMessages.sectionFull(section.name, section.capacity);
    }
  }
  for (const section of sections) planned.set(section.id, (planned.get(section.id) ?? 0) + 1);
  return undefined;
}

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
 * Checks every row by itself (the add form's rules, the courses and the section by name, an email given twice) and
 * then against the students and staff who exist, read in one query, and the room in the sections named; `lock` locks
 * the existing students and the sections named for the import that follows. The section a row names is the one of that
 * name of each of its courses that has one; a course the student already has keeps its enrolment.
 */
async function planImport(db: Db, rows: SheetRow[], lock: boolean): Promise<ImportPlan> {
  const errors: ImportError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const byName = coursesByName(await allActiveCourses(db));
  const sectionsOf = await sectionsByName(db, rows, lock);
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
    const guardians = checkGuardians(rows[index]!, (column, message) => fail(row, column, message));
    const sectionName = cells.section.trim();
    const sections = (sectionsOf.get(sectionKey(sectionName)) ?? []).filter((section) => courses.has(section.courseId));
    if (sectionName !== '' && sections.length === 0) {
      const courseNames = courseNamesOf(cells.courses);
      fail(row, 'section', messages.studentImport.unknownSection(sectionName, courseNames));
    }
    if (parsed.success && errors.length === failedBefore) {
      const { name, email, phone, dob } = parsed.data;
      checked.push({ row, fields: { name, email, phone, dob }, courses: [...courses.values()], sections, guardians });
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
  const book = await guardianBook(db, checked, studentIds, lock);

  const plan: ImportPlan = { rows: rows.length, errors, created: [], updated: [], unchanged: 0 };
  const planned = new Map<string, number>();
  for (const { row, fields, courses, sections, guardians } of checked) {
    const user = existing.get(fields.email);
    if (user && user.role !== 'student') {
      fail(row, 'email', messages.errors.emailTaken);
    } else if (!user) {
      const full = fitSections(sections, planned);
      if (courses.length === 0) fail(row, 'courses', messages.errors.selectCourse);
      else if (full) fail(row, 'section', full);
      else {
        const given = guardiansToGive(book, row, new Set(), guardians);
        if ('message' in given) errors.push(given);
        else plan.created.push({ row, fields, courses, sections, guardians: given.give });
      }
    } else {
      const coursesBefore = enrolled.get(user.id)!;
      const has = new Set(coursesBefore.map((course) => course.courseId));
      const added = courses.filter((course) => !has.has(course.id));
      const addedSections = sections.filter((section) => !has.has(section.courseId));
      const full = fitSections(addedSections, planned);
      const detailsChanged = user.name !== fields.name || user.phone !== fields.phone || user.dob !== fields.dob;
      if (full) {
        fail(row, 'section', full);
        continue;
      }
      const given = guardiansToGive(book, row, book.linked.get(user.id)!, guardians);
      if ('message' in given) errors.push(given);
      else if (!detailsChanged && added.length === 0 && given.give.length === 0) plan.unchanged += 1;
      else {
        const { id } = user;
        plan.updated.push({
          row,
          id,
          fields,
          detailsChanged,
          before: user,
          coursesBefore,
          added,
          sections: addedSections,
          guardians: given.give,
        });
      }
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

/** The sections named for a student's new courses, as the add form's event shows them. */
const sectionsOfCourses = (sections: Section[], courses: Course[]) =>
  auditedSections(
    sections.map((section) => ({
      course: courses.find((course) => course.id === section.courseId)!.name,
      section: section.name,
    })),
  );

/** The events of a plan's students: one per student created or changed. */
function studentEvents(plan: ImportPlan, createdIds: Map<string, string>): ImportEvent[] {
  const createdEvents = plan.created.map(({ fields, courses, sections }): ImportEvent => {
    const id = createdIds.get(fields.email)!;
    return {
      action: 'student.created',
      entityType: 'student',
      entityId: id,
      studentId: id,
      summary: auditSummaries.studentCreated(fields.name),
      changes: withoutDateOfBirth(
        changesBetween(undefined, {
          ...auditedStudent(fields, courses),
          ...sectionsOfCourses(sections, courses),
          profilePicture: null,
        }),
      ),
    };
  });
  const changedStudents = plan.updated.filter((student) => student.detailsChanged || student.added.length > 0);
  const updatedEvents = changedStudents.map((student): ImportEvent => ({
    action: 'student.updated',
    entityType: 'student',
    entityId: student.id,
    studentId: student.id,
    summary: auditSummaries.studentUpdated(student.fields.name),
    changes: withoutDateOfBirth(
      changesBetween(auditedStudent(student.before, student.coursesBefore), {
        ...auditedStudent({ ...student.fields, email: student.before.email }, [
          ...student.coursesBefore,
          ...student.added,
        ]),
        ...sectionsOfCourses(student.sections, student.added),
      }),
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
 * lack; an audit event for each. Then each is given the row's guardians they lack, by the office's rules and with its
 * events (giveGuardian).
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
    ...plan.created.flatMap(({ fields, courses, sections }) =>
      courses.map((course) => ({ studentId: createdIds.get(fields.email)!, course, sections })),
    ),
    ...plan.updated.flatMap(({ id, added, sections }) => added.map((course) => ({ studentId: id, course, sections }))),
  ];
  await enrollEach(
    tx,
    accounts.map(({ studentId, course, sections }) => ({
      studentId,
      courseId: course.id,
      sectionId: sections.find((section) => section.courseId === course.id)?.id,
    })),
  );
  await openFeeAccountsEach(tx, accounts, now());
  await recordEvents(tx, { id: actorId }, studentEvents(plan, createdIds));
  const given = [
    ...plan.created.map(({ fields, guardians }) => ({ id: createdIds.get(fields.email)!, fields, guardians })),
    ...plan.updated.map(({ id, fields, guardians }) => ({ id, fields, guardians })),
  ];
  for (const { id, fields, guardians } of given) {
    for (const guardian of guardians) await giveGuardian(tx, actorId, { id, name: fields.name }, guardian);
  }
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
    // Another admin added a student with one of the file's emails, or a guardian with one of its guardians' phones or
    // emails, while it was being written.
    if (isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) throw conflict(messages.errors.emailTaken);
    throw guardianContactConflict(error);
  }
  clearInterval(beat);
  // Thousands of new rows: queries planned on the statistics from before would take seconds.
  ctx.tidyDatabase();
  return imported;
}
