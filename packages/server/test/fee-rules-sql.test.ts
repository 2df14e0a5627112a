import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSchedule,
  addDays,
  ageingBucket,
  allocate,
  concessionChange,
  FEE_STATUSES,
  feeDueDate,
  feeStatus,
  financialYear,
  formatReceiptNumber,
  isOutstanding,
  lateFeeChange,
  lateFeeDay,
  lateFeeWaiver,
  ledgerSums,
  netFee,
  newLateFees,
  outstandingAmount,
  paidChange,
  type LateFeeRule,
  type LedgerEntry,
} from '@campus/domain';
import type { Database } from '../src/db/client.js';
import { feeAccounts, feeInstalments } from '../src/db/schema.js';
import * as feeRules from '../src/repositories/fee-rules-sql.js';
import { outstandingFeesQuery } from '../src/repositories/report.js';
import { createTestDatabase } from './helpers/database.js';
import {
  chargeLateFee,
  concede,
  createCourse,
  createStudent,
  enroll,
  pay,
  putOnPlan,
  reverse,
} from './helpers/fixtures.js';

/**
 * One fee account: its total, the payments and concessions recorded into it, which of them (by position, payments
 * first) were reversed, a total corrected afterwards, whether it was closed.
 */
interface Case {
  name: string;
  totalFee: number;
  payments: number[];
  concessions?: number[];
  reversed?: number[];
  correctedTotal?: number;
  closed?: boolean;
}

const cases: Case[] = [
  { name: 'nothing paid', totalFee: 10_000_00, payments: [] },
  { name: 'one part paid', totalFee: 10_000_00, payments: [2_500_00] },
  { name: 'all but a paisa paid', totalFee: 10_000_00, payments: [2_500_00, 7_499_99] },
  { name: 'paid in full at once', totalFee: 10_000_00, payments: [10_000_00] },
  { name: 'paid in full in parts', totalFee: 10_000_00, payments: [4_000_00, 3_000_00, 3_000_00] },
  { name: 'a zero total', totalFee: 0, payments: [] },
  {
    name: 'a total corrected below what was paid',
    totalFee: 10_000_00,
    payments: [8_000_00],
    correctedTotal: 5_000_00,
  },
  { name: 'a total corrected to what was paid', totalFee: 10_000_00, payments: [6_000_00], correctedTotal: 6_000_00 },
  { name: 'a total beyond 32 bits', totalFee: 90_000_000_000_00, payments: [1] },
  { name: 'closed with nothing paid', totalFee: 10_000_00, payments: [], closed: true },
  { name: 'closed with a zero total', totalFee: 0, payments: [], closed: true },
  { name: 'a concession, the rest unpaid', totalFee: 10_000_00, payments: [], concessions: [2_000_00] },
  {
    name: 'paid in full after a concession',
    totalFee: 10_000_00,
    payments: [5_000_00],
    concessions: [2_000_00, 3_000_00],
  },
  { name: 'waived in full', totalFee: 10_000_00, payments: [], concessions: [10_000_00] },
  { name: 'the only payment reversed', totalFee: 10_000_00, payments: [4_000_00], reversed: [0] },
  { name: 'one of two payments reversed', totalFee: 10_000_00, payments: [4_000_00, 6_000_00], reversed: [1] },
  {
    name: 'a concession reversed, a payment kept',
    totalFee: 10_000_00,
    payments: [3_000_00],
    concessions: [7_000_00],
    reversed: [1],
  },
];

/** The case's ledger as the domain sees it. */
function ledgerOf(c: Case): LedgerEntry[] {
  const entries: LedgerEntry[] = [
    ...c.payments.map((amount) => ({ kind: 'payment' as const, amount })),
    ...(c.concessions ?? []).map((amount) => ({ kind: 'concession' as const, amount })),
  ];
  const reversals = (c.reversed ?? []).map((i): LedgerEntry => {
    const cancelled = entries[i]!;
    return { kind: 'reversal', amount: cancelled.amount, cancels: cancelled.kind as 'payment' | 'concession' };
  });
  return [...entries, ...reversals];
}

