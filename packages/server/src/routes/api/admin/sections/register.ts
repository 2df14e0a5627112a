import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceRegisterSchema,
  errorResponseSchema,
  idParamsSchema,
  monthQuerySchema,
  registerTexts,
  type AttendanceRegister,
} from '@campus/domain';
import { neutralizeFormula } from '../../../../lib/csv.js';
import { download } from '../../../../lib/download.js';
import { registerTable, registerWorkbook } from '../../../../lib/register-table.js';
import { sectionRegister } from '../../../../services/attendance.js';
import type { Teacher } from '../../../../services/teaching.js';

/** The register as CSV: the table's lines, text made safe for spreadsheets. */
function registerCsv(register: AttendanceRegister): string {
  const { header, lines } = registerTable(register);
  const safe = lines.map((line) => line.map((cell) => (typeof cell === 'string' ? neutralizeFormula(cell) : cell)));
  return stringify([header, ...safe], { bom: true });
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A section's monthly attendance register, on screen, as CSV, XLSX and PDF (under /sections). */
const sectionRegisterRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const registerFor = ({ user, params, query }: { user: Teacher; params: { id: string }; query: { month: string } }) =>
    sectionRegister(fastify.services, user, params.id, query.month);
  const fileName = (register: AttendanceRegister, extension: 'csv' | 'xlsx' | 'pdf') =>
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
    '/:id/register.xlsx',
    {
      config: { access },
      schema: {
        summary:
          "The month's register as an Excel workbook (.xlsx): the CSV's columns, the header row and the names frozen. " +
          who,
        params: idParamsSchema,
        querystring: monthQuerySchema,
        response: {
          200: {
            description: 'register_<course>_<section>_<month>.xlsx',
            content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const register = await registerFor(request);
      const workbook = await registerWorkbook(register);
      return download(reply, XLSX_TYPE, fileName(register, 'xlsx')).send(workbook as unknown as string);
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
