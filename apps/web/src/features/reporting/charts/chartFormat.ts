import { NAME_WRAP } from '@app/shared';

/**
 * Layout and file helpers of the report charts (spec 3 section 2.4, issue 9 item 5). Pure, so
 * the dashboard's charts can share them without loading the chart library. The sizes (height
 * max(500, 40 per bar), 30-character names) are the shared CHART_* constants.
 */

/**
 * Breaks `text` into lines of at most `width` characters at spaces ('\n' between lines, which
 * the chart's axis labels draw as separate lines); a word longer than a line is cut.
 */
export function wrapLabel(text: string, width = NAME_WRAP): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    let rest = word;
    while (rest.length > width) {
      if (line) lines.push(line);
      line = '';
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** A chart's numbers as rows under a header, for its table view and CSV download. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One CSV cell: quoted, inner quotes doubled, and a text starting with = + - @ tab or CR given a
 * leading apostrophe so a spreadsheet shows it instead of running it as a formula (OWASP CSV
 * injection). Numbers are written as they are: a negative count is still a number.
 */
function csvCell(value: string | number): string {
  const text =
    typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** RFC 4180 text (CRLF lines, every value quoted) with a BOM so spreadsheets read it as UTF-8. */
export function tableToCsv({ columns, rows }: ChartTable): string {
  const lines = [columns, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 'Sent Referrals by Users' -> 'Sent_Referrals_by_Users' (a file name without odd characters). */
export function csvFileName(title: string, suffix = ''): string {
  const base = `${title}${suffix ? ` ${suffix}` : ''}`
    .replace(/[^\w-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'chart'}.csv`;
}
