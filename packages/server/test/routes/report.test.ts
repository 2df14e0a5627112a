import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGEING_BUCKETS, messages, type OutstandingFee, type Page } from '@campus/domain';
import { courses, feeAccounts, payments, users } from '../../src/db/schema.js';
import { OUTSTANDING_BATCH_SIZE } from '../../src/repositories/report.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The CSV's first line: the byte-order mark Excel needs to read UTF-8, then the spec's header word for word, in its
 * order; the Concession, Late Fees and ageing the spec does not have come after it.
 */
/** The columns after the concession of an account without late fees whose `due` is not due yet. */
const notDue = (due: string) => `,0.00,${due},0.00,0.00,0.00,0.00`;
const CSV_HEADER =
  '\uFEFFName,Email,Phone,Course,Fee Paid,Fee Total,Due,Concession,Late Fees,' +
  'Not Due,1-30 Days,31-60 Days,61-90 Days,Over 90 Days';

interface Suite {
  t: TestApp;
  admin: Awaited<ReturnType<typeof createAdmin>>;
}

/** A fresh app and database for one describe block: its data set is exactly what the block inserts. */
function freshApp(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.t = await buildTestApp();
    suite.admin = await createAdmin(suite.t.db);
  });
  afterAll(() => suite.t.close());
  return suite;
}

async function get({ t, admin }: Suite, url: string, query: Record<string, string> = {}) {
  return t.app.inject({ url, query, headers: await t.auth(admin.auth) });
}

/** Every page of /outstanding, 100 rows at a time. */
async function allOutstanding(suite: Suite, query: Record<string, string> = {}) {
  const items: OutstandingFee[] = [];
  for (let page = 1; ; page++) {
    const res = await get(suite, '/api/admin/report/outstanding', { ...query, page: String(page), limit: '100' });
    const body = res.json<Page<OutstandingFee>>();
    items.push(...body.items);
    // The total stops at COUNT_LIMIT: a short page is the last.
    if (body.items.length < 100) return items;
  }
}

/** The CSV's lines after the header (the body ends with a line break). */
function csvLines(body: string): string[] {
  const lines = body.split('\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.at(-1)).toBe('');
  return lines.slice(1, -1);
}

/** The CSV line of an outstanding fee whose text needs no quoting. */
const rupees = (paise: number) => (paise / 100).toFixed(2);
const plainCsvLine = (fee: OutstandingFee) =>
  [
    fee.name,
    fee.email,
    fee.phone?.startsWith('+') ? `'${fee.phone}` : (fee.phone ?? ''),
    fee.course,
    rupees(fee.feePaid),
    rupees(fee.feeTotal),
    rupees(fee.due),
    rupees(fee.feeConcession),
    rupees(fee.feeLateFee),
    ...AGEING_BUCKETS.map((bucket) => rupees(fee.ageing[bucket])),
  ].join(',');

describe('access', () => {
  const suite = freshApp();
  const urls = [
    '/api/admin/report',
    '/api/admin/report/recent-enrollments',
    '/api/admin/report/outstanding',
    '/api/admin/report/outstanding.csv',
  ];

  it('needs an admin token on every report route', async () => {
    const student = await createStudent(suite.t.db);
    for (const url of urls) {
      const anonymous = await suite.t.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual(errorBody(messages.auth.required));
      const forbidden = await suite.t.app.inject({ url, headers: await suite.t.auth(student.auth) });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json()).toEqual(errorBody(messages.auth.forbidden));
    }
  });
});

