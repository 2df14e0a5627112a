import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateInIndia,
  messages,
  type DayBook,
  type LedgerEntryResult,
  type LedgerHistoryEntry,
  type Page,
  type PaymentResult,
} from '@campus/domain';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createCourse, createStaff, createStudent, enroll } from '../helpers/fixtures.js';
import { pdfText } from '../helpers/pdf.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let accountant: Awaited<ReturnType<typeof createStaff>>;
let student: Awaited<ReturnType<typeof createStudent>>;
let course: Awaited<ReturnType<typeof createCourse>>;

const today = dateInIndia(new Date());
const cheque = {
  paymentMode: 'Cheque',
  instrumentNumber: '004512',
  instrumentBank: 'State Bank of India',
  instrumentDate: '2026-03-30',
};

beforeAll(async () => {
  t = await buildTestApp();
  accountant = await createStaff(t.db, { role: 'accountant' });
  student = await createStudent(t.db, { name: 'Meera Iyer' });
  course = await createCourse(t.db, { price: 50_000_00 });
  await enroll(t.db, student.id, course, { totalFee: 50_000_00 });
});
afterAll(() => t.close());

async function send(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, payload, headers: await t.auth(accountant.auth) });
}

const recordPayment = (fields: Record<string, unknown>) =>
  send('POST', '/api/admin/fees', {
    studentId: student.id,
    courseId: course.id,
    totalFee: 50_000_00,
    amountPaid: 5_000_00,
    paymentDate: today,
    ...fields,
  });

describe('payments by Cheque and Demand Draft', () => {
  it('records a cheque with its number, bank and date, and shows them in the ledger and on the receipt', async () => {
    const res = await recordPayment(cheque);
    expect(res.statusCode).toBe(201);
    const { payment } = res.json<PaymentResult>();
    expect(payment).toMatchObject({
      paymentMode: 'Cheque',
      instrument: { number: '004512', bank: 'State Bank of India', date: '2026-03-30' },
    });

    const ledger = (await send('GET', `/api/admin/payments?studentId=${student.id}`)).json<Page<LedgerHistoryEntry>>();
    expect(ledger.items.find((entry) => entry._id === payment._id)).toMatchObject({
      mode: 'Cheque',
      instrument: { number: '004512', bank: 'State Bank of India', date: '2026-03-30' },
    });

    const receipt = await send('GET', `/api/admin/payments/${payment._id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(pdfText(receipt.rawPayload).replace(/\s+/g, ' ')).toContain(
      'Cheque No. 004512, State Bank of India, dated 30 Mar 2026',
    );
  });

  it('refuses a cheque or demand draft without its details, and details for another mode, in words', async () => {
    const noNumber = await recordPayment({ ...cheque, instrumentNumber: undefined });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toEqual(errorBody(messages.input.instrument.required.instrumentNumber));

    const draftNoBank = await recordPayment({ ...cheque, paymentMode: 'Demand Draft', instrumentBank: ' ' });
    expect(draftNoBank.statusCode).toBe(400);
    expect(draftNoBank.json()).toEqual(errorBody(messages.input.instrument.required.instrumentBank));

    const cashWithCheque = await recordPayment({ ...cheque, paymentMode: 'Cash' });
    expect(cashWithCheque.statusCode).toBe(400);
    expect(cashWithCheque.json()).toEqual(errorBody(messages.input.instrument.notForMode));

    const unknownMode = await recordPayment({ paymentMode: 'Barter' });
    expect(unknownMode.json()).toEqual(errorBody(messages.input.paymentMode));
  });

  it('reverses a bounced demand draft as "Cheque bounced", which the day book shows apart', async () => {
    const draft = await recordPayment({ ...cheque, paymentMode: 'Demand Draft', amountPaid: 2_000_00 });
    const { payment } = draft.json<PaymentResult>();
    const bounced = await send('POST', `/api/admin/payments/${payment._id}/reversal`, { reason: 'cheque bounced' });
    expect(bounced.statusCode).toBe(201);
    expect(bounced.json<LedgerEntryResult>().entry).toMatchObject({ kind: 'reversal', reason: 'Cheque bounced' });

    const book = (await send('GET', `/api/admin/report/collections?from=${today}`)).json<DayBook>();
    expect(book.totals.modes.find((sums) => sums.mode === 'Demand Draft')).toEqual({
      mode: 'Demand Draft',
      received: 2_000_00,
      reversed: 2_000_00,
      bounced: 2_000_00,
      net: 0,
    });
    expect(book.totals).toMatchObject({ reversed: 2_000_00, bounced: 2_000_00 });

    const csv = await send('GET', `/api/admin/report/collections.csv?from=${today}`);
    expect(csv.body).toContain(`${today},Demand Draft,2000.00,2000.00,2000.00,0.00`);
  });

  it('refuses "Cheque bounced" for a payment that was not a cheque or demand draft', async () => {
    const { payment } = (await recordPayment({ paymentMode: 'UPI', amountPaid: 100_00 })).json<PaymentResult>();
    const res = await send('POST', `/api/admin/payments/${payment._id}/reversal`, { reason: 'Cheque bounced' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(messages.input.chequeBouncedNotInstrument));
  });
});
