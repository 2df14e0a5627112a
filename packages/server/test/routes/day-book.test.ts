import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInIndia, messages, type DayBook } from '@campus/domain';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { concede, createCourse, createStaff, createStudent, enroll, pay, reverse } from '../helpers/fixtures.js';
import { payments } from '../../src/db/schema.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let accountant: Awaited<ReturnType<typeof createStaff>>;

const zero = { received: 0, reversed: 0, bounced: 0, net: 0 };
const noInstruments = [
  { mode: 'Cheque', ...zero },
  { mode: 'Demand Draft', ...zero },
];

async function get(url: string, query: Record<string, string> = {}) {
  return t.app.inject({ url, query, headers: await t.auth(accountant.auth) });
}

beforeAll(async () => {
  t = await buildTestApp();
  accountant = await createStaff(t.db, { role: 'accountant' });
  const student = await createStudent(t.db);
  const course = await createCourse(t.db, { price: 50_000_00 });
  const { account } = await enroll(t.db, student.id, course);
  const cash = async (amount: number, paidOn: string) => {
    const [row] = await t.db
      .insert(payments)
      .values({ feeAccountId: account.id, amount, paidOn, mode: 'Cash', receiptNumber: `2025-26/cash-${paidOn}` })
      .returning();
    return row!;
  };
  const upi = await pay(t.db, account.id, 1_000_00, '2026-01-10');
  await cash(2_500_50, '2026-01-10');
  const bounced = await cash(4_000_00, '2026-01-11');
  await pay(t.db, account.id, 700_00, '2026-01-12');
  await reverse(t.db, bounced, '2026-01-12');
  await reverse(t.db, upi, '2026-01-12');
  // Not money: neither a concession nor its reversal is in the day book.
  await reverse(t.db, await concede(t.db, account.id, 1_500_00, '2026-01-11'), '2026-01-12');
  await pay(t.db, account.id, 99_00, '2026-01-20');
});
afterAll(() => t.close());