describe('GET /api/admin/report', () => {
  const suite = freshApp();

  it('is all zeros on an empty database', async () => {
    const res = await get(suite, '/api/admin/report');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totals: {
        students: 0,
        courses: 0,
        enrollments: 0,
        recentEnrollments: 0,
        collected: 0,
        outstanding: 0,
        outstandingAccounts: 0,
        outstandingAgeing: { notDue: 0, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 },
      },
    });
  });

  it('counts active students and courses, enrollments, payments and what is still owed', async () => {
    const { db } = suite.t;
    const s1 = await createStudent(db);
    const s2 = await createStudent(db);
    const s3 = await createStudent(db);
    const gone = await createStudent(db, { deletedAt: daysAgo(1) });
    const c1 = await createCourse(db, { price: 10_000_00 });
    const c2 = await createCourse(db, { price: 5_000_00 });
    const c3 = await createCourse(db, { price: 0 });
    const withdrawn = await createCourse(db, { price: 2_000_00, deletedAt: daysAgo(1) });

    const paidInFull = await enroll(db, s1.id, c1, { enrolledAt: daysAgo(100) });
    await pay(db, paidInFull.account.id, 10_000_00);
    const partial = await enroll(db, s1.id, c2, { enrolledAt: daysAgo(10) });
    await pay(db, partial.account.id, 1_500_50);
    await enroll(db, s2.id, c1, { totalFee: 8_000_00, enrolledAt: daysAgo(5) });
    // The course was deleted, but the student still owes for it.
    const inWithdrawn = await enroll(db, s3.id, withdrawn, { enrolledAt: daysAgo(40) });
    await pay(db, inWithdrawn.account.id, 500_00);
    await enroll(db, s3.id, c3, { enrolledAt: daysAgo(29) });
    const ofGone = await enroll(db, gone.id, c1, { totalFee: 7_000_00, enrolledAt: daysAgo(2) });
    await pay(db, ofGone.account.id, 1_000_00);

    const res = await get(suite, '/api/admin/report');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totals: {
        students: 3,
        courses: 3,
        enrollments: 4, // not the one in the deleted course
        recentEnrollments: 3, // 10, 5 and 29 days ago
        collected: 13_000_50, // every payment, the deleted student's too
        outstanding: 12_999_50, // 3 499.50 + 8 000 + 1 500
        outstandingAccounts: 3,
        // Every account here falls due on the fixtures' day in 2030.
        outstandingAgeing: { notDue: 12_999_50, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 },
      },
    });
  });
});

