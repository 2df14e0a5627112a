import {
  assessmentMessages,
  auditSummaries,
  markInputSchema,
  markResult,
  messages,
  weightTotal,
  WEIGHT_TOTAL,
  type Assessment,
  type AssessmentInput,
  type AssessmentList,
  type AssessmentPatch,
  type AuditChanges,
  type GradeBand,
  type GradeScale,
  type GradeScaleInput,
  type MarksGrid,
  type MarksImportReport,
  type MarksInput,
  passPercent,
  type ResultEmail,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { transaction, type Tx } from '../db/transaction.js';
import { changesBetween } from '../lib/audit-changes.js';
import { isUniqueViolation } from '../lib/database-errors.js';
import { badRequest, conflict, notFound, refuseStaleEdit } from '../lib/errors.js';
import type { SheetRow } from '../lib/student-import-file.js';
import {
  countMarksSave,
  courseWeights,
  currentGradeScale,
  findAssessment,
  highestMarks,
  insertAssessment,
  insertGradeScale,
  isSectionOf,
  lockAssessment,
  lockGradeScale,
  markPublished,
  queueResults,
  rosterOf,
  softDeleteAssessment,
  toAssessment,
  updateAssessment,
  writeMarks,
  assessmentsOfCourse,
  type AssessmentRow,
  type RosterMark,
  type StoredMark,
} from '../repositories/assessments.js';
import { recordEvent } from '../repositories/audit.js';
import { findActiveCourseName, lockActiveCourse } from '../repositories/courses.js';
import { teaches } from '../repositories/instructors.js';
import type { DataContext } from './context.js';
import { messageQueue } from './messages.js';
import { requireTeaching, type Teacher } from './teaching.js';

/**
 * Refuses a teacher an assessment they may not work on: an admin works on every one, an instructor on those of the
 * courses they teach; to anyone else it is not there (404).
 */
async function requireAssessment(db: Db, teacher: Teacher, found: AssessmentRow | undefined): Promise<AssessmentRow> {
  if (!found) throw notFound(assessmentMessages.assessmentNotFound);
  if (teacher.role === 'admin') return found;
  if (teacher.role !== 'instructor' || !(await teaches(db, teacher.id, found.courseId))) {
    throw notFound(assessmentMessages.assessmentNotFound);
  }
  return found;
}

/** The grading scale that grades everything now. */
export async function gradeScale(db: Db): Promise<GradeScale> {
  const { version, bands, createdAt } = await currentGradeScale(db);
  return {
    version,
    bands: bands.map(({ minPercent, grade, points }) => ({ minPercent, grade, points: points ?? null })),
    passPercent: passPercent(bands) ?? 0,
    updatedAt: createdAt?.toISOString() ?? null,
  };
}

/** The course's assessments by date, and the weight they add up to for the most-weighted student. */
export async function courseAssessments(db: Db, teacher: Teacher, courseId: string): Promise<AssessmentList> {
  await requireTeaching(db, teacher, courseId);
  if (!(await findActiveCourseName(db, courseId))) throw notFound(messages.errors.courseNotFound);
  const rows = await assessmentsOfCourse(db, courseId);
  return { assessments: rows.map(toAssessment), weightTotal: weightTotal(rows) };
}

/** Refuses weights that would add up to more than 100 for some student. */
function refuseOverweight(weights: { sectionId: string | null; weight: number }[]) {
  const total = weightTotal(weights);
  if (total > WEIGHT_TOTAL) throw conflict(assessmentMessages.weightsOver(total));
}

const auditedFields = (row: Pick<Assessment, 'title' | 'kind' | 'date' | 'maxMarks' | 'weight'>) => ({
  title: row.title,
  kind: row.kind,
  date: row.date,
  maxMarks: row.maxMarks,
  weight: row.weight,
});

/**
 * Adds an assessment to a course (of one of its sections, or of the whole course): no student's assessments may then
 * weigh more than 100 together. The course is locked, so two additions cannot both pass that check. Audited.
 */
export async function addAssessment(
  { db }: DataContext,
  teacher: Teacher,
  courseId: string,
  input: AssessmentInput,
): Promise<Assessment> {
  await requireTeaching(db, teacher, courseId);
  return transaction(db, async (tx) => {
    const course = await lockActiveCourse(tx, courseId);
    if (!course) throw notFound(messages.errors.courseNotFound);
    if (input.sectionId && !(await isSectionOf(tx, input.sectionId, courseId))) {
      throw badRequest(assessmentMessages.sectionNotInCourse);
    }
    refuseOverweight([
      ...(await courseWeights(tx, courseId)),
      { sectionId: input.sectionId ?? null, weight: input.weight },
    ]);
    const id = await insertAssessment(tx, courseId, input);
    const created = (await findAssessment(tx, id))!;
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'assessment.created',
      entityType: 'assessment',
      entityId: id,
      summary: auditSummaries.assessmentCreated(created.title, course.name),
      changes: changesBetween(undefined, { ...auditedFields(created), section: created.sectionName }),
    });
    return toAssessment(created);
  });
}

