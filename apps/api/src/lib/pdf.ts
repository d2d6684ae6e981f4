import { formatPaise } from '@wayfarer/shared/rules/money';
import { INDIA_TIME_ZONE } from '@wayfarer/shared/rules/travel-date';
import PDFDocument from 'pdfkit';
import { fontRuns, registerFonts, type Weight } from './pdf-fonts.ts';

// What every PDF the API lays out shares (ADR 911, fonts ADR 1162): A4, embedded Noto Sans faces
// that print the rupee sign and India's scripts shaped (pdf-fonts.ts), amounts as "₹1,23,456.50",
// every date and time in India. Each piece of text is one marked span whose ActualText is the text
// as typed, so a reader copying it (or a test) gets the characters back in their logical order.
// Used by the booking receipt, the tax invoice and credit note, and the payout statement.

/** An amount as every document prints it: "₹1,23,456.50". */
export const pdfAmount = (paise: number): string => formatPaise(paise);

const indiaDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** "12 Mar 2027, 14:05 IST". */
export const formatIndiaDateTime = (at: Date): string => `${indiaDateTime.format(at)} IST`;

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28; // A4
export const PAGE_HEIGHT = 841.89;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 120;

export type Doc = PDFKit.PDFDocument;
/** Text and its weight; a line may mix them ("Label: " bold, then the value). */
export type Piece = { text: string; bold?: boolean };
type WriteOptions = { x?: number; y?: number; width?: number; align?: 'left' | 'right'; size?: number };

/**
 * An A4 document with the given metadata, and the promise of its bytes once `doc.end()` is called.
 * With `createdAt` (an issued document's issue time, ADR 1303) nothing in it depends on the moment
 * it is rendered: its creation date and file id are derived from it, so the bytes are the same.
 */
export function createPdf(info: { title: string; author: string; subject: string; createdAt?: Date }): {
  doc: Doc;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      ...(info.createdAt && { CreationDate: info.createdAt }),
    },
  });
  registerFonts(doc);
  doc.font('latin-regular');
  const { ascender, descender, lineGap } = currentFace(doc);
  latinMetrics.set(doc, { ascender, descender, lineGap });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

// fontkit fills a features object in as it lays text out: each call gets its own copy. (pdfkit's
// types know only the array form; fontkit takes an object of features on and off as well.)
const copy = (features: Record<string, boolean> | undefined) =>
  (features ? { ...features } : undefined) as PDFKit.Mixins.TextOptions['features'];

/**
 * The features every run of one text is laid out with: pdfkit's line wrapper measures the words of
 * continued text with the first call's options, so a run that needs some off (pdf-fonts.ts) turns
 * them off for the whole text (they change nothing in the Latin faces).
 */
const featuresOf = (runs: { features?: Record<string, boolean> }[]) => runs.find((r) => r.features)?.features;

type FaceMetrics = { ascender: number; descender: number; lineGap: number };
const latinMetrics = new WeakMap<Doc, FaceMetrics>();
// pdfkit places text by its face's ascender and spaces lines by its metrics; the Indic faces'
// are taller than Latin's, so a name would sit above the label beside it. Every face is given the
// Latin face's vertical metrics, so runs share one baseline and lines one height.
const currentFace = (doc: Doc) => (doc as unknown as { _font: FaceMetrics })._font;

/** Switches to a face, with the Latin face's vertical metrics. */
function useFont(doc: Doc, id: string): Doc {
  doc.font(id);
  const metrics = latinMetrics.get(doc);
  if (metrics) Object.assign(currentFace(doc), metrics);
  return doc;
}

const runsOf = (pieces: Piece[]) =>
  pieces.flatMap((piece) => fontRuns(piece.text, (piece.bold ? 'bold' : 'regular') as Weight));

/** The width pieces take on one line at the document's font size. */
function widthOf(doc: Doc, pieces: Piece[]): number {
  const runs = runsOf(pieces);
  const features = featuresOf(runs);
  return runs.reduce(
    (sum, run) => sum + useFont(doc, run.font).widthOfString(run.text, { features: copy(features) }),
    0,
  );
}

/**
 * Writes pieces of text: left-aligned text wraps within `width`; right-aligned text is one line
 * ending at x + width. Each font run is shaped by its own face; the whole is one ActualText span.
 */
export function write(doc: Doc, pieces: Piece[], options: WriteOptions = {}) {
  if (options.size) doc.fontSize(options.size);
  const x = options.x ?? doc.x;
  const y = options.y ?? doc.y;
  const width = options.width ?? PAGE_WIDTH - MARGIN - x;
  const runs = runsOf(pieces);
  const features = featuresOf(runs);
  doc.markContent('Span', { actual: runs.map((run) => run.text).join('') });
  if (runs.length === 0) {
    doc.font('latin-regular').text('', x, y, { width });
  } else if (options.align === 'right') {
    let at = x + width - widthOf(doc, pieces);
    for (const run of runs) {
      useFont(doc, run.font).text(run.text, at, y, { lineBreak: false, features: copy(features) });
      at += doc.widthOfString(run.text, { features: copy(features) });
    }
    doc.x = x;
    doc.y = y + doc.currentLineHeight(true);
  } else {
    runs.forEach((run, i) => {
      const continued = i < runs.length - 1;
      const options = { continued, features: copy(features) };
      if (i === 0) useFont(doc, run.font).text(run.text, x, y, { width, ...options });
      else useFont(doc, run.font).text(run.text, options);
    });
  }
  doc.endMarkedContent();
  doc.font('latin-regular');
}

