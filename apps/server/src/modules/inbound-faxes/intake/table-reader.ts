/**
 * Forms and tables (pure): a line of labels read as columns, and the values under them (a form's
 * boxes, a table's rows, each row one patient) or over them (a caption under its value).
 */
import { type LabelField } from './labels.js';
import { FOUND, type FieldRead, codeLike, named, readValue } from './field-values.js';
import { type Hit, labelsOf } from './line-labels.js';
import {
  type PageWord,
  hasBoxes,
  isEnumerator,
  joined,
  leadsColumn,
  lineBottom,
  lineHeight,
  lineTop,
  startsColumn,
  valueWords,
} from './page-words.js';

/** Words of `line` under the column that starts at `x0` and ends before `x1`. */
function underColumn(line: PageWord[], x0: number, x1: number, h: number): PageWord[] {
  // Small print labels over larger values: the values' own height is the tolerance.
  const t = Math.max(h, lineHeight(line));
  return line.filter((w) => w.x0! >= x0 - t && w.x0! < x1 - h / 2);
}

/** A column of a line of labels; 'shape' for a heading that was not read as a label. */
interface Column {
  field: LabelField | 'shape';
  /** A second field stacked in the same column ('Patient / DOB'). */
  also?: LabelField;
  lastFirst: boolean;
  /** The heading's first word, whose left edge starts the column. */
  at: number;
}

/**
 * A line that holds only labels (a form's box labels, a table's headings): its columns. A table
 * heading OCR misread ('ooB' for DOB) is kept as a column whose values are known by their shape.
 */
