import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from './errors.js';
import { readSheetFile, type SheetKindName } from './student-import-file.js';

/** The thread student-import-reader.ts starts for one file: it answers its sheet, or why the file was refused. */
const { data, kind } = workerData as { data: Uint8Array; kind: SheetKindName };
try {
  const sheet = await readSheetFile(Buffer.from(data.buffer, data.byteOffset, data.byteLength), kind);
  parentPort!.postMessage({ sheet });
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  parentPort!.postMessage({ refused: { statusCode: error.statusCode, message: error.message } });
}
