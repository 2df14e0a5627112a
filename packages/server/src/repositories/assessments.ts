import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_GRADE_SCALE,
  type Assessment,
  type AssessmentInput,
  type AssessmentKind,
  type AssessmentPatch,
  type GradeBand,
  type ResultEmail,
} from '@campus/domain';
import { rowsOf, type Db } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';
import { assessmentMarks, assessments, courses, gradeScales, reportCards, sections } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { queueMessages, type MessagesToQueue } from './email-outbox.js';
import { weightedResultSql } from './grading-sql.js';
import { containing } from './search.js';

/**
 * The students who take an assessment of `course` (of `section`, or of the whole course when null): enrolled in it (in
 * that section), not deleted. Written as SQL text for the subqueries of the records.
 */
const takers = (course: SQL, section: SQL) => sql`(select count(*)::int from enrollments e
    join users u on u.id = e.student_id and u.deleted_at is null
    where e.course_id = ${course} and (${section} is null or e.section_id = ${section}))`;

const assessmentColumns = {
  _id: assessments.id,
  courseId: assessments.courseId,
  courseName: courses.name,
  sectionId: assessments.sectionId,
  sectionName: sections.name,
  title: assessments.title,
  kind: assessments.kind,
  date: assessments.date,
  maxMarks: assessments.maxMarks,
  weight: assessments.weight,
  publishedAt: assessments.publishedAt,
  version: assessments.version,
  marksVersion: assessments.marksVersion,
  markedCount: sql<number>`(select count(*)::int from assessment_marks m where m.assessment_id = ${assessments.id})`,
  studentCount: takers(sql`${assessments.courseId}`, sql`${assessments.sectionId}`).mapWith(Number),
};

/** An assessment as the services read it: its record's fields, with the marks' version and when it was published. */
export interface AssessmentRow extends Omit<Assessment, 'published' | 'publishedAt'> {
  publishedAt: Date | null;
  marksVersion: number;
}

export const toAssessment = ({ marksVersion: _, publishedAt, ...row }: AssessmentRow): Assessment => ({
  ...row,
  published: publishedAt !== null,
  publishedAt: publishedAt?.toISOString() ?? null,
});

const selectAssessments = (db: Db) =>
  db
    .select(assessmentColumns)
    .from(assessments)
    .innerJoin(courses, and(eq(courses.id, assessments.courseId), isNull(courses.deletedAt)))
    .leftJoin(sections, eq(sections.id, assessments.sectionId));

/** A list of ids for `in`: (id, id, …). */
const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

const activeAssessment = (id: string) => and(eq(assessments.id, id), isNull(assessments.deletedAt));

/** An assessment that is not deleted, of a course that is not. */
export async function findAssessment(db: Db, id: string): Promise<AssessmentRow | undefined> {
  const [row] = await selectAssessments(db).where(activeAssessment(id));
  return row;
}

/** The same, locked for a change: its marks are saved, and it is edited, by one request at a time. */
export async function lockAssessment(tx: Tx, id: string): Promise<AssessmentRow | undefined> {
  const [row] = await selectAssessments(tx).where(activeAssessment(id)).for('no key update', { of: assessments });
  return row;
}

/** The course's assessments (those of one section and the whole course's, with `sectionId`), by date. */
export function assessmentsOfCourse(db: Db, courseId: string, sectionId?: string): Promise<AssessmentRow[]> {
  const ofSection = sectionId
    ? sql`(${assessments.sectionId} is null or ${assessments.sectionId} = ${sectionId})`
    : undefined;
  return selectAssessments(db)
    .where(and(eq(assessments.courseId, courseId), isNull(assessments.deletedAt), ofSection))
    .orderBy(asc(assessments.date), asc(assessments.createdAt), asc(assessments.id));
}

/** The weights of the course's assessments, with the section of each (null: the whole course's). */
export function courseWeights(
  tx: Tx,
  courseId: string,
): Promise<{ id: string; sectionId: string | null; weight: number }[]> {
  return tx
    .select({ id: assessments.id, sectionId: assessments.sectionId, weight: assessments.weight })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), isNull(assessments.deletedAt)));
}

