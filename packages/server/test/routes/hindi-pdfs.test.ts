import { execFileSync } from 'node:child_process';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInIndia, type Certificate, type LateFeeRunResponse, type PaymentResult } from '@campus/domain';
import { loadReceiptFonts, receiptPdf, type Receipt } from '../../src/lib/receipt-pdf.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  addLessons,
  completeLessons,
  concede,
  createAdmin,
  createAssessment,
  createCourse,
  createFeePlan,
  createStaff,
  createStudent,
  enrollAt,
  giveMarks,
  pay,
  publish,
} from '../helpers/fixtures.js';
import { pdfDrawnGlyphIds, pdfFonts, pdfText } from '../helpers/pdf.js';

/**
 * Receipts, statements, report cards and certificates print in the institute's language, INSTITUTE_LANGUAGE (#46):
 * here Hindi, with Hindi's month names and the amount in Hindi words.
 */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({
    institute: { name: 'सूर्योदय शिक्षण संस्थान', address: '12 MG Road, Bengaluru 560001', language: 'hi' },
  });
  admin = await t.auth((await createAdmin(t.db)).auth);
});
afterAll(() => t.close());

/** Text as compared: a PDF's layout puts a label and its value apart, so whitespace is left out. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** Each line is printed in the PDF, in that order of words. */
function expectPrinted(pdf: Buffer, lines: string[]) {
  const text = squeezed(pdfText(pdf));
  for (const line of lines) expect(text, line).toContain(squeezed(line));
}

