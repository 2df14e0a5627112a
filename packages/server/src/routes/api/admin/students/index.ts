import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_SEPARATOR,
  errorResponseSchema,
  idParamsSchema,
  messages,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ROWS,
  studentImportReportSchema,
  studentProgressResponseSchema,
} from '@campus/domain';
import { neutralizeFormula } from '../../../../lib/csv.js';
import { download } from '../../../../lib/download.js';
import { badRequest } from '../../../../lib/errors.js';
import { readMultipartForm } from '../../../../lib/multipart-form.js';
import { signInLockRoutes } from '../../../../lib/sign-in-lock-routes.js';
import { readStudentImportFileApart } from '../../../../lib/student-import-reader.js';
import { activeStudentBatches, allActiveCourses } from '../../../../repositories/students.js';
import { studentProgressForStaff } from '../../../../services/learning.js';
import { importStudents } from '../../../../services/student-import.js';

const header = [...STUDENT_IMPORT_COLUMNS];
const csvDownload = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

type ExportedStudent = { name: string; email: string; phone: string | null; dob: string | null; courses: string[] };

/** A student as a line of the export: the import's columns, typed text made safe for spreadsheets. */
const toCsvRecord = ({ name, email, phone, dob, courses }: ExportedStudent) =>
  [name, email, phone ?? '', dob ?? '', courses.join(`${COURSE_SEPARATOR} `)].map(neutralizeFormula);

/** The file's name as the audit trail keeps it: no control or formatting characters, and not endless. */
const fileNameForAudit = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 200) || 'file';

const DRY_RUN = { true: true, false: false } as const;

const adminStudentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, services } = fastify;

  fastify.get(
    '/:id/progress',
    {
      config: { access: 'teaching' },
      schema: {
        summary:
          "A student's progress in each course, with the last lesson opened and the certificate: every course for an " +
          'admin, those they teach for an instructor',
        params: idParamsSchema,
        response: { 200: studentProgressResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => studentProgressForStaff(services, request.user, request.params.id),
  );

  signInLockRoutes(fastify, 'student', 'student');

  fastify.get(
    '/import/template.csv',
    {
      schema: {
        summary: `The import file's header (${header.join(',')}) and one example row`,
        response: { 200: csvDownload('students_template.csv') },
      },
    },
    async (_request, reply) => {
      const courseNames = (await allActiveCourses(db)).map((course) => course.name).sort();
      const example = [
        'Asha Verma',
        'asha.verma@example.com',
        '98765 43210',
        '17/05/2004',
        courseNames[0] ?? 'Course name',
      ];
      return download(reply, 'text/csv; charset=utf-8', 'students_template.csv').send(
        stringify([example.map(neutralizeFormula)], { bom: true, header: true, columns: header }),
      );
    },
  );

  fastify.post(
    '/import',
    {
      schema: {
        summary:
          `Import students from a CSV or .xlsx file (multipart: file, at most ${STUDENT_IMPORT_MAX_BYTES / 1024 / 1024} ` +
          `MB and ${STUDENT_IMPORT_MAX_ROWS} rows; dryRun true or false). Every row is checked first; a known email ` +
          'updates that student (name, phone, date of birth, added courses). A dry run writes nothing; a real run with ' +
          'any error writes nothing and answers 422 with the report; otherwise every row is written in one transaction.',
        consumes: ['multipart/form-data'],
        response: {
          200: studentImportReportSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          422: studentImportReportSchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartForm(request, 'file', {
        bytes: STUDENT_IMPORT_MAX_BYTES,
        tooLarge: messages.studentImport.tooLarge(STUDENT_IMPORT_MAX_BYTES / 1024 / 1024),
        empty: messages.studentImport.emptyFile,
      });
      const dryRun = DRY_RUN[fields.dryRun as keyof typeof DRY_RUN];
      if (dryRun === undefined) throw badRequest(messages.studentImport.dryRunInvalid);
      if (!file) throw badRequest(messages.studentImport.noFile);
      const rows = await readStudentImportFileApart(file.data);
      const report = await importStudents(
        services,
        request.user.id,
        { name: fileNameForAudit(file.name), rows },
        dryRun,
      );
      return reply.code(!dryRun && report.errors.length > 0 ? 422 : 200).send(report);
    },
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        summary: `Every active student in the import's columns (${header.join(',')}), by email, as a CSV download`,
        response: { 200: csvDownload('students.csv') },
      },
    },
    async (request, reply) => {
      const batches = activeStudentBatches(db);
      // The first batch is read before answering: a database that fails at once is an error response, not a cut file.
      const first = await batches.next();
      async function* csvChunks() {
        yield stringify([], { bom: true, header: true, columns: header });
        if (first.done) return;
        yield stringify(first.value.map(toCsvRecord));
        for await (const students of batches) yield stringify(students.map(toCsvRecord));
      }
      const csv = Readable.from(csvChunks());
      csv.on('error', (error) => request.log.warn({ err: error }, 'students CSV stopped'));
      return (
        download(reply, 'text/csv; charset=utf-8', 'students.csv')
          // The schema documents the CSV text the client receives; Fastify sends a stream as it is, unserialized.
          .send(csv as unknown as string)
      );
    },
  );
};

export default adminStudentsRoutes;
