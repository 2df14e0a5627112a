import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  MARKS_IMPORT_COLUMNS,
  MARKS_IMPORT_MAX_ROWS,
  marksGridSchema,
  marksImportReportSchema,
  marksInputSchema,
  resultTexts,
  STUDENT_IMPORT_MAX_BYTES,
  type MarksGrid,
} from '@campus/domain';
import { neutralizeFormula } from '../../../../lib/csv.js';
import { download, fileResponse, XLSX_TYPE } from '../../../../lib/download.js';
import { badRequest } from '../../../../lib/errors.js';
import { fileNameForAudit, readImportForm } from '../../../../lib/multipart-form.js';
import { readSheetFileApart } from '../../../../lib/student-import-reader.js';
import { importMarks, marksGrid, saveMarks } from '../../../../services/assessments.js';

const who = "For admins, and the course's instructors (to another instructor it is not found)";

/**
 * A student's line of the marks template: email, name, marks (EX: exempt), absent, remark, as the import reads them;
 * null where there is nothing.
 */
function templateLine(row: MarksGrid['rows'][number]): (string | number | null)[] {
  const marks = row.exempt ? 'EX' : row.marks;
  const remark = row.remark === null ? null : neutralizeFormula(row.remark);
  return [row.email, neutralizeFormula(row.name), marks, row.absent ? 'yes' : null, remark];
}

/** The marks of one assessment: the grid, its save, its template and its import (under /assessments). */
const assessmentMarksRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { services } = fastify;
  const access = 'teaching' as const;

  fastify.get(
    '/:id/marks',
    {
      config: { access },
      schema: {
        summary:
          'An assessment’s students (of its section, or of the whole course, and anyone already marked) by name, ' +
          'with their marks, percentage and grade (drafts until published), and the marks’ `version` for the save’s ' +
          `If-Match. ${who}`,
        params: idParamsSchema,
        response: { 200: marksGridSchema, 404: errorResponseSchema },
      },
    },
    async (request) => marksGrid(services, request.user, request.params.id),
  );

  fastify.put(
    '/:id/marks',
    {
      config: { access },
      schema: {
        summary:
          'Save marks: each student listed once, of those who take it (400 otherwise); those left out keep theirs; no ' +
          'marks, not absent and not exempt clears a student. If-Match is the marks’ version (0 before the first ' +
          'save; 409 when someone saved since). Once published, a change needs a `reason` (400), is audited, and ' +
          `emails each student changed their marks before and now. ${who}`,
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: marksInputSchema,
        response: {
          200: marksGridSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => saveMarks(services, request.user, request.params.id, request.body, request.headers['if-match']),
  );

  const templateSummary = (format: string) =>
    `The marks import’s ${format} template of an assessment: ${MARKS_IMPORT_COLUMNS.join(', ')}, a line per ` +
    `student with their marks so far. ${who}`;

  fastify.get(
    '/:id/marks-template.xlsx',
    {
      config: { access },
      schema: {
        summary: templateSummary('Excel'),
        params: idParamsSchema,
        response: { 200: fileResponse('marks_<course>_<assessment>.xlsx', XLSX_TYPE), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const grid = await marksGrid(services, request.user, request.params.id);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(resultTexts.kind(grid.assessment.kind));
      sheet.columns = MARKS_IMPORT_COLUMNS.map((header) => ({
        header,
        key: header,
        width: header === 'marks' ? 10 : 30,
      }));
      sheet.getRow(1).font = { bold: true };
      for (const row of grid.rows) sheet.addRow(templateLine(row));
      const name = resultTexts.templateFile(grid.assessment.courseName, grid.assessment.title, 'xlsx');
      return download(reply, XLSX_TYPE, name).send(Buffer.from(await workbook.xlsx.writeBuffer()) as unknown as string);
    },
  );

  fastify.get(
    '/:id/marks-template.csv',
    {
      config: { access },
      schema: {
        summary: templateSummary('CSV (UTF-8 with a byte-order mark)'),
        params: idParamsSchema,
        response: { 200: fileResponse('marks_<course>_<assessment>.csv', 'text/csv'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const grid = await marksGrid(services, request.user, request.params.id);
      const name = resultTexts.templateFile(grid.assessment.courseName, grid.assessment.title, 'csv');
      return download(reply, 'text/csv; charset=utf-8', name).send(
        stringify([[...MARKS_IMPORT_COLUMNS], ...grid.rows.map(templateLine)], { bom: true }),
      );
    },
  );

  fastify.post(
    '/:id/marks/import',
    {
      config: { access },
      schema: {
        summary:
          `Import an assessment’s marks from a CSV or .xlsx file (multipart: file, at most ${STUDENT_IMPORT_MAX_BYTES / 1024 / 1024} ` +
          `MB and ${MARKS_IMPORT_MAX_ROWS} rows; dryRun true or false; reason, once published). Columns ` +
          `${MARKS_IMPORT_COLUMNS.join(', ')}: email and marks are enough; marks may read AB (absent) or EX ` +
          '(exempt); a row without marks changes nothing. Every row is checked first: a dry run writes nothing; a ' +
          'real run with any bad row writes nothing and answers 422 with the report naming each; otherwise every ' +
          `row is written in one transaction, as a save of the grid is. ${who}`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          200: marksImportReportSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          422: marksImportReportSchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, file, dryRun } = await readImportForm(request);
      const typed = marksInputSchema.shape.reason.safeParse(fields.reason);
      if (!typed.success) throw badRequest(typed.error.issues[0]!.message);
      const reason = typed.data || undefined;
      const sheet = await readSheetFileApart(file.data, 'marks');
      const report = await importMarks(
        services,
        request.user,
        request.params.id,
        { name: fileNameForAudit(file.name), ...sheet },
        { dryRun, reason },
      );
      return reply.code(!dryRun && report.errors.length > 0 ? 422 : 200).send(report);
    },
  );
};

export default assessmentMarksRoutes;