/** Whether the section is one of the course's, not deleted. */
export async function isSectionOf(tx: Tx, sectionId: string, courseId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.courseId, courseId), isNull(sections.deletedAt)));
  return row !== undefined;
}

export async function insertAssessment(tx: Tx, courseId: string, input: AssessmentInput): Promise<string> {
  const [row] = await tx
    .insert(assessments)
    .values({
      courseId,
      sectionId: input.sectionId ?? null,
      title: input.title,
      kind: input.kind,
      date: input.date,
      maxMarks: input.maxMarks,
      weight: input.weight,
    })
    .returning({ id: assessments.id });
  return row!.id;
}

export async function updateAssessment(tx: Tx, id: string, patch: AssessmentPatch): Promise<void> {
  await tx
    .update(assessments)
    .set({ ...patch, version: sql`${assessments.version} + 1` })
    .where(eq(assessments.id, id));
}

export async function softDeleteAssessment(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(assessments).set({ deletedAt: at }).where(eq(assessments.id, id));
}

export async function markPublished(tx: Tx, id: string, by: string, at: Date): Promise<void> {
  await tx.update(assessments).set({ publishedAt: at, publishedBy: by }).where(eq(assessments.id, id));
}

/** Counts a save of the assessment's marks: its marks' version goes up by one. */
export async function countMarksSave(tx: Tx, id: string): Promise<void> {
  await tx
    .update(assessments)
    .set({ marksVersion: sql`${assessments.marksVersion} + 1` })
    .where(eq(assessments.id, id));
}

/** The highest marks any student has in the assessment; null before any. */
export async function highestMarks(tx: Tx, id: string): Promise<number | null> {
  const [row] = await tx
    .select({ highest: sql<string | null>`max(${assessmentMarks.marks})` })
    .from(assessmentMarks)
    .where(eq(assessmentMarks.assessmentId, id));
  return row?.highest == null ? null : Number(row.highest);
}

/** A student's marks in an assessment as stored (no row: none). */
export interface StoredMark {
  marks: number | null;
  absent: boolean;
  exempt: boolean;
  remark: string | null;
}

/** A student who takes an assessment, with their marks. */
export interface RosterMark extends StoredMark {
  studentId: string;
  name: string;
  email: string;
  sectionName: string;
  /** Whether they have a marks row. */
  marked: boolean;
}

/**
 * Who is marked in an assessment: the students who take it now (not deleted), and whoever already has marks in it
 * (moved to another section since), by name, each with their marks and section.
 */
export async function rosterOf(db: Db, assessment: Pick<AssessmentRow, '_id' | 'courseId' | 'sectionId'>) {
  const { _id: id, courseId, sectionId } = assessment;
  const { rows } = (await db.execute(sql`
    select u.id as "studentId", u.name, u.email, coalesce(s.name, '') as "sectionName",
      m.marks::float8 as marks, coalesce(m.absent, false) as absent, coalesce(m.exempt, false) as exempt, m.remark,
      m.student_id is not null as marked
    from (
      select e.student_id from enrollments e
      where e.course_id = ${courseId} ${sectionId ? sql`and e.section_id = ${sectionId}` : sql``}
      union
      select x.student_id from assessment_marks x where x.assessment_id = ${id}
    ) members
    join users u on u.id = members.student_id and u.deleted_at is null
    left join enrollments e on e.student_id = u.id and e.course_id = ${courseId}
    left join sections s on s.id = e.section_id
    left join assessment_marks m on m.assessment_id = ${id} and m.student_id = u.id
    order by u.name, u.id`)) as unknown as { rows: RosterMark[] };
  return rows;
}

