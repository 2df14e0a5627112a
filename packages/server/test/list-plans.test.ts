import { sql, type Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse, createStudent, enroll, pay } from './helpers/fixtures.js';

/** The statements run since the last reset, with their parameters. */
class StatementLog implements Logger {
  statements: { query: string; params: unknown[] }[] = [];
  logQuery(query: string, params: unknown[]) {
    this.statements.push({ query, params });
  }
}

/** Tables that grow with the institute: no list may read one of them whole. */
const LARGE_TABLES = ['users', 'fee_accounts', 'payments', 'enrollments', 'audit_events'];
const BULK_STUDENTS = 20_000;

/**
 * Each list an office opens, with the indexes its statements must use. The plans are read with sequential scans priced
 * out, so a statement scans a large table whole only when no index can serve it; and, but for a search (which sorts
 * what it matched), explicit sorts too, so a list sorts its rows only when no index gives their order.
 */
const lists: { name: string; url: string; indexes: string[]; sorts?: boolean; sortsGroups?: boolean }[] = [
  { name: 'students', url: '/api/admin/users?limit=20', indexes: ['users_role_created_idx'] },
  {
    name: 'students, searched by name, email or phone',
    url: '/api/admin/users?limit=20&search=9812',
    indexes: ['users_student_name_trgm_idx', 'users_student_email_trgm_idx', 'users_student_phone_trgm_idx'],
    sorts: true,
  },
  { name: 'fees', url: '/api/admin/fees?limit=20', indexes: ['users_active_name_idx'], sortsGroups: true },
  {
    name: 'outstanding fees',
    url: '/api/admin/report/outstanding?limit=20',
    indexes: ['fee_accounts_outstanding_idx'],
    sortsGroups: true,
  },
  {
    name: 'outstanding fees, searched',
    url: '/api/admin/report/outstanding?limit=20&search=plan',
    indexes: ['users_student_name_trgm_idx', 'fee_accounts_student_course_key'],
    sorts: true,
  },
  {
    name: 'outstanding fees, searched for what thousands match',
    url: '/api/admin/report/outstanding?limit=20&search=bulk',
    indexes: ['fee_accounts_outstanding_idx'],
    sortsGroups: true,
  },
  {
    name: 'fees, searched for what thousands match',
    url: '/api/admin/fees?limit=20&search=bulk',
    indexes: ['users_active_name_idx'],
    sortsGroups: true,
  },
  {
    name: 'recent enrollments',
    url: '/api/admin/report/recent-enrollments?limit=20',
    indexes: ['enrollments_enrolled_at_idx'],
  },
  { name: 'payments ledger', url: '/api/admin/payments?limit=20', indexes: ['payments_order_idx'] },
  {
    name: 'payments ledger, searched',
    url: '/api/admin/payments?limit=20&search=2026',
    indexes: ['users_student_name_trgm_idx', 'payments_receipt_number_trgm_idx', 'payments_reference_trgm_idx'],
    sorts: true,
  },
  {
    name: 'payments ledger, searched for what thousands match',
    url: '/api/admin/payments?limit=20&search=bulk',
    indexes: ['payments_order_idx'],
  },
  { name: 'Activity', url: '/api/admin/audit?limit=20', indexes: ['audit_events_at_idx'] },
  {
    name: "a course's progress, least done first",
    get url() {
      return `/api/admin/courses/${bulkCourseId}/progress?limit=20`;
    },
    indexes: ['enrollments_course_progress_idx'],
  },
  {
    name: 'day book',
    url: '/api/admin/report/collections?from=2026-01-01&to=2026-01-31',
    indexes: ['payments_order_idx'],
    sorts: true,
  },
];