/** Locks the assessment's course, then the assessment (the order additions lock in), for a teacher who may change it. */
async function lockForChange(tx: Tx, teacher: Teacher, id: string): Promise<AssessmentRow> {
  const found = await requireAssessment(tx, teacher, await findAssessment(tx, id));
  await lockActiveCourse(tx, found.courseId);
  return requireAssessment(tx, teacher, await lockAssessment(tx, id));
}

/**
 * Edits an assessment (not its section): its weight as the additions check it; its maximum never below marks given,
 * nor changed once published (the students were told their percentage). If-Match refuses a stale edit. Audited.
 */
export async function editAssessment(
  { db }: DataContext,
  teacher: Teacher,
  id: string,
  patch: AssessmentPatch,
  expectedVersion?: number,
): Promise<Assessment> {
  return transaction(db, async (tx) => {
    const found = await lockForChange(tx, teacher, id);
    refuseStaleEdit(expectedVersion, found.version);
    if (patch.maxMarks !== undefined && patch.maxMarks !== found.maxMarks) {
      if (found.publishedAt) throw conflict(assessmentMessages.publishedMaxMarks);
      const highest = await highestMarks(tx, id);
      if (highest !== null && patch.maxMarks < highest) throw conflict(assessmentMessages.maxBelowMarks(highest));
    }
    if (patch.weight !== undefined) {
      const weights = await courseWeights(tx, found.courseId);
      refuseOverweight(weights.map((row) => (row.id === id ? { ...row, weight: patch.weight! } : row)));
    }
    await updateAssessment(tx, id, patch);
    const updated = (await findAssessment(tx, id))!;
    const changes = changesBetween(auditedFields(found), auditedFields(updated));
    if (Object.keys(changes).length > 0) {
      await recordEvent(tx, {
        actor: { id: teacher.id },
        action: 'assessment.updated',
        entityType: 'assessment',
        entityId: id,
        summary: auditSummaries.assessmentUpdated(updated.title, updated.courseName),
        changes,
      });
    }
    return toAssessment(updated);
  });
}

/** Deletes an assessment (soft): one with marks only with a reason, which the audit trail keeps. */
export async function deleteAssessment(
  { db, now }: DataContext,
  teacher: Teacher,
  id: string,
  reason: string | undefined,
  expectedVersion?: number,
): Promise<void> {
  await transaction(db, async (tx) => {
    const found = await lockForChange(tx, teacher, id);
    refuseStaleEdit(expectedVersion, found.version);
    if (found.markedCount > 0 && !reason) throw badRequest(assessmentMessages.deleteReasonRequired);
    await softDeleteAssessment(tx, id, now());
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'assessment.deleted',
      entityType: 'assessment',
      entityId: id,
      summary: auditSummaries.assessmentDeleted(found.title, found.courseName, found.markedCount, reason),
      changes: reason ? { reason: { from: null, to: reason } } : {},
    });
  });
}

const gridAnswer = (found: AssessmentRow, roster: RosterMark[], bands: GradeBand[]): MarksGrid => ({
  assessment: toAssessment(found),
  version: found.marksVersion,
  rows: roster.map(({ marked: _, ...row }) => ({ ...row, ...markResult(row, found.maxMarks, bands) })),
});

/** An assessment's students with their marks, percentages and grades, and the marks' version for a save. */
export async function marksGrid({ db }: DataContext, teacher: Teacher, id: string): Promise<MarksGrid> {
  const found = await requireAssessment(db, teacher, await findAssessment(db, id));
  const [roster, { bands }] = await Promise.all([rosterOf(db, found), currentGradeScale(db)]);
  return gridAnswer(found, roster, bands);
}

/** A student's marks as stored: undefined without a marks row. */
const storedMark = (student: RosterMark): StoredMark | undefined => (student.marked ? student : undefined);

