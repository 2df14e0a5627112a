import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { count, eq, like, sql, type SQL } from 'drizzle-orm';
import { auditSummaries, isInstrumentMode, PAYMENT_MODES } from '@campus/domain';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import {
  assessmentMarks,
  assessments,
  attendanceMarks,
  auditEvents,
  classSessions,
  courses,
  enrollments,
  feeAccounts,
  notices,
  payments,
  sections,
  users,
} from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import * as feeRules from '../repositories/fee-rules-sql.js';
import { rebuildOfficeFigures } from '../repositories/office-figures.js';
import { int, messageSql, rowsOf, textArray } from './seed-large-sql.js';
import { seedLargeResults } from './seed-large-results.js';
import { ATTENDANCE_WEEKS, BENCH_INSTRUCTOR_PASSWORD, SECTIONS_PER_COURSE, seedLargeTerm } from './seed-large-term.js';

/** The modes the bench pays in: a cheque or demand draft would need an instrument's number, bank and date. */
const MODES = PAYMENT_MODES.filter((mode) => !isInstrumentMode(mode));

export const BENCH_ADMIN = { email: 'bench-admin@campus.test', password: 'Bench@12345' };
const BENCH_EMAIL_DOMAIN = 'bench.campus.test';
/** The lessons of each generated course's outline unless told (`lessons`), in chapters of ten. */
export const LESSONS_PER_COURSE = 30;

