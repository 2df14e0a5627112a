import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, STUDENT_IMPORT_MAX_ROWS } from '@campus/domain';
import { readStudentImportFileApart } from '../src/lib/student-import-reader.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin, createCourse } from './helpers/fixtures.js';
import { errorBody } from '../src/lib/errors.js';

/**
 * Import files crafted to exhaust the server: each is refused with a readable answer, leaves no temporary file
 * behind, keeps the process's memory in bounds and the event loop free for other requests meanwhile.
 */

let t: TestApp;
let adminHeaders: { authorization: string };
let courseName: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminHeaders = await t.auth((await createAdmin(t.db)).auth);
  courseName = (await createCourse(t.db)).name;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const encode = (text: string) => new TextEncoder().encode(text);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal workbook, its parts in the order given: Excel itself writes the sheet before the shared strings. */
function workbook(parts: { sheet: Uint8Array; sharedStrings?: Uint8Array }, sheetFirst = true): Uint8Array {
  const head: Zippable = {
    '[Content_Types].xml': encode(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    'xl/workbook.xml': encode(
      `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        '<sheet name="Students" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': encode(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  };
  const sheet: Zippable = { 'xl/worksheets/sheet1.xml': parts.sheet };
  const strings: Zippable = parts.sharedStrings ? { 'xl/sharedStrings.xml': parts.sharedStrings } : {};
  return zipSync(sheetFirst ? { ...head, ...sheet, ...strings } : { ...head, ...strings, ...sheet }, { level: 6 });
}

const cell = (row: number, column: number, text: string) =>
  `<c r="${'ABCDE'[column]}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;
const inlineRow = (row: number, cells: string[]) =>
  `<row r="${row}">${cells.map((text, column) => cell(row, column, text)).join('')}</row>`;
const sheetXml = (rows: string) =>
  encode(`<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`);

/** The archive with every part declared, in its local headers and its central directory, to unpack to `size` bytes. */
function declaring(archive: Uint8Array, size: number): Uint8Array {
  const lying = Buffer.from(archive);
  for (let at = 0; at < lying.length - 4; at++) {
    const signature = lying.readUInt32LE(at);
    if (signature === 0x04034b50) lying.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50) lying.writeUInt32LE(size, at + 24);
  }
  return lying;
}

/** The temporary files exceljs's reader names tmp-<pid>-…: none may stay behind. */
const readerTempFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

/** Sends the file and, while it is being read, how long the event loop was held at most and the process's growth. */
async function importWatched(file: Uint8Array) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const form = new FormData();
  form.append('dryRun', 'true');
  form.append('file', new Blob([new Uint8Array(file)]), 'students.xlsx');
  loop.enable();
  const started = performance.now();
  const pending = t.app.inject({
    method: 'POST',
    url: '/api/admin/students/import',
    headers: adminHeaders,
    payload: form,
  });
  // Another request, answered while the import is read.
  const health = await t.app.inject({ url: '/api/health' });
  const healthMs = performance.now() - started;
  const response = await pending;
  const elapsedMs = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  return {
    status: response.statusCode,
    body: response.json() as { error?: string; rows?: number },
    healthStatus: health.statusCode,
    healthMs,
    elapsedMs,
    loopMaxMs: loop.max / 1e6,
    rssGrowthMb: (rssPeak - rssBefore) / MB,
  };
}

/** The file is refused as unpacking too large, quickly and in little memory, while other requests are answered. */
async function expectRefusedUnread(file: Uint8Array) {
  const answer = await importWatched(file);
  expect(answer).toMatchObject({
    status: 413,
    body: errorBody(messages.studentImport.unpacksTooLarge),
    healthStatus: 200,
  });
  // Refused from the archive's directory before any reader thread starts: milliseconds, where reading takes seconds.
  expect(answer.elapsedMs).toBeLessThan(1_000);
  expect(answer.rssGrowthMb).toBeLessThan(100);
}

describe('POST /api/admin/students/import with hostile workbooks', () => {
  it('reads a workbook whose sheet comes before its shared strings, and leaves no temporary file', async () => {
    const sheet = sheetXml(
      [
        inlineRow(1, ['name', 'email', 'phone', 'dob', 'courses']),
        `<row r="2"><c r="A2" t="s"><v>0</v></c>${['meera@campus.test', '9876543210', '2004-08-21', courseName]
          .map((text, column) => cell(2, column + 1, text))
          .join('')}</row>`,
      ].join(''),
    );
    const sharedStrings = encode(`<?xml version="1.0"?><sst xmlns="${MAIN}"><si><t>Meera Nair</t></si></sst>`);
    const before = readerTempFiles();
    const answer = await importWatched(workbook({ sheet, sharedStrings }));
    expect(answer.body).toMatchObject({ rows: 1, created: 1, errors: [] });
    expect(readerTempFiles()).toEqual(before);
  });

  it('leaves no temporary file after a workbook as ExcelJS writes it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Students');
    sheet.addRow(['name', 'email', 'phone', 'dob', 'courses']);
    sheet.addRow(['Ravi Kumar', 'ravi@campus.test', '9876543211', '2003-02-01', courseName]);
    const before = readerTempFiles();
    const answer = await importWatched(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(answer.body).toMatchObject({ rows: 1, created: 1, errors: [] });
    expect(readerTempFiles()).toEqual(before);
  });

  it('refuses shared strings that unpack to 64 MB before reading them, in little memory and time', async () => {
    const text = 'x'.repeat(1_000);
    const sharedStrings = encode(
      `<?xml version="1.0"?><sst xmlns="${MAIN}">${`<si><t>${text}</t></si>`.repeat(64 * 1024)}</sst>`,
    );
    const file = workbook({ sheet: sheetXml(inlineRow(1, ['name'])), sharedStrings });
    expect(file.length).toBeLessThan(1 * MB);
    await expectRefusedUnread(file);
    expect(readerTempFiles()).toEqual([]);
  });

  it('refuses ten million empty rows (60 MB packed into a few kilobytes) before reading them', async () => {
    const rows = '<row/>'.repeat(10_000_000);
    const file = workbook({ sheet: sheetXml(inlineRow(1, ['name', 'email', 'phone', 'dob', 'courses']) + rows) });
    expect(file.length).toBeLessThan(1 * MB);
    await expectRefusedUnread(file);
  }, 60_000);

  it('refuses shared strings whose archive declares a few bytes but which unpack to 64 MB', async () => {
    const strings = encode(`<?xml version="1.0"?><sst xmlns="${MAIN}">${'<si><t>x</t></si>'.repeat(4 * MB)}</sst>`);
    const file = declaring(workbook({ sheet: sheetXml(inlineRow(1, ['name'])), sharedStrings: strings }), 1_000);
    const answer = await importWatched(file);
    expect(answer).toMatchObject({ status: 400, body: errorBody(messages.studentImport.unreadable) });
    expect(answer.rssGrowthMb).toBeLessThan(100);
  });

  it('counts empty rows toward the row limit, reading them in a thread of its own', async () => {
    const header = inlineRow(1, ['name', 'email', 'phone', 'dob', 'courses']);
    const student = inlineRow(2, ['Asha Rao', 'asha@campus.test', '9876543212', '2004-01-01', courseName]);
    const empty = Array.from({ length: 2 * STUDENT_IMPORT_MAX_ROWS + 10 }, (_, i) => `<row r="${i + 3}"/>`).join('');
    const answer = await importWatched(workbook({ sheet: sheetXml(header + student + empty) }));
    expect(answer).toMatchObject({
      status: 413,
      body: errorBody(messages.studentImport.tooManyRows(STUDENT_IMPORT_MAX_ROWS.toLocaleString('en-IN'))),
      healthStatus: 200,
    });
    // The rows are read in another thread: this one stays free for other requests meanwhile. Read here, they would
    // hold it for nearly the whole import; its longest pause is judged against that, as a busy machine slows both.
    expect(answer.healthMs).toBeLessThan(answer.elapsedMs);
    expect(answer.loopMaxMs).toBeLessThan(Math.min(1_000, answer.elapsedMs / 4));
  });
});

describe('the import reader thread', () => {
  const header = inlineRow(1, ['name', 'email', 'phone', 'dob', 'courses']);
  const students = Array.from({ length: 20_000 }, (_, i) =>
    inlineRow(i + 2, [`Student ${i}`, `s${i}@campus.test`, '9876543210', '2004-01-01', 'Course']),
  ).join('');
  const file = () => Buffer.from(workbook({ sheet: sheetXml(header + students) }));

  it('is ended past its memory limit, answering 413, and the server goes on', async () => {
    await expect(readStudentImportFileApart(file(), { memoryMb: 32, timeMs: 60_000 })).rejects.toMatchObject({
      statusCode: 413,
      message: messages.studentImport.tooHeavy,
    });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is ended past its time limit, answering 413', async () => {
    // Read whole, the file takes this long on this machine now; ended at its limit, a fraction of it.
    let started = performance.now();
    await readStudentImportFileApart(file(), { memoryMb: 256, timeMs: 60_000 });
    const whole = performance.now() - started;
    started = performance.now();
    await expect(readStudentImportFileApart(file(), { memoryMb: 256, timeMs: 50 })).rejects.toMatchObject({
      statusCode: 413,
      message: messages.studentImport.tooHeavy,
    });
    const ended = performance.now() - started;
    expect(ended).toBeLessThan(whole / 2);
    await sleep(100);
    expect(readerTempFiles()).toEqual([]);
  });
});