let database: Database;
const accountIds = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const student = await createStudent(db);
  for (const c of cases) {
    const course = await createCourse(db, { price: c.totalFee });
    const { account } = await enroll(db, student.id, course);
    const entries = [];
    for (const amount of c.payments) entries.push(await pay(db, account.id, amount));
    for (const amount of c.concessions ?? []) entries.push(await concede(db, account.id, amount));
    for (const i of c.reversed ?? []) await reverse(db, entries[i]!);
    if (c.correctedTotal !== undefined) {
      await db.update(feeAccounts).set({ totalFee: c.correctedTotal }).where(eq(feeAccounts.id, account.id));
    }
    if (c.closed) await db.update(feeAccounts).set({ closedAt: new Date() }).where(eq(feeAccounts.id, account.id));
    accountIds.set(c.name, account.id);
  }
});
afterAll(() => database.close());

const bool = (condition: ReturnType<typeof sql>) => sql<boolean>`(${condition})`;

/** Every SQL twin evaluated on the stored accounts, as the queries evaluate them. */
async function evaluatedRules() {
  const { paid, concession, lateFee, totalFee, netFee: net, closedAt } = feeAccounts;
  const rows = await database.db
    .select({
      id: feeAccounts.id,
      paid,
      concession,
      lateFee,
      totalFee,
      netFee: net,
      status: Object.fromEntries(
        FEE_STATUSES.map((status) => [status, bool(feeRules.hasFeeStatus(status, paid, net))]),
      ) as Record<(typeof FEE_STATUSES)[number], ReturnType<typeof bool>>,
      open: bool(feeRules.isOpenAccount(closedAt)),
      outstandingAmount: feeRules.outstandingAmount(paid, net).mapWith(Number),
      isOutstanding: bool(feeRules.isOutstanding(paid, net, closedAt)),
    })
    .from(feeAccounts)
    .where(inArray(feeAccounts.id, [...accountIds.values()]));
  return new Map(rows.map((row) => [row.id, row]));
}

describe('the fee rules in SQL agree with the domain', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const row = (await evaluatedRules()).get(accountIds.get(c.name)!)!;
    const closed = c.closed ?? false;

    // What was paid and conceded: the trigger-kept columns are the domain's sums of the ledger.
    const sums = ledgerSums(ledgerOf(c));
    expect({ paid: row.paid, concession: row.concession, lateFee: row.lateFee }).toEqual(sums);
    expect(row.totalFee).toBe(c.correctedTotal ?? c.totalFee);
    expect(row.netFee).toBe(netFee(row.totalFee, sums.concession, sums.lateFee));
    const { paid, netFee: total } = row;

    const status = feeStatus(paid, total);
    expect(row.status).toEqual(Object.fromEntries(FEE_STATUSES.map((s) => [s, s === status])));
    expect(row.open).toBe(!closed);
    expect(row.outstandingAmount).toBe(outstandingAmount(paid, total));
    expect(row.open ? row.outstandingAmount : 0).toBe(outstandingAmount(paid, total, closed));
    expect(row.isOutstanding).toBe(isOutstanding(paid, total, closed));
  });
});

/**
 * An account on a fee plan: its instalments, late fees (instalment number and amount), payments, concessions and
 * concessions naming an instalment, which of those (by position, in that order) were reversed, late fees charged after
 * all those, and a total corrected afterwards.
 */
interface PlanCase {
  name: string;
  instalments: { dueDate: string; amount: number }[];
  lateFees?: { instalment: number; amount: number }[];
  laterLateFees?: { instalment: number; amount: number }[];
  payments?: number[];
  concessions?: number[];
  namedConcessions?: { instalment: number; amount: number }[];
  reversed?: number[];
  correctedTotal?: number;
}

