// CSV for every export (earnings statement, manifests, bookings, leads): RFC 4180 fields, CRLF
// lines, and text a person typed that starts like a spreadsheet formula neutralised.

/** A cell starting with one of these would run as a formula in a spreadsheet. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted when it holds a comma, quote or line break. Text (`isText`, the default)
 * that starts with = + - @, a tab or a carriage return is prefixed with ' so a spreadsheet never
 * runs it; numbers and values the server formats itself pass as they are.
 */
export function csvField(value: string | number | null | undefined, isText = true): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (isText && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A value the server formatted itself (an amount, a date): written as it is, never escaped. */
export type CsvRaw = { raw: string };
export type CsvCell = string | number | null | undefined | CsvRaw;

/** One CRLF-terminated line: strings are escaped as text, numbers and raw values are not. */
export const csvLine = (cells: CsvCell[]): string =>
  `${cells
    .map((cell) =>
      typeof cell === 'object' && cell !== null
        ? csvField(cell.raw, false)
        : csvField(cell, typeof cell !== 'number'),
    )
    .join(',')}\r\n`;

/** Integer paise as rupees with 2 decimals ("1234.50"; "-12.00" stays a number). */
export const csvRupees = (paise: number): CsvRaw => ({ raw: (paise / 100).toFixed(2) });
