import { msg } from '@lingui/core/macro';
import { studentImportMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('studentImport', {
  dryRunInvalid: [
    studentImportMessages.dryRunInvalid,
    msg`Say whether to only check the file (dry run true) or to import it (false)`,
  ],
  emptyFile: [
    studentImportMessages.emptyFile,
    msg`The chosen file is empty: it needs a first row naming the columns, then one row per student`,
  ],
  failed: [studentImportMessages.failed, msg`The import failed. Please try again.`],
  noFile: [studentImportMessages.noFile, msg`Choose a CSV or Excel (.xlsx) file to import`],
  noRows: [studentImportMessages.noRows, msg`The file has no students in it`],
  oldExcel: [
    studentImportMessages.oldExcel,
    msg`Old Excel files (.xls) cannot be read: save the file as an Excel workbook (.xlsx) or as CSV`,
  ],
  tooHeavy: [
    studentImportMessages.tooHeavy,
    msg`The file could not be read within the server's limits of memory and time: save it as CSV, or split it into smaller files`,
  ],
  unpacksTooLarge: [
    studentImportMessages.unpacksTooLarge,
    msg`The workbook unpacks to far more than a list of students needs: save it as CSV, or copy the students into a new workbook`,
  ],
  unreadable: [
    studentImportMessages.unreadable,
    msg`The file could not be read: save it as CSV (UTF-8) or as an Excel workbook (.xlsx)`,
  ],
});
