import { createHash, randomInt } from 'node:crypto';
import {
  assessmentMessages,
  attendanceMessages,
  auditSummaries,
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  certificateCodeFrom,
  classStatistics,
  dateInIndia,
  formatCertificateCode,
  gradeDistribution,
  gradeFor,
  bandPasses,
  markResult,
  messages,
  weightedResult,
  type CourseResult,
  type GradeBand,
  type ReportCardVerification,
  type ResultSheet,
  type ResultSheetQuery,
  type StudentResults,
} from '@campus/domain';
import type { Db } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { notFound } from '../lib/errors.js';
import {
  assessmentsOfCourse,
  courseResults,
  currentGradeScale,
  findReportCardByCode,
  insertReportCard,
  latestReportCard,
  marksOf,
  publishedMarksOf,
  resultSheetStudents,
  toAssessment,
  type PublishedMark,
  type ReportCardRow,
} from '../repositories/assessments.js';
import { recordEvent } from '../repositories/audit.js';
import { findActiveCourseName } from '../repositories/courses.js';
import { teachingCourseIds } from '../repositories/instructors.js';
import { findSection } from '../repositories/sections.js';
import { findActiveUser } from '../repositories/users.js';
import type { ServiceContext } from './context.js';
import { requireTeaching, type Teacher } from './teaching.js';

/** A result of the SQL twin (whole hundredths) as the domain's figures: the percentage, its grade and whether it passes. */
function resultFigures(result: number | null, weightCounted: number, bands: GradeBand[]) {
  if (result === null) return { resultPercent: null, grade: null, passed: null, weightCounted: weightCounted / 100 };
  const band = gradeFor(result / 100, bands);
  return {
    resultPercent: result / 100,
    grade: band.grade,
    passed: bandPasses(band),
    weightCounted: weightCounted / 100,
  };
}

/**
 * A course's result sheet (of one section, with `sectionId`): its assessments by date, a page of its students by name
 * (every student with `limit` null, for the exports), each with their marks in each and their result
 * (`weightedResult` over the published ones, as the student sees it); the class's statistics and grade distribution
 * over all its students. For the office, and the course's instructors (to another, the course is not found).
 */
export async function resultSheet(
  db: Db,
  teacher: Teacher,
  courseId: string,
  query: Omit<ResultSheetQuery, 'limit'> & { limit: number | null },
): Promise<ResultSheet> {
  await requireTeaching(db, teacher, courseId);
  const course = await findActiveCourseName(db, courseId);
  if (!course) throw notFound(messages.errors.courseNotFound);
  const { sectionId } = query;
  const section = sectionId ? await findSection(db, sectionId) : undefined;
  if (sectionId && section?.courseId !== courseId) throw notFound(attendanceMessages.sectionNotFound);
  const [assessments, { students, total }, results, { bands }] = await Promise.all([
    assessmentsOfCourse(db, courseId, sectionId),
    resultSheetStudents(db, courseId, query),
    courseResults(db, { courseIds: [courseId], sectionId }),
    currentGradeScale(db),
  ]);
  const marks = await marksOf(
    db,
    assessments.map((assessment) => assessment._id),
    students.map((student) => student.studentId),
  );
  const cells = new Map(marks.map(({ assessmentId, studentId, ...mark }) => [`${assessmentId} ${studentId}`, mark]));
  const resultOf = new Map(results.map((result) => [result.studentId, result]));
  const percents = results.flatMap((result) => (result.resultPercent === null ? [] : [result.resultPercent / 100]));
  return {
    courseId,
    courseName: course.name,
    sectionId: sectionId ?? null,
    sectionName: section?.name ?? null,
    assessments: assessments.map(toAssessment),
    items: students.map(({ sectionId: studentSection, ...student }) => {
      const result = resultOf.get(student.studentId);
      return {
        ...student,
        marks: assessments.map((assessment) => {
          const cell = cells.get(`${assessment._id} ${student.studentId}`);
          if (cell) return cell;
          const takes = assessment.sectionId === null || assessment.sectionId === studentSection;
          return takes ? { marks: null, absent: false, exempt: false } : null;
        }),
        ...resultFigures(result?.resultPercent ?? null, result?.weightCounted ?? 0, bands),
      };
    }),
    statistics: classStatistics(percents, bands),
    distribution: gradeDistribution(percents, bands),
    total,
    page: query.page,
    limit: query.limit ?? total,
  };
}

/** A course's result sheet for the CSV and Excel exports: every student of it (of the section). */
export const fullResultSheet = (db: Db, teacher: Teacher, courseId: string, sectionId: string | undefined) =>
  resultSheet(db, teacher, courseId, { sectionId, page: 1, limit: null });

