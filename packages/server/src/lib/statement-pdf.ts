import { formatRupeesWithPaise, statementTextsIn, type InstalmentView } from '@campus/domain';
import { formatReceiptDate, pdfDocument, type Institute, type ReceiptFonts } from './receipt-pdf.js';

/** One course's account on a student's statement: its figures, schedule and ledger entries (signed: + is owed). */
export interface StatementAccount {
  course: string;
  totalFee: number;
  lateFee: number;
  concession: number;
  paid: number;
  due: number;
  schedule: InstalmentView[];
  entries: { on: string; what: string; amount: number }[];
}

export interface Statement {
  student: { name: string; email: string };
  /** The day (in India) the statement is as on. */
  on: string;
  accounts: StatementAccount[];
}

const GREY = '#555555';

/** The student's statement of account as an A4 PDF: per course, its figures, instalments and every ledger entry. */
export function statementPdf(statement: Statement, institute: Institute, fonts: ReceiptFonts): Promise<Buffer> {
  const language = institute.language ?? 'en';
  const text = statementTextsIn(language);
  const day = (date: string) => formatReceiptDate(date, language);
  const { doc, write, width, done } = pdfDocument(fonts, { title: text.title, author: institute.name });
  const left = doc.page.margins.left;

  doc.fontSize(16);
  write(institute.name, 'bold', { align: 'center' });
  doc.moveDown(0.5).fontSize(13);
  write(text.title, 'bold', { align: 'center' });
  doc.moveDown(0.8).fontSize(10);
  write(statement.student.name, 'bold');
  write(statement.student.email, 'regular');
  doc.fillColor(GREY);
  write(text.asOn(day(statement.on)), 'regular');
  doc.fillColor('black');

  /** A row of cells at these x offsets (the last ones right-aligned when `numeric`), moving down past the tallest. */
  const tableRow = (cells: string[], columns: number[], { bold = false, numericFrom = cells.length } = {}) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const x = left + columns[i]!;
      const cellWidth = (columns[i + 1] ?? width) - columns[i]! - 6;
      write(cell, bold ? 'bold' : 'regular', {
        at: [x, y],
        width: cellWidth,
        align: i >= numericFrom ? 'right' : 'left',
      });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 3;
  };

  if (statement.accounts.length === 0) {
    doc.moveDown(1);
    write(text.noAccounts, 'regular');
  }
  for (const account of statement.accounts) {
    doc.moveDown(1.2).fontSize(12);
    write(account.course, 'bold');
    doc.moveDown(0.3).fontSize(9);
    const figures: [string, number][] = [
      [text.courseFee, account.totalFee],
      [text.lateFees, account.lateFee],
      [text.concessions, account.concession],
      [text.paid, account.paid],
      [text.balance, account.due],
    ];
    const figureColumns = [0, 100, 200, 300, 400];
    tableRow(
      figures.map(([label]) => label),
      figureColumns,
    );
    tableRow(
      figures.map(([, amount]) => formatRupeesWithPaise(amount)),
      figureColumns,
      { bold: true },
    );

    doc.moveDown(0.6).fontSize(10);
    write(text.schedule, 'bold');
    doc.fontSize(9);
    const scheduleColumns = [0, 40, 130, 220, 300, 390];
    tableRow(text.scheduleColumns, scheduleColumns, { bold: true, numericFrom: 2 });
    for (const instalment of account.schedule) {
      tableRow(
        [
          String(instalment.number),
          day(instalment.dueDate),
          formatRupeesWithPaise(instalment.amount),
          formatRupeesWithPaise(instalment.lateFee),
          formatRupeesWithPaise(instalment.paid),
          text.status[instalment.status],
        ],
        scheduleColumns,
        { numericFrom: 2 },
      );
    }

    doc.moveDown(0.6).fontSize(10);
    write(text.entries, 'bold');
    doc.fontSize(9);
    const entryColumns = [0, 80, 400];
    tableRow(text.entryColumns, entryColumns, { bold: true, numericFrom: 2 });
    for (const entry of account.entries) {
      const amount = `${entry.amount < 0 ? '−' : ''}${formatRupeesWithPaise(Math.abs(entry.amount))}`;
      tableRow([day(entry.on), entry.what, amount], entryColumns, { numericFrom: 2 });
    }
  }

  doc.end();
  return done;
}