/** How marks read in the audit trail: "33.5 (late submission)", "absent", "exempt", or null for none. */
function auditedMark(mark: StoredMark | undefined): string | null {
  if (!mark || (mark.marks === null && !mark.absent && !mark.exempt)) return null;
  const what = mark.absent ? 'absent' : mark.exempt ? 'exempt' : String(mark.marks);
  return mark.remark ? `${what} (${mark.remark})` : what;
}

/** A student's marks as a result email states them. */
function emailedMark(mark: StoredMark, found: AssessmentRow, bands: GradeBand[]) {
  return { marks: mark.marks, absent: mark.absent, exempt: mark.exempt, ...markResult(mark, found.maxMarks, bands) };
}

/**
 * Writes the marks wanted of the assessment's students (locked, as `found`) where they differ from the marks stored:
 * the marks' version goes up, and the change is audited with each student's marks before and after (as saved, or,
 * once published, as corrected with the reason, and each student changed is emailed their marks before and now).
 */
async function applyMarks(
  tx: Tx,
  {
    actorId,
    queue,
    found,
    roster,
    wanted,
    reason,
    importedFrom,
  }: {
    actorId: string;
    /** When the marks are saved, and how their changes are told (see messageQueue). */
    queue: ReturnType<typeof messageQueue>;
    found: AssessmentRow;
    roster: RosterMark[];
    wanted: Map<string, StoredMark>;
    reason: string | undefined;
    importedFrom?: string;
  },
): Promise<void> {
  const published = found.publishedAt !== null;
  const at = queue.createdAt;
  const byStudent = new Map(roster.map((student) => [student.studentId, student]));
  const changed = [...wanted].filter(
    ([studentId, mark]) => auditedMark(storedMark(byStudent.get(studentId)!)) !== auditedMark(mark),
  );
  if (changed.length === 0) return;
  await writeMarks(
    tx,
    found._id,
    changed.map(([studentId, mark]) => ({ studentId, ...mark })),
    actorId,
    at,
  );
  await countMarksSave(tx, found._id);
  const changes: AuditChanges = Object.fromEntries(
    changed.map(([studentId, mark]) => {
      const before = byStudent.get(studentId)!;
      return [`${before.name} (${before.email})`, { from: auditedMark(storedMark(before)), to: auditedMark(mark) }];
    }),
  );
  if (reason) changes.reason = { from: null, to: reason };
  await recordEvent(tx, {
    actor: { id: actorId },
    action: published ? 'marks.corrected' : importedFrom ? 'marks.imported' : 'marks.saved',
    entityType: 'assessment',
    entityId: found._id,
    summary: published
      ? auditSummaries.marksCorrected(found.title, found.courseName, changed.length, reason!)
      : importedFrom
        ? auditSummaries.marksImported(importedFrom, found.title, found.courseName, changed.length)
        : auditSummaries.marksSaved(found.title, found.courseName, changed.length),
    changes,
  });
  if (published) {
    const { bands } = await currentGradeScale(tx);
    await queueResults(
      tx,
      'result_changed',
      changed.map(([studentId, mark]) => {
        const before = byStudent.get(studentId)!;
        const result: ResultEmail = {
          course: found.courseName,
          assessment: found.title,
          date: found.date,
          maxMarks: found.maxMarks,
          ...emailedMark(mark, found, bands),
          remark: mark.remark,
          before: emailedMark(before, found, bands),
          reason,
        };
        return { studentId, result };
      }),
      queue,
    );
  }
}

/**
 * Saves marks on the grid: each student listed once, each one who takes the assessment (400 otherwise); those left out
 * keep theirs. `expectedVersion` (If-Match) is the grid's version read: a save by someone else since is refused (409)
 * rather than overwritten. Once published, a change needs a reason, and tells each student changed (`applyMarks`).
 */