describe('GET /api/admin/report/recent-enrollments', () => {
  const suite = freshApp();

  it('lists the enrollments of active students in live courses in the last 30 days, newest first', async () => {
    const { db } = suite.t;
    const course = await createCourse(db, { name: 'Data Science' });
    const other = await createCourse(db, { name: 'Design' });
    const asha = await createStudent(db, { name: 'Asha Rao', email: 'asha@campus.test' });
    const bala = await createStudent(db, { name: 'Bala K' });
    const gone = await createStudent(db, { deletedAt: daysAgo(1) });
    const newest = await enroll(db, asha.id, course, { enrolledAt: daysAgo(1) });
    const oldest = await enroll(db, bala.id, course, { enrolledAt: daysAgo(29) });
    const middle = await enroll(db, bala.id, other, { enrolledAt: daysAgo(10) });
    await enroll(db, asha.id, other, { enrolledAt: daysAgo(31) });
    await enroll(db, gone.id, other, { enrolledAt: daysAgo(3) });
    const withdrawn = await createCourse(db, { name: 'Withdrawn', deletedAt: daysAgo(1) });
    await enroll(db, asha.id, withdrawn, { enrolledAt: daysAgo(2) });

    const res = await get(suite, '/api/admin/report/recent-enrollments');
    expect(res.statusCode).toBe(200);
    const body = res.json<Page<{ _id: string }>>();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(body.items.map((item) => item._id)).toEqual([
      newest.enrollment.id,
      middle.enrollment.id,
      oldest.enrollment.id,
    ]);
    expect(body.items[0]).toEqual({
      _id: newest.enrollment.id,
      studentId: asha.id,
      studentName: 'Asha Rao',
      email: 'asha@campus.test',
      courseId: course.id,
      course: 'Data Science',
      enrolledAt: newest.enrollment.enrolledAt.toISOString(),
    });

    const second = await get(suite, '/api/admin/report/recent-enrollments', { page: '2', limit: '2' });
    expect(second.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.json<Page<{ _id: string }>>().items.map((item) => item._id)).toEqual([oldest.enrollment.id]);
  });

  it('validates the paging', async () => {
    const res = await get(suite, '/api/admin/report/recent-enrollments', { limit: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Limit must be at least 1'));
    const words = await get(suite, '/api/admin/report/recent-enrollments', { limit: 'all' });
    expect(words.statusCode).toBe(400);
    expect(words.json()).toEqual(errorBody(messages.input.wholeNumber('Limit')));
  });
});

describe('outstanding fees', () => {
  const suite = freshApp();
  let expected: OutstandingFee[];

  beforeAll(async () => {
    const { db } = suite.t;
    const web = await createCourse(db, { name: 'Web Basics', price: 5_000_00 });
    const data = await createCourse(db, { name: 'Data Science', price: 4_000_00 });
    const asha = await createStudent(db, { name: 'Asha Rao', email: 'asha@campus.test', phone: '+91 9811111111' });
    const bala = await createStudent(db, { name: 'Bala K', email: 'bala@campus.test', phone: '98222 22222' });
    const chitra = await createStudent(db, { name: 'Chitra M', email: 'chitra@campus.test' });
    const esha = await createStudent(db, { name: 'Esha P', email: 'esha@campus.test', phone: null });
    const gone = await createStudent(db, { name: 'Gone G', email: 'gone@campus.test', deletedAt: daysAgo(1) });

    const ashaWeb = await enroll(db, asha.id, web);
    const ashaData = await enroll(db, asha.id, data);
    await pay(db, ashaData.account.id, 1_000_00);
    await pay(db, ashaData.account.id, 50);
    const balaWeb = await enroll(db, bala.id, web);
    const chitraWeb = await enroll(db, chitra.id, web);
    await pay(db, chitraWeb.account.id, 5_000_00);
    const eshaData = await enroll(db, esha.id, data);
    await pay(db, eshaData.account.id, 3_000_00);
    await enroll(db, gone.id, web);

    const row = (
      account: { id: string },
      student: typeof asha,
      course: typeof web,
      feePaid: number,
    ): OutstandingFee => ({
      id: account.id,
      studentId: student.id,
      name: student.name,
      email: student.email,
      phone: student.phone,
      courseId: course.id,
      course: course.name,
      feePaid,
      feeTotal: course.price,
      feeConcession: 0,
      feeLateFee: 0,
      due: course.price - feePaid,
      // Due on the fixtures' day in 2030: not yet due.
      ageing: { notDue: course.price - feePaid, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 },
    });
    // Largest due first; the two 5 000 dues by name.
    expected = [
      row(ashaWeb.account, asha, web, 0),
      row(balaWeb.account, bala, web, 0),
      row(ashaData.account, asha, data, 1_000_50),
      row(eshaData.account, esha, data, 3_000_00),
    ];
  });

  it('lists the unpaid and partly paid accounts of active students, largest due first, then by name', async () => {
    const res = await get(suite, '/api/admin/report/outstanding');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: expected, total: 4, page: 1, limit: 20 });
  });

  it('pages and searches on name, email and course', async () => {
    const second = await get(suite, '/api/admin/report/outstanding', { page: '2', limit: '3' });
    expect(second.json()).toEqual({ items: [expected[3]], total: 4, page: 2, limit: 3 });

    const byName = await get(suite, '/api/admin/report/outstanding', { search: 'bala' });
    expect(byName.json()).toEqual({ items: [expected[1]], total: 1, page: 1, limit: 20 });
    const byEmail = await get(suite, '/api/admin/report/outstanding', { search: 'ESHA@' });
    expect(byEmail.json()).toMatchObject({ items: [expected[3]], total: 1 });
    const byCourse = await get(suite, '/api/admin/report/outstanding', { search: 'data sci' });
    expect(byCourse.json()).toMatchObject({ items: [expected[2], expected[3]], total: 2 });
    const nobody = await get(suite, '/api/admin/report/outstanding', { search: 'chitra' });
    expect(nobody.json()).toMatchObject({ items: [], total: 0 });
  });

  it('validates the query', async () => {
    const res = await get(suite, '/api/admin/report/outstanding', { page: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Page starts at 1'));
  });

  it('refuses a NUL in the search of the table and of the CSV, and a page that is not a number, in words', async () => {
    for (const url of ['/api/admin/report/outstanding', '/api/admin/report/outstanding.csv']) {
      const res = await get(suite, url, { search: 'asha\u0000' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(errorBody(messages.input.hiddenCharacters('Search text')));
    }
    const page = await get(suite, '/api/admin/report/outstanding', { page: 'abc' });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual(errorBody(messages.input.wholeNumber('Page')));
  });

  it('downloads the same rows as a CSV in rupees', async () => {
    const res = await get(suite, '/api/admin/report/outstanding.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=outstanding_fees_report.csv');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body).toBe(
      [
        CSV_HEADER,
        "Asha Rao,asha@campus.test,'+91 9811111111,Web Basics,0.00,5000.00,5000.00,0.00,0.00,5000.00,0.00,0.00,0.00,0.00",
        'Bala K,bala@campus.test,98222 22222,Web Basics,0.00,5000.00,5000.00,0.00,0.00,5000.00,0.00,0.00,0.00,0.00',
        "Asha Rao,asha@campus.test,'+91 9811111111,Data Science,1000.50,4000.00,2999.50,0.00,0.00,2999.50,0.00,0.00,0.00,0.00",
        'Esha P,esha@campus.test,,Data Science,3000.00,4000.00,1000.00,0.00,0.00,1000.00,0.00,0.00,0.00,0.00',
        '',
      ].join('\n'),
    );
    expect(csvLines(res.body)).toEqual((await allOutstanding(suite)).map(plainCsvLine));
  });

  it('applies the search to the CSV as to the table', async () => {
    const res = await get(suite, '/api/admin/report/outstanding.csv', { search: 'data' });
    expect(csvLines(res.body)).toEqual([expected[2], expected[3]].map((fee) => plainCsvLine(fee!)));
  });
});

describe('GET /api/admin/report/outstanding.csv', () => {
  const suite = freshApp();

  it('neutralises formulas and quotes commas, quotes and line breaks', async () => {
    const { db } = suite.t;
    const course = await createCourse(db, { name: '@Risk, "Advanced"', price: 1_000_00 });
    const formula = await createStudent(db, { name: '=HYPERLINK("x")', email: 'f@campus.test', phone: '-1+1' });
    const quoted = await createStudent(db, { name: 'Rao, Asha "AR"', email: 'r@campus.test', phone: '9800000000' });
    const multiline = await createStudent(db, { name: 'Two\nLines', email: 't@campus.test', phone: '9800000001' });
    await enroll(db, formula.id, course, { totalFee: 3_000_00 });
    await enroll(db, quoted.id, course, { totalFee: 2_000_00 });
    await enroll(db, multiline.id, course, { totalFee: 1_000_00 });

    const res = await get(suite, '/api/admin/report/outstanding.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      [
        CSV_HEADER,
        `"'=HYPERLINK(""x"")",f@campus.test,'-1+1,"'@Risk, ""Advanced""",0.00,3000.00,3000.00,0.00${notDue('3000.00')}`,
        `"Rao, Asha ""AR""",r@campus.test,9800000000,"'@Risk, ""Advanced""",0.00,2000.00,2000.00,0.00${notDue('2000.00')}`,
        `"Two\nLines",t@campus.test,9800000001,"'@Risk, ""Advanced""",0.00,1000.00,1000.00,0.00${notDue('1000.00')}`,
        '',
      ].join('\n'),
    );
  });
});

describe('GET /api/admin/report/outstanding.csv with names that start like formulas', () => {
  const suite = freshApp();

  it('prefixes an apostrophe to every name starting with =, +, -, @, tab or carriage return', async () => {
    const { db } = suite.t;
    const course = await createCourse(db, { name: 'Sheets', price: 1_000_00 });
    const names = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1'];
    for (const [i, name] of names.entries()) {
      const student = await createStudent(db, { name, email: `formula${i}@campus.test`, phone: '9800000000' });
      await enroll(db, student.id, course);
    }

    const res = await get(suite, '/api/admin/report/outstanding.csv');
    expect(res.statusCode).toBe(200);
    const rest = (i: number) =>
      `,formula${i}@campus.test,9800000000,Sheets,0.00,1000.00,1000.00,0.00${notDue('1000.00')}`;
    expect(csvLines(res.body).sort()).toEqual(
      [
        `'=1+1${rest(0)}`,
        `'+1+1${rest(1)}`,
        `'-1+1${rest(2)}`,
        `'@SUM(A1)${rest(3)}`,
        `'\t=1+1${rest(4)}`,
        `"'\r=1+1"${rest(5)}`,
      ].sort(),
    );
  });
});

describe('GET /api/admin/report/outstanding.csv when the database fails', () => {
  const suite = freshApp();

  it('answers an ordinary error instead of a CSV', async () => {
    await suite.t.db.execute(sql`alter table fee_accounts rename to fee_accounts_gone`);
    const res = await get(suite, '/api/admin/report/outstanding.csv');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(errorBody(messages.errors.internal));
  });
});

describe('GET /api/admin/report/outstanding.csv with thousands of rows', () => {
  const suite = freshApp();
  const STUDENTS = 52;
  const COURSES = 50;
  const PAID_IN_FULL_COURSES = 2;

  it('has every outstanding account exactly once, in the order of the table', async () => {
    const { db } = suite.t;
    // Few distinct names and dues, so rows tie on (due, name) across the batch boundaries.
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: STUDENTS }, (_, i) => ({
          role: 'student' as const,
          name: `Student ${i % 2}`,
          email: `student-${String(i).padStart(2, '0')}@campus.test`,
          phone: null,
        })),
      )
      .returning();
    const catalogue = await db
      .insert(courses)
      .values(
        Array.from({ length: COURSES }, (_, j) => ({
          name: `Course ${String(j).padStart(2, '0')}`,
          description: 'A test course',
          durationWeeks: 4,
          price: 1_000_00,
          category: 'Testing',
        })),
      )
      .returning();
    const accounts = await db
      .insert(feeAccounts)
      .values(
        students.flatMap((student, i) =>
          catalogue.map((course, j) => ({
            studentId: student.id,
            courseId: course.id,
            totalFee: [1_000_00, 2_000_00, 3_000_00][(i + j) % 3]!,
          })),
        ),
      )
      .returning();
    const courseIndex = new Map(catalogue.map((course, j) => [course.id, j]));
    const paidInFull = accounts.filter((account) => courseIndex.get(account.courseId)! < PAID_IN_FULL_COURSES);
    const partlyPaid = accounts.filter((account) => courseIndex.get(account.courseId)! % 5 === 4);
    const receiptNumber = (i: number) => `REPORT/${i}`;
    await db.insert(payments).values([
      ...paidInFull.map((account, i) => ({
        feeAccountId: account.id,
        amount: account.totalFee,
        paidOn: '2026-01-15',
        mode: 'Cash' as const,
        receiptNumber: receiptNumber(i),
      })),
      ...partlyPaid.map((account, i) => ({
        feeAccountId: account.id,
        amount: 500_00,
        paidOn: '2026-01-15',
        mode: 'UPI' as const,
        receiptNumber: receiptNumber(paidInFull.length + i),
      })),
    ]);
    const outstandingCount = accounts.length - paidInFull.length;
    expect(outstandingCount).toBeGreaterThan(2 * OUTSTANDING_BATCH_SIZE);

    const res = await get(suite, '/api/admin/report/outstanding.csv');
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.body);
    expect(lines).toHaveLength(outstandingCount);
    const emailAndCourse = lines.map((line) => line.split(',').slice(1, 4).join(','));
    expect(new Set(emailAndCourse).size).toBe(outstandingCount);

    const table = await allOutstanding(suite);
    expect(table).toHaveLength(outstandingCount);
    expect(lines).toEqual(table.map(plainCsvLine));
    // Thousands of rows through PGlite: generous on a busy two-core machine.
  }, 90_000);
});
