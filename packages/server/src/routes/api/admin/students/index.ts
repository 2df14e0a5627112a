import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COURSE_SEPARATOR,
  errorResponseSchema,
  idParamsSchema,
  IMPORT_GUARDIAN_COLUMNS,
  STUDENT_EXPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_OPTIONAL_COLUMNS,
  studentImportReportSchema,
  studentProgressResponseSchema,
  type StudentGuardian,
} from '@campus/domain';
import { neutralizeFormula } from '../../../../lib/csv.js';
import { download, fileResponse } from '../../../../lib/download.js';
import { fileNameForAudit, readImportForm } from '../../../../lib/multipart-form.js';
import { signInLockRoutes } from '../../../../lib/sign-in-lock-routes.js';
import { readStudentImportFileApart } from '../../../../lib/student-import-reader.js';
import { activeStudentBatches, allActiveCourses } from '../../../../repositories/students.js';
import { studentProgressForStaff } from '../../../../services/learning.js';
import { importStudents } from '../../../../services/student-import.js';

const header = [...STUDENT_EXPORT_COLUMNS];
/** The template shows the optional columns too. */
const templateHeader = [...STUDENT_IMPORT_COLUMNS, ...STUDENT_IMPORT_OPTIONAL_COLUMNS];
const csvDownload = (description: string) => fileResponse(description, 'text/csv');

type ExportedStudent = {
  name: string;
  email: string;
  phone: string | null;
  dob: string | null;
  courses: string[];
  guardians: StudentGuardian[];
};

/** The cells of a student's first guardians (empty where there is none), in the order of their columns. */
const guardianCells = (guardians: StudentGuardian[]) =>
  IMPORT_GUARDIAN_COLUMNS.flatMap((_, index) => {
    const guardian = guardians[index];
    return [guardian?.name ?? '', guardian?.relation ?? '', guardian?.phone ?? '', guardian?.email ?? ''];
  });

/** A student as a line of the export: the import's columns, typed text made safe for spreadsheets. */
const toCsvRecord = ({ name, email, phone, dob, courses, guardians }: ExportedStudent) =>
  [name, email, phone ?? '', dob ?? '', courses.join(`${COURSE_SEPARATOR} `), ...guardianCells(guardians)].map(
    neutralizeFormula,
  );

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
        summary:
          `The import file's header (${templateHeader.join(',')}; section optional: a section of the row's ` +
          "courses, else each course's main section; the guardian columns optional: up to two guardians, each a " +
          'name, a relation and a phone or an email) and one example row',
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
        '',
        'Sunita Verma',
        'Mother',
        '98765 43211',
        'sunita.verma@example.com',
        '',
        '',
        '',
        '',
      ];
      return download(reply, 'text/csv; charset=utf-8', 'students_template.csv').send(
        stringify([example.map(neutralizeFormula)], { bom: true, header: true, columns: templateHeader }),
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
          'updates that student (name, phone, date of birth, added courses). An optional section column names a ' +
          "section of the row's courses for the courses added (unknown or full: that row is refused). Optional " +
          'guardian_name, guardian_relation, guardian_phone, guardian_email and guardian2_… give up to two ' +
          'guardians, given or linked as POST /api/admin/users/{studentId}/guardians does; one the student has ' +
          'already is left as it is. A dry run ' +
          'writes nothing; a real run with any error writes nothing and answers 422 with the report; otherwise every row is written in one transaction.',
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
      const { file, dryRun } = await readImportForm(request);
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
