// Bulk import of students from a CSV or Excel file, and its report.

export const noFile = 'Choose a CSV or Excel (.xlsx) file to import';
export const emptyFile = 'The chosen file is empty: it needs a first row naming the columns, then one row per student';
export const dryRunInvalid = 'Say whether to only check the file (dry run true) or to import it (false)';
export const tooLarge = (megabytes: number) => `The file must be at most ${megabytes} MB`;
export const tooManyRows = (max: string) => `The file has more than ${max} rows; split it into smaller files`;
export const unreadable = 'The file could not be read: save it as CSV (UTF-8) or as an Excel workbook (.xlsx)';
export const oldExcel = 'Old Excel files (.xls) cannot be read: save the file as an Excel workbook (.xlsx) or as CSV';
export const missingColumns = (missing: string[], expected: string[]) =>
  `The first row must name the columns ${expected.join(', ')}; missing: ${missing.join(', ')}`;
export const repeatedColumn = (column: string) => `The column ${column} appears more than once in the first row`;
export const noRows = 'The file has no students in it';
export const unpacksTooLarge =
  'The workbook unpacks to far more than a list of students needs: save it as CSV, or copy the students into a new workbook';
export const tooHeavy =
  "The file could not be read within the server's limits of memory and time: save it as CSV, or split it into smaller files";
export const emailRepeated = (row: number) => `This email is already on row ${row} of this file`;
export const unknownCourse = (name: string) => `There is no course named "${name}"`;
export const ambiguousCourse = (name: string) => `More than one course is named "${name}"; rename one of them first`;
export const unknownSection = (name: string, courses: string[]) =>
  courses.length === 1
    ? `${courses[0]} has no section named "${name}"`
    : `None of this row's courses has a section named "${name}"`;
export const failed = 'The import failed. Please try again.';
/** The audit summary of an import. */
export const summary = (file: string, created: number, updated: number) =>
  `Imported ${file}: ${created} new, ${updated} updated`;