export async function saveMarks(
  context: DataContext,
  teacher: Teacher,
  id: string,
  { marks, reason }: MarksInput,
  expectedVersion?: number,
): Promise<MarksGrid> {
  return transaction(context.db, async (tx) => {
    const found = await requireAssessment(tx, teacher, await lockAssessment(tx, id));
    if (expectedVersion !== undefined && expectedVersion !== found.marksVersion) {
      throw conflict(assessmentMessages.marksChanged);
    }
    if (found.publishedAt && !reason) throw badRequest(assessmentMessages.reasonRequired);
    const roster = await rosterOf(tx, found);
    const onRoster = new Set(roster.map((student) => student.studentId));
    const wanted = new Map<string, StoredMark>();
    for (const mark of marks) {
      if (!onRoster.has(mark.studentId) || wanted.has(mark.studentId)) {
        throw badRequest(assessmentMessages.notOnRoster);
      }
      if (mark.marks != null && mark.marks > found.maxMarks) {
        throw badRequest(assessmentMessages.marksAboveMax(found.maxMarks));
      }
      wanted.set(mark.studentId, {
        marks: mark.marks ?? null,
        absent: mark.absent ?? false,
        exempt: mark.exempt ?? false,
        remark: mark.remark || null,
      });
    }
    const queue = messageQueue(context, 'result_changed');
    await applyMarks(tx, { actorId: teacher.id, queue, found, roster, wanted, reason });
    const saved = await findAssessment(tx, id);
    const { bands } = await currentGradeScale(tx);
    // The roster as saved: what was read, with the marks just written.
    const after = roster.map((student) => {
      const mark = wanted.get(student.studentId);
      if (!mark) return student;
      // A student with nothing has no row, so no remark either.
      const cleared = mark.marks === null && !mark.absent && !mark.exempt;
      return { ...student, ...mark, remark: cleared ? null : mark.remark };
    });
    return gridAnswer(saved!, after, bands);
  });
}

const YES = new Set(['yes', 'y', 'true', '1', 'ab', 'absent']);
const NO = new Set(['', 'no', 'n', 'false', '0']);
const MARKS_CELL = /^\d+(\.\d{1,2})?$/;

/** Which column a refusal of `markInputSchema` is about. */
const columnOf = (path: PropertyKey[]) => (path[0] === 'remark' ? 'remark' : 'marks');

/**
 * Checks a marks file whole against the assessment's students: each row's email must be one of theirs, once; marks a
 * number up to the maximum (two decimals), AB (absent) or EX (exempt). A row without marks and not absent changes
 * nothing. Columns the file leaves out (`absent`, `remark`) keep what is stored.
 */
function planMarksImport(
  rows: SheetRow<'email' | 'name' | 'marks' | 'absent' | 'remark'>[],
  columns: string[],
  found: AssessmentRow,
  roster: RosterMark[],
) {
  const byEmail = new Map(roster.map((student) => [student.email.toLowerCase(), student]));
  const seen = new Map<string, number>();
  const errors: MarksImportReport['errors'] = [];
  const wanted = new Map<string, StoredMark>();
  for (const { row, cells } of rows) {
    const email = cells.email.trim().toLowerCase();
    const student = byEmail.get(email);
    const error = (column: string, message: string) => errors.push({ row, column, message });
    if (!student) {
      error('email', assessmentMessages.importUnknownStudent);
      continue;
    }
    const first = seen.get(email);
    if (first !== undefined) {
      error('email', assessmentMessages.importEmailRepeated(first));
      continue;
    }
    seen.set(email, row);
    const cell = cells.marks.trim().toLowerCase();
    const absentCell = cells.absent.trim().toLowerCase();
    if (!YES.has(absentCell) && !NO.has(absentCell)) {
      error('absent', assessmentMessages.importAbsent);
      continue;
    }
    const absent = YES.has(absentCell) || cell === 'ab';
    const exempt = cell === 'ex';
    if (cell !== '' && cell !== 'ab' && cell !== 'ex' && !MARKS_CELL.test(cell)) {
      error('marks', assessmentMessages.importMarks(found.maxMarks));
      continue;
    }
    const marks = MARKS_CELL.test(cell) ? Number(cell) : null;
    if (absent && (marks !== null || exempt)) {
      error('marks', assessmentMessages.importAbsentWithMarks);
      continue;
    }
    if (marks !== null && marks > found.maxMarks) {
      error('marks', assessmentMessages.marksAboveMax(found.maxMarks));
      continue;
    }
    if (marks === null && !absent && !exempt) continue;
    const remark = columns.includes('remark') ? cells.remark : (student.remark ?? undefined);
    const checked = markInputSchema.safeParse({ studentId: student.studentId, marks, absent, exempt, remark });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      error(columnOf(issue.path), issue.message);
      continue;
    }
    wanted.set(student.studentId, { marks, absent, exempt, remark: checked.data.remark || null });
  }
  return { wanted, errors };
}

/**
 * Imports an assessment's marks from a file's rows (`planMarksImport`), checked whole against its students as they
 * are when the assessment is locked: any bad row writes nothing, and the report names each. A dry run only checks.
 * Once published, a change needs a reason, and tells each student changed (`applyMarks`).
 */
