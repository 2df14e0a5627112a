import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from './errors.js';
import { readStudentImportFile } from './student-import-file.js';

/** The thread student-import-reader.ts starts for one file: it answers the rows, or why the file was refused. */
const { data } = workerData as { data: Uint8Array };
try {
  const rows = await readStudentImportFile(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  parentPort!.postMessage({ rows });
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  parentPort!.postMessage({ refused: { statusCode: error.statusCode, message: error.message } });
}
