import { z } from 'zod';
import {
  ASSESSMENT_KINDS,
  GRADE_MAX_LENGTH,
  GRADE_POINTS_MAX,
  GRADE_SCALE_BANDS_MAX,
  gradeScaleProblem,
  hasTwoDecimalsAtMost,
  MARKS_MAX,
  WEIGHT_TOTAL,
} from '../grading.js';
import { assessmentMessages } from '../messages.js';
import { idSchema, isoDateSchema, listQuerySchema, textSchema, versionSchema } from './common.js';

// A course's assessments (tests, assignments, practicals, exams), the marks of its students in each, the institute's
// grading scale, and the results made from them (`weightedResult`).

export const ASSESSMENT_TITLE_MAX_LENGTH = 120;
export const MARK_REMARK_MAX_LENGTH = 200;
export const MARKS_REASON_MAX_LENGTH = 500;
/** At most this many students are marked in one save (a section's largest roster, or a course's with no section). */
export const MARKS_GRID_MAX = 5_000;
/** The marks import reads at most this many rows. */
export const MARKS_IMPORT_MAX_ROWS = MARKS_GRID_MAX;
/** The columns of a marks file, in this order: `email` identifies the student; `name` is there only to read. */
export const MARKS_IMPORT_COLUMNS = ['email', 'name', 'marks', 'absent', 'remark'] as const;
/** The columns a marks file must have; the others may be left out. */
export const MARKS_IMPORT_REQUIRED_COLUMNS = ['email', 'marks'] as const;

/** A number from `min` to `max` with at most two decimals; `above` refuses `min` itself. */
function decimalSchema(message: string, min: number, max: number, { above = false } = {}) {
  return z
    .number({ error: message })
    .refine((value) => (above ? value > min : value >= min) && value <= max && hasTwoDecimalsAtMost(value), message);
}

export const assessmentKindSchema = z.enum(ASSESSMENT_KINDS, { error: assessmentMessages.kind });
const titleSchema = textSchema('Title', ASSESSMENT_TITLE_MAX_LENGTH);
const maxMarksSchema = decimalSchema(assessmentMessages.maxMarks, 0, MARKS_MAX, { above: true });
const weightSchema = decimalSchema(assessmentMessages.weight, 0, WEIGHT_TOTAL);

/** POST /admin/courses/{courseId}/assessments; no section: the whole course takes it. */
export const assessmentInputSchema = z
  .object({
    title: titleSchema,
    kind: assessmentKindSchema,
    date: isoDateSchema,
    maxMarks: maxMarksSchema,
    weight: weightSchema,
    sectionId: idSchema.nullable().optional(),
  })
  .strict();
export type AssessmentInput = z.infer<typeof assessmentInputSchema>;

/** PATCH /admin/assessments/{id}: its section stays (delete it and add another for another section). */
export const assessmentPatchSchema = z
  .object({
    title: titleSchema.optional(),
    kind: assessmentKindSchema.optional(),
    date: isoDateSchema.optional(),
    maxMarks: maxMarksSchema.optional(),
    weight: weightSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), assessmentMessages.nothingToChange);
export type AssessmentPatch = z.infer<typeof assessmentPatchSchema>;

const reasonSchema = textSchema('Reason', MARKS_REASON_MAX_LENGTH, { optional: true, multiline: true }).optional();

/** DELETE /admin/assessments/{id}: one with marks needs a reason. */
export const assessmentDeleteSchema = z.object({ reason: reasonSchema }).strict().nullish();
export type AssessmentDelete = z.infer<typeof assessmentDeleteSchema>;

export const assessmentSchema = z.object({
  _id: z.uuid(),
  courseId: z.uuid(),
  courseName: z.string(),
  /** Null: the whole course takes it. */
  sectionId: z.uuid().nullable(),
  sectionName: z.string().nullable(),
  title: z.string(),
  kind: assessmentKindSchema,
  date: z.string(),
  maxMarks: z.number(),
  weight: z.number(),
  /** Students see its marks once published; until then they are drafts only staff see. */
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Raised by each edit of the assessment itself (PATCH sends it as If-Match); its marks have their own version. */
  version: versionSchema,
  /** Students with marks, absent or exempt, of `studentCount` who take it now. */
  markedCount: z.number().int(),
  studentCount: z.number().int(),
});
export type Assessment = z.infer<typeof assessmentSchema>;
export const assessmentResponseSchema = z.object({ assessment: assessmentSchema });
export const assessmentListSchema = z.object({
  assessments: z.array(assessmentSchema),
  /** The weights of the course's assessments taken by the most-weighted student (the whole course's and a section's). */
  weightTotal: z.number(),
});
export type AssessmentList = z.infer<typeof assessmentListSchema>;

