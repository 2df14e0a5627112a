import { ATTENDANCE_CODES, registerTexts as text, type AttendanceRegister } from '@campus/domain';
import { formatReceiptDate, pdfDocument, type Institute, type ReceiptFonts } from './receipt-pdf.js';

const GREY = '#555555';
const RED = '#b00020';
const NAME_WIDTH = 150;
const TOTAL_WIDTH = 26;
/** Past this many classes the register is printed across the page (landscape). */
const PORTRAIT_MAX_CLASSES = 12;
/** No narrower than this a class's column: a month of two classes a day still fits across an A4 page. */
const MIN_CLASS_WIDTH = 9;

/**
 * A section's monthly register as an A4 PDF: a row per student (name in any Indian script), a column per class held
 * (its day of the month and time over it) with the mark's code, then the month's counts and percentage; a student
 * below the minimum in red. Across the page when the month has many classes.
 */
export function registerPdf(register: AttendanceRegister, institute: Institute, fonts: ReceiptFonts): Promise<Buffer> {
  const { doc, write, width, done } = pdfDocument(fonts, {
    title: `${text.title} ${register.courseName} ${register.sectionName} ${register.month}`,
    author: institute.name,
    layout: register.classes.length > PORTRAIT_MAX_CLASSES ? 'landscape' : 'portrait',
  });
  const left = doc.page.margins.left;

  doc.fontSize(14);
  write(institute.name, 'bold', { align: 'center' });
  doc.moveDown(0.3).fontSize(12);
  write(`${text.title}, ${text.month(register.month)}`, 'bold', { align: 'center' });
  doc.fontSize(10);
  write(text.section(register.courseName, register.sectionName), 'regular', { align: 'center' });
  doc.moveDown(0.3).fontSize(8).fillColor(GREY);
  write(text.legend(register.minPercent), 'regular', { align: 'center' });
  doc.fillColor('black').moveDown(0.8);

  if (register.classes.length === 0 || register.students.length === 0) {
    doc.fontSize(10);
    write(register.classes.length === 0 ? text.noClasses : text.noStudents, 'regular');
    doc.end();
    return done;
  }

  const totalsLeft = width - TOTAL_WIDTH * text.totals.length;
  const classWidth = Math.max(MIN_CLASS_WIDTH, (totalsLeft - NAME_WIDTH) / register.classes.length);
  const classX = (i: number) => left + NAME_WIDTH + i * classWidth;
  const totalX = (i: number) => left + totalsLeft + i * TOTAL_WIDTH;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const header = () => {
    const y = doc.y;
    doc.fontSize(8);
    write(text.student, 'bold', { at: [left, y + 8], width: NAME_WIDTH - 4 });
    register.classes.forEach((session, i) => {
      doc.fontSize(6.5);
      write(session.date.slice(8), 'bold', { at: [classX(i), y], width: classWidth, align: 'center' });
      // "09:00" is about three times its font size wide: smaller where the columns are narrow.
      doc.fontSize(Math.min(6.5, (classWidth - 1) / 3));
      write(session.start, 'regular', { at: [classX(i), y + 9], width: classWidth, align: 'center' });
    });
    doc.fontSize(8);
    text.totals.forEach((label, i) =>
      write(label, 'bold', { at: [totalX(i), y + 8], width: TOTAL_WIDTH, align: 'right' }),
    );
    doc.y = y + 22;
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + width, doc.y - 3)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };

  header();
  for (const student of register.students) {
    if (doc.y + 14 > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc.fontSize(8).fillColor(student.below ? RED : 'black');
    write(student.name, 'regular', { at: [left, y], width: NAME_WIDTH - 4, height: 11, ellipsis: true });
    doc.fillColor('black');
    student.marks.forEach((mark, i) => {
      if (!mark) return;
      doc.fillColor(mark === 'absent' ? RED : 'black');
      write(ATTENDANCE_CODES[mark], 'regular', { at: [classX(i), y], width: classWidth, align: 'center' });
    });
    doc.fillColor(student.below ? RED : 'black');
    const percent = student.percent === null ? '—' : String(student.percent);
    [student.present, student.absent, student.late, student.excused, percent].forEach((value, i) =>
      write(String(value), i === 4 ? 'bold' : 'regular', { at: [totalX(i), y], width: TOTAL_WIDTH, align: 'right' }),
    );
    doc.fillColor('black');
    doc.x = left;
    doc.y = y + 13;
  }

  doc.moveDown(1).fontSize(7).fillColor(GREY);
  const first = register.classes[0]!;
  const last = register.classes.at(-1)!;
  const summary = text.summary(
    formatReceiptDate(first.date),
    formatReceiptDate(last.date),
    register.classes.length,
    register.students.length,
  );
  write(summary, 'regular', { at: [left, doc.y], width });
  doc.end();
  return done;
}
