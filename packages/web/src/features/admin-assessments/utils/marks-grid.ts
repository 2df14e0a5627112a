import {
  assessmentMessages,
  hasTwoDecimalsAtMost,
  type MarkInput,
  type MarkRow,
  type MarksGrid,
  type MarksInput,
} from '@campus/domain';
import { marksAboveMaxText, marksRangeText } from './texts';

/** The columns of the grid a keyboard moves between, left to right. */
export const GRID_COLUMNS = ['marks', 'status', 'remark'] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];

/** A student who has no marks: absent (counted as 0) or exempt (left out of the result). */
export type Absence = '' | 'absent' | 'exempt';

export interface CellValues {
  marks: string;
  absence: Absence;
  remark: string;
}
/** What is typed in the grid, by student. */
export type GridValues = Record<string, CellValues>;

/** The text a student's marks show in the grid, as saved or as queued. */
function cellOf({ marks, absent, exempt, remark }: Omit<MarkInput, 'studentId'>): CellValues {
  return {
    marks: marks == null ? '' : String(marks),
    absence: absent ? 'absent' : exempt ? 'exempt' : '',
    remark: remark ?? '',
  };
}

/**
 * The text the grid starts from: the rows as saved, or, for a save of this version made with no connection and not
 * sent yet (#46), the marks it sends.
 */
export function startingValues(rows: MarkRow[], queued?: MarksInput): GridValues {
  const values: GridValues = Object.fromEntries(rows.map((row) => [row.studentId, cellOf(row)]));
  for (const { studentId, ...mark } of queued?.marks ?? []) {
    if (studentId in values) values[studentId] = cellOf(mark);
  }
  return values;
}

/** A marks cell read: a number from 0 to the maximum with up to two decimals, or none; or why it cannot be saved. */
export function readMarks(text: string, maxMarks: number): { marks: number | null } | { problem: string } {
  const typed = text.trim();
  if (typed === '') return { marks: null };
  const marks = /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
  // The domain's texts (with the maximum in them) in the language shown.
  if (!hasTwoDecimalsAtMost(marks)) return { problem: marksRangeText(maxMarks) };
  if (marks > maxMarks) return { problem: marksAboveMaxText(maxMarks) };
  return { marks };
}

export interface GridProblems {
  /** By student. */
  cells: Record<string, string>;
  reason?: string;
}

/**
 * The whole grid as one save: every student, so what the screen shows is what is saved. A published assessment's
 * change needs a reason; a cell that cannot be read keeps the grid from being sent.
 */
export function marksPayload(
  grid: MarksGrid,
  values: GridValues,
  reason: string,
): { input: MarksInput } | { problems: GridProblems } {
  const problems: GridProblems = { cells: {} };
  const marks: MarkInput[] = [];
  for (const row of grid.rows) {
    const typed = values[row.studentId]!;
    const read = readMarks(typed.marks, grid.assessment.maxMarks);
    if ('problem' in read) {
      problems.cells[row.studentId] = read.problem;
      continue;
    }
    if (read.marks !== null && typed.absence !== '') {
      problems.cells[row.studentId] = assessmentMessages.marksWithAbsence;
      continue;
    }
    const remark = typed.remark.trim();
    marks.push({
      studentId: row.studentId,
      marks: read.marks,
      absent: typed.absence === 'absent',
      exempt: typed.absence === 'exempt',
      remark: remark === '' ? null : remark,
    });
  }
  if (grid.assessment.published && reason.trim() === '') problems.reason = assessmentMessages.reasonRequired;
  if (Object.keys(problems.cells).length > 0 || problems.reason) return { problems };
  return { input: grid.assessment.published ? { marks, reason: reason.trim() } : { marks } };
}

export interface CellPosition {
  row: number;
  column: number;
}

/** Where the caret is in the text box the key was pressed in. */
export interface Caret {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * The cell a key moves to, like a spreadsheet: up and down (and Enter) move a row, left and right move a column once
 * the caret is at that edge of the text (so they still move within it). Null: the key is the text box's own, or there
 * is no cell that way. Enter past the last row answers 'save'.
 */
export function gridTarget(
  key: string,
  { row, column }: CellPosition,
  { rows, columns }: { rows: number; columns: number },
  caret: Caret,
): CellPosition | 'save' | null {
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? { row: row - 1, column } : null;
    case 'ArrowDown':
      return row < rows - 1 ? { row: row + 1, column } : null;
    case 'Enter':
      return row < rows - 1 ? { row: row + 1, column } : 'save';
    case 'ArrowLeft':
      return caret.atStart && column > 0 ? { row, column: column - 1 } : null;
    case 'ArrowRight':
      return caret.atEnd && column < columns - 1 ? { row, column: column + 1 } : null;
    default:
      return null;
  }
}