export async function importMarks(
  context: DataContext,
  teacher: Teacher,
  id: string,
  file: { name: string; rows: SheetRow<'email' | 'name' | 'marks' | 'absent' | 'remark'>[]; columns: string[] },
  { dryRun, reason }: { dryRun: boolean; reason: string | undefined },
): Promise<MarksImportReport> {
  return transaction(context.db, async (tx) => {
    const found = await requireAssessment(tx, teacher, await lockAssessment(tx, id));
    if (found.publishedAt && !reason && !dryRun) throw badRequest(assessmentMessages.reasonRequired);
    const roster = await rosterOf(tx, found);
    const { wanted, errors } = planMarksImport(file.rows, file.columns, found, roster);
    const byStudent = new Map(roster.map((student) => [student.studentId, student]));
    const changed = [...wanted].filter(
      ([studentId, mark]) => auditedMark(storedMark(byStudent.get(studentId)!)) !== auditedMark(mark),
    ).length;
    const badRows = new Set(errors.map((error) => error.row)).size;
    const report = { dryRun, rows: file.rows.length, changed, unchanged: file.rows.length - changed - badRows, errors };
    if (dryRun || errors.length > 0) return report;
    const queue = messageQueue(context, 'result_changed');
    await applyMarks(tx, { actorId: teacher.id, queue, found, roster, wanted, reason, importedFrom: file.name });
    return report;
  });
}

/**
 * Publishes an assessment's marks: students see them from now on, and each student with marks (absent or exempt too)
 * is emailed theirs. Published once (409 after). Audited.
 */
export async function publishAssessment(context: DataContext, teacher: Teacher, id: string): Promise<Assessment> {
  return transaction(context.db, async (tx) => {
    const found = await requireAssessment(tx, teacher, await lockAssessment(tx, id));
    if (found.publishedAt) throw conflict(assessmentMessages.alreadyPublished);
    const queue = messageQueue(context, 'result_published');
    const at = queue.createdAt;
    await markPublished(tx, id, teacher.id, at);
    const roster = await rosterOf(tx, found);
    const { bands } = await currentGradeScale(tx);
    const marked = roster.filter((student) => student.marked);
    await queueResults(
      tx,
      'result_published',
      marked.map((student) => ({
        studentId: student.studentId,
        result: {
          course: found.courseName,
          assessment: found.title,
          date: found.date,
          maxMarks: found.maxMarks,
          ...emailedMark(student, found, bands),
          remark: student.remark,
        },
      })),
      queue,
    );
    await recordEvent(tx, {
      actor: { id: teacher.id },
      action: 'assessment.published',
      entityType: 'assessment',
      entityId: id,
      summary: auditSummaries.assessmentPublished(found.title, found.courseName, marked.length),
      changes: { published: { from: false, to: true } },
    });
    return toAssessment((await findAssessment(tx, id))!);
  });
}

/** How a scale reads in the audit trail: each band as "O ≥ 90 (10)". */
const auditedBands = (bands: GradeBand[]) =>
  bands.map((band) => `${band.grade} ≥ ${band.minPercent}${band.points == null ? '' : ` (${band.points})`}`);

/**
 * Sets a new version of the institute's grading scale, which grades every result shown from then on (emails already
 * sent keep the grade they gave). `expectedVersion` (If-Match) refuses a change over one made since it was read.
 */
export async function saveGradeScale(
  { db, now }: DataContext,
  actorId: string,
  { bands }: GradeScaleInput,
  expectedVersion?: number,
): Promise<GradeScale> {
  const sorted = [...bands]
    .sort((a, b) => b.minPercent - a.minPercent)
    .map(({ minPercent, grade, points }) => ({ minPercent, grade, ...(points == null ? {} : { points }) }));
  try {
    await transaction(db, async (tx) => {
      const current = await lockGradeScale(tx);
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw conflict(assessmentMessages.scaleChanged);
      }
      const version = current.version + 1;
      await insertGradeScale(tx, version, sorted, actorId, now());
      await recordEvent(tx, {
        actor: { id: actorId },
        action: 'grade_scale.changed',
        entityType: 'grade_scale',
        entityId: String(version),
        summary: auditSummaries.gradeScaleChanged(version, sorted.length),
        changes: { bands: { from: auditedBands(current.bands), to: auditedBands(sorted) } },
      });
    });
  } catch (error) {
    // Two new versions at once without If-Match: the second finds the number taken.
    if (isUniqueViolation(error, 'grade_scales_pkey')) throw conflict(assessmentMessages.scaleChanged);
    throw error;
  }
  return gradeScale(db);
}
