import { execFileSync } from 'node:child_process';

/** The text of a PDF as Debian's pdftotext (poppler-utils) extracts it, lines kept as laid out. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}
