/**
 * CSV as the export writes it (contract issue 9): RFC 4180 with CRLF line ends, every value
 * quoted, UTF-8 with a byte order mark so that spreadsheet programs read the accents right.
 */
export const CSV_BOM = '\ufeff';

/**
 * A cell a spreadsheet would run as a formula (OWASP CSV injection: = + - @, tab, carriage
 * return) gets a leading apostrophe, which shows the text as typed.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

export function neutraliseFormula(value: string): string {
  return FORMULA_START.has(value.charAt(0)) ? `'${value}` : value;
}

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  const text = value == null ? '' : neutraliseFormula(String(value));
  return `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
}

export function csvLine(values: readonly CsvValue[]): string {
  // A loop, not map/join: the export writes a line per referral, 100,000 at a time.
  let line = '';
  for (let i = 0; i < values.length; i++) line += (i ? ',' : '') + csvCell(values[i]);
  return `${line}\r\n`;
}
