import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseIdParamsSchema,
  errorResponseSchema,
  resultExportQuerySchema,
  resultSheetQuerySchema,
  resultSheetSchema,
  resultTexts as text,
  type ResultSheet,
} from '@campus/domain';
import { neutralizeFormula } from '../../../../lib/csv.js';
import { download, fileResponse, XLSX_TYPE } from '../../../../lib/download.js';
import { fullResultSheet, resultSheet } from '../../../../services/results.js';

const who = "For admins, and the course's instructors (to another instructor the course is not found)";

/** The sheet's header: the student's columns, one per assessment, then the result and grade. */
const headerOf = (sheet: ResultSheet) => [
  ...text.sheetStudent,
  ...sheet.assessments.map((a) => text.sheetAssessment(a.title, a.maxMarks, a.weight, a.published)),
  ...text.sheetResult,
];

/** A student's line of the sheet: marks as numbers, AB (absent), EX (exempt), blank for none or not taken. */
const lineOf = (row: ResultSheet['items'][number]) => [
  neutralizeFormula(row.name),
  neutralizeFormula(row.email),
  neutralizeFormula(row.sectionName),
  ...row.marks.map((cell) =>
    !cell ? '' : cell.absent ? text.sheetAbsent : cell.exempt ? text.sheetExempt : (cell.marks ?? ''),
  ),
  row.resultPercent ?? '',
  row.grade ?? '',
];

/** A course's result sheet, on screen, as CSV and as Excel (under /courses/{courseId}). */
const adminResultsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const access = 'teaching' as const;

  fastify.get(
    '/courses/:courseId/results',
    {
      config: { access },
      schema: {
        summary:
          "A course's result sheet (of one section with `sectionId`): its assessments by date, a page of its students " +
          'by name (`search`: name or email) with their marks in each (null: another section’s) and their result ' +
          '(the weighted mean of the published ones’ percentages, as the student sees it) and grade; the statistics ' +
          `(mean, median, highest, lowest, pass rate) and grade distribution of all its students. ${who}`,
        params: courseIdParamsSchema,
        querystring: resultSheetQuerySchema,
        response: { 200: resultSheetSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => resultSheet(db, request.user, request.params.courseId, request.query),
  );

  fastify.get(
    '/courses/:courseId/results.csv',
    {
      config: { access },
      schema: {
        summary: `The whole result sheet (of one section with \`sectionId\`) as CSV, UTF-8 with a byte-order mark. ${who}`,
        params: courseIdParamsSchema,
        querystring: resultExportQuerySchema,
        response: {
          200: fileResponse('results_<course>.csv', 'text/csv'),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const sheet = await fullResultSheet(db, request.user, request.params.courseId, request.query.sectionId);
      return download(
        reply,
        'text/csv; charset=utf-8',
        text.resultsFile(sheet.courseName, sheet.sectionName, 'csv'),
      ).send(stringify([headerOf(sheet), ...sheet.items.map(lineOf)], { bom: true }));
    },
  );

  fastify.get(
    '/courses/:courseId/results.xlsx',
    {
      config: { access },
      schema: {
        summary:
          'The whole result sheet (of one section with `sectionId`) as an Excel workbook: the students, then the ' +
          `statistics and grade distribution on a sheet of their own. ${who}`,
        params: courseIdParamsSchema,
        querystring: resultExportQuerySchema,
        response: {
          200: fileResponse('results_<course>.xlsx', XLSX_TYPE),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const sheet = await fullResultSheet(db, request.user, request.params.courseId, request.query.sectionId);
      const workbook = new ExcelJS.Workbook();
      const students = workbook.addWorksheet('Results');
      students.addRow(headerOf(sheet)).font = { bold: true };
      for (const row of sheet.items) students.addRow(lineOf(row));
      headerOf(sheet).forEach((_, i) => (students.getColumn(i + 1).width = i < 3 ? 28 : 14));
      const figures = workbook.addWorksheet('Statistics');
      const { statistics } = sheet;
      figures.addRows([
        ['Students with a result', statistics.count],
        ['Mean (%)', statistics.mean ?? ''],
        ['Median (%)', statistics.median ?? ''],
        ['Highest (%)', statistics.highest ?? ''],
        ['Lowest (%)', statistics.lowest ?? ''],
        ['Pass rate (%)', statistics.passRate ?? ''],
        [],
        ['Grade', 'Students'],
        ...sheet.distribution.map(({ grade, count }) => [grade, count]),
      ]);
      figures.getColumn(1).width = 24;
      const name = text.resultsFile(sheet.courseName, sheet.sectionName, 'xlsx');
      return download(reply, XLSX_TYPE, name).send(Buffer.from(await workbook.xlsx.writeBuffer()) as unknown as string);
    },
  );
};

export default adminResultsRoutes;

// Routes under a course: at /api/admin, not the folder's prefix.
export const prefixOverride = '/api/admin';
