import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { messages, STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS, type StudentImportColumn } from '@campus/domain';
import { restoreNeutralizedFormula } from './csv.js';
import { badRequest, HttpError } from './errors.js';
import { orderedWorkbook } from './workbook-archive.js';

/** A row of the file with something in it: its number as a spreadsheet shows it, and its cells by column. */
export interface SheetRow {
  row: number;
  cells: Record<StudentImportColumn, string>;
}

/** The first bytes of a zip archive (an .xlsx workbook) and of an old binary Office file (.xls). */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

const tooManyRows = () =>
  new HttpError(413, messages.studentImport.tooManyRows(STUDENT_IMPORT_MAX_ROWS.toLocaleString('en-IN')));

/** Where each expected column is in the header; extra columns are ignored, a missing or repeated one refuses the file. */
function columnPositions(header: string[]): Record<StudentImportColumn, number> {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const positions = {} as Record<StudentImportColumn, number>;
  for (const column of STUDENT_IMPORT_COLUMNS) {
    if (names.indexOf(column) !== names.lastIndexOf(column)) {
      throw badRequest(messages.studentImport.repeatedColumn(column));
    }
    positions[column] = names.indexOf(column);
  }
  const missing = STUDENT_IMPORT_COLUMNS.filter((column) => positions[column] === -1);
  if (missing.length > 0) throw badRequest(messages.studentImport.missingColumns(missing, [...STUDENT_IMPORT_COLUMNS]));
  return positions;
}

/**
 * Turns the file's rows (the header first) into SheetRows: cells by column, an apostrophe that the export put before a
 * formula-like cell taken off again, rows with nothing in them left out. Every row read counts toward the limit, an
 * empty one too: ten million empty rows cost as much time as ten million students.
 */
async function sheetRows(records: AsyncIterable<{ row: number; values: string[] }>): Promise<SheetRow[]> {
  let positions: Record<StudentImportColumn, number> | undefined;
  const rows: SheetRow[] = [];
  let read = 0;
  for await (const { row, values } of records) {
    // The header and the students, and as many empty rows again.
    if (++read > 2 * (STUDENT_IMPORT_MAX_ROWS + 1)) throw tooManyRows();
    if (values.every((value) => value.trim() === '')) continue;
    if (!positions) {
      positions = columnPositions(values);
      continue;
    }
    if (rows.length === STUDENT_IMPORT_MAX_ROWS) throw tooManyRows();
    const cells = {} as Record<StudentImportColumn, string>;
    for (const column of STUDENT_IMPORT_COLUMNS) {
      cells[column] = restoreNeutralizedFormula(values[positions[column]] ?? '');
    }
    rows.push({ row, cells });
  }
  if (rows.length === 0) throw badRequest(messages.studentImport.noRows);
  return rows;
}

/**
 * A CSV file's records, numbered as a spreadsheet numbers its rows: every record is a row, an empty line too, and a
 * quoted cell with line breaks in it stays one row.
 */
async function* csvRecords(data: Buffer) {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw badRequest(messages.studentImport.unreadable);
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true });
  } catch {
    throw badRequest(messages.studentImport.unreadable);
  }
  for (const [index, values] of records.entries()) yield { row: index + 1, values };
}

/** A cell of a workbook as text: a date cell as YYYY-MM-DD, anything else as Excel shows it (a formula's result). */
function cellText(cell: ExcelJS.Cell): string {
  return cell.value instanceof Date ? cell.value.toISOString().slice(0, 10) : cell.text;
}

/** The rows of an .xlsx workbook's first sheet, read as a stream: rows past the limit are never read. */
async function* workbookRecords(data: Buffer) {
  const workbook = await orderedWorkbook(data);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(workbook)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.from({ length: row.cellCount }, (_, index) => cellText(row.getCell(index + 1)));
        yield { row: row.number, values };
      }
      return;
    }
  } catch {
    throw badRequest(messages.studentImport.unreadable);
  }
}

/** The students' rows of an import file, CSV or .xlsx (its first sheet), told apart by their content. */
export function readStudentImportFile(data: Buffer): Promise<SheetRow[]> {
  const start = data.subarray(0, 4);
  if (start.equals(OLE_SIGNATURE)) throw badRequest(messages.studentImport.oldExcel);
  return sheetRows(start.equals(ZIP_SIGNATURE) ? workbookRecords(data) : csvRecords(data));
}
