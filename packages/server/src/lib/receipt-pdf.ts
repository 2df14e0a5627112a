import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiJs from 'bidi-js';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  receiptTextsIn,
  amountInWords,
  formatRupeesWithPaise,
  type Instrument,
  type Language,
  type PaymentMode,
} from '@campus/domain';

/** Everything a receipt prints about one payment (money in paise, dates as YYYY-MM-DD). */
export interface Receipt {
  receiptNumber: string;
  paidOn: string;
  student: { name: string; email: string; phone: string | null };
  course: string;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  instrument: Instrument;
  /** The account's figures right after this payment, as recorded on its row. */
  courseFee: number;
  /** Late fees charged on the account (a fee plan's). */
  lateFees: number;
  concession: number;
  paidSoFar: number;
  balance: number;
  /** What the payment settled of each instalment of the account's fee plan; none without a plan. */
  allocation: { number: number; dueDate: string; amount: number }[];
  /** The staff member who recorded it; null for payments copied in without one. */
  recordedBy: string | null;
  /** Set when the payment was reversed: the day (in India) and why. */
  cancelled: { on: string; reason: string } | null;
}

export interface Institute {
  name: string;
  address: string | undefined;
  /**
   * What its receipts, statements, certificates and report cards print in (INSTITUTE_LANGUAGE, #46); English unless
   * set (the server always sets it).
   */
  language?: Language;
}

/**
 * DejaVu Sans, which has the rupee sign (U+20B9) that the PDF standard fonts lack, and a Noto Sans for each script
 * an Indian institute meets, all shipped by npm packages rather than taken from the system (decisions.md: "Receipt
 * fonts"). Loaded once: parsing the fonts (their kerning tables above all) for every receipt would take longer than
 * the rest of it; each document embeds its own subset of the fonts it uses.
 */
export type ReceiptFonts = Record<Weight, NamedFont[]>;
type Weight = 'regular' | 'bold';
interface NamedFont {
  name: string;
  font: Font;
  /** The characters this font is taken for even where an earlier one has them too (DejaVu Sans has Arabic letters). */
  prefers?: RegExp;
}

/** Fontsource's Noto Sans packages, each with the subset of one script (as WOFF, which fontkit reads). */
export const RECEIPT_SCRIPTS = [
  'devanagari',
  'bengali',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'gujarati',
  'gurmukhi',
  'oriya',
] as const;

export function loadReceiptFonts(): ReceiptFonts {
  const require = createRequire(import.meta.url);
  const font = (path: string) => createFont(readFileSync(require.resolve(path))) as Font;
  const noto = (weight: Weight) =>
    RECEIPT_SCRIPTS.map((script) => ({
      name: `${script}-${weight}`,
      font: font(
        `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight === 'bold' ? 700 : 400}-normal.woff`,
      ),
    }));
  // Urdu, Kashmiri, Sindhi and Arabic names: Noto Naskh Arabic (its Arabic subset has the letters Urdu adds).
  const arabic = (weight: Weight) => ({
    name: `arabic-${weight}`,
    font: font(
      `@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight === 'bold' ? 700 : 400}-normal.woff`,
    ),
    prefers: /\p{Script_Extensions=Arabic}/u,
  });
  const regular = noto('regular');
  skipNullAnchors(regular[0]!.font);
  return {
    regular: [
      { name: 'latin-regular', font: font('dejavu-fonts-ttf/ttf/DejaVuSans.ttf') },
      ...regular,
      arabic('regular'),
    ],
    bold: [
      { name: 'latin-bold', font: font('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') },
      ...noto('bold'),
      arabic('bold'),
    ],
  };
}

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void;
}
let anchorsPatched = false;
/**
 * fontkit 2.0.4 throws on a GPOS mark anchor left empty, which the OpenType spec allows and Noto Sans Telugu and
 * Gurmukhi have (fontkit issue #367, fix proposed in its pull request #374 and not released): an empty anchor means
 * "do not move this mark", as HarfBuzz does. Patched once on fontkit's mark positioner, reached through a font: a
 * private field, hence fontkit's exact version in package.json. test/lib/fontkit-empty-anchors.test.ts tells when a
 * release has the fix.
 */
function skipNullAnchors(font: Font) {
  if (anchorsPatched) return;
  const engine = (font as unknown as { _layoutEngine: { engine: { GPOSProcessor: AnchorProcessor } } })._layoutEngine;
  const processor = Object.getPrototypeOf(engine.engine.GPOSProcessor) as AnchorProcessor;
  const applyAnchor = processor.applyAnchor;
  processor.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (baseAnchor && markRecord.markAnchor) applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  anchorsPatched = true;
}