/** Every glyph drawn is in a font that has it: Hindi's letters, vowel signs and ॰ in Noto Sans Devanagari. */
function expectDevanagariDrawn(pdf: Buffer) {
  expect(pdfFonts(pdf)).toEqual(expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']));
  expect(pdfDrawnGlyphIds(pdf).filter((id) => id === 0)).toEqual([]);
}

/** The PDF's title (its metadata), as poppler's pdfinfo reads it. */
const pdfTitle = (pdf: Buffer) =>
  /^Title:\s+(.*)$/m.exec(execFileSync('pdfinfo', ['-enc', 'UTF-8', '-'], { input: pdf }).toString('utf8'))![1];

/** A day as Hindi writes it on paper ("05 जन॰ 2026"), made here with a formatter of its own. */
const hindiDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('hi', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('a Hindi receipt', () => {
  it('prints its labels, the payment mode, the amount in Hindi words and the dates with Hindi months', async () => {
    const accountant = await createStaff(t.db, { role: 'accountant', name: 'Asha Accountant' });
    const course = await createCourse(t.db, { name: 'Data Structures', price: 20_00_000_00 });
    await createFeePlan(t.db, course.id, [
      { amount: 10_00_000_00, dueDate: '2027-01-01' },
      { amount: 10_00_000_00, dueDate: '2027-02-01' },
    ]);
    const student = await createStudent(t.db, { name: 'Kabir Shah', phone: '+91 98000 12345' });
    await enrollAt(t.db, student.id, course, new Date('2026-11-01T06:00:00Z'));
    const headers = await t.auth(accountant.auth);
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers,
      payload: {
        studentId: student.id,
        courseId: course.id,
        totalFee: course.price,
        amountPaid: 12_34_567_89,
        paymentDate: '2026-11-20',
        paymentMode: 'Cheque',
        instrumentNumber: '004512',
        instrumentBank: 'State Bank of India',
        instrumentDate: '2026-03-30',
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { payment } = json<PaymentResult>(recorded);

    const res = await t.app.inject({ url: `/api/admin/payments/${payment._id}/receipt.pdf`, headers });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    expectPrinted(pdf, [
      'सूर्योदय शिक्षण संस्थान',
      '12 MG Road, Bengaluru 560001',
      'शुल्क रसीद',
      `रसीद संख्या ${payment.receiptNumber}`,
      'दिनांक 20 नव॰ 2026',
      'विद्यार्थी Kabir Shah',
      `ईमेल ${student.email}`,
      'फ़ोन +91 98000 12345',
      'पाठ्यक्रम Data Structures',
      'प्राप्त राशि ₹12,34,567.89',
      'शब्दों में बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र',
      'भुगतान का माध्यम चेक',
      'चेक संख्या 004512, State Bank of India, दिनांक 30 मार्च 2026',
      'पाठ्यक्रम शुल्क ₹20,00,000.00',
      'अब तक भुगतान ₹12,34,567.89',
      'इस भुगतान के बाद शेष ₹7,65,432.11',
      'भुगतान का समायोजन किस्त 1 (देय दिनांक 01 जन॰ 2027): ₹10,00,000.00',
      'किस्त 2 (देय दिनांक 01 फ़र॰ 2027): ₹2,34,567.89',
      'दर्ज करने वाले Asha Accountant',
      'यह रसीद कंप्यूटर द्वारा बनाई गई है और इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    ]);
    const text = pdfText(pdf);
    for (const english of ['Fee Receipt', 'Rupees', 'Only', 'Cheque', 'Nov', 'Mar', 'Instalment', 'Recorded by']) {
      expect(text).not.toContain(english);
    }
    expect(text).not.toContain('रद्द');
    expectDevanagariDrawn(pdf);
    expect(pdfTitle(pdf)).toBe(`शुल्क रसीद ${payment.receiptNumber}`);

    const reversal = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment._id}/reversal`,
      headers,
      payload: { reason: 'Cheque returned unpaid' },
    });
    expect(reversal.statusCode, reversal.body).toBe(201);
    const { entry } = json<{ entry: { date: string } }>(reversal);
    const cancelled = await t.app.inject({ url: `/api/admin/payments/${payment._id}/receipt.pdf`, headers });
    expectPrinted(cancelled.rawPayload, [
      'शुल्क रसीद रद्द',
      `यह भुगतान ${hindiDay(entry.date)} को रद्द किया गया। कारण: Cheque returned unpaid`,
    ]);
    expect(pdfText(cancelled.rawPayload)).not.toContain('CANCELLED');
  });
});

describe("a Hindi student's statement of account", () => {
  it('prints its labels, the instalments with their Hindi status and the dates with Hindi months', async () => {
    const course = await createCourse(t.db, { name: 'Web Development', price: 30_000_00 });
    await createFeePlan(
      t.db,
      course.id,
      [
        { amount: 10_000_00, dueDate: '2027-01-01' },
        { amount: 10_000_00, dueDate: '2027-02-01' },
        { amount: 10_000_00, dueDate: '2027-03-01' },
      ],
      { kind: 'fixed', value: 500_00, graceDays: 5, everyDays: 30, cap: 1_200_00 },
    );
    const student = await createStudent(t.db, { name: 'Meera Iyer' });
    const account = await enrollAt(t.db, student.id, course, new Date('2026-12-01T06:00:00Z'));
    t.app.services.now = () => new Date('2027-01-07T06:00:00Z');
    try {
      await runLateFees();
      await pay(t.db, account.id, 4_000_00, '2027-01-05');
      await concede(t.db, account.id, 500_00, '2027-01-06');
      const res = await t.app.inject({ url: '/api/fees/me/statement.pdf', headers: await t.auth(student.auth) });
      expect(res.statusCode).toBe(200);
      const pdf = res.rawPayload;
      expectPrinted(pdf, [
        'सूर्योदय शिक्षण संस्थान',
        'खाता विवरण Meera Iyer',
        'दिनांक 07 जन॰ 2027 की स्थिति',
        'Web Development',
        'पाठ्यक्रम शुल्क विलंब शुल्क रियायतें भुगतान शेष',
        '₹30,000.00 ₹500.00 ₹500.00 ₹4,000.00 ₹26,000.00',
        'किस्तें',
        'क्र. देय दिनांक राशि विलंब शुल्क भुगतान स्थिति',
        '1 01 जन॰ 2027 ₹10,000.00 ₹500.00 ₹4,000.00 अतिदेय',
        '2 01 फ़र॰ 2027 ₹10,000.00 ₹0.00 ₹0.00 देय',
        '3 01 मार्च 2027 ₹10,000.00 ₹0.00 ₹0.00 देय',
        'प्रविष्टियाँ',
        'दिनांक विवरण राशि',
        '05 जन॰ 2027',
        '07 जन॰ 2027',
      ]);
      const text = pdfText(pdf);
      // The entries are described in Hindi too (the mode's name among them).
      for (const english of ['Statement of Account', 'As on', 'Instalments', 'Overdue', 'Jan', 'Payment', 'Late fee']) {
        expect(text).not.toContain(english);
      }
      expectDevanagariDrawn(pdf);
      expect(pdfTitle(pdf)).toBe('खाता विवरण');
    } finally {
      t.app.services.now = () => new Date();
    }
  });
});

/** An admin's "Run late fees now", followed to its end. */
async function runLateFees() {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/late-fees/run', headers: admin });
  expect(res.statusCode, res.body).toBe(202);
  let { run } = json<LateFeeRunResponse>(res);
  while (run.state === 'running') {
    await setTimeout(20);
    run = json<LateFeeRunResponse>(
      await t.app.inject({ url: `/api/admin/late-fees/runs/${run._id}`, headers: admin }),
    ).run;
  }
  expect(run.state).toBe('done');
}

describe('a Hindi report card', () => {
  it('prints its labels, the kinds of assessment, absent and exempt, the result and the dates in Hindi', async () => {
    const student = await createStudent(t.db, { name: 'अनन्या शर्मा' });
    const course = await createCourse(t.db, { name: 'Physics' });
    await enrollAt(t.db, student.id, course, new Date('2026-11-01T06:00:00Z'));
    const test = await createAssessment(t.db, course.id, { title: 'Unit test 1', maxMarks: 40, weight: 30 });
    const exam = await createAssessment(t.db, course.id, {
      title: 'Term exam',
      kind: 'exam',
      date: '2026-12-15',
      maxMarks: 100,
      weight: 70,
    });
    const lab = await createAssessment(t.db, course.id, { title: 'Lab 1', kind: 'practical', maxMarks: 10 });
    const essay = await createAssessment(t.db, course.id, { title: 'Essay', kind: 'assignment', maxMarks: 10 });
    await giveMarks(t.db, test.id, [{ studentId: student.id, marks: 36 }]);
    await giveMarks(t.db, exam.id, [{ studentId: student.id, marks: 71.5 }]);
    await giveMarks(t.db, lab.id, [{ studentId: student.id, absent: true }]);
    await giveMarks(t.db, essay.id, [{ studentId: student.id, exempt: true }]);
    for (const assessment of [test, exam, lab, essay]) await publish(t.db, assessment.id);

    const res = await t.app.inject({
      url: `/api/courses/${course.id}/report-card.pdf`,
      headers: await t.auth(student.auth),
    });
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;
    const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(pdfText(pdf))![0];
    expectPrinted(pdf, [
      'सूर्योदय शिक्षण संस्थान',
      'रिपोर्ट कार्ड',
      'अनन्या शर्मा',
      'मूल्यांकन दिनांक भारांक अंक % ग्रेड',
      'Unit test 1 (टेस्ट) 01 दिस॰ 2026 30 36 / 40 90 O',
      'Term exam (परीक्षा) 15 दिस॰ 2026 70 71.5 / 100 71.5 A',
      'Lab 1 (प्रायोगिक) 01 दिस॰ 2026 0 अनुपस्थित',
      'Essay (असाइनमेंट) 01 दिस॰ 2026 0 छूट प्राप्त',
      // 90 × 30 + 71.5 × 70 = 77.05.
      'परिणाम: 77.05% — ग्रेड A',
      'गणना में: कुल 100 में से 100 भारांक के मूल्यांकन। अनुपस्थित को 0 अंक गिना गया है; छूट प्राप्त को छोड़ दिया गया है।',
      `जारी करने का दिनांक ${hindiDay(dateInIndia(new Date()))}`,
      `सत्यापन कोड ${code}`,
      `इसकी जाँच http://campus.test/verify/report-card/${code} पर करें`,
    ]);
    const text = pdfText(pdf);
    for (const english of ['Report Card', 'Result', 'grade', 'Absent', 'Exempt', '(Test)', 'Dec', 'Verification']) {
      expect(text).not.toContain(english);
    }
    expectDevanagariDrawn(pdf);
    expect(pdfTitle(pdf)).toBe('रिपोर्ट कार्ड Physics');
  });
});

describe('a Hindi certificate', () => {
  it('prints the certificate of completion as a Hindi sentence, dated with a Hindi month', async () => {
    const student = await createStudent(t.db, { name: 'Rohan Iyer' });
    const course = await createCourse(t.db, { name: 'Astronomy' });
    await enrollAt(t.db, student.id, course, new Date('2026-11-01T06:00:00Z'));
    const lessons = await addLessons(t.db, course.id, 3);
    // 20:00 UTC on 20 November is 21 November in India.
    await completeLessons(t.db, student.id, lessons, new Date('2026-11-20T20:00:00Z'));
    const headers = await t.auth(student.auth);
    const issued = await t.app.inject({ url: `/api/courses/${course.id}/certificate`, headers });
    expect(issued.statusCode, issued.body).toBe(200);
    const { number, code } = json<Certificate>(issued);

    const res = await t.app.inject({ url: `/api/courses/${course.id}/certificate.pdf`, headers });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    expectPrinted(pdf, [
      'सूर्योदय शिक्षण संस्थान',
      'पूर्णता प्रमाणपत्र',
      'प्रमाणित किया जाता है कि Rohan Iyer ने पाठ्यक्रम Astronomy के सभी पाठ 21 नव॰ 2026 को पूर्ण किए।',
      `प्रमाणपत्र ${number} · सत्यापन कोड ${code}`,
      `इसकी जाँच http://campus.test/verify/${code} पर करें`,
    ]);
    const text = pdfText(pdf);
    for (const english of ['Certificate', 'This certifies', 'has completed', 'Nov', 'Verification', 'Check it']) {
      expect(text).not.toContain(english);
    }
    expectDevanagariDrawn(pdf);
    expect(pdfTitle(pdf)).toBe(`प्रमाणपत्र ${number}`);
  });
});

describe('an English institute', () => {
  const fonts = loadReceiptFonts();
  const receipt: Receipt = {
    receiptNumber: '2026-27/000042',
    paidOn: '2026-04-01',
    student: { name: 'Kabir Shah', email: 'kabir.shah@students.campus.test', phone: null },
    course: 'Data Structures',
    amount: 12_34_567_89,
    mode: 'Cheque',
    reference: null,
    instrument: { number: '004512', bank: 'State Bank of India', date: '2026-03-30' },
    courseFee: 20_00_000_00,
    lateFees: 0,
    allocation: [{ number: 1, dueDate: '2027-01-01', amount: 12_34_567_89 }],
    concession: 0,
    paidSoFar: 12_34_567_89,
    balance: 7_65_432_11,
    recordedBy: 'Asha Accountant',
    cancelled: null,
  };

  it('prints receipts in English, with English months, as one whose language is not given', async () => {
    const english = await receiptPdf(receipt, { name: 'Campus', address: undefined, language: 'en' }, fonts);
    const text = pdfText(english).replace(/\s+/g, ' ');
    for (const expected of [
      'Fee Receipt',
      'Date 01 Apr 2026',
      'In words Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Paise Eighty-Nine Only',
      'Payment mode Cheque',
      'Cheque No. 004512, State Bank of India, dated 30 Mar 2026',
      'Paid towards Instalment 1 (due 01 Jan 2027): ₹12,34,567.89',
      'Recorded by Asha Accountant',
      'This receipt was generated by computer and needs no signature.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdfTitle(english)).toBe('Fee Receipt 2026-27/000042');
    const unset = await receiptPdf(receipt, { name: 'Campus', address: undefined }, fonts);
    expect(pdfText(unset)).toBe(pdfText(english));
  });
});