const JAN = '2026-01-10';
const FEB = '2026-02-10';
const MAR = '2026-03-10';
const three = [
  { dueDate: JAN, amount: 10_000_00 },
  { dueDate: FEB, amount: 10_000_00 },
  { dueDate: MAR, amount: 5_000_00 },
];
const planCases: PlanCase[] = [
  { name: 'nothing paid', instalments: three },
  { name: 'the first and part of the second paid', instalments: three, payments: [12_000_00] },
  { name: 'all paid', instalments: three, payments: [20_000_00, 5_000_00] },
  { name: 'a concession off the last ones', instalments: three, concessions: [7_000_00], payments: [10_000_00] },
  { name: 'a payment reversed re-opens', instalments: three, payments: [10_000_00, 5_000_00], reversed: [1] },
  {
    name: 'a late fee settled after its instalment',
    instalments: three,
    lateFees: [{ instalment: 1, amount: 500_00 }],
    payments: [10_200_00],
  },
  {
    name: 'late fees waived before instalments are reduced',
    instalments: three,
    lateFees: [
      { instalment: 1, amount: 500_00 },
      { instalment: 2, amount: 200_00 },
    ],
    concessions: [1_000_00],
    payments: [11_000_00],
  },
  { name: 'a total corrected upwards falls on the last', instalments: three, correctedTotal: 26_000_00 },
  {
    name: 'concessions naming instalments, with late fees and one more off the last ones',
    instalments: three,
    lateFees: [
      { instalment: 1, amount: 500_00 },
      { instalment: 2, amount: 200_00 },
    ],
    concessions: [1_000_00],
    namedConcessions: [
      { instalment: 2, amount: 3_000_00 },
      { instalment: 1, amount: 1_000_00 },
      { instalment: 2, amount: 500_00 },
    ],
    payments: [12_000_00],
  },
  {
    name: 'a named concession reversed, on an account with its total corrected',
    instalments: three,
    namedConcessions: [
      { instalment: 3, amount: 2_000_00 },
      { instalment: 1, amount: 4_000_00 },
    ],
    payments: [9_000_00],
    reversed: [1],
    correctedTotal: 26_000_00,
  },
  { name: 'one instalment', instalments: [{ dueDate: JAN, amount: 1 }], payments: [1] },
  {
    name: 'a waiver keeps the late fees it waived when newer ones are charged',
    instalments: three,
    lateFees: [{ instalment: 1, amount: 500_00 }],
    concessions: [500_00],
    laterLateFees: [
      { instalment: 2, amount: 200_00 },
      { instalment: 1, amount: 100_00 },
    ],
    payments: [10_000_00],
  },
  {
    name: 'a waiver beyond the late fees, one of two waivers reversed, then more late fees',
    instalments: three,
    lateFees: [
      { instalment: 1, amount: 500_00 },
      { instalment: 2, amount: 200_00 },
    ],
    concessions: [300_00, 1_000_00],
    reversed: [0],
    laterLateFees: [{ instalment: 3, amount: 50_00 }],
    payments: [4_000_00],
  },
];

