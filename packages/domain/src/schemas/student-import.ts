import { z } from 'zod';
import { dateOfBirthInputSchema } from './auth.js';
import type { TypedGuardian } from '../guardians.js';
import { studentFieldsSchema } from './students.js';

/** The columns of an import file and of the export, in this order. */
export const STUDENT_IMPORT_COLUMNS = ['name', 'email', 'phone', 'dob', 'courses'] as const;
/**
 * A student's guardians in an import file and in the export (#44): the first two, each in four columns. A guardian
 * whose four cells are empty is none.
 */
export const STUDENT_IMPORT_GUARDIAN_COLUMNS = [
  'guardian_name',
  'guardian_relation',
  'guardian_phone',
  'guardian_email',
  'guardian2_name',
  'guardian2_relation',
  'guardian2_phone',
  'guardian2_email',
] as const;
type GuardianColumn = (typeof STUDENT_IMPORT_GUARDIAN_COLUMNS)[number];
/** Each guardian of a row: the column of each of its fields. */
export const IMPORT_GUARDIAN_COLUMNS: readonly Record<keyof TypedGuardian, GuardianColumn>[] = [
  { name: 'guardian_name', relation: 'guardian_relation', phone: 'guardian_phone', email: 'guardian_email' },
  { name: 'guardian2_name', relation: 'guardian2_relation', phone: 'guardian2_phone', email: 'guardian2_email' },
];
/**
 * Columns an import file may have after them: `section` names a section of the row's courses to enrol in (else each
 * course's main one), then the guardians'. The export has no section (a student of several courses is in several
 * sections), and has the guardians.
 */
export const STUDENT_IMPORT_OPTIONAL_COLUMNS = ['section', ...STUDENT_IMPORT_GUARDIAN_COLUMNS] as const;
export type StudentImportColumn =
  (typeof STUDENT_IMPORT_COLUMNS)[number] | (typeof STUDENT_IMPORT_OPTIONAL_COLUMNS)[number];
/** The export's columns, which the import reads back as they are. */
export const STUDENT_EXPORT_COLUMNS = [...STUDENT_IMPORT_COLUMNS, ...STUDENT_IMPORT_GUARDIAN_COLUMNS] as const;

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

/** The guardians a row gives, as typed: each one with anything in its cells, and the columns it came from. */
export function guardiansOfRow(cells: Record<GuardianColumn, string>) {
  return IMPORT_GUARDIAN_COLUMNS.map((columns) => ({
    columns,
    typed: {
      name: cells[columns.name],
      relation: cells[columns.relation],
      phone: cells[columns.phone],
      email: cells[columns.email],
    },
  })).filter(({ typed }) => Object.values(typed).some((cell) => cell.trim() !== ''));
}
