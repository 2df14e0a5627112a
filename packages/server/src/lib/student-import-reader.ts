import { messages } from '@campus/domain';
import { HttpError } from './errors.js';
import { checkWorkbookArchive } from './workbook-archive.js';
import type { Sheet, SheetKindName, SheetRow, SHEET_KINDS } from './student-import-file.js';
import { startThread } from './worker-thread.js';

/** What reading one import file may take; past either, the thread is ended and the admin told. */
export const IMPORT_READER_LIMITS = { memoryMb: 256, timeMs: 30_000 };

type Answer<Column extends string> = { sheet: Sheet<Column> } | { refused: { statusCode: number; message: string } };

/** The students' rows of an import file, read apart (`readSheetFileApart`). */
export async function readStudentImportFileApart(data: Buffer, limits = IMPORT_READER_LIMITS): Promise<SheetRow[]> {
  return (await readSheetFileApart(data, 'students', limits)).rows;
}

/**
 * The rows of an import file of the kind (student-import-file.ts), read in a thread of its own with its own memory
 * limit and a time limit, so that a file crafted to take gigabytes or minutes ends that thread, answered with 413, and
 * not the server. A workbook whose declared sizes are too large is refused before any thread starts.
 */
export async function readSheetFileApart<Name extends SheetKindName>(
  data: Buffer,
  kind: Name,
  limits = IMPORT_READER_LIMITS,
): Promise<Sheet<(typeof SHEET_KINDS)[Name]['columns'][number]>> {
  type Column = (typeof SHEET_KINDS)[Name]['columns'][number];
  await checkWorkbookArchive(data);
  return new Promise((resolve, reject) => {
    const tooHeavy = () => new HttpError(413, messages.studentImport.tooHeavy);
    const worker = startThread(import.meta.url, './student-import-worker', {
      workerData: { data, kind },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
      stdout: true,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(tooHeavy())), limits.timeMs);
    worker.on('message', (answer: Answer<Column>) =>
      settle(() => {
        if ('sheet' in answer) resolve(answer.sheet);
        else reject(new HttpError(answer.refused.statusCode, answer.refused.message));
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooHeavy() : error)),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`the import reader stopped (exit code ${code})`))));
  });
}