describe('GET /api/admin/report/collections', () => {
  it('gives per day and payment mode what was received, what was reversed and the net, with totals', async () => {
    const res = await get('/api/admin/report/collections', { from: '2026-01-10', to: '2026-01-12' });
    expect(res.statusCode).toBe(200);
    const book = res.json<DayBook>();
    expect(book).toMatchObject({ from: '2026-01-10', to: '2026-01-12' });
    expect(book.days).toEqual([
      {
        date: '2026-01-10',
        modes: [
          { mode: 'Cash', received: 2_500_50, reversed: 0, bounced: 0, net: 2_500_50 },
          { mode: 'Card', ...zero },
          { mode: 'UPI', received: 1_000_00, reversed: 0, bounced: 0, net: 1_000_00 },
          { mode: 'Bank Transfer', ...zero },
          ...noInstruments,
        ],
        received: 3_500_50,
        reversed: 0,
        bounced: 0,
        net: 3_500_50,
      },
      {
        date: '2026-01-11',
        modes: [
          { mode: 'Cash', received: 4_000_00, reversed: 0, bounced: 0, net: 4_000_00 },
          { mode: 'Card', ...zero },
          { mode: 'UPI', ...zero },
          { mode: 'Bank Transfer', ...zero },
          ...noInstruments,
        ],
        received: 4_000_00,
        reversed: 0,
        bounced: 0,
        net: 4_000_00,
      },
      {
        date: '2026-01-12',
        modes: [
          { mode: 'Cash', received: 0, reversed: 4_000_00, bounced: 0, net: -4_000_00 },
          { mode: 'Card', ...zero },
          { mode: 'UPI', received: 700_00, reversed: 1_000_00, bounced: 0, net: -300_00 },
          { mode: 'Bank Transfer', ...zero },
          ...noInstruments,
        ],
        received: 700_00,
        reversed: 5_000_00,
        bounced: 0,
        net: -4_300_00,
      },
    ]);
    expect(book.totals).toEqual({
      modes: [
        { mode: 'Cash', received: 6_500_50, reversed: 4_000_00, bounced: 0, net: 2_500_50 },
        { mode: 'Card', ...zero },
        { mode: 'UPI', received: 1_700_00, reversed: 1_000_00, bounced: 0, net: 700_00 },
        { mode: 'Bank Transfer', ...zero },
        ...noInstruments,
      ],
      received: 8_200_50,
      reversed: 5_000_00,
      bounced: 0,
      net: 3_200_50,
    });
  });

  it('is one day when one is given, today in India when none is', async () => {
    const one = (await get('/api/admin/report/collections', { from: '2026-01-20' })).json<DayBook>();
    expect(one).toMatchObject({ from: '2026-01-20', to: '2026-01-20', totals: { received: 99_00 } });
    const today = dateInIndia(new Date());
    const none = (await get('/api/admin/report/collections')).json<DayBook>();
    expect(none).toMatchObject({ from: today, to: today, days: [], totals: zero });
  });

  it('refuses in words a range backwards or longer than 366 days', async () => {
    const backwards = await get('/api/admin/report/collections', { from: '2026-01-12', to: '2026-01-10' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual(errorBody(messages.ledger.fromAfterTo));
    const long = await get('/api/admin/report/collections.csv', { from: '2025-01-01', to: '2026-01-02' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(errorBody(messages.dayBook.tooManyDays(366)));
  });
});

describe('GET /api/admin/report/collections.csv', () => {
  it('is the day book as a UTF-8 download with a byte-order mark, in labelled sections a blank line apart', async () => {
    const res = await get('/api/admin/report/collections.csv', { from: '2026-01-10', to: '2026-01-12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=day_book_2026-01-10_2026-01-12.csv');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.slice(1).split('\n')).toEqual([
      'By day and mode',
      'Date,Mode,Received,Reversed,Of which cheque bounced,Net',
      '2026-01-10,Cash,2500.50,0.00,0.00,2500.50',
      '2026-01-10,UPI,1000.00,0.00,0.00,1000.00',
      '2026-01-11,Cash,4000.00,0.00,0.00,4000.00',
      '2026-01-12,Cash,0.00,4000.00,0.00,-4000.00',
      '2026-01-12,UPI,700.00,1000.00,0.00,-300.00',
      '',
      'By day (all modes)',
      'Date,Received,Reversed,Of which cheque bounced,Net',
      '2026-01-10,3500.50,0.00,0.00,3500.50',
      '2026-01-11,4000.00,0.00,0.00,4000.00',
      '2026-01-12,700.00,5000.00,0.00,-4300.00',
      '',
      'By mode (whole range)',
      'Mode,Received,Reversed,Of which cheque bounced,Net',
      'Cash,6500.50,4000.00,0.00,2500.50',
      'UPI,1700.00,1000.00,0.00,700.00',
      '',
      'Total (whole range)',
      'Received,Reversed,Of which cheque bounced,Net',
      '8200.50,5000.00,0.00,3200.50',
      '',
    ]);
  });

  it('lets a column be summed within a section: each section adds up to the total line', async () => {
    const res = await get('/api/admin/report/collections.csv', { from: '2026-01-10', to: '2026-01-12' });
    const sections = res.body
      .slice(1)
      .trimEnd()
      .split('\n\n')
      .map((block) => block.split('\n'))
      .map(([title, header, ...lines]) => ({
        title,
        header: header!.split(','),
        lines: lines.map((l) => l.split(',')),
      }));
    expect(sections.map((section) => section.title)).toEqual(Object.values(messages.dayBook.csv).slice(0, 4));
    const total = sections.at(-1)!;
    for (const { header, lines } of sections.slice(0, -1)) {
      for (const column of messages.dayBook.csv.amounts) {
        const at = header.indexOf(column);
        const sum = lines.reduce((paise, line) => paise + Math.round(Number(line[at]) * 100), 0);
        expect(sum).toBe(Math.round(Number(total.lines[0]![total.header.indexOf(column)]) * 100));
      }
    }
  });
});
