import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  dryRunInvalid: msg`Say whether to only check the file (dry run true) or to import it (false)`,
  emptyFile: msg`The chosen file is empty: it needs a first row naming the columns, then one row per student`,
  failed: msg`The import failed. Please try again.`,
  noFile: msg`Choose a CSV or Excel (.xlsx) file to import`,
  noRows: msg`The file has no students in it`,
  oldExcel: msg`Old Excel files (.xls) cannot be read: save the file as an Excel workbook (.xlsx) or as CSV`,
  tooHeavy: msg`The file could not be read within the server's limits of memory and time: save it as CSV, or split it into smaller files`,
  unpacksTooLarge: msg`The workbook unpacks to far more than a list of students needs: save it as CSV, or copy the students into a new workbook`,
  unreadable: msg`The file could not be read: save it as CSV (UTF-8) or as an Excel workbook (.xlsx)`,
} satisfies DomainTexts;
