import { randomUUID } from 'node:crypto';
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
import { transaction } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { conflict } from '../lib/errors.js';
import type { SheetRow } from '../lib/student-import-file.js';
import { recordEvents, type NewAuditEvent } from '../repositories/audit.js';

type ImportEvent = Omit<NewAuditEvent, 'actor'>;
import { activeEnrollmentsOf, enrollEach } from '../repositories/enrollments.js';
import { openFeeAccountsEach } from '../repositories/fee-accounts.js';
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
  fields: StudentColumns;
  courses: Course[];
}

interface ChangedStudent {
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

  for (const { row, cells } of rows) {
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
      else plan.created.push({ fields, courses });
    } else {
      const coursesBefore = enrolled.get(user.id)!;
      const has = new Set(coursesBefore.map((course) => course.courseId));
      const added = courses.filter((course) => !has.has(course.id));
      const detailsChanged = user.name !== fields.name || user.phone !== fields.phone || user.dob !== fields.dob;
      if (!detailsChanged && added.length === 0) plan.unchanged += 1;
      else plan.updated.push({ id: user.id, fields, detailsChanged, before: user, coursesBefore, added });
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

/**
 * The events of an import: one per student created or changed, then the import's own with its counts; none for a file
 * that changes nothing (sent again, say).
 */
function importEvents(
  fileName: string,
  plan: ImportPlan,
  createdIds: Map<string, string>,
  restorePoint: Backup | undefined,
): ImportEvent[] {
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
  const counts = { created: plan.created.length, updated: plan.updated.length, unchanged: plan.unchanged };
  const imported: ImportEvent = {
    action: 'students.imported',
    entityType: 'import',
    entityId: randomUUID(),
    summary: messages.studentImport.summary(fileName, counts.created, counts.updated),
    changes: Object.fromEntries(
      Object.entries({
        file: fileName,
        rows: plan.rows,
        ...counts,
        ...(restorePoint ? { restorePoint: restorePoint._id, restorePointTaken: restorePoint.startedAt } : {}),
      }).map(([field, to]) => [field, { from: null, to }]),
    ),
  };
  if (counts.created + counts.updated === 0) return [];
  return [...createdEvents, ...updatedEvents, imported];
}

/**
 * Imports students from the rows of a file. Every row is checked first; a dry run, or a file with any error, writes
 * nothing. With BACKUP_BEFORE_IMPORT, a backup is taken first (the restore point), which the import's audit event
 * names. Otherwise every row is written in one transaction: new emails become students enrolled in their courses
 * (with a fee account each), known students get the row's name, phone and date of birth and the courses they lack.
 */
export async function importStudents(
  ctx: ServiceContext,
  actorId: string,
  file: { name: string; rows: SheetRow[] },
  dryRun: boolean,
): Promise<StudentImportReport> {
  const { db, now } = ctx;
  if (dryRun) return report(await planImport(db, file.rows, false), true);
  const restorePoint = ctx.backups.beforeImport ? await takeRestorePoint(ctx, actorId) : undefined;
  try {
    const imported = await transaction(db, async (tx) => {
      const plan = await planImport(tx, file.rows, true);
      if (plan.errors.length > 0) return report(plan, false);
      const created = await insertStudents(
        tx,
        plan.created.map((student) => student.fields),
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
      await recordEvents(tx, { id: actorId }, importEvents(file.name, plan, createdIds, restorePoint));
      return report(plan, false);
    });
    // Thousands of new rows: queries planned on the statistics from before would take seconds.
    if (imported.created + imported.updated > 0) ctx.tidyDatabase();
    return imported;
  } catch (error) {
    // Another admin added a student with one of the file's emails while it was being checked.
    if (isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) throw conflict(messages.errors.emailTaken);
    throw error;
  }
}
