import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTENDANCE_CODES,
  attendanceRegisterSchema,
  errorResponseSchema,
  idParamsSchema,
  monthQuerySchema,
  registerTexts,
  type AttendanceRegister,
} from '@campus/domain';
import { neutralizeFormula } from '../../../../lib/csv.js';
import { download } from '../../../../lib/download.js';
import { sectionRegister } from '../../../../services/attendance.js';
import type { Teacher } from '../../../../services/teaching.js';

/** The register as CSV rows: a header, then a line per student (marks as their codes, blank where none). */
function registerCsv(register: AttendanceRegister): string {
  const header = [
    registerTexts.student,
    registerTexts.email,
    ...register.classes.map((session) => `${session.date} ${session.start}`),
    ...registerTexts.csvTotals,
  ];
  const lines = register.students.map((student) => [
    neutralizeFormula(student.name),
    neutralizeFormula(student.email),
    ...student.marks.map((mark) => (mark ? ATTENDANCE_CODES[mark] : '')),
    student.present,
    student.absent,
    student.late,
    student.excused,
    student.held,
    student.attended,
    student.percent ?? '',
  ]);
  return stringify([header, ...lines], { bom: true });
}

/** A section's monthly attendance register, on screen, as CSV and as PDF (under /sections). */
const sectionRegisterRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const registerFor = ({ user, params, query }: { user: Teacher; params: { id: string }; query: { month: string } }) =>
    sectionRegister(fastify.services, user, params.id, query.month);
  const fileName = (register: AttendanceRegister, extension: 'csv' | 'pdf') =>
    registerTexts.fileName(register.courseName, register.sectionName, register.month, extension);
  const access = 'staff' as const;
  const who = 'The office, and the instructors of the course';

  fastify.get(
    '/:id/register',
    {
      config: { access },
      schema: {
        summary:
          "A section's register for a month (YYYY-MM): its classes held so far (not cancelled, up to today), and " +
          `each student's marks at them, counts and percentage in the month. ${who}`,
        params: idParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: attendanceRegisterSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => registerFor(request),
  );

  fastify.get(
    '/:id/register.csv',
    {
      config: { access },
      schema: {
        summary: `The month's register as a CSV download (UTF-8 with a byte-order mark; marks as P, A, L, E). ${who}`,
        params: idParamsSchema,
        querystring: monthQuerySchema,
        response: {
          200: {
            description: 'register_<course>_<section>_<month>.csv',
            content: { 'text/csv': { schema: z.string() } },
          },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const register = await registerFor(request);
      return download(reply, 'text/csv; charset=utf-8', fileName(register, 'csv')).send(registerCsv(register));
    },
  );

  fastify.get(
    '/:id/register.pdf',
    {
      config: { access },
      schema: {
        summary: `The month's register as a printable PDF (A4, across the page for a month of many classes). ${who}`,
        params: idParamsSchema,
        querystring: monthQuerySchema,
        response: {
          200: {
            description: 'register_<course>_<section>_<month>.pdf',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const register = await registerFor(request);
      const pdf = await fastify.registerPdf(register);
      return download(reply, 'application/pdf', fileName(register, 'pdf')).send(pdf as unknown as string);
    },
  );
};

export default sectionRegisterRoutes;
