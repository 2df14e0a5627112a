import { certificateTextsIn, formatCertificateCode, formatCertificateNumber } from '@campus/domain';
import type { CertificateRow } from '../repositories/certificates.js';
import { formatReceiptDate, pdfDocument, type Institute, type ReceiptFonts } from './receipt-pdf.js';

const GREY = '#555555';

/**
 * A certificate of completion on landscape A4: the institute, the student, the course and the day, with its number
 * and the code anyone can check at `verifyUrl`, in the institute's language. Names are drawn in the font of their
 * script, as on receipts.
 */
export function certificatePdf(
  certificate: CertificateRow,
  institute: Institute,
  fonts: ReceiptFonts,
  verifyUrl: string,
): Promise<Buffer> {
  const language = institute.language ?? 'en';
  const text = certificateTextsIn(language);
  const number = formatCertificateNumber(certificate.number);
  const { doc, write, done } = pdfDocument(fonts, {
    title: text.title(number),
    author: institute.name,
    layout: 'landscape',
  });
  doc.moveDown(2).fontSize(22);
  write(institute.name, 'bold', { align: 'center' });
  doc.moveDown(1.5).fontSize(30);
  write(text.heading, 'bold', { align: 'center' });
  doc.moveDown(1.5).fontSize(13).fillColor(GREY);
  write(text.certifies, 'regular', { align: 'center' });
  doc.moveDown(0.6).fontSize(26).fillColor('black');
  write(certificate.studentName, 'bold', { align: 'center' });
  doc.moveDown(0.6).fontSize(13).fillColor(GREY);
  write(text.completed, 'regular', { align: 'center' });
  doc.moveDown(0.6).fontSize(20).fillColor('black');
  write(certificate.courseName, 'bold', { align: 'center' });
  doc.moveDown(0.6).fontSize(13).fillColor(GREY);
  write(text.on(formatReceiptDate(certificate.issuedOn, language)), 'regular', { align: 'center' });
  doc.moveDown(3).fontSize(10);
  write(text.numberAndCode(number, formatCertificateCode(certificate.code)), 'regular', { align: 'center' });
  write(text.checkAt(verifyUrl), 'regular', { align: 'center' });
  doc.end();
  return done;
}