/** One student in a save of the marks grid: no marks, not absent and not exempt clears what they had. */
export const markInputSchema = z
  .object({
    studentId: idSchema,
    marks: decimalSchema(assessmentMessages.marks(MARKS_MAX), 0, MARKS_MAX).nullable().optional(),
    absent: z.boolean().optional(),
    exempt: z.boolean().optional(),
    remark: textSchema('Remark', MARK_REMARK_MAX_LENGTH, { optional: true }).nullable().optional(),
  })
  .strict()
  .refine((mark) => !(mark.absent && mark.exempt), assessmentMessages.absentOrExempt)
  .refine((mark) => mark.marks == null || !(mark.absent || mark.exempt), assessmentMessages.marksWithAbsence);
export type MarkInput = z.infer<typeof markInputSchema>;

/**
 * PUT /admin/assessments/{id}/marks with If-Match (the grid's version): the students listed, each once, of those who
 * take it; those left out keep their marks. Once published, a change needs a reason, and each student changed is told.
 */
export const marksInputSchema = z
  .object({
    marks: z
      .array(markInputSchema)
      .min(1, assessmentMessages.notOnRoster)
      .max(MARKS_GRID_MAX, assessmentMessages.notOnRoster),
    reason: reasonSchema,
  })
  .strict();
export type MarksInput = z.infer<typeof marksInputSchema>;

/** A student who takes an assessment, with their marks (null: none entered, or absent or exempt). */
export const markRowSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  email: z.string(),
  sectionName: z.string(),
  marks: z.number().nullable(),
  absent: z.boolean(),
  exempt: z.boolean(),
  remark: z.string().nullable(),
  /** `assessmentPercent` and its grade; null without marks (absent: 0 and the lowest grade). */
  percent: z.number().nullable(),
  grade: z.string().nullable(),
});
export type MarkRow = z.infer<typeof markRowSchema>;

export const marksGridSchema = z.object({
  assessment: assessmentSchema,
  /** The marks' version: 0 before the first save; a save sends it as If-Match. */
  version: z.number().int(),
  rows: z.array(markRowSchema),
});
export type MarksGrid = z.infer<typeof marksGridSchema>;

export const marksImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** The rows with something in them (empty rows are skipped). */
  rows: z.number().int(),
  /** Students whose marks the file changes (or would, on a dry run). */
  changed: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type MarksImportReport = z.infer<typeof marksImportReportSchema>;

export const gradeBandSchema = z
  .object({
    minPercent: decimalSchema(assessmentMessages.minPercent, 0, 100),
    grade: z
      .string({ error: assessmentMessages.grade })
      .trim()
      .min(1, assessmentMessages.grade)
      .max(GRADE_MAX_LENGTH, assessmentMessages.grade)
      .regex(/^[\p{L}\p{N}+\-* ]+$/u, assessmentMessages.grade),
    points: decimalSchema(assessmentMessages.points, 0, GRADE_POINTS_MAX).nullable().optional(),
  })
  .strict();
export type GradeBandInput = z.infer<typeof gradeBandSchema>;

/** PUT /admin/grade-scale with If-Match: a new version of the institute's scale, which grades every result from then. */
export const gradeScaleInputSchema = z
  .object({
    bands: z
      .array(gradeBandSchema)
      .max(GRADE_SCALE_BANDS_MAX, assessmentMessages.scaleTooManyBands(GRADE_SCALE_BANDS_MAX)),
  })
  .strict()
  .superRefine(({ bands }, context) => {
    const problem = gradeScaleProblem(bands);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['bands'] });
  });