/**
 * Splits text into runs each drawn with one font: a character stays in the current run while its font has it
 * (spaces, joiners and vowel signs stay with their word), else it starts a run in the first font that has it, so a
 * run of one script is shaped as a whole (conjuncts, reordered vowel signs).
 */
export function fontRuns(text: string, fonts: NamedFont[]): { font: string; text: string }[] {
  const runs: { font: NamedFont; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    const preferred = fonts.find((candidate) => candidate.prefers?.test(char));
    if (preferred ? current?.font === preferred : current?.font.font.hasGlyphForCodePoint(codePoint)) {
      current!.text += char;
      continue;
    }
    const font = preferred ?? fonts.find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint)) ?? fonts[0]!;
    if (current?.font === font) current.text += char;
    else runs.push({ font, text: char });
  }
  return runs.map((run) => ({ font: run.font.name, text: run.text }));
}

// bidi-js is CommonJS (module.exports = its factory), which Node hands over as the default export; its types describe
// an ES module whose `default` is the factory.
const bidi = (bidiJs as unknown as typeof bidiJs.default)();

/** A run of one font, as drawn: `text` as handed to fontkit, and whether fontkit lays it out right to left. */
export interface VisualRun {
  font: string;
  text: string;
  rightToLeft: boolean;
}

/** Whether the text has right-to-left parts (an Urdu name, an Arabic or Hebrew word). */
const hasRightToLeft = (text: string) => bidi.getEmbeddingLevels(text).levels.some((level) => level % 2 === 1);

/**
 * Whether fontkit lays the text out right to left: it takes the script of its first letter (not a space, digit of
 * Latin, or mark), and reverses the glyphs of a right-to-left script.
 */
const RIGHT_TO_LEFT_SCRIPT = /\p{Script=Arabic}|\p{Script=Hebrew}|\p{Script=Syriac}|\p{Script=Thaana}|\p{Script=Nko}/u;
const fontkitReversesText = (text: string) => {
  const first = /[^\p{Script=Common}\p{Script=Inherited}]/u.exec(text);
  return first !== null && RIGHT_TO_LEFT_SCRIPT.test(first[0]);
};

const reversed = (text: string) => [...text].reverse().join('');

/**
 * One line of text as drawn from left to right, after the Unicode bidirectional algorithm (bidi-js): its font runs
 * split where the direction changes, in the order they show, right-to-left ones with mirrored brackets. fontkit shapes
 * what it is given in order (joining forms need Urdu letters in reading order) and reverses a right-to-left script's
 * glyphs, so such a run is handed over in reading order; anything else in the order it shows (a run of spaces and
 * brackets between Urdu words reversed here, Urdu digits, which read left to right, reversed twice).
 */
export function visualRuns(line: string, fonts: NamedFont[]): VisualRun[] {
  const embedding = bidi.getEmbeddingLevels(line);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const shownAt = new Map(bidi.getReorderedIndices(line, embedding).map((index, position) => [index, position]));
  const pieces: { font: string; text: string; level: number; shownAt: number }[] = [];
  let start = 0;
  for (const run of fontRuns(line, fonts)) {
    for (let i = start; i < start + run.text.length; i++) {
      const level = embedding.levels[i]!;
      const char = mirrored.get(i) ?? line[i]!;
      const last = pieces.at(-1);
      if (last && i > start && last.level === level) {
        last.text += char;
        last.shownAt = Math.min(last.shownAt, shownAt.get(i)!);
      } else {
        pieces.push({ font: run.font, text: char, level, shownAt: shownAt.get(i)! });
      }
    }
    start += run.text.length;
  }
  return pieces
    .sort((a, b) => a.shownAt - b.shownAt)
    .map(({ font, text, level }) => {
      const shown = level % 2 === 1 ? reversed(text) : text;
      return fontkitReversesText(text)
        ? { font, text: reversed(shown), rightToLeft: true }
        : { font, text: shown, rightToLeft: false };
    });
}

/**
 * Whether a run is drawn with its text attached (a marked-content span with ActualText): an Indian script's shaped
 * glyphs (a vowel sign drawn before its consonant, a reph after its syllable, conjuncts) read back out of order or
 * not at all, so copying or searching a Hindi receipt needs the text itself. Latin needs none, and right-to-left runs
 * read back right already.
 */
const hasActualText = (run: VisualRun) => !run.rightToLeft && !/^(latin|arabic)-/.test(run.font);

interface FragmentDrawer {
  _fragment(text: string, x: number, y: number, options: unknown): void;
}
/**
 * Draws each text fragment (one line of a run, as pdfkit lays it out) inside a marked-content span whose ActualText
 * is the fragment's text, when `attached()` says so. The span goes inside the fragment's own graphics state (between
 * pdfkit's BT and ET), not around it as `doc.markContent` would put it: poppler places a span's text where its end
 * is, in the coordinates in force there, and pdfkit restores its flipped ones before that, so every span read back
 * upside down on the page. pdfkit draws every fragment through `_fragment`, a private method, hence its exact version
 * in package.json; test/routes/hindi-pdfs.test.ts reads the text back and tells when that changes.
 */
