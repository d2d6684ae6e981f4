import { formatPaise } from '@wayfarer/shared/rules/money';
import { INDIA_TIME_ZONE } from '@wayfarer/shared/rules/travel-date';
import PDFDocument from 'pdfkit';

// What every PDF the API lays out shares (ADR 911): A4, pdfkit's built-in Helvetica, amounts as
// "Rs. 1,23,456.50" (Helvetica has no ₹ glyph), every date and time in India, text the font cannot
// print shown as "?". Used by the booking receipt and the payout statement.

/** formatPaise's en-IN figure with "Rs." for the rupee sign the built-in font lacks. */
export const pdfAmount = (paise: number): string => formatPaise(paise).replace('₹', 'Rs. ');

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

/**
 * Helvetica's WinAnsi encoding covers Latin-1 and a few more; anything else (a name in Devanagari,
 * an emoji) would print as garbage, so it is printed as "?" instead.
 */
export const printable = (text: string): string =>
  text.replace(
    /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac×\n]/g,
    '?',
  );

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28; // A4
export const PAGE_HEIGHT = 841.89;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 120;

export type Doc = PDFKit.PDFDocument;

/** An A4 document with the given metadata, and the promise of its bytes once `doc.end()` is called. */
export function createPdf(info: { title: string; author: string; subject: string }): {
  doc: Doc;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: printable(info.title), Author: printable(info.author), Subject: printable(info.subject) },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** The business's letterhead: its name, address and GSTIN (when the site settings have them). */
export function letterhead(doc: Doc, business: { name: string; address: string; gstin: string }) {
  doc.font('Helvetica-Bold').fontSize(18).text(printable(business.name));
  doc.font('Helvetica').fontSize(10);
  if (business.address) doc.text(printable(business.address));
  if (business.gstin) doc.text(`GSTIN: ${printable(business.gstin)}`);
}

/** A document title with the moment it was issued under it. */
export function documentTitle(doc: Doc, title: string, issuedAt: Date) {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(printable(title));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Issued ${formatIndiaDateTime(issuedAt)}`);
}

export function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(printable(text), MARGIN, undefined);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
}

/** A label on the left and an amount flush right, on one line (the label wraps if long). */
export function amountRow(doc: Doc, label: string, amount: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(printable(label), MARGIN, y, { width: CONTENT_WIDTH - AMOUNT_WIDTH - 10 });
  const after = doc.y;
  doc.text(amount, PAGE_WIDTH - MARGIN - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.x = MARGIN;
}

/** "Label: value", the label bold. */
export function field(doc: Doc, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, MARGIN, undefined, { continued: true });
  doc.font('Helvetica').text(printable(value));
}

/** A closing note in small grey type. */
export function footnote(doc: Doc, text: string) {
  doc.moveDown(2).fontSize(8).fillColor('#666666');
  doc.text(printable(text), MARGIN);
}

export type PdfColumn = { label: string; width: number; align?: 'left' | 'right' };

/**
 * A table: a bold header row, then each row's cells side by side (a cell wraps within its width);
 * a row that would not fit on the page starts a new one, under the header again.
 */
export function table(doc: Doc, columns: PdfColumn[], rows: string[][]) {
  const gap = 6;
  const heightOf = (values: string[]) =>
    Math.max(
      ...values.map((value, i) => doc.heightOfString(printable(value), { width: columns[i]!.width - gap })),
    );
  const line = (values: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = heightOf(values);
    const y = doc.y;
    let x = MARGIN;
    values.forEach((value, i) => {
      const column = columns[i]!;
      doc.text(printable(value), x, y, { width: column.width - gap, align: column.align ?? 'left' });
      x += column.width;
    });
    doc.y = y + height + 4;
    doc.x = MARGIN;
  };
  const labels = columns.map((c) => c.label);
  line(labels, true);
  for (const row of rows) {
    doc.font('Helvetica').fontSize(9);
    if (doc.y + heightOf(row) > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      line(labels, true);
    }
    line(row, false);
  }
  doc.font('Helvetica').fontSize(10);
}