describe('the allocation to instalments in SQL agrees with allocate', () => {
  const planAccounts = new Map<string, { id: string; total: number }>();

  beforeAll(async () => {
    const { db } = database;
    const student = await createStudent(db);
    for (const c of planCases) {
      const total = c.instalments.reduce((sum, instalment) => sum + instalment.amount, 0);
      const course = await createCourse(db, { price: total });
      const { account } = await enroll(db, student.id, course);
      await putOnPlan(db, account, c.instalments);
      for (const [period, { instalment, amount }] of (c.lateFees ?? []).entries()) {
        await chargeLateFee(db, account.id, instalment, period, amount);
      }
      const entries = [];
      for (const amount of c.payments ?? []) entries.push(await pay(db, account.id, amount));
      for (const amount of c.concessions ?? []) entries.push(await concede(db, account.id, amount));
      for (const { instalment, amount } of c.namedConcessions ?? []) {
        entries.push(await concede(db, account.id, amount, undefined, instalment));
      }
      for (const i of c.reversed ?? []) await reverse(db, entries[i]!);
      const charged = (c.lateFees ?? []).length;
      for (const [k, { instalment, amount }] of (c.laterLateFees ?? []).entries()) {
        await chargeLateFee(db, account.id, instalment, charged + k, amount);
      }
      if (c.correctedTotal !== undefined) {
        await db.update(feeAccounts).set({ totalFee: c.correctedTotal }).where(eq(feeAccounts.id, account.id));
      }
      planAccounts.set(c.name, { id: account.id, total: c.correctedTotal ?? total });
    }
  });

  it.each(planCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { id, total } = planAccounts.get(c.name)!;
    const { rows } = (await database.db.execute(
      sql`select number, due_date::text as "dueDate", amount::bigint as amount, late_fee::bigint as "lateFee",
          amount_outstanding::bigint as "amountOutstanding", outstanding::bigint as outstanding
        from (${feeRules.allocatedInstalments(sql`a.id = ${id}`)}) allocated order by number`,
    )) as unknown as { rows: Record<string, string | number>[] };
    const [account] = await database.db.select().from(feeAccounts).where(eq(feeAccounts.id, id));
    const firstNamed = (c.payments ?? []).length + (c.concessions ?? []).length;
    const named = (c.namedConcessions ?? []).filter((_, k) => !(c.reversed ?? []).includes(firstNamed + k));
    const sumOn = (entries: { instalment: number; amount: number }[], number: number) =>
      entries.filter((entry) => entry.instalment === number).reduce((sum, entry) => sum + entry.amount, 0);
    // The waivers as the ledger's order gives them: each concession naming no instalment waives the late fees charged
    // before it (lateFeeWaiver); a reversal gives its waiver back; the later late fees come after them all.
    const charged = c.instalments.map((instalment, i) => ({
      number: i + 1,
      ...instalment,
      lateFee: sumOn(c.lateFees ?? [], i + 1),
      namedConcession: sumOn(named, i + 1),
      lateFeeWaived: 0,
    }));
    const firstConcession = (c.payments ?? []).length;
    const waivers = (c.concessions ?? []).map((amount) => {
      const waiver = lateFeeWaiver(charged, amount);
      charged.forEach((instalment, i) => (instalment.lateFeeWaived += waiver[i]!));
      return waiver;
    });
    for (const reversed of c.reversed ?? []) {
      const waiver = waivers[reversed - firstConcession];
      if (waiver) charged.forEach((instalment, i) => (instalment.lateFeeWaived -= waiver[i]!));
    }
    charged.forEach((instalment) => (instalment.lateFee += sumOn(c.laterLateFees ?? [], instalment.number)));
    const stored = await database.db
      .select({ lateFee: feeInstalments.lateFee, lateFeeWaived: feeInstalments.lateFeeWaived })
      .from(feeInstalments)
      .where(eq(feeInstalments.feeAccountId, id))
      .orderBy(feeInstalments.number);
    expect(stored).toEqual(charged.map(({ lateFee, lateFeeWaived }) => ({ lateFee, lateFeeWaived })));
    const expected = allocate(
      accountSchedule({ totalFee: total, dueDate: null }, charged),
      account!.paid,
      account!.concession,
    );
    expect(
      rows.map((row) => ({
        number: Number(row.number),
        dueDate: row.dueDate,
        amount: Number(row.amount),
        lateFee: Number(row.lateFee),
        amountOutstanding: Number(row.amountOutstanding),
        outstanding: Number(row.outstanding),
      })),
    ).toEqual(
      expected.map(({ number, dueDate, amount, lateFee, amountOutstanding, outstanding }) => ({
        number,
        dueDate,
        amount,
        lateFee,
        amountOutstanding,
        outstanding,
      })),
    );
  });

  it('gives an account without a plan one instalment of its total on its due day', async () => {
    const id = accountIds.get('one part paid')!;
    const { rows } = (await database.db.execute(
      sql`select due_date::text as "dueDate", amount::bigint as amount, outstanding::bigint as outstanding
        from (${feeRules.allocatedInstalments(sql`a.id = ${id}`)}) allocated`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(rows.map((row) => [row.dueDate, Number(row.amount), Number(row.outstanding)])).toEqual([
      ['2030-01-31', 10_000_00, 7_500_00],
    ]);
  });
});

describe('the late-fee waiver in SQL agrees with lateFeeWaiver', () => {
  const cases: { name: string; lateFees: number[]; waived: number[]; amount: number }[] = [
    { name: 'no instalments', lateFees: [], waived: [], amount: 100_00 },
    { name: 'no late fees', lateFees: [0, 0, 0], waived: [0, 0, 0], amount: 100_00 },
    { name: 'the last one first', lateFees: [200_00, 200_00, 0], waived: [0, 0, 0], amount: 300_00 },
    { name: 'past what was waived already', lateFees: [200_00, 200_00, 0], waived: [0, 150_00, 0], amount: 100_00 },
    { name: 'more than the late fees', lateFees: [500_00, 0, 100_00], waived: [100_00, 0, 0], amount: 5_000_00 },
    { name: 'all waived already', lateFees: [500_00, 100_00], waived: [500_00, 100_00], amount: 1 },
  ];
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const unwaived = c.lateFees.map((lateFee, i) => lateFee - c.waived[i]!);
    const result = await database.db.execute(
      sql`select late_fee_waiver(${`{${unwaived.join(',')}}`}::bigint[], ${c.amount}::bigint)::text as waiver`,
    );
    const text = (result as unknown as { rows: { waiver: string }[] }).rows[0]!.waiver;
    const waiver = text === '{}' ? [] : text.slice(1, -1).split(',').map(Number);
    expect(waiver).toEqual(
      lateFeeWaiver(
        c.lateFees.map((lateFee, i) => ({ lateFee, lateFeeWaived: c.waived[i]! })),
        c.amount,
      ),
    );
  });
});

