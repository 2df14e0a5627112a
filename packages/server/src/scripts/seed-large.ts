import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { count, eq, like, sql } from 'drizzle-orm';
import { PAYMENT_MODES } from '@campus/domain';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { courses, enrollments, feeAccounts, notices, payments, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import * as feeRules from '../repositories/fee-rules-sql.js';

export const BENCH_ADMIN = { email: 'bench-admin@campus.test', password: 'Bench@12345' };
const BENCH_EMAIL_DOMAIN = 'bench.campus.test';

export interface SeedLargeOptions {
  students: number;
  courses: number;
  payments: number;
  /** Seed even when the database already has students. */
  force?: boolean;
}

export class DatabaseHasStudentsError extends Error {
  constructor(students: number) {
    super(`The database already has ${students} students; use --force to add the generated data anyway.`);
  }
}

const FIRST = [
  'Aarav',
  'Diya',
  'Vihaan',
  'Ananya',
  'Arjun',
  'Isha',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Zoya',
  'Dev',
];
const LAST = ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Khan', 'Gupta', 'Nair', 'Das', 'Singh', 'Menon', 'Rao', 'Bose'];
const PROGRAMS = ['B.Tech Computer Science', 'BCA', 'B.Sc Data Science', 'BBA'];
const TOPICS = ['Web Development', 'Data Science', 'Machine Learning', 'UI/UX Design', 'Cloud Computing', 'Accounting'];
const LEVELS = ['Foundations', 'Essentials', 'Advanced', 'Masterclass'];
const CATEGORIES = ['Programming', 'Data Science', 'Data Science', 'Design', 'Programming', 'Business'];

/** A whole number written into the SQL text: typed as an integer, where a parameter would be untyped. */
const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return sql.raw(String(value));
};

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Bulk benchmark data generated inside the database (INSERT ... SELECT over generate_series): students,
 * courses, 2–3 enrollments per student each with its fee account, `payments` payments spread over
 * the accounts without overpaying any (about a fifth stay Unpaid, the rest Paid or Partial), notices
 * and the bench admin. Runs in one transaction; refuses a database with students unless `force`.
 */
