import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptTexts, messages, type PaymentResult } from '@campus/domain';
import type { AuthUser } from '../../src/plugins/app/authentication.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { createAdmin, createCourse, createStaff, createStudent, enroll } from '../helpers/fixtures.js';
import { pdfDrawnGlyphIds, pdfFonts, pdfText, writtenDay } from '../helpers/pdf.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let accountant: Awaited<ReturnType<typeof createStaff>>;
let kabir: Awaited<ReturnType<typeof createStudent>>;
let meera: Awaited<ReturnType<typeof createStudent>>;
let course: Awaited<ReturnType<typeof createCourse>>;
let payment: PaymentResult['payment'];

const today = () => new Date().toISOString().slice(0, 10);
const flat = (text: string) => text.replace(/\s+/g, ' ');
const fileName = (receiptNumber: string) => `receipt-${receiptNumber.replace('/', '-')}.pdf`;

async function recordPayment(studentId: string, amountPaid: number, reference?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/fees',
    headers: await t.auth(accountant.auth),
    payload: {
      studentId,
      courseId: course.id,
      totalFee: course.price,
      amountPaid,
      paymentDate: today(),
      paymentMode: 'Bank Transfer',
      ...(reference ? { reference } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<PaymentResult>().payment;
}

async function receipt(url: string, user: AuthUser) {
  return t.app.inject({ url, headers: await t.auth(user) });
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db);
  accountant = await createStaff(t.db, { role: 'accountant', name: 'Asha Accountant' });
  kabir = await createStudent(t.db, { name: 'Kabir Shah', phone: '+91 98000 12345' });
  meera = await createStudent(t.db, { name: 'Meera Iyer' });
  course = await createCourse(t.db, { name: 'Data Structures', price: 20_00_000_00 });
  await enroll(t.db, kabir.id, course);
  await enroll(t.db, meera.id, course);
  payment = await recordPayment(kabir.id, 12_34_567_89, 'UTR 000123456789');
});
afterAll(() => t.close());

describe('GET /api/admin/payments/:id/receipt.pdf', () => {
  it('is a PDF named after the receipt number, with the number, the student, the ₹ amount and it in words', async () => {
    const res = await receipt(`/api/admin/payments/${payment._id}/receipt.pdf`, accountant.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${fileName(payment.receiptNumber)}`);
    expect(payment.receiptNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    const text = flat(pdfText(res.rawPayload));
    for (const expected of [
      'Campus Test Institute',
      '12 MG Road, Bengaluru 560001',
      `Receipt No. ${payment.receiptNumber}`,
      'Student Kabir Shah',
      kabir.email,
      '+91 98000 12345',
      'Course Data Structures',
      'Amount received ₹12,34,567.89',
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Paise Eighty-Nine Only',
      'Payment mode Bank Transfer',
      'Reference UTR 000123456789',
      'Course fee ₹20,00,000.00',
      'Paid so far ₹12,34,567.89',
      'Balance after this payment ₹7,65,432.11',
      'Recorded by Asha Accountant',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(receiptTexts.cancelled);
  });

  it('is the same receipt for an admin; an unknown id or a reversal is 404 in words', async () => {
    expect((await receipt(`/api/admin/payments/${payment._id}/receipt.pdf`, admin.auth)).statusCode).toBe(200);
    const unknown = await receipt(`/api/admin/payments/${randomUUID()}/receipt.pdf`, admin.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody(messages.receipt.notFound));
  });

  it('says CANCELLED with the day and the reason once the payment is reversed; the reversal has no receipt', async () => {
    const paid = await recordPayment(meera.id, 5_000_00);
    const reversal = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paid._id}/reversal`,
      headers: await t.auth(accountant.auth),
      payload: { reason: 'Cheque returned unpaid' },
    });
    expect(reversal.statusCode).toBe(201);
    const { entry } = reversal.json<{ entry: { _id: string; date: string } }>();
    const res = await receipt(`/api/admin/payments/${paid._id}/receipt.pdf`, accountant.auth);
    const text = flat(pdfText(res.rawPayload));
    expect(text).toContain(receiptTexts.cancelled);
    expect(text).toContain(receiptTexts.cancelledOn(writtenDay(entry.date), 'Cheque returned unpaid'));
    const ofReversal = await receipt(`/api/admin/payments/${entry._id}/receipt.pdf`, accountant.auth);
    expect(ofReversal.statusCode).toBe(404);
  });
});

describe('a receipt in Indian scripts', () => {
  it('prints a Devanagari and a Tamil name and a Devanagari reference in fonts that have them, no missing glyph', async () => {
    for (const [name, script] of [
      ['राहुल शर्मा', 'NotoSansDevanagari-Bold'],
      ['முருகன் சுப்பிரமணியம்', 'NotoSansTamil-Bold'],
    ] as const) {
      const student = await createStudent(t.db, { name });
      await enroll(t.db, student.id, course);
      const paid = await recordPayment(student.id, 1_000_00, 'चेक क्रमांक 004512');
      const res = await receipt(`/api/admin/payments/${paid._id}/receipt.pdf`, accountant.auth);
      expect(res.statusCode).toBe(200);
      const fonts = pdfFonts(res.rawPayload);
      expect(fonts).toContain(script);
      expect(fonts).toContain('NotoSansDevanagari-Regular');
      const glyphs = pdfDrawnGlyphIds(res.rawPayload);
      expect(glyphs.length).toBeGreaterThan(100);
      expect(glyphs.filter((id) => id === 0)).toEqual([]);
      expect(flat(pdfText(res.rawPayload))).toContain('Course Data Structures');
    }
  });
});

describe('GET /api/payments/:id/receipt.pdf', () => {
  it("gives a student their own receipt and another student's as not found", async () => {
    const own = await receipt(`/api/payments/${payment._id}/receipt.pdf`, kabir.auth);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename=${fileName(payment.receiptNumber)}`);
    expect(flat(pdfText(own.rawPayload))).toContain(`Receipt No. ${payment.receiptNumber}`);

    const others = await receipt(`/api/payments/${payment._id}/receipt.pdf`, meera.auth);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(errorBody(messages.receipt.notFound));
    expect(others.body).not.toContain('Kabir');
  });

  it('is not for staff', async () => {
    const res = await receipt(`/api/payments/${payment._id}/receipt.pdf`, admin.auth);
    expect(res.statusCode).toBe(403);
  });
});
