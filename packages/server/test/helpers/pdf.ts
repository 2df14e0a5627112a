import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

/** The text of a PDF as Debian's pdftotext (poppler-utils) extracts it, lines kept as laid out. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** The names of the fonts a PDF embeds, as poppler's pdffonts lists them (subset prefix removed). */
export function pdfFonts(pdf: Buffer): string[] {
  const lines = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8').split('\n').slice(2);
  return lines.filter(Boolean).map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
}

/**
 * Every glyph id a PDF's pages draw, read from its inflated content streams (pdfkit writes each glyph as four hex
 * digits of its subset's id); id 0 is the font's missing-glyph box.
 */
export function pdfDrawnGlyphIds(pdf: Buffer): number[] {
  const raw = pdf.toString('latin1');
  const ids: number[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      for (const hex of array[1]!.matchAll(/<([0-9a-f]*)>/g)) {
        for (let i = 0; i < hex[1]!.length; i += 4) ids.push(parseInt(hex[1]!.slice(i, i + 4), 16));
      }
    }
  }
  return ids;
}

/**
 * A day as receipts and emails write it ("05 Jan 2026"), made here with another locale's formatter rather than with
 * the code under test.
 */
export const writtenDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
