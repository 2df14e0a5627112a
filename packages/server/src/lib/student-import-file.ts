import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import {
  assessmentMessages,
  MARKS_IMPORT_COLUMNS,
  MARKS_IMPORT_MAX_ROWS,
  MARKS_IMPORT_REQUIRED_COLUMNS,
  messages,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_OPTIONAL_COLUMNS,
  type StudentImportColumn,
} from '@campus/domain';
import { restoreNeutralizedFormula } from './csv.js';
import { badRequest, HttpError } from './errors.js';
import { orderedWorkbook, ZIP_SIGNATURE } from './workbook-archive.js';

/** A row of the file with something in it: its number as a spreadsheet shows it, and its cells by column. */
export interface SheetRow<Column extends string = StudentImportColumn> {
  row: number;
  cells: Record<Column, string>;
}

/** What a kind of import file holds: its columns (those it must have among them), and at most how many rows. */
interface SheetKind<Column extends string> {
  columns: readonly Column[];
  required: readonly Column[];
  maxRows: number;
  noRows: string;
}

/** The files read: students to import, and one assessment's marks. */
export const SHEET_KINDS = {
  students: {
    columns: [...STUDENT_IMPORT_COLUMNS, ...STUDENT_IMPORT_OPTIONAL_COLUMNS],
    required: STUDENT_IMPORT_COLUMNS,
    maxRows: STUDENT_IMPORT_MAX_ROWS,
    noRows: messages.studentImport.noRows,
  },
  marks: {
    columns: MARKS_IMPORT_COLUMNS,
    required: MARKS_IMPORT_REQUIRED_COLUMNS,
    maxRows: MARKS_IMPORT_MAX_ROWS,
    noRows: assessmentMessages.importNoRows,
  },
} satisfies Record<string, SheetKind<string>>;
export type SheetKindName = keyof typeof SHEET_KINDS;

/** The rows of a file, and which of its kind's columns it has (a column left out is read as empty cells). */
export interface Sheet<Column extends string> {
  rows: SheetRow<Column>[];
  columns: Column[];
}

/** The first bytes of an old binary Office file (.xls). */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

const tooManyRows = (max: number) =>
  new HttpError(413, messages.studentImport.tooManyRows(max.toLocaleString('en-IN')));

/**
 * Where each column of the kind is in the header (-1: not there); extra columns are ignored, a required one missing or
 * any repeated refuses the file.
 */
function columnPositions<Column extends string>(header: string[], kind: SheetKind<Column>): Record<Column, number> {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const positions = {} as Record<Column, number>;
  for (const column of kind.columns) {
    if (names.indexOf(column) !== names.lastIndexOf(column)) {
      throw badRequest(messages.studentImport.repeatedColumn(column));
    }
    positions[column] = names.indexOf(column);
  }
  const missing = kind.required.filter((column) => positions[column] === -1);
  if (missing.length > 0) throw badRequest(messages.studentImport.missingColumns(missing, [...kind.required]));
  return positions;
}

/**
 * Turns the file's rows (the header first) into SheetRows: cells by column, an apostrophe that the export put before a
 * formula-like cell taken off again, rows with nothing in them left out. Every row read counts toward the limit, an
 * empty one too: ten million empty rows cost as much time as ten million students.
 */
async function sheetRows<Column extends string>(
  records: AsyncIterable<{ row: number; values: string[] }>,
  kind: SheetKind<Column>,
): Promise<Sheet<Column>> {
  let positions: Record<Column, number> | undefined;
  const rows: SheetRow<Column>[] = [];
  let read = 0;
  for await (const { row, values } of records) {
    // The header and the rows, and as many empty rows again.
    if (++read > 2 * (kind.maxRows + 1)) throw tooManyRows(kind.maxRows);
    if (values.every((value) => value.trim() === '')) continue;
    if (!positions) {
      positions = columnPositions(values, kind);
      continue;
    }
    if (rows.length === kind.maxRows) throw tooManyRows(kind.maxRows);
    const cells = {} as Record<Column, string>;
    for (const column of kind.columns) {
      cells[column] = restoreNeutralizedFormula(values[positions[column]] ?? '');
    }
    rows.push({ row, cells });
  }
  if (rows.length === 0) throw badRequest(kind.noRows);
  return { rows, columns: kind.columns.filter((column) => positions![column] !== -1) };
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
  // Loaded for a workbook only: it takes a third of a second, which a CSV file's thread need not spend.
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(workbook)), {
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

/** The rows of an import file of the kind, CSV or .xlsx (its first sheet), told apart by their content. */
export function readSheetFile<Name extends SheetKindName>(
  data: Buffer,
  kind: Name,
): Promise<Sheet<(typeof SHEET_KINDS)[Name]['columns'][number]>> {
  const start = data.subarray(0, 4);
  if (start.equals(OLE_SIGNATURE)) throw badRequest(messages.studentImport.oldExcel);
  return sheetRows(start.equals(ZIP_SIGNATURE) ? workbookRecords(data) : csvRecords(data), SHEET_KINDS[kind]);
}