/** The course every bulk student is enrolled in. */
let bulkCourseId: string;
const log = new StatementLog();
let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({}, log);
  const admin = await createAdmin(t.db);
  headers = await t.auth(admin.auth);
  const course = await createCourse(t.db, { name: 'Plan Course' });
  for (let i = 0; i < 4; i++) {
    const student = await createStudent(t.db, { name: `Plan Student ${i}`, phone: `+91 981200000${i}` });
    const { account } = await enroll(t.db, student.id, course);
    await pay(t.db, account.id, 1_000_00);
  }
  // Enough other rows that the planner prices a whole table as what it is; the searches above match few of them.
  const other = await createCourse(t.db, { name: 'Bulk Course' });
  bulkCourseId = other.id;
  await t.db.execute(sql`insert into users (role, name, email, phone, dob)
    select 'student', 'Bulk ' || g, 'bulk' || g || '@campus.test', '+91 97' || lpad(g::text, 8, '0'), '2004-01-01'
    from generate_series(1, ${BULK_STUDENTS}) g`);
  await t.db.execute(sql`insert into enrollments (student_id, course_id, enrolled_at)
    select id, ${other.id}, now() - (random() * interval '90 days') from users where email like 'bulk%'`);
  // A quarter of the accounts, then of their payments, a statement: each row runs the ledger's and the office figures'
  // triggers, and one statement for all of them outlasted the query timeout on a slow machine.
  for (let quarter = 0; quarter < 4; quarter++) {
    await t.db.execute(sql`insert into fee_accounts (student_id, course_id, total_fee)
      select id, ${other.id}, 10000000 from users where email like 'bulk%' and (hashtext(id::text) & 3) = ${quarter}`);
  }
  for (let quarter = 0; quarter < 4; quarter++) {
    await t.db.execute(sql`insert into payments (fee_account_id, amount, paid_on, mode, receipt_number, reference)
      select a.id, 100000, date '2026-01-01' + (g % 60), 'Cash', 'BULK/' || a.id || '/' || g, 'REF ' || g
      from fee_accounts a cross join generate_series(1, 2) g
      where a.course_id = ${other.id} and (hashtext(a.id::text) & 3) = ${quarter}`);
  }
  await t.db.execute(sql`analyze`);
  // About 25 s on a quiet machine; a slow CI machine, with another file's seeding on the other core, took over 120 s.
}, 300_000);
afterAll(() => t.close());

/** The driver's own client under drizzle (PGlite, or node-postgres' pool), to set planner options for one statement. */
const driverOf = ({ db }: TestApp) => (db as unknown as { $client: unknown }).$client;

/** The plan of one statement as PostgreSQL would run it on a large table. */
async function planOf({ query, params }: { query: string; params: unknown[] }, sorts: boolean): Promise<string> {
  const explain = `explain ${query}`;
  const settings = ['set local enable_seqscan = off', ...(sorts ? [] : ['set local enable_sort = off'])];
  type Rows = { rows: { 'QUERY PLAN': string }[] };
  let result: Rows;
  if (t.database.kind === 'pglite') {
    const client = driverOf(t) as {
      transaction<T>(run: (tx: { query(text: string, values?: unknown[]): Promise<Rows> }) => Promise<T>): Promise<T>;
    };
    result = await client.transaction(async (tx) => {
      for (const setting of settings) await tx.query(setting);
      return tx.query(explain, params);
    });
  } else {
    const pool = driverOf(t) as {
      connect(): Promise<{ query(text: string, values?: unknown[]): Promise<Rows>; release(): void }>;
    };
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const setting of settings) await client.query(setting);
      result = await client.query(explain, params);
      await client.query('rollback');
    } finally {
      client.release();
    }
  }
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('every list an office opens reads its page from an index', () => {
  it.each(lists)('$name', async ({ url, indexes, sorts = false, sortsGroups = false }) => {
    log.statements = [];
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    const statements = log.statements.filter(({ query }) => /^\s*select/i.test(query));
    expect(statements.length).toBeGreaterThan(0);
    const plans = await Promise.all(statements.map((statement) => planOf(statement, sorts)));
    const plan = plans.join('\n\n');
    for (const index of indexes) expect(plan, `${index} in\n${plan}`).toContain(index);
    for (const table of LARGE_TABLES) expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    // A page of a list in an index's order is read in that order; a search sorts only what it matched.
    if (!sorts) expect(plan, plan).not.toMatch(/(?:^|-> +)Sort +\(/m);
    // A page read along an index that gives its whole order sorts nothing, even where thousands share the first key
    // (an import's students have one created_at); the fees (by name, then a student's courses) and the outstanding
    // fees (by debt, then name) sort the rows that share the index's key.
    const pages = plans.filter((statementPlan) => statementPlan.startsWith('Limit'));
    if (!sorts && !sortsGroups) for (const page of pages) expect(page, page).not.toMatch(/Incremental Sort/);
  });
});