/** Writes these students' marks (a row with nothing in it is removed) as saved by `by` at `at`. */
export async function writeMarks(
  tx: Tx,
  assessmentId: string,
  marks: (StoredMark & { studentId: string })[],
  by: string,
  at: Date,
): Promise<void> {
  const cleared = marks.filter((mark) => mark.marks === null && !mark.absent && !mark.exempt);
  const kept = marks.filter((mark) => !cleared.includes(mark));
  if (cleared.length > 0) {
    await tx.delete(assessmentMarks).where(
      and(
        eq(assessmentMarks.assessmentId, assessmentId),
        inArray(
          assessmentMarks.studentId,
          cleared.map((mark) => mark.studentId),
        ),
      ),
    );
  }
  for (let start = 0; start < kept.length; start += 1000) {
    await tx
      .insert(assessmentMarks)
      .values(kept.slice(start, start + 1000).map((mark) => ({ assessmentId, ...mark, updatedBy: by, updatedAt: at })))
      .onConflictDoUpdate({
        target: [assessmentMarks.assessmentId, assessmentMarks.studentId],
        set: {
          marks: sql`excluded.marks`,
          absent: sql`excluded.absent`,
          exempt: sql`excluded.exempt`,
          remark: sql`excluded.remark`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** Queues each student's result (published, or changed after) to them and their guardians. */
export function queueResults(
  tx: Tx,
  kind: 'result_published' | 'result_changed',
  results: { studentId: string; result: ResultEmail }[],
  queue: Pick<MessagesToQueue, 'channels' | 'heldMs' | 'createdAt'>,
): Promise<number> {
  if (results.length === 0) return Promise.resolve(0);
  return queueMessages(tx, {
    ...queue,
    kind,
    column: 'result',
    messages: sql`select (m ->> 'studentId')::uuid as student_id, m -> 'result' as data
      from jsonb_array_elements(${JSON.stringify(results)}::jsonb) m`,
  });
}

/** Before any change the scale is the domain's default, as version 0: no row, so a new database holds no data. */
const defaultScale = { version: 0, bands: DEFAULT_GRADE_SCALE, createdAt: null };

/** The institute's grading scale now: its newest version. */
export async function currentGradeScale(
  db: Db,
): Promise<{ version: number; bands: GradeBand[]; createdAt: Date | null }> {
  const [row] = await db
    .select({ version: gradeScales.version, bands: gradeScales.bands, createdAt: gradeScales.createdAt })
    .from(gradeScales)
    .orderBy(desc(gradeScales.version))
    .limit(1);
  return row ?? defaultScale;
}

/**
 * Locks the newest grading scale: its versions are added one at a time (the first two at once both ask for version 1,
 * and the primary key refuses the second).
 */
export async function lockGradeScale(tx: Tx): Promise<{ version: number; bands: GradeBand[] }> {
  const [row] = await tx
    .select({ version: gradeScales.version, bands: gradeScales.bands })
    .from(gradeScales)
    .orderBy(desc(gradeScales.version))
    .limit(1)
    .for('update');
  return row ?? defaultScale;
}

export async function insertGradeScale(tx: Tx, version: number, bands: GradeBand[], by: string, at: Date) {
  await tx.insert(gradeScales).values({ version, bands, createdBy: by, createdAt: at });
}

/** A student's result in a course (whole hundredths), as the SQL twin of `weightedResult` makes it. */
export interface ResultFigure {
  studentId: string;
  courseId: string;
  weightCounted: number;
  resultPercent: number | null;
}

/**
 * The result of every student (not deleted) of these courses, or of one section, in one statement: each student's
 * assessments (the whole course's, their section's, and any they have marks in) read along assessments_course_idx and
 * the marks' primary key.
 */
export async function courseResults(
  db: Db,
  { courseIds, sectionId }: { courseIds: string[]; sectionId?: string | undefined },
): Promise<ResultFigure[]> {
  if (courseIds.length === 0) return [];
  const result = weightedResultSql({
    weight: sql.raw('a.weight'),
    maxMarks: sql.raw('a.max_marks'),
    published: sql.raw('a.published_at is not null'),
    marks: sql.raw('m.marks'),
    absent: sql.raw('m.absent'),
    exempt: sql.raw('m.exempt'),
  });
  const { rows } = (await db.execute(sql`
    select e.student_id as "studentId", e.course_id as "courseId", r.weight_counted as "weightCounted",
      r.result as "resultPercent"
    from enrollments e
    join users u on u.id = e.student_id and u.deleted_at is null
    cross join lateral (
      select ${result.weightCounted} as weight_counted, ${result.resultPercent} as result
      from assessments a
      left join assessment_marks m on m.assessment_id = a.id and m.student_id = e.student_id
      where a.course_id = e.course_id and a.deleted_at is null
        and (a.section_id is null or a.section_id = e.section_id or m.student_id is not null)
    ) r
    where e.course_id in ${idList(courseIds)} ${sectionId ? sql`and e.section_id = ${sectionId}` : sql``}`)) as unknown as {
    rows: ResultFigure[];
  };
  return rows;
}

/** A page of a course's students (of one section), by name; `search` matches the name or the email. */
export async function resultSheetStudents(
  db: Db,
  courseId: string,
  {
    sectionId,
    search,
    page,
    limit,
  }: { sectionId?: string | undefined; search?: string | undefined; page: number; limit: number | null },
) {
  const where = sql`e.course_id = ${courseId} and u.deleted_at is null
    ${sectionId ? sql`and e.section_id = ${sectionId}` : sql``}
    ${search ? sql`and (u.name ilike ${containing(search)} or u.email ilike ${containing(search)})` : sql``}`;
  const paging = limit === null ? sql`` : sql`limit ${limit} offset ${(page - 1) * limit}`;
  const [{ rows }, { rows: counted }] = (await Promise.all([
    db.execute(sql`
      select u.id as "studentId", u.name, u.email, s.id as "sectionId", s.name as "sectionName"
      from enrollments e join users u on u.id = e.student_id join sections s on s.id = e.section_id
      where ${where}
      order by u.name, u.id ${paging}`),
    db.execute(sql`select count(*)::int as n from enrollments e join users u on u.id = e.student_id where ${where}`),
  ])) as unknown as [
    { rows: { studentId: string; name: string; email: string; sectionId: string; sectionName: string }[] },
    { rows: { n: number }[] },
  ];
  return { students: rows, total: counted[0]!.n };
}

/** The marks of these students in these assessments. */
export async function marksOf(
  db: Db,
  assessmentIds: string[],
  studentIds: string[],
): Promise<(Omit<StoredMark, 'remark'> & { assessmentId: string; studentId: string })[]> {
  if (assessmentIds.length === 0 || studentIds.length === 0) return [];
  return db
    .select({
      assessmentId: assessmentMarks.assessmentId,
      studentId: assessmentMarks.studentId,
      marks: assessmentMarks.marks,
      absent: assessmentMarks.absent,
      exempt: assessmentMarks.exempt,
    })
    .from(assessmentMarks)
    .where(and(inArray(assessmentMarks.assessmentId, assessmentIds), inArray(assessmentMarks.studentId, studentIds)));
}

/** A published assessment of a student's, with their marks in it (all null without a marks row). */
export interface PublishedMark {
  courseId: string;
  courseName: string;
  sectionName: string;
  _id: string | null;
  title: string;
  kind: AssessmentKind;
  date: string;
  weight: number;
  maxMarks: number;
  marks: number | null;
  absent: boolean | null;
  exempt: boolean | null;
  remark: string | null;
}

/**
 * A student's courses (not deleted; only `courseIds`, when given), by name, each with its published assessments the
 * student takes (the whole course's, their section's, and any they have marks in) by date; a course without any has
 * one row with `_id` null.
 */
export async function publishedMarksOf(db: Db, studentId: string, courseIds?: string[]): Promise<PublishedMark[]> {
  if (!courseIds) return allPublishedMarks(db, { studentId });
  if (courseIds.length === 0) return [];
  return rowsOf(db.execute(publishedMarks(sql`${studentId}`, sql`and e.course_id in ${idList(courseIds)}`)));
}

const publishedMarks = (studentId: SQL, ofCourses: SQL) => sql`
  select c.id as "courseId", c.name as "courseName", s.name as "sectionName", r.id as "_id", r.title, r.kind,
    r.date::text as date, r.weight::float8 as weight, r.max_marks::float8 as "maxMarks", r.marks::float8 as marks,
    r.absent, r.exempt, r.remark
  from enrollments e
  join courses c on c.id = e.course_id and c.deleted_at is null
  join sections s on s.id = e.section_id
  left join lateral (
    select a.id, a.title, a.kind, a.date, a.weight, a.max_marks, a.created_at, m.marks, m.absent, m.exempt, m.remark
    from assessments a
    left join assessment_marks m on m.assessment_id = a.id and m.student_id = e.student_id
    where a.course_id = e.course_id and a.deleted_at is null and a.published_at is not null
      and (a.section_id is null or a.section_id = e.section_id or m.student_id is not null)
  ) r on true
  where e.student_id = ${studentId} ${ofCourses}
  order by c.name, c.id, r.date, r.created_at, r.id`;

const allPublishedMarks = preparedRows<PublishedMark, { studentId: string }>('student_results', () =>
  publishedMarks(sql`${sql.placeholder('studentId')}::uuid`, sql``),
);

/** Publications walked along assessments_published_idx, latest first, to find the courses of the latest ones. */
const PUBLICATION_WALK = 500;

/**
 * How many assessments were published since `since`, and the courses of the latest publications, latest first. The
 * courses are the first `courses` different ones met walking the latest PUBLICATION_WALK publications; only when those
 * hold fewer courses than asked for (and there are more publications) are all publications grouped by course.
 */
export async function recentPublications(db: Db, since: Date, courses: number) {
  const latestCourses = (walk: number | null) => sql`
    coalesce((
      select json_agg(json_build_object('courseId', l.course_id, 'courseName', l.name) order by l.latest desc, l.course_id)
      from (
        select p.course_id, c.name, max(p.published_at) as latest
        from (
          select a.course_id, a.published_at from assessments a
          where a.published_at is not null and a.deleted_at is null
          order by a.published_at desc nulls last ${walk === null ? sql`` : sql`limit ${walk}`}
        ) p
        join courses c on c.id = p.course_id and c.deleted_at is null
        group by p.course_id, c.name
        order by latest desc, p.course_id
        limit ${courses}
      ) l
    ), '[]'::json)`;
  const [row] = await rowsOf<{
    publishedSince: number;
    walked: number;
    latest: { courseId: string; courseName: string }[];
  }>(
    db.execute(sql`
      select
        (select count(*)::int from assessments where published_at > ${since} and deleted_at is null) as "publishedSince",
        (select count(*)::int from (
          select 1 from assessments where published_at is not null and deleted_at is null limit ${PUBLICATION_WALK + 1}
        ) w) as walked,
        ${latestCourses(PUBLICATION_WALK)} as latest`),
  );
  const { publishedSince, walked, latest } = row!;
  if (latest.length === courses || walked <= PUBLICATION_WALK) return { publishedSince, latest };
  const [all] = await rowsOf<{ latest: { courseId: string; courseName: string }[] }>(
    db.execute(sql`select ${latestCourses(null)} as latest`),
  );
  return { publishedSince, latest: all!.latest };
}

export type ReportCardRow = typeof reportCards.$inferSelect;

/** The report card last issued to the student for the course. */
export async function latestReportCard(db: Db, studentId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(reportCards)
    .where(and(eq(reportCards.studentId, studentId), eq(reportCards.courseId, courseId)))
    .orderBy(desc(reportCards.issuedAt))
    .limit(1);
  return row;
}

export async function insertReportCard(tx: Tx, card: typeof reportCards.$inferInsert): Promise<ReportCardRow> {
  const [row] = await tx.insert(reportCards).values(card).returning();
  return row!;
}

export async function findReportCardByCode(db: Db, code: string): Promise<ReportCardRow | undefined> {
  const [row] = await db.select().from(reportCards).where(eq(reportCards.code, code));
  return row;
}
