import { dateInIndia, formatCertificateCode, resultTextsIn } from '@campus/domain';
import type { ReportCard } from '../services/results.js';
import { formatReceiptDate, pdfDocument, type Institute, type ReceiptFonts } from './receipt-pdf.js';

const GREY = '#555555';
/** The table's columns: the assessment's title takes what the others leave. */
const COLUMN_WIDTHS = [0, 72, 44, 70, 44, 40];

/**
 * A student's report card of a course on A4: the institute, the student and the course (names in the font of their
 * script, as on receipts), each published assessment with the marks, percentage and grade, the weighted result and its
 * grade, and the code anyone can check at `verifyUrl`.
 */
export function reportCardPdf(
  { card, studentName, studentNumber, result }: ReportCard,
  institute: Institute,
  fonts: ReceiptFonts,
  verifyUrl: string,
): Promise<Buffer> {
  const language = institute.language ?? 'en';
  const text = resultTextsIn(language);
  const day = (date: string) => formatReceiptDate(date, language);
  const { doc, write, width, done } = pdfDocument(fonts, {
    title: `${text.reportCard} ${result.courseName}`,
    author: institute.name,
  });
  const left = doc.page.margins.left;
  const widths = [width - COLUMN_WIDTHS.reduce((sum, w) => sum + w, 0), ...COLUMN_WIDTHS.slice(1)];
  const columnX = (i: number) => left + widths.slice(0, i).reduce((sum, w) => sum + w, 0);
  const row = (cells: string[], weight: 'regular' | 'bold') => {
    const y = doc.y;
    cells.forEach((cell, i) =>
      write(cell, weight, {
        at: [columnX(i), y],
        width: widths[i]! - 6,
        height: 13,
        ellipsis: true,
        align: i === 0 ? 'left' : 'right',
      }),
    );
    doc.x = left;
    doc.y = y + 16;
  };

  doc.fontSize(16);
  write(institute.name, 'bold', { align: 'center' });
  doc.moveDown(0.3).fontSize(13);
  write(text.reportCard, 'bold', { align: 'center' });
  doc.moveDown(1).fontSize(12);
  write(text.student(studentName, `S-${String(studentNumber).padStart(6, '0')}`), 'bold');
  doc.fontSize(11);
  write(text.course(result.courseName, result.sectionName), 'regular');
  doc.moveDown(1).fontSize(9);

  row(text.columns, 'bold');
  doc
    .moveTo(left, doc.y - 4)
    .lineTo(left + width, doc.y - 4)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  for (const assessment of result.assessments) {
    if (doc.y + 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const marks = assessment.absent
      ? text.absent
      : assessment.exempt
        ? text.exempt
        : assessment.marks === null
          ? text.none
          : text.marks(assessment.marks, assessment.maxMarks);
    row(
      [
        `${assessment.title} (${text.kind(assessment.kind)})`,
        day(assessment.date),
        String(assessment.weight),
        marks,
        assessment.percent === null ? text.none : String(assessment.percent),
        assessment.grade ?? text.none,
      ],
      'regular',
    );
  }

  doc.moveDown(1).fontSize(13);
  write(result.resultPercent === null ? text.noResult : text.result(result.resultPercent, result.grade!), 'bold', {
    at: [left, doc.y],
  });
  doc.moveDown(0.3).fontSize(9).fillColor(GREY);
  write(text.weights(result.weightCounted), 'regular', { at: [left, doc.y], width });
  doc.moveDown(2).fontSize(9);
  write(text.issued(day(dateInIndia(card.issuedAt))), 'regular', { align: 'center' });
  write(text.verification(formatCertificateCode(card.code)), 'regular', { align: 'center' });
  write(text.checkAt(verifyUrl), 'regular', { align: 'center' });
  doc.end();
  return done;
}
