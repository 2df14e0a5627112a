import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  dayBook,
  dayBookQuerySchema,
  dayBookSchema,
  dateInIndia,
  errorResponseSchema,
  listQuerySchema,
  messages,
  outstandingCsvQuerySchema,
  outstandingFeePageSchema,
  paiseToRupees2dp,
  recentEnrollmentPageSchema,
  recentEnrollmentQuerySchema,
  reportResponseSchema,
  type Collected,
  type DayBook,
  type DayBookQuery,
  type ModeCollected,
  type OutstandingFee,
} from '@campus/domain';
import { neutralizeFormula } from '../../../../lib/csv.js';
import { download } from '../../../../lib/download.js';
import { collectionsByDayAndMode } from '../../../../repositories/ledger.js';
import { outstandingFeePage, readOutstandingFees, recentEnrollmentPage } from '../../../../repositories/report.js';

const CSV_FILE_NAME = 'outstanding_fees_report.csv';
/**
 * The spec's columns word for word and in its order; what the spec does not have comes after them: the concession, the
 * late fees, and what is due by how long it has been overdue (its ageing).
 */
const CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Course',
  'Fee Paid',
  'Fee Total',
  'Due',
  'Concession',
  'Late Fees',
  ...AGEING_BUCKETS.map((bucket) => AGEING_LABELS[bucket]),
];

/** One CSV record: amounts in rupees with two decimals, typed text made safe for spreadsheets. */
const toCsvRecord = (fee: OutstandingFee) => [
  neutralizeFormula(fee.name),
  neutralizeFormula(fee.email),
  neutralizeFormula(fee.phone ?? ''),
  neutralizeFormula(fee.course),
  paiseToRupees2dp(fee.feePaid),
  paiseToRupees2dp(fee.feeTotal),
  paiseToRupees2dp(fee.due),
  paiseToRupees2dp(fee.feeConcession),
  paiseToRupees2dp(fee.feeLateFee),
  ...AGEING_BUCKETS.map((bucket) => paiseToRupees2dp(fee.ageing[bucket])),
];

/** The CSV text, a header line and then one chunk per batch of fee accounts. */
async function* csvChunks(batches: AsyncIterable<OutstandingFee[]>) {
  yield stringify([], { bom: true, header: true, columns: CSV_HEADER });
  for await (const fees of batches) yield stringify(fees.map(toCsvRecord));
}

/**
 * The day book's CSV in labelled sections (decisions.md "Day book CSV"): per day and mode, per day, per mode, and the
 * total. The amounts of each section add up to the total, so a column summed within a section is right.
 */
function dayBookCsv(book: DayBook): string {
  const { csv } = messages.dayBook;
  const amounts = (sums: Collected) =>
    [sums.received, sums.reversed, sums.bounced, sums.net].map((amount) => paiseToRupees2dp(amount));
  const moved = (modes: ModeCollected[]) => modes.filter((sums) => sums.received > 0 || sums.reversed > 0);
  const section = (title: string, header: string[], records: string[][]) => [
    [title],
    [...header, ...csv.amounts],
    ...records,
  ];
  const records = [
    section(
      csv.byDayAndMode,
      ['Date', 'Mode'],
      book.days.flatMap((day) => moved(day.modes).map((sums) => [day.date, sums.mode, ...amounts(sums)])),
    ),
    section(
      csv.byDay,
      ['Date'],
      book.days.map((day) => [day.date, ...amounts(day)]),
    ),
    section(
      csv.byMode,
      ['Mode'],
      moved(book.totals.modes).map((sums) => [sums.mode, ...amounts(sums)]),
    ),
    section(csv.total, [], [amounts(book.totals)]),
  ];
  // A blank line between sections; the byte-order mark lets Excel read the file as UTF-8.
  return stringify(
    records.flatMap((lines, index) => (index === 0 ? lines : [[], ...lines])),
    { bom: true },
  );
}

const adminReportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** The sums of the day book of the days asked for: one day given alone is that day; none is today in India. */
  const readDayBookSums = async ({ from, to }: DayBookQuery) => {
    const today = dateInIndia(fastify.services.now());
    const [first, last] = [from ?? to ?? today, to ?? from ?? today];
    // Summed from every entry of those days (thousands a day at a large institute), so reused until a change.
    const sums = await fastify.reuse.reuse(`day book ${first} ${last}`, () =>
      collectionsByDayAndMode(fastify.db, first, last),
    );
    return { first, last, sums };
  };

  fastify.get(
    '/',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Report totals: active students, courses, enrollments (all and in the last 30 days), money collected ' +
          'and outstanding (paise), and how many fee accounts are outstanding',
        response: { 200: reportResponseSchema },
      },
    },
    async (_request, reply) => fastify.reusedReply(reply, await fastify.reportTotals(), (totals) => ({ totals })),
  );

  fastify.get(
    '/recent-enrollments',
    {
      config: { access: 'office' },
      schema: {
        summary: 'Enrollments of active students in the last 30 days, newest first',
        querystring: recentEnrollmentQuerySchema,
        response: { 200: recentEnrollmentPageSchema },
      },
    },
    async (request, reply) =>
      fastify.reusedAnswer(request, reply, () =>
        recentEnrollmentPage(fastify.db, fastify.services.now(), request.query, fastify.reuse),
      ),
  );

  fastify.get(
    '/outstanding',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Fee accounts of active students with a total greater than what was paid (paise), largest due first, ' +
          'then by name; search matches student name, email or course',
        querystring: listQuerySchema,
        response: { 200: outstandingFeePageSchema },
      },
    },
    async (request, reply) =>
      fastify.reusedAnswer(request, reply, () =>
        outstandingFeePage(fastify.db, request.query, fastify.reuse, fastify.services.now()),
      ),
  );

  fastify.get(
    '/collections',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'The day book: per day (the entry date), for each payment mode, what was received, what was reversed (and ' +
          'of that, bounced cheques and demand drafts) and the net (paise), with the totals of the range. from and to are days in India, both included, at most 366 ' +
          'days apart; one given alone is that day, none is today. Concessions are not money and are not in it.',
        querystring: dayBookQuerySchema,
        response: { 200: dayBookSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { first, last, sums } = await readDayBookSums(request.query);
      return fastify.reusedReply(reply, sums, () => dayBook(first, last, sums));
    },
  );

  fastify.get(
    '/collections.csv',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'The day book of /collections as a CSV download (UTF-8 with a byte-order mark, rupees with two decimals) in ' +
          'labelled sections, a blank line between them: by day and mode (the modes that moved money), by day, by ' +
          'mode, and the total; the amounts of each section add up to the total',
        querystring: dayBookQuerySchema,
        response: {
          200: { description: 'day_book_<from>_<to>.csv', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { first, last, sums } = await readDayBookSums(request.query);
      const book = dayBook(first, last, sums);
      return download(reply, 'text/csv; charset=utf-8', `day_book_${book.from}_${book.to}.csv`).send(dayBookCsv(book));
    },
  );

  fastify.get(
    '/outstanding.csv',
    {
      config: { access: 'office' },
      schema: {
        summary:
          'Every outstanding fee account as a CSV download (rupees with two decimals), in the order of ' +
          '/outstanding; search as there',
        querystring: outstandingCsvQuerySchema,
        response: {
          200: {
            description: 'outstanding_fees_report.csv',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const csv = new PassThrough();
      let opened!: () => void;
      const cursorOpen = new Promise<void>((resolve) => (opened = resolve));
      // A client that goes away destroys `csv`, which ends the pipeline and with it the cursor's transaction.
      const written = readOutstandingFees(
        fastify.db,
        { search: request.query.search, now: fastify.services.now() },
        fastify.reuse,
        opened,
        (batches) => pipeline(batches, csvChunks, csv),
        // PGlite has one connection: the download must not hold it.
        { readAtOnce: fastify.databaseKind === 'pglite' },
      );
      // A database that cannot even open the cursor is an error response; a failure later aborts the download.
      await Promise.race([cursorOpen, written]);
      written.catch((error: Error) => {
        request.log.warn({ err: error }, 'outstanding-fees CSV stopped');
        csv.destroy(error);
      });
      return (
        download(reply, 'text/csv; charset=utf-8', CSV_FILE_NAME)
          // The schema documents the CSV text the client receives; Fastify sends a stream as it is, unserialized.
          .send(csv as unknown as string)
      );
    },
  );
};

export default adminReportRoutes;
