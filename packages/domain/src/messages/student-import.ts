/** Bulk import of students from a CSV or Excel file, and its report. */
export const studentImportMessages = {
  noFile: 'Choose a CSV or Excel (.xlsx) file to import',
  emptyFile: 'The chosen file is empty: it needs a first row naming the columns, then one row per student',
  dryRunInvalid: 'Say whether to only check the file (dry run true) or to import it (false)',
  tooLarge: (megabytes: number) => `The file must be at most ${megabytes} MB`,
  tooManyRows: (max: string) => `The file has more than ${max} rows; split it into smaller files`,
  unreadable: 'The file could not be read: save it as CSV (UTF-8) or as an Excel workbook (.xlsx)',
  oldExcel: 'Old Excel files (.xls) cannot be read: save the file as an Excel workbook (.xlsx) or as CSV',
  missingColumns: (missing: string[], expected: string[]) =>
    `The first row must name the columns ${expected.join(', ')}; missing: ${missing.join(', ')}`,
  repeatedColumn: (column: string) => `The column ${column} appears more than once in the first row`,
  noRows: 'The file has no students in it',
  unpacksTooLarge:
    'The workbook unpacks to far more than a list of students needs: save it as CSV, or copy the students into a new workbook',
  tooHeavy:
    "The file could not be read within the server's limits of memory and time: save it as CSV, or split it into smaller files",
  emailRepeated: (row: number) => `This email is already on row ${row} of this file`,
  unknownCourse: (name: string) => `There is no course named "${name}"`,
  ambiguousCourse: (name: string) => `More than one course is named "${name}"; rename one of them first`,
  failed: 'The import failed. Please try again.',
  /** The audit summary of an import. */
  summary: (file: string, created: number, updated: number) => `Imported ${file}: ${created} new, ${updated} updated`,
} as const;