export function headerColumns(words: PageWord[], hits: Hit[]): Column[] | null {
  if (hits.length === 0) return null;
  const columns: Column[] = [];
  let unknown = 0;
  // Unknown headings of one short word ('pos' for DOB, '[+23' for Dx): misread labels.
  let garbled = 0;
  // A box's number before its label starts the label's column ('2. PATIENT NAME').
  let numberAt: number | null = null;
  // Words that are not labels: a heading OCR misread ('ooB'), one the detector does not know
  // ('Ordering MD') or a row number ('#'). Two words at most, set apart like a column.
  const other = (from: number, to: number) => {
    const real = valueWords(words.slice(from, to));
    if (real.length === 0) return true;
    if (real.length === 1 && isEnumerator(real[0]!.text) && to < words.length) {
      numberAt = words.indexOf(real[0]!);
      return true;
    }
    if (real.length > 2 || hits.length < 2 || real[0]!.x0 === undefined) return false;
    const at = words.indexOf(real[0]!);
    // Right after a label and no column of its own: the rest of that heading ('Diagnosis /
    // ordering').
    const wordy = real.every((w) => /^\p{L}[\p{L}'’.)-]*$/u.test(w.text));
    if (from > 0 && wordy && !startsColumn(words, at)) return true;
    columns.push({ field: 'shape', lastFirst: false, at });
    unknown++;
    if (real.length === 1 && real[0]!.text.length <= 5) garbled++;
    return true;
  };
  if (!other(0, hits[0]!.start)) return null;
  for (const [i, h] of hits.entries()) {
    const prev = hits[i - 1];
    const before = prev ? joined(words.slice(prev.end, h.start)) : '';
    // 'Patient / DOB', 'SSN / Insured ID': two fields stacked in one column, one under the other
    // in each row (OCR may read the slash as a brace or a bar).
    if (prev && /(^|\s)[/&{}|\\]/.test(before) && !columnBetween(words, prev.end, h.start)) {
      columns.at(-1)!.also = h.field;
    } else if (
      prev &&
      words[h.start]!.x0 !== undefined &&
      !columnBetween(words, prev.end, h.start)
    ) {
      // Labels one after another without a column's gap: one heading ('ICD-10 diagnosis code')
      // or a sentence's words ('send with resident or by fax'), not two headings.
      if (!sameField(prev.field, h.field)) return null;
    } else {
      columns.push({ field: h.field, lastFirst: h.lastFirst, at: numberAt ?? h.start });
    }
    numberAt = null;
    if (!other(h.end, hits[i + 1]?.start ?? words.length)) return null;
  }
  // Headings OCR misread each start a column of their own; other unknown words (a value beside
  // its label: 'Last, First  COLEMAN, SAMUEL') make the line no header.
  const fits =
    unknown - garbled <= Math.max(1, Math.floor(hits.length / 2)) &&
    unknown <= Math.max(1, hits.length - 1);
  return fits ? columns : null;
}

const DIAGNOSIS_FIELDS = new Set<LabelField>(['diagnosis', 'code']);
const sameField = (a: LabelField, b: LabelField) =>
  a === b || (DIAGNOSIS_FIELDS.has(a) && DIAGNOSIS_FIELDS.has(b));

/** Whether a column starts among the words from..to (inclusive): a gap, perhaps before a number. */
const columnBetween = (words: PageWord[], from: number, to: number) =>
  words.slice(from, to + 1).some((_, k) => leadsColumn(words, from + k));

/**
 * Values under a line of labels: one row for a form's boxes or stacked fields, every row of a
 * table (each row a patient) until a line that does not fit the columns.
 */
export function readBelow(
  lines: PageWord[][],
  li: number,
  columns: Column[],
  today: string,
): { fields: FieldRead[]; lines: number[] } {
  const header = lines[li]!;
  const used: number[] = [];
  const fields: FieldRead[] = [];
  // A table's cells are read strictly: a line of prose under the last row fits no column.
  const opts = { strict: columns.length > 1, sureness: FOUND.below, today };
  if (!hasBoxes(header)) {
    const next = lines[li + 1];
    if (columns.length !== 1 || !next) return { fields, lines: used };
    const value = readCell(columns[0]!, next, opts);
    if (value && labelsOf(next)[0]?.start !== 0) return { fields: [value], lines: [li + 1] };
    return { fields, lines: used };
  }
  const h = lineHeight(header) || 30;
  let bottom = lineBottom(header);
  const maxRows = columns.length > 1 ? 40 : 1;
  let block = '';
  let passedOver: number | null = null;
  for (let lj = li + 1; lj < lines.length && used.length < maxRows; lj++) {
    const line = lines[lj]!;
    if (!hasBoxes(line) || lineTop(line) - bottom > 3 * Math.max(h, lineHeight(line))) break;
    const own = labelsOf(line);
    // A line led by its own label is no value; nor is one whose label repeats a lone heading's
    // field ('Patient' over 'Patient name Barbara Novak': the heading names a section).
    const repeats = columns.length === 1 && own[0]?.field === columns[0]!.field;
    if (own[0]?.start === 0 && (own[0].colon || own.length > 1 || repeats)) break;
    if (own.length > 0 && headerColumns(line, own)) break;
    const row = alignedRow(header, line, columns, opts);
    // A second line of the same row: no name of its own, and too little for a row or close
    // under the line before.
    const gap = lineTop(line) - bottom;
    const lh = Math.max(h, lineHeight(line));
    const continues =
      used.length > 0 &&
      row.length > 0 &&
      !row.some((f) => named(f)) &&
      gap < 1.5 * lh &&
      (row.length < rowMinimum(columns) || gap < 0.8 * lh);
    // A row must fit at least two columns (or the one column of a single label), but a cell's
    // second line may be printed over its row (a wrapped description): one line is passed over
    // when a row follows it.
    if (row.length < rowMinimum(columns) && !continues) {
      const next = lines[lj + 1];
      const rowFollows =
        next &&
        hasBoxes(next) &&
        alignedRow(header, next, columns, opts).length >= rowMinimum(columns);
      if (passedOver !== null || !rowFollows) break;
      passedOver = lj;
      bottom = lineBottom(line);
      continue;
    }
    // The line passed over is the table's: a row was read under it.
    if (passedOver !== null) used.push(passedOver);
    passedOver = null;
    if (!continues) block = `row ${li}:${lj}`;
    for (const f of row) f.block = block;
    fields.push(...row);
    used.push(lj);
    bottom = lineBottom(line);
  }
  // Rows are patients only in a table of several rows; a form's boxes are one patient's.
  if (new Set(fields.map((f) => f.block)).size < 2) for (const f of fields) delete f.block;
  return { fields, lines: used };
}

/** The values of a line of captions read from the line above it, when that line is its own. */
export function captionValue(
  lines: PageWord[][],
  li: number,
  columns: Column[],
  consumed: Set<number>,
  today: string,
): FieldRead[] | null {
  const header = lines[li]!;
  const prev = lines[li - 1];
  const next = lines[li + 1];
  if (!prev || consumed.has(li - 1) || !hasBoxes(header) || !hasBoxes(prev)) return null;
  if (labelsOf(prev)[0]?.start === 0) return null;
  const gapAbove = lineTop(header) - lineBottom(prev);
  const gapBelow = next && hasBoxes(next) ? lineTop(next) - lineBottom(header) : Infinity;
  if (!(gapAbove < 0.7 * gapBelow) || gapAbove > 3 * (lineHeight(prev) || 30)) return null;
  const read = (strict: boolean) =>
    alignedRow(header, prev, columns, { strict, sureness: FOUND.below, today });
  const row = read(false);
  if (row.length >= rowMinimum(columns)) return row;
  // One value over its caption ('ABERNATHY, ROSA' over 'Patient full legal name' beside an
  // empty or unreadable box) must fit its field's grammar strictly: a title over a line of
  // labels is no value.
  const strict = read(true);
  return strict.length > 0 ? strict : null;
}

/**
 * How many values a line under a line of labels must give to be its row: two, or all the columns
 * that can give one ('Sex' gives none).
 */
const rowMinimum = (columns: Column[]) =>
  Math.min(2, columns.filter((c) => c.field !== 'other').length);

/** The values of one line under (or over) a line of labels, column by column, patient first. */
function alignedRow(
  header: PageWord[],
  line: PageWord[],
  columns: Column[],
  opts: { strict: boolean; sureness: number; today: string },
): FieldRead[] {
  const h = lineHeight(header) || 30;
  const cells = columns.map((c, i) => {
    const x0 = header[c.at]!.x0!;
    const x1 = columns[i + 1] ? header[columns[i + 1]!.at]!.x0! : Infinity;
    return underColumn(line, x0, x1, h);
  });
  const row = columns
    .map((c, i) => readCell(c, nameCell(columns, i, cells, header[c.at]!.x0!), opts))
    .filter((r): r is FieldRead => r !== null);
  // The patient first: a new name is what starts a new referral.
  return row.sort((a, b) => Number(named(b)) - Number(named(a)));
}

const NAME_FIELDS = new Set<LabelField | 'shape'>(['patient', 're', 'lastname', 'firstname']);

/**
 * A name column's cell, with the name's first words that sit left of the heading under a column
 * that reads nothing by shape ('Line  Referred patient' over '1  Michael Kowalski'): the letter
 * words right before the cell, close together.
 */
function nameCell(columns: Column[], i: number, cells: PageWord[][], headingX: number): PageWord[] {
  const cell = cells[i]!;
  if (!NAME_FIELDS.has(columns[i]!.field) || i === 0 || columns[i - 1]!.field !== 'shape') {
    return cell;
  }
  const left = cells[i - 1]!.filter((w) => !cell.includes(w));
  const taken: PageWord[] = [];
  let edge = cell[0];
  for (let k = left.length - 1; k >= 0; k--) {
    const w = left[k]!;
    if (!/^\p{L}[\p{L}'’.,-]*$/u.test(w.text)) break;
    // Next to the cell's first word, or (an empty cell) reaching under the heading.
    const near = edge
      ? edge.x0! - w.x1! <= 1.2 * Math.max(w.h ?? 30, edge.h ?? 30)
      : w.x1! > headingX;
    if (!near) break;
    taken.unshift(w);
    edge = w;
  }
  return [...taken, ...cell];
}

/** One cell of a column: by its heading's field (or the field stacked with it), else by shape. */
function readCell(
  c: Column,
  words: PageWord[],
  opts: { strict: boolean; sureness: number; today: string },
): FieldRead | null {
  if (c.field === 'shape') return readByShape(words, opts.today);
  const read = readValue({ field: c.field, lastFirst: c.lastFirst }, words, opts);
  return read ?? (c.also ? readValue({ field: c.also, lastFirst: false }, words, opts) : null);
}

/** A cell under a heading that was not read: a birth date, an SSN or a code by its grammar. */
function readByShape(words: PageWord[], today: string): FieldRead | null {
  const opts = { strict: true, sureness: FOUND.shape, today };
  for (const field of ['birthdate', 'ssn', 'code'] as const) {
    const read = readValue({ field, lastFirst: false }, words, opts);
    // A chart or account number is no code: the code must be a word that looks like one.
    const looksRight =
      field !== 'code' || words.some((w) => codeLike(w.text.replace(/^[([{]+|[)\]}.,;:]+$/g, '')));
    // Known by its shape alone: a labelled column's value of the same field comes first.
    if (read && looksRight) return { ...read, weak: true };
  }
  return null;
}