function attachTextToFragments(doc: PDFKit.PDFDocument, attached: () => boolean) {
  const drawer = doc as unknown as FragmentDrawer;
  const fragment = drawer._fragment;
  drawer._fragment = function (text, x, y, options) {
    if (!attached()) return fragment.call(this, text, x, y, options);
    const addContent = doc.addContent;
    const actualText = `<feff${Buffer.from(text, 'utf16le').swap16().toString('hex')}>`;
    doc.addContent = (data: string) => {
      if (data === 'BT') addContent.call(doc, `/Span <</ActualText ${actualText}>> BDC`);
      addContent.call(doc, data);
      if (data === 'ET') addContent.call(doc, 'EMC');
      return doc;
    };
    try {
      fragment.call(this, text, x, y, options);
    } finally {
      doc.addContent = addContent;
    }
  };
}

/** pdfkit takes a parsed fontkit font as well as a file, which its types do not say. */
const asFontSource = (font: Font) => font as unknown as Buffer;

const receiptDateOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const receiptDates: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', receiptDateOptions),
  hi: new Intl.DateTimeFormat('hi-IN', receiptDateOptions),
};
/** 2026-01-15 → "15 Jan 2026"; in Hindi "15 जन॰ 2026" (Hindi's month names, digits as in English). */
export const formatReceiptDate = (date: string, language: Language = 'en') =>
  receiptDates[language].format(new Date(`${date}T00:00:00Z`));

export const MARGIN = 56;
const LABEL_WIDTH = 170;
const GREY = '#555555';
const RED = '#b00020';

/**
 * A new A4 document with the fonts registered; `write` draws text run by run, each in the font of its script (see
 * fontRuns), and `done` is the finished PDF once `doc.end()` is called. Made in memory: a receipt or a certificate is a
 * few kilobytes.
 */
export function pdfDocument(
  fonts: ReceiptFonts,
  { title, author, layout = 'portrait' }: { title: string; author: string; layout?: 'portrait' | 'landscape' },
) {
  const doc = new PDFDocument({ size: 'A4', layout, margin: MARGIN, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const font of [...fonts.regular, ...fonts.bold]) doc.registerFont(font.name, asFontSource(font.font));
  let withTextAttached = false;
  attachTextToFragments(doc, () => withTextAttached);
  const width = doc.page.width - 2 * MARGIN;
  type WriteOptions = PDFKit.Mixins.TextOptions & { at?: [number, number] };
  // pdfkit lays text out word by word, each word with its trailing space: a run fontkit reverses is laid out whole
  // (any `features` does that), or each word's space would go to its other side and the words stay in reading order.
  const runOptions = (run: VisualRun): PDFKit.Mixins.TextOptions => (run.rightToLeft ? { features: [] } : {});
  const widthOf = (runs: VisualRun[]) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text, runOptions(run)), 0);

  /** Draws one line (or, left to right, a paragraph pdfkit wraps) run by run. */
  const writeLine = (value: string, weight: Weight, { at, ...rest }: WriteOptions) => {
    const runs = visualRuns(value, fonts[weight]);
    if (rest.align === 'center' && runs.length > 1) {
      // pdfkit centres each run of a continued line on its own, drawing them over each other: centre the whole line.
      const lineWidth = widthOf(runs);
      if (lineWidth < width) {
        const left = MARGIN + (width - lineWidth) / 2;
        writeLine(value, weight, { ...rest, align: 'left', width: width - (left - MARGIN), at: [left, doc.y] });
        doc.x = MARGIN;
        return;
      }
    }
    if (rest.align === 'right' && runs.length > 1) {
      // The same with a cell's right edge: a Hindi date ("01 दिस॰ 2026") is a run of DejaVu Sans and one of Noto Sans.
      const [x, y] = at ?? [doc.x, doc.y];
      const boxWidth = rest.width ?? width - (x - MARGIN);
      const lineWidth = widthOf(runs);
      if (lineWidth < boxWidth) {
        const left = x + boxWidth - lineWidth;
        writeLine(value, weight, { ...rest, align: 'left', width: boxWidth - (left - x), at: [left, y] });
        doc.x = x;
        return;
      }
    }
    runs.forEach((run, index) => {
      doc.font(run.font);
      const options = { ...rest, ...runOptions(run), continued: index < runs.length - 1 };
      withTextAttached = hasActualText(run);
      if (index === 0 && at) doc.text(run.text, at[0], at[1], options);
      else doc.text(run.text, options);
      withTextAttached = false;
    });
  };

  /**
   * Right-to-left text is broken into lines here, in reading order, before each line is put in the order it shows:
   * pdfkit would break the reordered text, and put the end of a long Urdu name on its first line.
   */
  const linesOf = (value: string, weight: Weight, lineWidth: number) => {
    const lines: string[] = [];
    for (const word of value.split(/(?<=\s)/)) {
      const line = lines.at(-1);
      if (line !== undefined && widthOf(visualRuns((line + word).trimEnd(), fonts[weight])) <= lineWidth) {
        lines[lines.length - 1] = line + word;
      } else {
        lines.push(word);
      }
    }
    return lines.map((line) => line.trimEnd());
  };

  const write = (value: string, weight: Weight, options: WriteOptions = {}) => {
    if (!hasRightToLeft(value)) {
      writeLine(value, weight, options);
      return;
    }
    const { at, ...rest } = options;
    const lineWidth = rest.width ?? width - ((at?.[0] ?? doc.x) - MARGIN);
    linesOf(value, weight, lineWidth).forEach((line, index) =>
      writeLine(line, weight, { ...rest, ...(index === 0 && at ? { at } : {}) }),
    );
  };
  return { doc, write, width, done };
}