describe('the late-fee candidate rule in SQL agrees with newLateFees', () => {
  const none = { periods: 0, total: 0 };
  const rules: { name: string; rule: LateFeeRule; charged: { periods: number; total: number }[] }[] = [
    {
      name: 'once',
      rule: { kind: 'fixed', value: 500_00, graceDays: 0 },
      charged: [none, { periods: 1, total: 500_00 }],
    },
    {
      name: 'once after 10 days of grace',
      rule: { kind: 'fixed', value: 500_00, graceDays: 10 },
      charged: [none, { periods: 1, total: 500_00 }],
    },
    {
      name: 'weekly after 3 days of grace',
      rule: { kind: 'fixed', value: 100_00, graceDays: 3, everyDays: 7 },
      charged: [none, { periods: 1, total: 100_00 }, { periods: 2, total: 200_00 }],
    },
    {
      name: 'daily 2% up to ₹1,000',
      rule: { kind: 'percent', value: 2, graceDays: 0, everyDays: 1, cap: 1_000_00 },
      charged: [none, { periods: 4, total: 800_00 }, { periods: 5, total: 999_99 }, { periods: 5, total: 1_000_00 }],
    },
    {
      name: 'monthly, two at most',
      rule: { kind: 'fixed', value: 300_00, graceDays: 5, everyDays: 30, cap: 600_00 },
      charged: [none, { periods: 1, total: 300_00 }, { periods: 2, total: 600_00 }],
    },
    {
      name: 'once, capped below one fee',
      rule: { kind: 'percent', value: 1.5, graceDays: 2, cap: 100_00 },
      charged: [none, { periods: 1, total: 100_00 }],
    },
  ];
  // Around the day of the next period, at a month's end and across a leap day.
  const cases = rules.flatMap(({ name, rule, charged }) =>
    ['2026-01-31', '2028-02-27'].flatMap((dueDate) =>
      charged.flatMap(({ periods, total }) =>
        [-1, 0, 1].map((offset) => {
          const today = addDays(lateFeeDay(dueDate, rule, periods), offset);
          return [
            `${name}, due ${dueDate}, ${periods} charged (${total}), on ${today}`,
            rule,
            dueDate,
            periods,
            total,
            today,
          ] as const;
        }),
      ),
    ),
  );

  it.each(cases)('%s', async (_name, rule, dueDate, periods, total, today) => {
    const result = await database.db.execute(
      sql`select ${feeRules.mayIncurLateFee(
        sql`${dueDate}::date`,
        sql`${total}::bigint`,
        sql`${periods}::int`,
        sql`${JSON.stringify(rule)}::jsonb`,
        sql`${today}`,
      )} as candidate`,
    );
    // Enough of the instalment's own amount unpaid that a percentage of it is a paisa or more.
    const fees = newLateFees({ dueDate, amountOutstanding: 10_000_00 }, rule, today, { periods, total });
    expect((result as unknown as { rows: { candidate: boolean }[] }).rows[0]!.candidate).toBe(fees.length > 0);
  });
});

describe('the ageing bucket in SQL agrees with ageingBucket', () => {
  const today = '2028-03-01';
  // Around each bucket's edges, across a leap day and a year's end.
  const dueDates = [
    '2028-03-02',
    '2028-03-01',
    '2028-02-29',
    '2028-01-31',
    '2028-01-30',
    '2028-01-01',
    '2027-12-31',
    '2027-12-02',
    '2027-12-01',
    '2026-03-31',
  ];
  it.each(dueDates)('due on %s', async (dueDate) => {
    const result = await database.db.execute(
      sql`select ${feeRules.ageingBucket(sql`${dueDate}::date`, sql`${today}`)} as bucket`,
    );
    expect((result as unknown as { rows: { bucket: string }[] }).rows[0]!.bucket).toBe(ageingBucket(dueDate, today));
  });
});