export type GradeScaleInput = z.infer<typeof gradeScaleInputSchema>;

export const gradeScaleSchema = z.object({
  version: z.number().int(),
  /** From the highest band to the lowest. */
  bands: z.array(z.object({ minPercent: z.number(), grade: z.string(), points: z.number().nullable() })),
  /** The lowest percentage that passes. */
  passPercent: z.number(),
  updatedAt: z.string().nullable(),
});
export type GradeScale = z.infer<typeof gradeScaleSchema>;
export const gradeScaleResponseSchema = z.object({ gradeScale: gradeScaleSchema });

/** GET /admin/courses/{courseId}/results: a page of the course's students by name; `sectionId` keeps one section. */
export const resultSheetQuerySchema = listQuerySchema.extend({ sectionId: idSchema.optional() });
export type ResultSheetQuery = z.infer<typeof resultSheetQuerySchema>;
/** The CSV and Excel exports: every student (of the section), no paging. */
export const resultExportQuerySchema = z.object({ sectionId: idSchema.optional() });

const statisticsSchema = z.object({
  count: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  passRate: z.number().nullable(),
});

/** One cell of the result sheet: a student's marks in one assessment (null where none were entered). */
export const resultCellSchema = z.object({
  marks: z.number().nullable(),
  absent: z.boolean(),
  exempt: z.boolean(),
});

export const resultSheetRowSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  email: z.string(),
  sectionName: z.string(),
  /** In the order of the sheet's `assessments`; null for one the student does not take (another section's). */
  marks: z.array(resultCellSchema.nullable()),
  /** `weightedResult` over the published assessments: what the student sees. */
  resultPercent: z.number().nullable(),
  grade: z.string().nullable(),
  passed: z.boolean().nullable(),
  weightCounted: z.number(),
});
export type ResultSheetRow = z.infer<typeof resultSheetRowSchema>;

export const resultSheetSchema = z.object({
  courseId: z.uuid(),
  courseName: z.string(),
  sectionId: z.uuid().nullable(),
  sectionName: z.string().nullable(),
  /** The assessments of the course (of the section, and the whole course's), by date. */
  assessments: z.array(assessmentSchema),
  items: z.array(resultSheetRowSchema),
  /** `classStatistics` of every student's result (of the section), not only this page's. */
  statistics: statisticsSchema,
  /** `gradeDistribution`: students per grade, from the highest band. */
  distribution: z.array(z.object({ grade: z.string(), count: z.number().int() })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ResultSheet = z.infer<typeof resultSheetSchema>;

/** A published assessment as a student sees it. */
export const myAssessmentSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  kind: assessmentKindSchema,
  date: z.string(),
  weight: z.number(),
  maxMarks: z.number(),
  marks: z.number().nullable(),
  absent: z.boolean(),
  exempt: z.boolean(),
  remark: z.string().nullable(),
  /** Null without marks (exempt, or none entered); absent is 0%. */
  percent: z.number().nullable(),
  grade: z.string().nullable(),
});
export type MyAssessment = z.infer<typeof myAssessmentSchema>;

export const courseResultSchema = z.object({
  courseId: z.uuid(),
  courseName: z.string(),
  sectionName: z.string(),
  /** Published ones only, by date. */
  assessments: z.array(myAssessmentSchema),
  resultPercent: z.number().nullable(),
  grade: z.string().nullable(),
  passed: z.boolean().nullable(),
  /** The weights counted in the result so far (100: the whole course). */
  weightCounted: z.number(),
});
export type CourseResult = z.infer<typeof courseResultSchema>;
/** GET /results/me, and a student's results as staff see them (GET /admin/students/{id}/results). */
export const studentResultsSchema = z.object({ courses: z.array(courseResultSchema) });
export type StudentResults = z.infer<typeof studentResultsSchema>;

/** What anyone may learn from a report card's code (GET /report-cards/{code}). */
export const reportCardVerificationSchema = z.object({
  name: z.string(),
  course: z.string(),
  resultPercent: z.number().nullable(),
  grade: z.string().nullable(),
  issuedOn: z.string(),
});
export type ReportCardVerification = z.infer<typeof reportCardVerificationSchema>;
