import { inflateSync } from 'node:zlib';

// For the tests of the PDFs lib/pdf.ts lays out (not a test file itself).

/**
 * The text a PDF shows, line by line: each content stream inflated, each TJ array's hex strings
 * decoded (pdfkit writes text as hex, split where it kerns).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated stream (fonts are not embedded, but be safe)
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, h]) => h).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