export async function seedLarge(db: Db, options: SeedLargeOptions) {
  const [existing] = await db.select({ n: count() }).from(users).where(eq(users.role, 'student'));
  if ((existing?.n ?? 0) > 0 && !options.force) throw new DatabaseHasStudentsError(existing!.n);
  const passwordHash = await hashPassword(BENCH_ADMIN.password);

  await db.transaction(async (tx) => {
    // Numbering continues after earlier bench students, so a forced second run keeps emails unique.
    const [bench] = await tx
      .select({ n: count() })
      .from(users)
      .where(like(users.email, `%@${BENCH_EMAIL_DOMAIN}`));
    const offset = bench?.n ?? 0;

    await tx.execute(sql`
      insert into users (role, name, email, password_hash, created_at)
      values ('admin', 'Bench Admin', ${BENCH_ADMIN.email}, ${passwordHash}, now() - interval '400 days')
      on conflict (email) where deleted_at is null do nothing`);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ADMIN.email));

    // The new courses and students, numbered from 0, for the inserts that pair them up.
    await tx.execute(sql`
      create temp table bench_course on commit drop as
      with inserted as (
        insert into courses (name, description, duration_weeks, price, category, created_at)
        select (${textArray(TOPICS)})[1 + g % ${int(TOPICS.length)}] || ' ' || (${textArray(LEVELS)})[1 + (g / ${int(TOPICS.length)}) % ${int(LEVELS.length)}] || ' ' || g,
               'A generated course for load testing, number ' || g || '.',
               4 + g % 20,
               (5000 + (g * 7919) % 45000) * 100,
               (${textArray(CATEGORIES)})[1 + g % ${int(CATEGORIES.length)}],
               now() - interval '400 days' + (g % 300) * interval '1 day'
        from generate_series(1, ${int(options.courses)}) g
        returning id, price, created_at
      )
      select id, price, created_at, (row_number() over (order by id) - 1)::int as n from inserted`);
    await tx.execute(sql`
      create temp table bench_student on commit drop as
      with inserted as (
        insert into users (role, name, email, phone, dob, program, batch, created_at)
        select 'student',
               (${textArray(FIRST)})[1 + g % ${int(FIRST.length)}] || ' ' || (${textArray(LAST)})[1 + (g / ${int(FIRST.length)}) % ${int(LAST.length)}],
               'student' || g || ${`@${BENCH_EMAIL_DOMAIN}`},
               '+91 9' || lpad(g::text, 9, '0'),
               date '1995-01-01' + (g * 37) % 3650,
               (${textArray(PROGRAMS)})[1 + g % ${int(PROGRAMS.length)}],
               case when g % 3 = 0 then '2024-2025' else '2023-2024' end,
               now() - random() * interval '365 days'
        from generate_series(${int(offset + 1)}, ${int(offset + options.students)}) g
        returning id, created_at
      )
      select id, created_at, (row_number() over (order by id) - 1)::int as n from inserted`);

    // 2 or 3 distinct courses per student: offsets 0, step and 2·step from a per-student start.
    const step = Math.max(1, Math.floor(options.courses / 3));
    await tx.execute(sql`
      insert into enrollments (student_id, course_id, progress, last_accessed, enrolled_at, completed_at)
      select s.id, c.id, e.progress,
             case when e.progress > 0 then least(now(), e.enrolled_at + interval '5 days') end,
             e.enrolled_at,
             case when e.progress = 100 then least(now(), e.enrolled_at + interval '20 days') end
      from bench_student s
      cross join generate_series(0, 1 + s.n % 2) j
      join bench_course c on c.n = (s.n * 7 + j * ${int(step)}) % ${int(options.courses)}
      cross join lateral (
        select case when (s.n + j) % 4 = 0 then 100 else (s.n * 31 + j * 17) % 100 end as progress,
               least(now(), greatest(s.created_at, c.created_at) + random() * interval '10 days') as enrolled_at
      ) e
      on conflict (student_id, course_id) do nothing`);

    await tx.execute(sql`
      create temp table bench_account on commit drop as
      with inserted as (
        insert into fee_accounts (student_id, course_id, total_fee, due_date, created_at)
        select e.student_id, e.course_id, c.price, ${feeRules.feeDueDate(sql`e.enrolled_at`)}, e.enrolled_at
        from enrollments e
        join bench_student s on s.id = e.student_id
        join bench_course c on c.id = e.course_id
        returning id, total_fee, created_at
      )
      select id, total_fee, created_at, (row_number() over (order by id) - 1)::int as n from inserted`);

    // The first `payers` accounts (a random four fifths) share the payments evenly; each splits its
    // total into `parts` equal instalments (the last takes the remainder) and pays `paid` of them:
    // every third one is left an instalment short (Partial), the others are paid in full.
    const [accountCount] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from bench_account`));
    const accounts = accountCount?.n ?? 0;
    if (options.payments > 0 && accounts === 0) throw new Error('There are no fee accounts to spread payments over.');
    const payers = Math.min(options.payments, accounts - Math.floor(accounts / 5));
    if (payers > 0) {
      const base = Math.floor(options.payments / payers);
      const extra = options.payments % payers;
      // Numbered per financial year of the moment recorded, in the ledger's order, after the numbers already given.
      await tx.execute(sql`
        with entries as (
          select a.id as fee_account_id,
                 case when j = a.parts then a.total_fee - (a.parts - 1) * (a.total_fee / a.parts)
                      else a.total_fee / a.parts end as amount,
                 p.paid_on,
                 ((${textArray(PAYMENT_MODES)})[1 + (a.n + j) % ${int(PAYMENT_MODES.length)}])::payment_mode as mode,
                 p.paid_on + interval '12 hours' as created_at
          from (
            select b.*, b.paid + case when b.n % 3 = 1 then 1 else 0 end as parts
            from (select *, ${int(base)} + case when n < ${int(extra)} then 1 else 0 end as paid
                  from bench_account where n < ${int(payers)}) b
          ) a
          cross join generate_series(1, a.paid) j
          cross join lateral (
            select least(current_date, (a.created_at + j * interval '9 days')::date) as paid_on
          ) p
        ),
        numbered as (
          select e.*, ${feeRules.financialYear(sql`e.created_at`)} as financial_year,
                 row_number() over (partition by ${feeRules.financialYear(sql`e.created_at`)}
                                    order by e.created_at, e.fee_account_id, e.amount) as n,
                 count(*) over (partition by ${feeRules.financialYear(sql`e.created_at`)}) as year_count
          from entries e
        ),
        counters as (
          insert into receipt_counters (financial_year, last_number)
          select financial_year, count(*) from numbered group by financial_year
          on conflict (financial_year) do update set last_number = receipt_counters.last_number + excluded.last_number
          returning financial_year, last_number
        )
        insert into payments (fee_account_id, amount, paid_on, mode, recorded_by, created_at, receipt_number)
        select e.fee_account_id, e.amount, e.paid_on, e.mode, ${admin?.id ?? null}::uuid, e.created_at,
               ${feeRules.receiptNumber(sql`e.financial_year`, sql`c.last_number - e.year_count + e.n`)}
        from numbered e join counters c on c.financial_year = e.financial_year`);
    }

    await tx.insert(notices).values(
      ['Welcome to the new term', 'Fee payment reminder', 'Library hours extended', 'Examination schedule'].map(
        (title, i) => ({
          title,
          description: `${title}: a generated notice for load testing.`,
          createdBy: admin?.id,
          createdAt: new Date(Date.now() - (30 - i * 7) * 24 * 60 * 60 * 1000),
        }),
      ),
    );
  });

  // Vacuum too: it fills the visibility map, without which the planner shuns index-only scans.
  await db.execute(sql`vacuum analyze`);
  const tally = (table: typeof users | typeof courses | typeof enrollments | typeof feeAccounts | typeof payments) =>
    db
      .select({ n: count() })
      .from(table)
      .then(([row]) => row?.n ?? 0);
  const [studentTotal, courseTotal, enrollmentTotal, accountTotal, paymentTotal] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(eq(users.role, 'student'))
      .then(([row]) => row?.n ?? 0),
    tally(courses),
    tally(enrollments),
    tally(feeAccounts),
    tally(payments),
  ]);
  return {
    students: studentTotal,
    courses: courseTotal,
    enrollments: enrollmentTotal,
    feeAccounts: accountTotal,
    payments: paymentTotal,
  };
}

/** node-postgres returns a result with `rows`, PGlite the same; both are read the same way. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, got ${value}`);
  return number;
}

async function main() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string' },
      courses: { type: 'string' },
      payments: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const options: SeedLargeOptions = {
    students: positiveInteger('students', values.students, 100_000),
    courses: Math.max(1, positiveInteger('courses', values.courses, 1_000)),
    payments: positiveInteger('payments', values.payments, 500_000),
    force: values.force,
  };
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, queryTimeoutMs: 0 });
  const started = performance.now();
  try {
    await database.migrate();
    const counts = await seedLarge(database.db, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${database.kind} in ${seconds} s:`, counts);
    console.log(`Admin login: ${BENCH_ADMIN.email} / ${BENCH_ADMIN.password}`);
    console.log(`Students log in as student<N>@${BENCH_EMAIL_DOMAIN} with their date of birth.`);
  } catch (error) {
    if (!(error instanceof DatabaseHasStudentsError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
