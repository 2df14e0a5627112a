import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { STUDENT_IMPORT_MAX_BYTES } from '@campus/domain';

/** What an import (of students, of marks) reports: the rows read and each problem, by row and column. */
export interface ImportReport {
  dryRun: boolean;
  rows: number;
  errors: { row: number; column: string; message: string }[];
}

/** A file to import (students, marks) and whether this run only checks it. */
export interface ImportRunInput {
  file: File;
  dryRun: boolean;
  /** How much of the file has reached the server, 0 to 100. */
  onProgress: (percent: number) => void;
}

/** The files an import's chooser offers: CSV and Excel workbooks. */
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The largest file an import takes, in MB, as its page states it. */
export const IMPORT_MAX_MEGABYTES = STUDENT_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * The domain's `studentImportMessages.tooLarge(IMPORT_MAX_MEGABYTES)` in the language shown (use-import-run.test.ts
 * holds the English to it).
 */
export function fileTooLargeText(): string {
  const megabytes = IMPORT_MAX_MEGABYTES;
  return t`The file must be at most ${megabytes} MB`;
}

/**
 * The state of an import page: the file chosen (refused at once when too large), the run's progress (the file on its
 * way up, then the server at work), and whether the last run checked the file clean or imported it.
 */
export function useImportRun<Report extends ImportReport>(run: UseMutationResult<Report, Error, ImportRunInput>) {
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [progress, setProgress] = useState<{ dryRun: boolean; percent: number } | null>(null);
  const report = run.data;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    run.reset();
    setFile(chosen);
    setTooLarge(chosen.size > STUDENT_IMPORT_MAX_BYTES);
  };
  const start = (dryRun: boolean) => {
    if (!file) return;
    setProgress({ dryRun, percent: 0 });
    run.mutate(
      { file, dryRun, onProgress: (percent) => setProgress({ dryRun, percent }) },
      { onSettled: () => setProgress(null) },
    );
  };

  return {
    file,
    /** Why the file chosen cannot be imported, in the language shown; null when it can. */
    fileError: tooLarge ? fileTooLargeText() : null,
    progress,
    choose,
    start,
    report,
    /** The run's failure, other than a report of the file's problems. */
    failure: run.isError ? run.error : null,
    /** The report of a check that found nothing wrong: Import may follow. */
    checked: report?.dryRun === true && report.errors.length === 0 ? report : undefined,
    /** The report of an import that wrote its rows. */
    imported: report?.dryRun === false && report.errors.length === 0 ? report : undefined,
  };
}

export type ImportRun = ReturnType<typeof useImportRun<ImportReport>>;
