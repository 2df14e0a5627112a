import { describe, expect, it } from 'vitest';
import { receiptTexts } from '@campus/domain';
import { certificatePdf } from '../../src/lib/certificate-pdf.js';
import {
  formatReceiptDate,
  loadReceiptFonts,
  receiptPdf,
  visualRuns,
  type Receipt,
} from '../../src/lib/receipt-pdf.js';
import { statementPdf } from '../../src/lib/statement-pdf.js';
import type { CertificateRow } from '../../src/repositories/certificates.js';
import { pdfDrawnGlyphIds, pdfFonts, pdfText } from '../helpers/pdf.js';

const fonts = loadReceiptFonts();
const institute = { name: 'Sunrise Learning Institute', address: '12 MG Road, Bengaluru 560001' };

const receipt: Receipt = {
  receiptNumber: '2026-27/000042',
  paidOn: '2026-04-01',
  student: { name: 'Kabir Shah', email: 'kabir.shah@students.campus.test', phone: '+91 98000 12345' },
  course: 'Data Structures',
  amount: 12_34_567_89,
  mode: 'Bank Transfer',
  reference: 'UTR 000123456789',
  instrument: null,
  courseFee: 20_00_000_00,
  lateFees: 0,
  allocation: [],
  concession: 0,
  paidSoFar: 15_00_000_00,
  balance: 5_00_000_00,
  recordedBy: 'Asha Accountant',
  cancelled: null,
};

