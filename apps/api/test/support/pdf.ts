import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

// For the tests of the PDFs lib/pdf.ts lays out (not a test file itself).

/** A PDF literal string's bytes: backslash escapes undone; UTF-16BE (with its BOM) or Latin-1. */
function literalString(body: string): string {
  const bytes = body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(Number.parseInt(c, 8));
    return named[c] ?? c;
  });
  if (bytes.startsWith('\u00fe\u00ff')) {
    const utf16 = Buffer.from(bytes.slice(2), 'latin1');
    return utf16.swap16().toString('utf16le');
  }
  return bytes;
}

/**
 * The text a PDF shows, line by line, as lib/pdf.ts marks it: each piece of text is a span whose
 * ActualText is the text as typed; the spans that start on one baseline make one line, joined by
 * a space.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // The body runs to `endstream` with its end-of-line marker kept: a deflated stream may itself
  // end in a CR byte (1 in 256: its checksum), which `\r?\nendstream` would cut off. zlib stops
  // at the end of its own data, so the trailing EOL is ignored.
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated stream
    }
    let pending: string | undefined;
    let lastY: number | undefined;
    const tokens =
      /\/Span <<\s*\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)\s*>> BDC|1 0 0 1 [\d.-]+ ([\d.-]+) Tm/g;
    for (const [, actual, y] of content.matchAll(tokens)) {
      if (actual !== undefined) {
        pending = literalString(actual);
        continue;
      }
      if (pending === undefined) continue;
      const at = Number(y);
      if (lastY !== undefined && Math.abs(at - lastY) < 2 && lines.length > 0)
        lines[lines.length - 1] += ` ${pending}`;
      else lines.push(pending);
      lastY = at;
      pending = undefined;
    }
  }
  return lines.join('\n');
}

/** Whether Debian's poppler-utils is installed (scripts/test.sh installs it). */
export const hasPdftotext = (): boolean => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The text poppler's pdftotext reads out of a PDF (ActualText honoured), as a PDF reader copies it. */
export const popplerText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
