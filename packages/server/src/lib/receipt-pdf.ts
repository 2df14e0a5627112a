import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { amountInWords, formatRupeesWithPaise, messages, type PaymentMode } from '@campus/domain';

/** Everything a receipt prints about one payment (money in paise, dates as YYYY-MM-DD). */
export interface Receipt {
  receiptNumber: string;
  paidOn: string;
  student: { name: string; email: string; phone: string | null };
  course: string;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  /** The account's figures right after this payment, as recorded on its row. */
  courseFee: number;
  concession: number;
  paidSoFar: number;
  balance: number;
  /** The staff member who recorded it; null for payments copied in without one. */
  recordedBy: string | null;
  /** Set when the payment was reversed: the day (in India) and why. */
  cancelled: { on: string; reason: string } | null;
}

export interface Institute {
  name: string;
  address: string | undefined;
}

/**
 * DejaVu Sans, which has the rupee sign (U+20B9) that the PDF standard fonts lack, shipped by an npm package rather
 * than taken from the system. Loaded once: parsing the fonts (their kerning tables above all) for every receipt would
 * take longer than the rest of it; each document embeds its own subset of them.
 */
export interface ReceiptFonts {
  regular: Font;
  bold: Font;
}

export function loadReceiptFonts(): ReceiptFonts {
  const require = createRequire(import.meta.url);
  const font = (name: string) => createFont(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`))) as Font;
  return { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };
}

/** pdfkit takes a parsed fontkit font as well as a file, which its types do not say. */
const asFontSource = (font: Font) => font as unknown as Buffer;

const receiptDate = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** 2026-01-15 → "15 Jan 2026". */
export const formatReceiptDate = (date: string) => receiptDate.format(new Date(`${date}T00:00:00Z`));

const MARGIN = 56;
const LABEL_WIDTH = 170;
const GREY = '#555555';
const RED = '#b00020';
const text = messages.receipt;

/** The receipt as an A4 PDF, made in memory (a receipt is a few kilobytes). */
export function receiptPdf(receipt: Receipt, institute: Institute, fonts: ReceiptFonts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${text.title} ${receipt.receiptNumber}`, Author: institute.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', asFontSource(fonts.regular));
  doc.registerFont('bold', asFontSource(fonts.bold));
  const width = doc.page.width - 2 * MARGIN;

  doc.font('bold').fontSize(18).text(institute.name, { align: 'center' });
  if (institute.address) doc.font('regular').fontSize(10).fillColor(GREY).text(institute.address, { align: 'center' });
  doc.moveDown(1).fillColor('black').font('bold').fontSize(14).text(text.title, { align: 'center' });
  if (receipt.cancelled) {
    doc.moveDown(0.5).fillColor(RED).fontSize(20).text(text.cancelled, { align: 'center' });
    const on = formatReceiptDate(receipt.cancelled.on);
    doc.font('regular').fontSize(10).text(text.cancelledOn(on, receipt.cancelled.reason), { align: 'center' });
    doc.fillColor('black');
  }
  doc.moveDown(1);

  const row = (label: string, value: string, { bold = false, size = 11 } = {}) => {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(GREY)
      .text(label, MARGIN, y + 1, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor('black')
      .text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.6);
  };

  row(text.number, receipt.receiptNumber, { bold: true });
  row(text.date, formatReceiptDate(receipt.paidOn));
  rule();
  row(text.student, receipt.student.name, { bold: true });
  row(text.email, receipt.student.email);
  if (receipt.student.phone) row(text.phone, receipt.student.phone);
  row(text.course, receipt.course);
  rule();
  row(text.amount, formatRupeesWithPaise(receipt.amount), { bold: true, size: 16 });
  row(text.inWords, amountInWords(receipt.amount));
  row(text.mode, receipt.mode);
  if (receipt.reference) row(text.reference, receipt.reference);
  rule();
  row(text.courseFee, formatRupeesWithPaise(receipt.courseFee));
  if (receipt.concession > 0) row(text.concession, formatRupeesWithPaise(receipt.concession));
  row(text.paidSoFar, formatRupeesWithPaise(receipt.paidSoFar));
  row(text.balance, formatRupeesWithPaise(receipt.balance), { bold: true });
  rule();
  if (receipt.recordedBy) row(text.recordedBy, receipt.recordedBy);
  doc.moveDown(2).font('regular').fontSize(8).fillColor(GREY).text(text.computerGenerated, MARGIN, doc.y, { width });

  doc.end();
  return done;
}
