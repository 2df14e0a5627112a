import { z } from 'zod';
import { dateOfBirthInputSchema } from './auth.js';
import { studentFieldsSchema } from './students.js';

/** The columns of an import file and of the export, in this order. */
export const STUDENT_IMPORT_COLUMNS = ['name', 'email', 'phone', 'dob', 'courses'] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number];

export const STUDENT_IMPORT_MAX_ROWS = 20_000;
/** What separates the course names in the `courses` column. */
export const COURSE_SEPARATOR = ';';

/**
 * One row of an import file, checked by the add form's rules and messages. The date of birth may also be written day
 * first (DD/MM/YYYY, DD-MM-YYYY), as Indian spreadsheets do; `courses` stays text, matched by the server.
 */
export const studentImportRowSchema = studentFieldsSchema.extend({
  dob: dateOfBirthInputSchema.pipe(studentFieldsSchema.shape.dob),
  courses: z.string(),
});

/** The course names of a `courses` cell: trimmed, empty ones (a trailing `;`) left out. */
export function courseNamesOf(cell: string): string[] {
  return cell
    .split(COURSE_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

export const importErrorSchema = z.object({
  /** The row number a spreadsheet program shows; the header is row 1. */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const studentImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** The rows with something in them (empty rows are skipped). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type StudentImportReport = z.infer<typeof studentImportReportSchema>;
