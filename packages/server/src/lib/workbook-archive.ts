import { zipSync } from 'fflate';
import yauzl from 'yauzl';
import { messages } from '@campus/domain';
import { badRequest, HttpError } from './errors.js';

/**
 * What an import workbook may unpack to. Twenty thousand students take a few megabytes of XML; these leave room for
 * wide sheets and long names, and refuse a small file that unpacks to gigabytes (a zip bomb).
 */
export const WORKBOOK_LIMITS = {
  entries: 1_000,
  /** The shared strings are all held in memory while the sheet is read. */
  sharedStringsBytes: 32 * 1024 * 1024,
  sheetBytes: 64 * 1024 * 1024,
  otherPartBytes: 4 * 1024 * 1024,
  /** Unpacked size over packed size, for any part of more than a megabyte: spreadsheet XML packs at 5–50 to 1. */
  ratio: 200,
};

const SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
/** The parts the reader needs before any sheet, in the order it must meet them. */
const LEADING_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', SHARED_STRINGS];
/** A workbook whose strings are all inline has no shared strings part; the reader still wants one first. */
const NO_SHARED_STRINGS = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);

/** The first bytes of a zip archive, as an .xlsx workbook is. */
export const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const workbookTooLarge = () => new HttpError(413, messages.studentImport.unpacksTooLarge);

/**
 * The parts of an .xlsx workbook that its first sheet's rows need, checked against WORKBOOK_LIMITS before anything is
 * unpacked (and, as it is unpacked, against the sizes the archive declares), packed again in the order exceljs's
 * streaming reader needs: the relations, workbook, styles and shared strings before the sheet. Met in another order
 * (as Excel itself writes them), the reader copies each sheet to a temporary file that it never deletes.
 */
export async function orderedWorkbook(data: Buffer): Promise<Uint8Array> {
  const parts = await unpackParts(data);
  const sheet = [...parts.keys()].find((name) => SHEET.test(name));
  if (!sheet) throw badRequest(messages.studentImport.unreadable);
  const ordered: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const name of LEADING_PARTS) {
    const part = parts.get(name) ?? (name === SHARED_STRINGS ? NO_SHARED_STRINGS : undefined);
    if (part) ordered[name] = [part, { level: 0 }];
  }
  ordered[sheet] = [parts.get(sheet)!, { level: 0 }];
  return zipSync(ordered);
}

function limitOf(name: string): number | undefined {
  if (name === SHARED_STRINGS) return WORKBOOK_LIMITS.sharedStringsBytes;
  if (SHEET.test(name)) return WORKBOOK_LIMITS.sheetBytes;
  if (LEADING_PARTS.includes(name)) return WORKBOOK_LIMITS.otherPartBytes;
  return undefined;
}

/** Whether the part, by the sizes the archive declares, unpacks to more than WORKBOOK_LIMITS allow. */
function tooLarge(entry: yauzl.Entry): boolean {
  const limit = limitOf(entry.fileName);
  const { uncompressedSize: size, compressedSize: packed } = entry;
  return limit !== undefined && (size > limit || (size > 1024 * 1024 && size > packed * WORKBOOK_LIMITS.ratio));
}

/**
 * Refuses a workbook whose declared sizes break WORKBOOK_LIMITS, from its central directory alone (nothing is
 * unpacked), so that a zip bomb is answered at once without a reader thread; orderedWorkbook checks the same again,
 * and the sizes met as it unpacks. Any other file, and an archive that cannot be read, are left to the reader, which
 * says what is wrong.
 */
export function checkWorkbookArchive(data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!data.subarray(0, 4).equals(ZIP_SIGNATURE)) return resolve();
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return resolve();
      if (zip.entryCount > WORKBOOK_LIMITS.entries) {
        zip.close();
        return reject(workbookTooLarge());
      }
      zip.on('error', () => resolve());
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!tooLarge(entry)) return zip.readEntry();
        zip.close();
        reject(workbookTooLarge());
      });
      zip.readEntry();
    });
  });
}

/** The parts the reader needs (LEADING_PARTS and the first sheet), by name. */
function unpackParts(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const unreadable = () => reject(badRequest(messages.studentImport.unreadable));
    // validateEntrySizes: a part that unpacks to more than the archive declares is an error, not more data.
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return unreadable();
      if (zip.entryCount > WORKBOOK_LIMITS.entries) {
        zip.close();
        return reject(workbookTooLarge());
      }
      const parts = new Map<string, Buffer>();
      let sheetSeen = false;
      const fail = (failure: Error) => {
        zip.close();
        reject(failure);
      };
      zip.on('error', unreadable);
      zip.on('end', () => resolve(parts));
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const wanted = limitOf(name) !== undefined && !(SHEET.test(name) && sheetSeen);
        if (!wanted) return zip.readEntry();
        if (tooLarge(entry)) return fail(workbookTooLarge());
        if (SHEET.test(name)) sheetSeen = true;
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return fail(badRequest(messages.studentImport.unreadable));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => fail(badRequest(messages.studentImport.unreadable)));
          stream.on('end', () => {
            parts.set(name, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