export interface SeedLargeOptions {
  students: number;
  courses: number;
  payments: number;
  /** Audit events spread over the students, courses, fee accounts and payments of this run. */
  auditEvents: number;
  /** Lessons in each course's outline, a multiple of ten (LESSONS_PER_COURSE unless given; 0 for none). */
  lessons?: number;
  /** Sections of each course, the main one among them (SECTIONS_PER_COURSE unless given). */
  sections?: number;
  /** Weeks of classes held and marked before this one (ATTENDANCE_WEEKS unless given; 0 for no term of classes). */
  weeks?: number;
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

/** formatRupeesWithPaise in SQL: "₹1,23,456.50" (to_char's separators fall where the pattern puts them). */
const rupeesWithPaise = (paise: SQL) => sql`('₹' || to_char((${paise}) / 100.0, 'FM99,99,99,99,990.00'))`;

/** Before → after of one field, as `changes` holds it. */
const change = (field: string, from: SQL, to: SQL) =>
  sql`jsonb_build_object(${field}::text, jsonb_build_object('from', ${from}, 'to', ${to}))`;

interface SeededCounts {
  adminId: string;
  students: number;
  courses: number;
  accounts: number;
  payments: number;
}

/**
 * `total` audit events over the last 400 days, oldest first as g grows, over this run's rows (the temp tables): half
 * payments recorded, a fifth students edited (phone), a tenth students added, and corrected totals, students' own new
 * pictures and course price edits. A kind whose records this run did not make is left out.
 */
async function seedAuditEvents(tx: Db, total: number, counts: SeededCounts) {
  if (total === 0) return;
  const at = sql`now() - interval '400 days' + (g::float8 / ${int(total)}) * interval '400 days'`;
  const admin = sql`${counts.adminId}::uuid, 'Bench Admin', ${BENCH_ADMIN.email}, 'admin'::role`;
  /** The events of numbers g whose g % 20 is in `kinds`, each about row g % base of what `joins` reads. */
  const insert = (kinds: [number, number], base: number, columns: SQL, joins: SQL) =>
    base === 0
      ? Promise.resolve()
      : tx.execute(sql`
          insert into audit_events (at, actor_id, actor_name, actor_email, actor_role, action, entity_type, entity_id,
                                    student_id, summary, changes)
          select ${at}, ${columns}
          from generate_series(1, ${int(total)}) g ${joins}
          where g % 20 between ${int(kinds[0])} and ${int(kinds[1])}`);
  const amount = rupeesWithPaise(sql`p.amount`);
  await insert(
    [0, 9],
    counts.payments,
    sql`${admin}, 'payment.recorded', 'payment', p.id::text, a.student_id,
          ${messageSql(auditSummaries.paymentRecorded, amount, sql`p.mode`, sql`u.name`, sql`c.name`)},
          ${change('amount', sql`null`, amount)} || ${change('paymentDate', sql`null`, sql`p.paid_on::text`)}
            || ${change('paymentMode', sql`null`, sql`p.mode::text`)} || ${change('course', sql`null`, sql`c.name`)}`,
    sql`join bench_payment p on p.n = g % ${int(counts.payments)}
        join bench_account a on a.id = p.fee_account_id
        join users u on u.id = a.student_id
        join courses c on c.id = a.course_id`,
  );
  const student = (kinds: [number, number], action: string, summary: SQL, changes: SQL, actor = admin) =>
    insert(
      kinds,
      counts.students,
      sql`${actor}, ${action}::audit_action, 'student', u.id::text, u.id, ${summary}, ${changes}`,
      sql`join bench_student s on s.n = g % ${int(counts.students)}
          join users u on u.id = s.id`,
    );
  await student(
    [10, 13],
    'student.updated',
    messageSql(auditSummaries.studentUpdated, sql`u.name`),
    change('phone', sql`'+91 8' || lpad(g::text, 9, '0')`, sql`u.phone`),
  );
  await student(
    [14, 14],
    'student.picture_changed',
    messageSql(auditSummaries.pictureChanged, sql`u.name`),
    change('profilePicture', sql`null`, sql`'/uploads/avatars/bench-' || g || '.webp'`),
    sql`u.id, u.name, u.email, 'student'::role`,
  );
  await student(
    [15, 16],
    'student.created',
    messageSql(auditSummaries.studentCreated, sql`u.name`),
    sql`${change('name', sql`null`, sql`u.name`)} || ${change('email', sql`null`, sql`u.email`)}`,
  );
  const [from, to] = [rupeesWithPaise(sql`a.total_fee + 50000`), rupeesWithPaise(sql`a.total_fee`)];
  await insert(
    [17, 17],
    counts.accounts,
    sql`${admin}, 'fee.total_corrected', 'fee_account', a.id::text, a.student_id,
          ${messageSql(auditSummaries.totalCorrected, sql`u.name`, sql`c.name`, from, to)},
          ${change('totalFee', from, to)}`,
    sql`join bench_account a on a.n = g % ${int(counts.accounts)}
        join users u on u.id = a.student_id
        join courses c on c.id = a.course_id`,
  );
  await insert(
    [18, 19],
    counts.courses,
    sql`${admin}, 'course.updated', 'course', c.id::text, null,
          ${messageSql(auditSummaries.courseUpdated, sql`c.name`)},
          ${change('price', rupeesWithPaise(sql`c.price - 100000`), rupeesWithPaise(sql`c.price`))}`,
    sql`join bench_course b on b.n = g % ${int(counts.courses)}
        join courses c on c.id = b.id`,
  );
}

/**
 * Bulk benchmark data generated inside the database (INSERT ... SELECT over generate_series): students,
 * courses, 2–3 enrollments per student each with its fee account, `payments` payments spread over
 * the accounts without overpaying any (about a fifth stay Unpaid, the rest Paid or Partial), notices,
 * `auditEvents` audit events about them, the bench admin, a term of classes (`seedLargeTerm`) and the courses'
 * assessments with their marks (`seedLargeResults`). Runs in one transaction; refuses a database with students unless
 * `force`.
 */
export async function seedLarge(db: Db, options: SeedLargeOptions) {
  const [existing] = await db.select({ n: count() }).from(users).where(eq(users.role, 'student'));
  if ((existing?.n ?? 0) > 0 && !options.force) throw new DatabaseHasStudentsError(existing!.n);
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  const instructorPasswordHash = await hashPassword(BENCH_INSTRUCTOR_PASSWORD);

  await db.transaction(async (tx) => {
    // The office's figures are counted once at the end, not statement by statement as the triggers would
    // (rebuildOfficeFigures).
    const officeTriggers = rowsOf<{ table: string; name: string }>(
      await tx.execute(sql`select tgrelid::regclass::text as "table", tgname as name from pg_trigger
        where tgname like '%office_figures%' or tgname like '%course_results%'`),
    );
    const officeFigureTriggers = async (change: SQL) => {
      for (const { table, name } of officeTriggers) {
        await tx.execute(sql`alter table ${sql.identifier(table)} ${change} trigger ${sql.identifier(name)}`);
      }
    };
    await officeFigureTriggers(sql`disable`);
    // Numbering continues after earlier bench students, so a forced second run keeps emails unique.
    const [bench] = await tx
      .select({ n: count() })
      .from(users)
      .where(like(users.email, `student%@${BENCH_EMAIL_DOMAIN}`));
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
        -- Numbered on from the courses already there: course names are unique, also when seeding again (--force).
        select (${textArray(TOPICS)})[1 + g % ${int(TOPICS.length)}] || ' ' || (${textArray(LEVELS)})[1 + (g / ${int(TOPICS.length)}) % ${int(LEVELS.length)}] || ' ' || (g + (select count(*) from courses)),
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
      insert into enrollments (student_id, course_id, enrolled_at)
      select s.id, c.id, least(now(), greatest(s.created_at, c.created_at) + random() * interval '10 days')
      from bench_student s
      cross join generate_series(0, 1 + s.n % 2) j
      join bench_course c on c.n = (s.n * 7 + j * ${int(step)}) % ${int(options.courses)}
      on conflict (student_id, course_id) do nothing`);

    // Each course's outline: `lessons` lessons in chapters of ten, numbered from 0 across the course.
    const lessons = options.lessons ?? LESSONS_PER_COURSE;
    await tx.execute(sql`
      create temp table bench_lesson on commit drop as
      with chapter as (
        insert into chapters (course_id, title, position)
        select c.id, 'Chapter ' || (k + 1), k
        from bench_course c cross join generate_series(0, ${int(lessons / 10 - 1)}) k
        returning id, course_id, position
      ), lesson as (
        insert into lessons (chapter_id, course_id, title, body, minutes, position)
        select chapter.id, chapter.course_id, 'Lesson ' || (chapter.position * 10 + l + 1),
               'A generated lesson for load testing.', 10 + (l * 7) % 20, l
        from chapter cross join generate_series(0, 9) l
        returning id, course_id, chapter_id, position
      )
      select lesson.id, lesson.course_id, (chapter.position * 10 + lesson.position)::int as n
      from lesson join chapter on chapter.id = lesson.chapter_id`);
    // A quarter of the enrollments completed, the others spread from no lesson to all but one. Counted once at the
    // end rather than by the trigger per completion: millions of rows.
    // Temporary tables have no statistics until analysed: without them the join below was planned as if each held a
    // few rows, and its sort spilled tens of gigabytes at 100,000 students.
    await tx.execute(sql`analyze bench_student, bench_course, bench_lesson, enrollments`);
    await tx.execute(sql`alter table lesson_completions disable trigger lesson_completions_count`);
    await tx.execute(sql`
      insert into lesson_completions (student_id, lesson_id, course_id, completed_at)
      select e.student_id, l.id, e.course_id, least(now(), e.enrolled_at + (l.n + 1) * interval '6 hours')
      from enrollments e
      join bench_student s on s.id = e.student_id
      join bench_course c on c.id = e.course_id
      join bench_lesson l on l.course_id = e.course_id
        and l.n < case when (s.n + c.n) % 4 = 0 then ${int(lessons)}
                       else (s.n * 31 + c.n * 17) % ${int(Math.max(lessons, 1))} end`);
    await tx.execute(sql`alter table lesson_completions enable trigger lesson_completions_count`);
    await tx.execute(sql`
      update enrollments e
      set completed_lessons = done.lessons,
          last_lesson_id = done.last_lesson,
          last_accessed = done.last_at,
          completed_at = case when done.lessons >= c.lesson_count then done.last_at end
      from (
        select student_id, course_id, count(*)::int as lessons, max(completed_at) as last_at,
               (array_agg(lesson_id order by completed_at desc))[1] as last_lesson
        from lesson_completions group by student_id, course_id
      ) done, courses c
      where e.student_id = done.student_id and e.course_id = done.course_id and c.id = e.course_id`);

    await tx.execute(sql`
      create temp table bench_account on commit drop as
      with inserted as (
        insert into fee_accounts (student_id, course_id, total_fee, due_date, created_at)
        select e.student_id, e.course_id, c.price, ${feeRules.feeDueDate(sql`e.enrolled_at`)}, e.enrolled_at
        from enrollments e
        join bench_student s on s.id = e.student_id
        join bench_course c on c.id = e.course_id
        returning id, student_id, course_id, total_fee, created_at
      )
      select id, student_id, course_id, total_fee, created_at, (row_number() over (order by id) - 1)::int as n
      from inserted`);

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
        create temp table bench_payment on commit drop as
        with entries as (
          select a.id as fee_account_id,
                 case when j = a.parts then a.total_fee - (a.parts - 1) * (a.total_fee / a.parts)
                      else a.total_fee / a.parts end as amount,
                 p.paid_on,
                 ((${textArray(MODES)})[1 + (a.n + j) % ${int(MODES.length)}])::payment_mode as mode,
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
        ),
        inserted as (
        insert into payments (fee_account_id, amount, paid_on, mode, recorded_by, created_at, receipt_number)
        select e.fee_account_id, e.amount, e.paid_on, e.mode, ${admin?.id ?? null}::uuid, e.created_at,
               ${feeRules.receiptNumber(sql`e.financial_year`, sql`c.last_number - e.year_count + e.n`)}
        from numbered e join counters c on c.financial_year = e.financial_year
        returning id, fee_account_id, amount, paid_on, mode
        )
        select *, (row_number() over (order by id) - 1)::int as n from inserted`);
    }
    await seedAuditEvents(tx, options.auditEvents, {
      adminId: admin!.id,
      students: options.students,
      courses: options.courses,
      accounts,
      payments: payers > 0 ? options.payments : 0,
    });

    await seedLargeTerm(tx, {
      sections: options.sections ?? SECTIONS_PER_COURSE,
      weeks: options.weeks ?? ATTENDANCE_WEEKS,
      adminId: admin!.id,
      instructorPasswordHash,
      emailDomain: BENCH_EMAIL_DOMAIN,
      firstNames: textArray(FIRST),
      lastNames: textArray(LAST),
    });

    await seedLargeResults(tx, admin!.id);

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
    await officeFigureTriggers(sql`enable`);
    // Counted over what the planner knows to be large tables.
    await tx.execute(sql`analyze users, courses, enrollments, fee_accounts, fee_instalments, payments`);
    await rebuildOfficeFigures(tx);
  });

  // Vacuum too: it fills the visibility map, without which the planner shuns index-only scans.
  await db.execute(sql`vacuum analyze`);
  const tally = (
    table:
      | typeof users
      | typeof courses
      | typeof enrollments
      | typeof feeAccounts
      | typeof payments
      | typeof auditEvents
      | typeof sections
      | typeof classSessions
      | typeof attendanceMarks
      | typeof assessments
      | typeof assessmentMarks,
  ) =>
    db
      .select({ n: count() })
      .from(table)
      .then(([row]) => row?.n ?? 0);
  const [
    studentTotal,
    courseTotal,
    enrollmentTotal,
    accountTotal,
    paymentTotal,
    eventTotal,
    sectionTotal,
    classTotal,
    markTotal,
    assessmentTotal,
    resultMarkTotal,
  ] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(eq(users.role, 'student'))
      .then(([row]) => row?.n ?? 0),
    tally(courses),
    tally(enrollments),
    tally(feeAccounts),
    tally(payments),
    tally(auditEvents),
    tally(sections),
    tally(classSessions),
    tally(attendanceMarks),
    tally(assessments),
    tally(assessmentMarks),
  ]);
  return {
    students: studentTotal,
    courses: courseTotal,
    enrollments: enrollmentTotal,
    feeAccounts: accountTotal,
    payments: paymentTotal,
    auditEvents: eventTotal,
    sections: sectionTotal,
    classSessions: classTotal,
    attendanceMarks: markTotal,
    assessments: assessmentTotal,
    assessmentMarks: resultMarkTotal,
  };
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, got ${value}`);
  return number;
}

/** `--lessons`: a multiple of ten, 0 for courses without an outline. */
function lessonCount(value: string | undefined): number {
  if (value === undefined) return LESSONS_PER_COURSE;
  const lessons = Number(value);
  if (!Number.isInteger(lessons) || lessons < 0 || lessons % 10 !== 0) {
    throw new Error(`--lessons must be a multiple of ten, 0 for none (got ${value})`);
  }
  return lessons;
}

async function main() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string' },
      courses: { type: 'string' },
      payments: { type: 'string' },
      'audit-events': { type: 'string' },
      lessons: { type: 'string' },
      sections: { type: 'string' },
      weeks: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const options: SeedLargeOptions = {
    students: positiveInteger('students', values.students, 100_000),
    courses: Math.max(1, positiveInteger('courses', values.courses, 1_000)),
    payments: positiveInteger('payments', values.payments, 500_000),
    auditEvents: positiveInteger('audit-events', values['audit-events'], 1_000_000),
    lessons: lessonCount(values.lessons),
    sections: Math.max(1, positiveInteger('sections', values.sections, SECTIONS_PER_COURSE)),
    weeks: positiveInteger('weeks', values.weeks, ATTENDANCE_WEEKS),
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
    console.log(`Instructors log in as instructor<N>@${BENCH_EMAIL_DOMAIN} / ${BENCH_INSTRUCTOR_PASSWORD}.`);
  } catch (error) {
    if (!(error instanceof DatabaseHasStudentsError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