describe('the due-date rule in SQL agrees with feeDueDate', () => {
  const enrolments = [
    '2026-01-01T10:00:00Z',
    '2026-02-10T00:00:00Z',
    '2024-02-10T00:00:00Z', // a leap year
    '2026-12-15T23:59:59.999Z', // the due date is in the next year
    '2026-03-01T00:30:00+05:30', // still 28 February in UTC
    '2026-03-10T23:30:00Z', // the night the clocks change in New York
    '2026-10-25T00:30:00Z', // the night the clocks change in Europe
  ];

  // The session's time zone must not matter: the rule counts UTC days, as the domain does.
  it.each(['UTC', 'Asia/Kolkata', 'Pacific/Kiritimati', 'America/New_York', 'Europe/London'])(
    'with the session in %s',
    async (timeZone) => {
      const computed = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
        const dates = [];
        for (const enrolledAt of enrolments) {
          const [row] = await tx
            .select({ dueDate: sql<string>`${feeRules.feeDueDate(sql`${enrolledAt}::timestamptz`)}::text` })
            .from(sql`(select 1) as one`);
          dates.push(row!.dueDate);
        }
        return dates;
      });
      expect(computed).toEqual(enrolments.map((enrolledAt) => feeDueDate(new Date(enrolledAt))));
    },
  );
});

describe('the outstanding index', () => {
  it('serves the outstanding report: the query implies the index predicate', async () => {
    const plan = await database.db.transaction(async (tx) => {
      // On a few rows a sequential scan is cheaper; forbidding it leaves only the paths the predicate allows.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${outstandingFeesQuery(tx).limit(20)}`);
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('fee_accounts_outstanding_idx');
  });
});

describe('what a ledger entry changes in SQL agrees with paidChange, concessionChange and lateFeeChange', () => {
  const entries: LedgerEntry[] = [
    { kind: 'payment', amount: 1_200_00 },
    { kind: 'concession', amount: 300_00 },
    { kind: 'late_fee', amount: 50_00 },
    { kind: 'reversal', amount: 1_200_00, cancels: 'payment' },
    { kind: 'reversal', amount: 300_00, cancels: 'concession' },
  ];
  it.each(entries.map((entry) => [`${entry.kind}${'cancels' in entry ? ` of a ${entry.cancels}` : ''}`, entry]))(
    '%s',
    async (_name, entry) => {
      const cancelled = 'cancels' in entry ? entry.cancels : null;
      const [kind, amount, cancelledKind] = [
        sql`${entry.kind}::ledger_kind`,
        sql`${entry.amount}::bigint`,
        sql`${cancelled}::ledger_kind`,
      ];
      const [row] = await database.db
        .execute<{ paid: string; concession: string; lateFee: string }>(
          sql`select ${feeRules.paidChange(kind, amount, cancelledKind)} as paid,
            ${feeRules.concessionChange(kind, amount, cancelledKind)} as concession,
            ${feeRules.lateFeeChange(kind, amount)} as "lateFee"`,
        )
        .then(
          (result) => (result as unknown as { rows: { paid: string; concession: string; lateFee: string }[] }).rows,
        );
      expect([Number(row!.paid), Number(row!.concession), Number(row!.lateFee)]).toEqual([
        paidChange(entry),
        concessionChange(entry),
        lateFeeChange(entry),
      ]);
    },
  );
});

describe('the receipt rules in SQL agree with the domain', () => {
  const instants = [
    '2027-03-31T18:29:59.999Z', // 23:59:59.999 on 31 March in India
    '2027-03-31T18:30:00Z', // midnight, 1 April in India
    '2026-04-01T00:00:00Z',
    '2026-12-31T20:00:00Z', // already 1 January in India
    '2099-12-31T06:00:00Z',
  ];
  it.each(['UTC', 'America/New_York'])('financial years, with the session in %s', async (timeZone) => {
    const computed = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
      const years = [];
      for (const at of instants) {
        const result = await tx.execute(sql`select ${feeRules.financialYear(sql`${at}::timestamptz`)} as year`);
        years.push((result as unknown as { rows: { year: string }[] }).rows[0]!.year);
      }
      return years;
    });
    expect(computed).toEqual(instants.map((at) => financialYear(new Date(at))));
  });

  it.each([1, 12, 999_999, 1_234_567])('receipt number %i', async (sequence) => {
    const result = await database.db.execute(
      sql`select ${feeRules.receiptNumber(sql`'2026-27'`, sql`${sequence}::int`)} as number`,
    );
    expect((result as unknown as { rows: { number: string }[] }).rows[0]!.number).toBe(
      formatReceiptNumber('2026-27', sequence),
    );
  });
});
