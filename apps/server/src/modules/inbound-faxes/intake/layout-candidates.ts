/**
 * Every value a fax page could hold for a patient field, with what its surroundings say (pure):
 * the learned layout model (layout-model.ts) scores these. A candidate is a run of words that
 * parses by its field's grammar (a date, an SSN, an ICD-10 code, a name or part of one); its
 * features name the labels to its left, above, below and at the head of its column, the words
 * before and after it, and its own shape. Features are strings so that the model stays a plain
 * table of weights learned from the training templates.
 */
import { splitDiagnosis } from './icd10.js';
import { findSsn, parseBirthDate, readName, readNamePart } from './field-grammar.js';
import { normaliseLabel } from './labels.js';
import { labelsOf, type Hit } from './line-labels.js';
import { type PageLines, type PageWord, isSpeckle, startsColumn } from './page-words.js';

export const LAYOUT_TARGETS = [
  'name',
  'lastname',
  'firstname',
  'birthdate',
  'ssn',
  'code',
] as const;
export type LayoutTarget = (typeof LAYOUT_TARGETS)[number];

export interface Candidate {
  target: LayoutTarget;
  /** The value as the field holds it: 'Last|First' for a name, YYYY-MM-DD, 3-2-4, the code. */
  value: string;
  page: number;
  words: PageWord[];
  features: string[];
}

/** The longest run of words a value may take. */
const MAX_SPAN = 5;
/** How many words before a candidate are read as its context. */
const CONTEXT_WORDS = 6;

interface LineInfo {
  words: PageWord[];
  hits: Hit[];
  /** Label spans in pixels: from the label's first word to the next label's start. */
  columns: { field: string; x0: number; x1: number; labelX1: number }[];
  top: number;
  h: number;
}

/** A context word as a feature: its letters in lower case; a value with digits says nothing. */
const wordKey = (text: string) =>
  /\d/.test(text) ? '' : normaliseLabel(text).replace(/[^a-z]/g, '');

function lineInfo(words: PageWord[]): LineInfo {
  const hits = labelsOf(words);
  const columns = hits.map((h, k) => {
    const next = hits[k + 1];
    const first = words[h.start]!;
    const lastLabel = words[h.end - 1]!;
    const end = next ? (words[next.start]!.x0 ?? Infinity) : Infinity;
    return {
      field: h.field,
      x0: first.x0 ?? 0,
      x1: end,
      labelX1: lastLabel.x1 ?? 0,
    };
  });
  return {
    words,
    hits,
    columns,
    top: Math.min(...words.map((w) => w.y0 ?? 0)),
    h: Math.max(1, ...words.map((w) => w.h ?? 0)),
  };
}

/** Labels of a line over the span [x0, x1]: the column it lies in, or a label it overlaps. */
function labelsOver(info: LineInfo | undefined, x0: number, x1: number): string[] {
  if (!info) return [];
  const mid = (x0 + x1) / 2;
  return info.columns
    .filter((c) => (mid >= c.x0 - info.h && mid < c.x1) || (c.x0 < x1 && c.labelX1 > x0))
    .map((c) => c.field);
}

/** The nearest line above that reads as a table heading (three labels or more). */
function headingAbove(lines: LineInfo[], li: number): LineInfo | undefined {
  for (let k = li - 1; k >= Math.max(0, li - 12); k--) {
    if (lines[k]!.hits.filter((h) => h.anchored).length >= 3) return lines[k];
  }
  return undefined;
}