/** The height pieces take wrapped within `width` (an estimate from their widths, never too low). */
function heightOf(doc: Doc, pieces: Piece[], width: number): number {
  const lines = pieces
    .map((p) => p.text)
    .join('')
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil((widthOf(doc, [{ text: line }]) * 1.1) / width)), 0);
  return lines * doc.currentLineHeight(true);
}

/** The business's letterhead: its name, address and GSTIN (when the site settings have them). */
export function letterhead(doc: Doc, business: { name: string; address: string; gstin: string }) {
  write(doc, [{ text: business.name, bold: true }], { x: MARGIN, size: 18 });
  doc.fontSize(10);
  if (business.address) write(doc, [{ text: business.address }], { x: MARGIN });
  if (business.gstin) write(doc, [{ text: `GSTIN: ${business.gstin}` }], { x: MARGIN });
}

/** A document title with the moment it was issued under it. */
export function documentTitle(doc: Doc, title: string, issuedAt: Date) {
  doc.moveDown(1);
  write(doc, [{ text: title, bold: true }], { x: MARGIN, size: 14 });
  write(doc, [{ text: `Issued ${formatIndiaDateTime(issuedAt)}` }], { x: MARGIN, size: 10 });
}

export function heading(doc: Doc, text: string) {
  doc.moveDown(0.8);
  write(doc, [{ text, bold: true }], { x: MARGIN, size: 12 });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.4).fontSize(10);
}

/** A label on the left and an amount flush right, on one line (the label wraps if long). */
export function amountRow(doc: Doc, label: string, amount: string, bold = false) {
  const y = doc.y;
  doc.fontSize(10);
  write(doc, [{ text: label, bold }], { x: MARGIN, y, width: CONTENT_WIDTH - AMOUNT_WIDTH - 10 });
  const after = doc.y;
  write(doc, [{ text: amount, bold }], {
    x: PAGE_WIDTH - MARGIN - AMOUNT_WIDTH,
    y,
    width: AMOUNT_WIDTH,
    align: 'right',
  });
  doc.y = Math.max(after, doc.y);
  doc.x = MARGIN;
}

/** "Label: value", the label bold. */
export function field(doc: Doc, label: string, value: string) {
  doc.fontSize(10);
  write(doc, [{ text: `${label}: `, bold: true }, { text: value }], { x: MARGIN });
}

/**
 * ADR 1342: the signature block of a tax document, flush right: "For <business>", room
 * for a signature, the signatory's name and designation, "Authorised signatory".
 */
export function signatureBlock(
  doc: Doc,
  signatory: { organisation: string; name: string; designation: string },
) {
  const width = 240;
  const x = PAGE_WIDTH - MARGIN - width;
  if (doc.y + 6 * doc.currentLineHeight(true) > PAGE_HEIGHT - MARGIN) doc.addPage();
  doc.moveDown(1.5).fontSize(10);
  write(doc, [{ text: `For ${signatory.organisation}`, bold: true }], { x, width, align: 'right' });
  doc.moveDown(2);
  write(doc, [{ text: signatory.name, bold: true }], { x, width, align: 'right' });
  if (signatory.designation) write(doc, [{ text: signatory.designation }], { x, width, align: 'right' });
  write(doc, [{ text: 'Authorised signatory' }], { x, width, align: 'right', size: 9 });
  doc.fontSize(10);
  doc.x = MARGIN;
}

/** A closing note in small grey type. */
export function footnote(doc: Doc, text: string) {
  doc.moveDown(2).fontSize(8).fillColor('#666666');
  write(doc, [{ text }], { x: MARGIN });
  doc.fillColor('#000000');
}

export type PdfColumn = { label: string; width: number; align?: 'left' | 'right' };

/**
 * A table: a bold header row, then each row's cells side by side (a cell wraps within its width);
 * a row that would not fit on the page starts a new one, under the header again.
 */
export function table(doc: Doc, columns: PdfColumn[], rows: string[][]) {
  const gap = 6;
  const rowHeight = (values: string[]) =>
    Math.max(...values.map((value, i) => heightOf(doc, [{ text: value }], columns[i]!.width - gap)));
  const line = (values: string[], bold: boolean) => {
    doc.fontSize(9);
    const height = rowHeight(values);
    const y = doc.y;
    let x = MARGIN;
    values.forEach((value, i) => {
      const column = columns[i]!;
      write(doc, [{ text: value, bold }], { x, y, width: column.width - gap, align: column.align });
      x += column.width;
    });
    doc.y = y + height + 4;
    doc.x = MARGIN;
  };
  const labels = columns.map((c) => c.label);
  line(labels, true);
  for (const row of rows) {
    doc.fontSize(9);
    if (doc.y + rowHeight(row) > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      line(labels, true);
    }
    line(row, false);
  }
  doc.fontSize(10);
}