/** The receipt as an A4 PDF. */
export function receiptPdf(receipt: Receipt, institute: Institute, fonts: ReceiptFonts): Promise<Buffer> {
  const language = institute.language ?? 'en';
  const text = receiptTextsIn(language);
  const day = (date: string) => formatReceiptDate(date, language);
  const { doc, write, width, done } = pdfDocument(fonts, {
    title: `${text.title} ${receipt.receiptNumber}`,
    author: institute.name,
  });

  doc.fontSize(18);
  write(institute.name, 'bold', { align: 'center' });
  if (institute.address) {
    doc.fontSize(10).fillColor(GREY);
    write(institute.address, 'regular', { align: 'center' });
  }
  doc.moveDown(1).fillColor('black').fontSize(14);
  write(text.title, 'bold', { align: 'center' });
  if (receipt.cancelled) {
    doc.moveDown(0.5).fillColor(RED).fontSize(20);
    write(text.cancelled, 'bold', { align: 'center' });
    const on = day(receipt.cancelled.on);
    doc.fontSize(10);
    write(text.cancelledOn(on, receipt.cancelled.reason), 'regular', { align: 'center' });
    doc.fillColor('black');
  }
  doc.moveDown(1);

  const row = (label: string, value: string, { bold = false, size = 11 } = {}) => {
    const y = doc.y;
    doc.fontSize(10).fillColor(GREY);
    write(label, 'regular', { at: [MARGIN, y + 1], width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc.fontSize(size).fillColor('black');
    write(value, bold ? 'bold' : 'regular', { at: [MARGIN + LABEL_WIDTH, y], width: width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.6);
  };

  row(text.number, receipt.receiptNumber, { bold: true });
  row(text.date, day(receipt.paidOn));
  rule();
  row(text.student, receipt.student.name, { bold: true });
  row(text.email, receipt.student.email);
  if (receipt.student.phone) row(text.phone, receipt.student.phone);
  row(text.course, receipt.course);
  rule();
  row(text.amount, formatRupeesWithPaise(receipt.amount), { bold: true, size: 16 });
  row(text.inWords, amountInWords(receipt.amount, language));
  row(text.mode, text.modes[receipt.mode]);
  if (receipt.reference) row(text.reference, receipt.reference);
  const { instrument } = receipt;
  if (instrument) {
    row(text.modes[receipt.mode], text.instrument(instrument.number, instrument.bank, day(instrument.date)));
  }
  rule();
  row(text.courseFee, formatRupeesWithPaise(receipt.courseFee));
  if (receipt.lateFees > 0) row(text.lateFees, formatRupeesWithPaise(receipt.lateFees));
  if (receipt.concession > 0) row(text.concession, formatRupeesWithPaise(receipt.concession));
  row(text.paidSoFar, formatRupeesWithPaise(receipt.paidSoFar));
  row(text.balance, formatRupeesWithPaise(receipt.balance), { bold: true });
  rule();
  if (receipt.allocation.length > 0) {
    for (const [i, instalment] of receipt.allocation.entries()) {
      const label = text.instalment(instalment.number, day(instalment.dueDate));
      row(i === 0 ? text.paidTowards : '', `${label}: ${formatRupeesWithPaise(instalment.amount)}`);
    }
    rule();
  }
  if (receipt.recordedBy) row(text.recordedBy, receipt.recordedBy);
  doc.moveDown(2).fontSize(8).fillColor(GREY);
  write(text.computerGenerated, 'regular', { at: [MARGIN, doc.y], width });

  doc.end();
  return done;
}