function shapeOf(text: string): string {
  if (/^\p{Lu}[\p{Lu}'’-]+,?$/u.test(text)) return 'CAPS';
  if (/^\p{Lu}[\p{Ll}'’-]+,?$/u.test(text)) return 'Title';
  if (/^\p{Lu}\.?$/u.test(text)) return 'I';
  if (/^\d+$/.test(text)) return 'num';
  if (/\d/.test(text)) return 'alnum';
  if (/^\p{Ll}/u.test(text)) return 'lower';
  return 'other';
}

const confidenceBucket = (words: PageWord[]) => {
  const c = words.reduce((s, w) => s + w.confidence, 0) / words.length;
  return c >= 85 ? 'hi' : c >= 60 ? 'mid' : 'lo';
};

/** Features shared by every target: where the words sit and what labels and words surround them. */
function contextFeatures(
  lines: LineInfo[],
  li: number,
  i: number,
  j: number,
  pageHeight: number,
): string[] {
  const line = lines[li]!;
  const words = line.words;
  const f: string[] = [];
  const left = line.hits.filter((h) => h.end <= i).at(-1);
  if (left) {
    const adjacent = left.end === i;
    f.push(`L:${left.field}`);
    if (adjacent) f.push(`Ladj:${left.field}`);
    if (left.colon) f.push(`Lcolon:${left.field}`);
    if (left.anchored) f.push(`Lanch:${left.field}`);
    const gapBetween = words
      .slice(left.end, i + 1)
      .some((_, k) => startsColumn(words, left.end + k));
    if (gapBetween) f.push(`Lgap:${left.field}`);
    if (!adjacent) f.push(`Lfar:${Math.min(3, i - left.end)}`);
  } else f.push('L:none');
  const right = line.hits.find((h) => h.start >= j);
  if (right) {
    f.push(`R:${right.field}`);
    if (right.start === j) f.push(`Radj:${right.field}`);
  }
  const x0 = words[i]!.x0 ?? 0;
  const x1 = words[j - 1]!.x1 ?? x0;
  for (const [name, k] of [
    ['A1', li - 1],
    ['A2', li - 2],
    ['B1', li + 1],
  ] as const) {
    const over = labelsOver(lines[k], x0, x1);
    for (const field of over) f.push(`${name}:${field}`);
    if (!over.length && lines[k]?.hits.length) f.push(`${name}:elsewhere`);
  }
  const heading = headingAbove(lines, li);
  if (heading) {
    for (const field of labelsOver(heading, x0, x1)) f.push(`T:${field}`);
  }
  // Words read before the value (same line, then the lines above) and right after it.
  const before: string[] = [];
  for (let k = li, at = i - 1; k >= 0 && before.length < CONTEXT_WORDS; k--) {
    const ws = lines[k]!.words;
    for (let w = k === li ? at : ws.length - 1; w >= 0 && before.length < CONTEXT_WORDS; w--) {
      const key = wordKey(ws[w]!.text);
      if (key.length >= 2) before.push(key);
    }
  }
  if (before[0] && i > 0) f.push(`w-1:${before[0]}`);
  for (const w of new Set(before)) f.push(`ctx:${w}`);
  const next = words[j];
  if (next) {
    const key = wordKey(next.text);
    if (key.length >= 2) f.push(`w+1:${key}`);
    f.push(`next:${shapeOf(next.text)}`);
    if (startsColumn(words, j)) f.push('next:gap');
  } else f.push('next:eol');
  if (i === 0) f.push('pos:first');
  else if (startsColumn(words, i)) f.push('pos:column');
  else f.push('pos:inside');
  const y = (line.top / Math.max(1, pageHeight)) * 10;
  f.push(`y:${Math.min(9, Math.floor(y))}`);
  if (li < 3) f.push('line:top3');
  f.push(`conf:${confidenceBucket(words.slice(i, j))}`);
  return f;
}

/** The values a span of words may be, one per target its grammar allows. */
function spanValues(
  span: PageWord[],
  today: string,
): { target: LayoutTarget; value: string; shape: string[] }[] {
  const texts = span.map((w) => w.text);
  const text = texts.join(' ');
  const out: { target: LayoutTarget; value: string; shape: string[] }[] = [];
  const date = /\d/.test(text) ? parseBirthDate(text, today) : null;
  if (date && span.length <= 3) {
    const style = /[A-Za-z]{3}/.test(text) ? 'month' : /^\d{4}/.test(text) ? 'iso' : 'numeric';
    const age = Number(today.slice(0, 4)) - Number(date.slice(0, 4));
    out.push({
      target: 'birthdate',
      value: date,
      shape: [`dstyle:${style}`, `age:${age < 1 ? 0 : age < 18 ? 1 : age < 100 ? 2 : 3}`],
    });
  }
  const ssn = span.length <= 3 ? findSsn(text, { bareDigits: true }) : null;
  if (ssn && (span.length === 1 || /\d$/.test(texts.at(-1)!))) {
    out.push({ target: 'ssn', value: ssn, shape: [`ssn:${/-/.test(text) ? 'dash' : 'other'}`] });
  }
  if (span.length <= 2) {
    // Two words only when they are one code whose dot OCR read as a space ('M17 11').
    const { code, description, codeIndex } = splitDiagnosis(text);
    if (code && codeIndex === 0 && !description) {
      out.push({
        target: 'code',
        value: code,
        shape: [
          span.length === 2 ? 'code:split' : `code:${text.includes('.') ? 'dot' : 'nodot'}`,
          code.replace('.', '') === text.replace(/\W/g, '') ? 'code:exact' : 'code:fixed',
        ],
      });
    }
  }
  if (span.length <= 4 && /^\p{L}/u.test(text.replace(/^\W+/, ''))) {
    const name = readName(texts);
    if (name && name.used === span.length) {
      out.push({
        target: 'name',
        value: `${name.lastname}|${name.firstname}`,
        shape: [
          `n:${span.length}`,
          /,/.test(text) ? 'order:comma' : 'order:natural',
          ...texts.map(shapeOf).map((s) => `wshape:${s}`),
        ],
      });
      if (!/,/.test(text) && span.length >= 2) {
        // Written last name first without a comma ('SMITH JOHN'): the context must tell.
        const flipped = readName(texts, { lastFirst: true });
        if (flipped && flipped.lastname !== name.lastname) {
          out.push({
            target: 'name',
            value: `${flipped.lastname}|${flipped.firstname}`,
            shape: [`n:${span.length}`, 'order:lastfirst'],
          });
        }
      }
    }
    if (span.length <= 2) {
      const part = readNamePart(texts);
      if (part && part.split(' ').length === span.length) {
        const shape = [`n:${span.length}`, ...texts.map(shapeOf).map((s) => `wshape:${s}`)];
        out.push({ target: 'lastname', value: part, shape });
        out.push({ target: 'firstname', value: part, shape });
      }
    }
  }
  return out;
}

/** Every candidate value of a fax's pages, with its features. */
export function layoutCandidates(pages: PageLines[], today: string): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Map<string, number>();
  for (const { page, lines: raw } of pages) {
    const lines = raw
      .map((l) => l.filter((w) => !isSpeckle(w)))
      .filter((l) => l.length > 0)
      .map(lineInfo);
    const pageHeight = Math.max(1, ...lines.map((l) => l.top + l.h));
    lines.forEach((line, li) => {
      const words = line.words;
      const fromLine = out.length;
      const labelWord = new Set(line.hits.flatMap((h) => range(h.start, h.end)));
      for (let i = 0; i < words.length; i++) {
        if (labelWord.has(i)) continue;
        for (let j = i + 1; j <= Math.min(words.length, i + MAX_SPAN); j++) {
          if (labelWord.has(j - 1)) break;
          if (j - 1 > i && startsColumn(words, j - 1)) break;
          const span = words.slice(i, j);
          const values = spanValues(span, today);
          if (!values.length) continue;
          const context = contextFeatures(lines, li, i, j, pageHeight);
          for (const v of values) {
            const key = `${v.target}:${v.value.toLowerCase()}`;
            seen.set(key, (seen.get(key) ?? 0) + 1);
            out.push({
              target: v.target,
              value: v.value,
              page,
              words: span,
              features: [...context, ...v.shape],
            });
          }
        }
      }
      out.push(...pairedNames(out.slice(fromLine)));
    });
  }
  // A value the fax repeats (a name in a header and a form) is more likely the patient's, and
  // the patient's values tend to come early (after the letterhead, before the clinical notes).
  const rank = new Map<string, number>();
  const ranked = new Map<LayoutTarget, number>();
  for (const c of out) {
    const key = `${c.target}:${c.value.toLowerCase()}`;
    if (!rank.has(key)) {
      const k = ranked.get(c.target) ?? 0;
      rank.set(key, k);
      ranked.set(c.target, k + 1);
    }
    c.features.push(
      `repeat:${Math.min(3, seen.get(key) ?? 1)}`,
      `rank:${Math.min(3, rank.get(key)!)}`,
    );
  }
  return out;
}

/** Where a name part's own label sits: the column heading, the caption above, or to the left. */
const PART_LABEL = ['T', 'A1', 'Ladj', 'L'] as const;
const partLabel = (c: Candidate, field: 'lastname' | 'firstname') =>
  PART_LABEL.find((at) => c.features.includes(`${at}:${field}`));

/**
 * A name written in two fields of one line ('Last' and 'First' columns or boxes): each last name
 * with the nearest first name to its right whose labels say so, as one name candidate. The span
 * reader never joins them, because a column gap ends a span.
 */
function pairedNames(line: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const last of line) {
    const lastAt = last.target === 'lastname' && partLabel(last, 'lastname');
    if (!lastAt) continue;
    const right = (last.words.at(-1)!.x1 ?? 0) - 1;
    const first = line
      .filter((c) => c.target === 'firstname' && (c.words[0]!.x0 ?? 0) > right)
      .filter((c) => partLabel(c, 'firstname'))
      .sort((a, b) => (a.words[0]!.x0 ?? 0) - (b.words[0]!.x0 ?? 0))[0];
    if (!first) continue;
    out.push({
      target: 'name',
      value: `${last.value}|${first.value}`,
      page: last.page,
      words: [...last.words, ...first.words],
      features: [
        ...last.features.filter((f) => !f.startsWith('n:')),
        `pair:${lastAt}`,
        `pair:first:${partLabel(first, 'firstname')}`,
        'n:pair',
      ],
    });
  }
  return out;
}

const range = (a: number, b: number) => Array.from({ length: b - a }, (_, k) => a + k);