/** Each course of a student's published marks (`publishedMarksOf`), with its assessments and result. */
function courseResultsOf(rows: PublishedMark[], bands: GradeBand[]): CourseResult[] {
  const courses = new Map<string, { course: PublishedMark; marks: PublishedMark[] }>();
  for (const row of rows) {
    const entry = courses.get(row.courseId) ?? { course: row, marks: [] };
    if (row._id !== null) entry.marks.push(row);
    courses.set(row.courseId, entry);
  }
  return [...courses.values()].map(({ course, marks }) => {
    const { resultPercent, grade, passed, weightCounted } = weightedResult(
      marks.map((mark) => ({
        weight: mark.weight,
        maxMarks: mark.maxMarks,
        published: true,
        marks: mark.marks,
        absent: mark.absent ?? false,
        exempt: mark.exempt ?? false,
      })),
      bands,
    );
    return {
      courseId: course.courseId,
      courseName: course.courseName,
      sectionName: course.sectionName,
      assessments: marks.map((mark) => {
        const taken = { marks: mark.marks, absent: mark.absent ?? false, exempt: mark.exempt ?? false };
        return {
          _id: mark._id!,
          title: mark.title,
          kind: mark.kind,
          date: mark.date,
          weight: mark.weight,
          maxMarks: mark.maxMarks,
          ...taken,
          remark: mark.remark,
          ...markResult(taken, mark.maxMarks, bands),
        };
      }),
      resultPercent,
      grade,
      passed,
      weightCounted,
    };
  });
}

/** A student's published results in each course they are enrolled in (only `courseIds`, when given), by course name. */
export async function studentResults(db: Db, studentId: string, courseIds?: string[]): Promise<StudentResults> {
  const [rows, { bands }] = await Promise.all([publishedMarksOf(db, studentId, courseIds), currentGradeScale(db)]);
  return { courses: courseResultsOf(rows, bands) };
}

/**
 * A student's published results as staff see them: every course for an admin; for an instructor, the courses they
 * teach, and a student in none of them is not found (as if they did not exist).
 */
export async function studentResultsForStaff(db: Db, teacher: Teacher, studentId: string): Promise<StudentResults> {
  if (!(await findActiveUser(db, studentId, 'student'))) throw notFound(messages.errors.studentNotFound);
  const courseIds = teacher.role === 'admin' ? undefined : await teachingCourseIds(db, teacher.id);
  const results = await studentResults(db, studentId, courseIds);
  if (teacher.role !== 'admin' && results.courses.length === 0) throw notFound(messages.errors.studentNotFound);
  return results;
}

/** A new verification code, made as a certificate's is. */
const newCode = () =>
  Array.from(
    { length: CERTIFICATE_CODE_LENGTH },
    () => CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)],
  ).join('');

/** A report card: the card issued (its code), and what it prints. */
export interface ReportCard {
  card: ReportCardRow;
  studentName: string;
  studentNumber: number;
  result: CourseResult;
}

/**
 * The student's report card of a course: their published results in it, with a verification code. The card issued last
 * is given again while it prints the same; otherwise a new card is issued (audited), so that each code tells what its
 * card said. Not enrolled (or the course deleted) is a 404; so is a course with nothing published yet.
 */
export async function reportCard(
  { db, now }: ServiceContext,
  studentId: string,
  courseId: string,
): Promise<ReportCard> {
  const student = await findActiveUser(db, studentId, 'student');
  if (!student) throw notFound(messages.errors.courseNotFound);
  const [result] = (await studentResults(db, studentId, [courseId])).courses;
  if (!result) throw notFound(messages.errors.courseNotFound);
  if (result.assessments.length === 0) throw notFound(assessmentMessages.notPublishedYet);
  const contentHash = createHash('sha256')
    .update(JSON.stringify({ name: student.name, result }))
    .digest('hex');
  const latest = await latestReportCard(db, studentId, courseId);
  if (latest?.contentHash === contentHash) {
    return { card: latest, studentName: student.name, studentNumber: student.number, result };
  }
  const card = await transaction(db, async (tx) => {
    const issued = await insertReportCard(tx, {
      code: newCode(),
      studentId,
      courseId,
      studentName: student.name,
      courseName: result.courseName,
      resultPercent: result.resultPercent,
      grade: result.grade,
      contentHash,
      issuedAt: now(),
    });
    await recordEvent(tx, {
      actor: { id: studentId },
      action: 'report_card.issued',
      entityType: 'report_card',
      entityId: issued.id,
      studentId,
      summary: auditSummaries.reportCardIssued(formatCertificateCode(issued.code), student.name, result.courseName),
      changes: { grade: { from: null, to: result.grade } },
    });
    return issued;
  });
  return { card, studentName: student.name, studentNumber: student.number, result };
}

/** What anyone may learn from a report card's code: the names, result and grade it printed, and the day. */
export async function verifyReportCard(db: Db, typed: string): Promise<ReportCardVerification> {
  const code = certificateCodeFrom(typed);
  const card = code && (await findReportCardByCode(db, code));
  if (!card) throw notFound(assessmentMessages.reportCardNotFound);
  return {
    name: card.studentName,
    course: card.courseName,
    resultPercent: card.resultPercent,
    grade: card.grade,
    issuedOn: dateInIndia(card.issuedAt),
  };
}