/** The text without the layout's runs of spaces and line breaks. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('receiptPdf', () => {
  it('is an A4 PDF that holds every figure of the payment, the ₹ sign and the amount in words', async () => {
    const pdf = await receiptPdf(receipt, institute, fonts);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 is 595.28 × 841.89 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = flat(pdfText(pdf));
    for (const expected of [
      'Sunrise Learning Institute',
      '12 MG Road, Bengaluru 560001',
      receiptTexts.title,
      'Receipt No. 2026-27/000042',
      'Date 01 Apr 2026',
      'Student Kabir Shah',
      'kabir.shah@students.campus.test',
      '+91 98000 12345',
      'Course Data Structures',
      'Amount received ₹12,34,567.89',
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Paise Eighty-Nine Only',
      'Payment mode Bank Transfer',
      'Reference UTR 000123456789',
      'Course fee ₹20,00,000.00',
      'Paid so far ₹15,00,000.00',
      'Balance after this payment ₹5,00,000.00',
      'Recorded by Asha Accountant',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(receiptTexts.cancelled);
    expect(text).not.toContain(receiptTexts.concession);
  });

  it('says CANCELLED, when and why, on a reversed payment', async () => {
    const cancelled = { ...receipt, cancelled: { on: '2026-04-03', reason: 'Cheque returned unpaid' } };
    const text = flat(pdfText(await receiptPdf(cancelled, institute, fonts)));
    expect(text).toContain(receiptTexts.cancelled);
    expect(text).toContain(receiptTexts.cancelledOn('03 Apr 2026', 'Cheque returned unpaid'));
  });

  it('prints the late fees and what the payment paid towards each instalment of a fee plan', async () => {
    const planned: Receipt = {
      ...receipt,
      lateFees: 500_00,
      allocation: [
        { number: 1, dueDate: '2027-01-01', amount: 2_500_00 },
        { number: 2, dueDate: '2027-02-01', amount: 10_000_00 },
      ],
    };
    const text = flat(pdfText(await receiptPdf(planned, institute, fonts)));
    expect(text).toContain('Late fees ₹500.00');
    expect(text).toContain(`${receiptTexts.paidTowards} Instalment 1 (due 01 Jan 2027): ₹2,500.00`);
    expect(text).toContain('Instalment 2 (due 01 Feb 2027): ₹10,000.00');
    expect(flat(pdfText(await receiptPdf(receipt, institute, fonts)))).not.toContain(receiptTexts.paidTowards);
  });

  it("prints a cheque's number, bank and date under its mode", async () => {
    const cheque: Receipt = {
      ...receipt,
      mode: 'Cheque',
      reference: null,
      instrument: { number: '004512', bank: 'State Bank of India', date: '2026-03-30' },
    };
    const text = flat(pdfText(await receiptPdf(cheque, institute, fonts)));
    expect(text).toContain('Payment mode Cheque');
    expect(text).toContain('Cheque No. 004512, State Bank of India, dated 30 Mar 2026');
  });

  it('leaves out what is not there: no address, phone, reference or recorder; shows a concession', async () => {
    const sparse = { ...receipt, student: { ...receipt.student, phone: null }, reference: null, recordedBy: null };
    const text = flat(
      pdfText(await receiptPdf({ ...sparse, concession: 1_000_00 }, { name: 'Campus', address: undefined }, fonts)),
    );
    expect(text).toContain('Concession ₹1,000.00');
    for (const absent of ['12 MG Road', receiptTexts.phone, receiptTexts.reference, 'Recorded by']) {
      expect(text).not.toContain(absent);
    }
  });

  it('prints every Indian script shaped, each in a font that has it, and reads back as written', async () => {
    const names: Record<string, string> = {
      Devanagari: 'राहुल शर्मा',
      Bengali: 'সৌমিত্র চট্টোপাধ্যায়',
      Tamil: 'முருகன் சுப்பிரமணியம்',
      Telugu: 'శ్రీనివాస్ రెడ్డి',
      Kannada: 'ಕೃಷ್ಣ ಪ್ರಸಾದ್',
      Malayalam: 'ശ്രീക്കുട്ടൻ നായർ',
      Gujarati: 'ક્ષિતિજ પટેલ',
      Gurmukhi: 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ',
      Oriya: 'ସ୍ୱାଗତିକା ମହାନ୍ତି',
    };
    for (const [script, name] of Object.entries(names)) {
      const pdf = await receiptPdf(
        { ...receipt, student: { ...receipt.student, name }, reference: `चेक क्रमांक ${script} 123` },
        institute,
        fonts,
      );
      // Each run carries its text (ActualText): the glyphs alone read back in the order they are drawn.
      const text = flat(pdfText(pdf));
      expect(text, script).toContain(name);
      expect(text, script).toContain(`चेक क्रमांक ${script} 123`);
      const embedded = pdfFonts(pdf);
      expect(embedded, script).toContain(`NotoSans${script}-Bold`);
      expect(embedded, script).toContain('NotoSansDevanagari-Regular');
      expect(embedded, script).toContain('DejaVuSans');
      const glyphs = pdfDrawnGlyphIds(pdf);
      expect(glyphs.length, script).toBeGreaterThan(100);
      expect(
        glyphs.filter((id) => id === 0),
        script,
      ).toEqual([]);
    }
  });

  it('writes dates as India reads them, whatever the time zone', () => {
    expect(formatReceiptDate('2027-03-31')).toBe('31 Mar 2027');
    expect(formatReceiptDate('2026-01-05')).toBe('05 Jan 2026');
  });
});

describe('right-to-left names (#40 item 29)', () => {
  const URDU_NAME = 'محمد علی خان';
  const certificate = (studentName: string, courseName: string) =>
    certificatePdf(
      { number: 42, code: 'ABCDEFGHJKLM', studentName, courseName, issuedOn: '2026-01-05' } as CertificateRow,
      institute,
      fonts,
      'https://campus.test/verify/ABCD-EFGH-JKLM',
    );

  it('prints an Urdu name on a certificate with its words and spaces, in Noto Naskh Arabic', async () => {
    const pdf = await certificate(URDU_NAME, 'اردو ادب (Urdu Literature) ۲۰۲۶');
    const text = flat(pdfText(pdf));
    // pdftotext gives right-to-left text in reading order; it used to read "خانعلی محمد".
    expect(text).toContain(URDU_NAME);
    expect(text).toContain('اردو ادب');
    expect(text).toContain('(Urdu Literature)');
    // Urdu digits read left to right inside the right-to-left title.
    expect(text).toContain('۲۰۲۶');
    expect(pdfFonts(pdf)).toContain('NotoNaskhArabic-Bold');
    expect(pdfDrawnGlyphIds(pdf).filter((id) => id === 0)).toEqual([]);
  });

  it("prints an Urdu name on a student's statement, in its regular and bold weights", async () => {
    const pdf = await statementPdf(
      {
        student: { name: URDU_NAME, email: 'ali.khan@students.campus.test' },
        on: '2026-01-05',
        accounts: [
          {
            course: 'Data Structures',
            totalFee: 1_000_00,
            lateFee: 0,
            concession: 0,
            paid: 500_00,
            due: 500_00,
            schedule: [],
            entries: [{ on: '2026-01-02', what: 'نقد ادائیگی', amount: -500_00 }],
          },
        ],
      },
      institute,
      fonts,
    );
    const text = flat(pdfText(pdf));
    expect(text).toContain(URDU_NAME);
    expect(text).toContain('ali.khan@students.campus.test');
    expect(pdfFonts(pdf)).toEqual(expect.arrayContaining(['NotoNaskhArabic-Bold', 'NotoNaskhArabic-Regular']));
  });

  it('lays a line out in the order it shows: right-to-left parts reversed as a whole, brackets mirrored', () => {
    const runs = visualRuns('Kabir محمد (خان) 123', fonts.regular);
    // Shown: "Kabir 123 (خان) محمد"; Urdu runs stay in reading order for fontkit, which lays them out right to left.
    expect(runs.map((run) => [run.text, run.rightToLeft])).toEqual([
      ['Kabir ', false],
      ['123', false],
      [' (', false],
      ['خان', true],
      [')', false],
      // The space after محمد is in its font's run, and shows on its left.
      ['محمد ', true],
    ]);
    expect(runs.filter((run) => run.rightToLeft).every((run) => run.font === 'arabic-regular')).toBe(true);
    expect(visualRuns('Kabir Shah', fonts.regular)).toEqual([
      { font: 'latin-regular', text: 'Kabir Shah', rightToLeft: false },
    ]);
  });
});
