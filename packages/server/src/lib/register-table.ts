import ExcelJS from 'exceljs';
import { ATTENDANCE_CODES, registerTexts, type AttendanceRegister } from '@campus/domain';

type Cell = string | number;

/**
 * A month's register as a table, the CSV's and the workbook's alike: a header (student, email, each class's date and
 * start, the totals), then a line per student (marks as their codes, blank where none; no percentage before a class
 * is held).
 */
export function registerTable(register: AttendanceRegister): { header: string[]; lines: Cell[][] } {
  const header = [
    registerTexts.student,
    registerTexts.email,
    ...register.classes.map((session) => `${session.date} ${session.start}`),
    ...registerTexts.csvTotals,
  ];
  const lines = register.students.map((student) => [
    student.name,
    student.email,
    ...student.marks.map((mark) => (mark ? ATTENDANCE_CODES[mark] : '')),
    student.present,
    student.absent,
    student.late,
    student.excused,
    student.held,
    student.attended,
    student.percent ?? '',
  ]);
  return { header, lines };
}

/**
 * Width of a column in characters: its longest text and a margin, from 10 (exceljs leaves out a width of 9, its
 * default, which Excel then reads as its own narrower one) to 40.
 */
const widthOf = (texts: Cell[]) => Math.min(40, Math.max(10, ...texts.map((text) => String(text).length + 2)));

/**
 * The register as an .xlsx workbook: one sheet, the CSV's columns, its header row and the students' names frozen so
 * they stay in view across a month of classes, each column as wide as its text. Cells hold text and numbers, never
 * formulas, so a name starting with "=" is shown as written; names in any script are Unicode text.
 */
export async function registerWorkbook(register: AttendanceRegister): Promise<Buffer> {
  const { header, lines } = registerTable(register);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(registerTexts.month(register.month), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.addRow(header).font = { bold: true };
  // Blank where the CSV has an empty text: no mark, no percentage.
  sheet.addRows(lines.map((line) => line.map((cell) => (cell === '' ? null : cell))));
  header.forEach((title, index) => {
    sheet.getColumn(index + 1).width = widthOf([title, ...lines.map((line) => line[index] ?? '')]);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
