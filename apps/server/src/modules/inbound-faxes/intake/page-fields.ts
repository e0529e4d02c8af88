import {
  findSsn,
  parseBirthDate,
  parseSsn,
  readName,
  readNamePart,
  type WrittenName,
} from './field-grammar.js';
import { correctIcd10, splitDiagnosis } from './icd10.js';
import { isHeading, isTitle, matchLabel, normaliseLabel, type LabelField } from './labels.js';

/** A recognised word: text-layer words have confidence 100 and no box. */
export interface PageWord {
  text: string;
  confidence: number;
  /** The word's box and its line's height in pixels (OCR words only). */
  x0?: number;
  x1?: number;
  y0?: number;
  y1?: number;
  h?: number;
}

/** One page as lines of words, in reading order. */
export interface PageLines {
  page: number;
  lines: PageWord[][];
}

/** Below this confidence a word at the end of a name is taken for speckle debris and dropped. */
const MIN_WORD_CONFIDENCE = 35;
/** A gap wider than this many line heights ends a value (what follows is noise or a column). */
const MAX_GAP_LINE_HEIGHTS = 3;
/** How much less sure a value is by where it was found (1: beside a label on its line). */
const FOUND = {
  beside: 1,
  below: 0.95,
  /** A weak label ('Re:', a label in a sentence) or a value running on to the next line. */
  prose: 0.9,
  /** No label at all: only its shape says what it is. */
  shape: 0.7,
};
/** A value whose characters were repaired by its grammar ('O3/l4/l962'). */
const REPAIRED = 0.85;

export type FieldKind = 'patient' | 'namepart' | 'birthdate' | 'ssn' | 'diagnosis' | 'clinic';

/** One value read off a page, in reading order. */
export interface FieldRead {
  kind: FieldKind;
  value: string;
  words: PageWord[];
  /** 0-1: how far below the words' own confidence the detector's confidence is. */
  sureness: number;
  /** Only fills a field left empty; never starts a referral on its own. */
  weak: boolean;
  name?: WrittenName;
  /** Diagnosis parts, merged across lines ('Diagnosis Code:' and 'Diagnosis:'). */
  code?: string | null;
  description?: string;
  /** Clinic sources, best highest: label > provider > letterhead > cover 'From:'. */
  clinicRank?: number;
  /** The table row or form block the value was read in: one block is one patient. */
  block?: string;
  /** Which part of a name a 'namepart' is. */
  part?: 'first' | 'last';
}

export const CLINIC_RANK = { clinic: 4, provider: 3, letterhead: 2, from: 1 } as const;

export interface PageRead {
  fields: FieldRead[];
  /** The page's letterhead name, if it has one. */
  letterhead: FieldRead | null;
  /** Fax numbers the sender printed (letterhead 'Fax', banner 'FROM'), digits only. */
  faxNumbers: string[];
}

interface Hit {
  field: LabelField;
  lastFirst: boolean;
  /** Index of the label's first word and of the first word after it. */
  start: number;
  end: number;
  colon: boolean;
  /** Label at the start of the line or after a column gap (not inside a sentence). */
  anchored: boolean;
}

const joined = (words: PageWord[]) => words.map((w) => w.text).join(' ');
const hasBoxes = (words: PageWord[]) => words.every((w) => w.x0 !== undefined);

/** A word with a colon in the middle ('Name:Maria') is two words for label matching. */
function splitGluedColons(words: PageWord[]): PageWord[] {
  return words.flatMap((w) => {
    const m = /^([A-Za-z#)]+[:;])(.+)$/.exec(w.text);
    return m
      ? [
          { ...w, text: m[1]! },
          { ...w, text: m[2]! },
        ]
      : [w];
  });
}

/** A one- or two-letter "word" read with almost no confidence is fax speckle ('Co', 'Ea', '©'). */
const isSpeckle = (w: PageWord) =>
  w.text.trim() === '' ||
  // A digit is kept: '3,' of 'January 3, 1972' read unsurely is still the day.
  (w.confidence < SPECKLE_CONFIDENCE && w.text.trim().length <= 2 && !/\d/.test(w.text));
const SPECKLE_CONFIDENCE = 30;

/** Debris before a line's first word (speckles read as '.', '©', ':' or a lone letter). */
function dropLeadingDebris(words: PageWord[]): PageWord[] {
  // Two letters or digits make a word, even apart ('D.O.B.').
  const start = words.findIndex(
    (w) => /[\p{L}\p{N}].*[\p{L}\p{N}]/u.test(w.text) || isEnumerator(w.text),
  );
  return start > 0 ? words.slice(start) : words;
}

const PHONE = /\(?\b(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})\b/;

/**
 * A fax machine's banner line ('11/20/2026 10:42  FROM: (630) 555-0401  TO: ...  P.001/002'):
 * it names the sending machine and the recipient, never the referring clinic. Returns the
 * sender's number when the line is a banner, '' for a banner without one, else null.
 */
function bannerOf(text: string, atTop: boolean): string | null {
  const page = /\bP\.?\s?\d{3}\s?\/\s?\d{3}\b|\bPAGE\s+\d+\s+(OF|\/)\s+\d+\b/i.test(text);
  const time = /\b\d{1,2}:\d{2}\s*([AP]M)?\b/i.test(text);
  const date = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/.test(text);
  const fromTo = /\bFROM\b.*\bTO\b/i.test(text) && (time || date);
  // A machine's header line at the top edge: a date, a time or page count, and a number.
  const machine = atTop && date && PHONE.test(text);
  if (!page && !fromTo && !machine) return null;
  const from = /\bFROM\W+(.*?)(\bTO\b|$)/i.exec(text)?.[1] ?? text;
  const m = PHONE.exec(from.replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, ' '));
  return m ? m.slice(1).join('') : '';
}

/** A banner is printed within this many pixels of the top edge. */
const BANNER_TOP = 90;

/** A form box's number before its label ('2.', '1a.', '17b.', 'A.'): part of no value. */
const isEnumerator = (text: string) => /^(\d{1,2}[a-z]?|[A-Z])[.),]$/.test(text);

/** Whether the word at `i` starts a column: the line's first word or one after a wide gap. */
function startsColumn(words: PageWord[], i: number): boolean {
  const prev = words[i - 1];
  const w = words[i]!;
  if (!prev) return true;
  return prev.x1 !== undefined && w.x0 !== undefined && w.x0 - prev.x1 > 1.5 * (prev.h ?? 30);
}

/** Whether a label at `i` leads its column, perhaps after the box's number ('2. NAME'). */
const leadsColumn = (words: PageWord[], i: number) =>
  startsColumn(words, i) || (isEnumerator(words[i - 1]!.text) && startsColumn(words, i - 1));

/** Words that only say whose the next label is ('Patient SSN', "PATIENT'S BIRTH DATE"). */
const QUALIFIERS = new Set(['patient', 'patient s', 'patients', 'pt', 'member', 'member s']);

/** The labels of a line, left to right; each takes the longest spelling that starts there. */
function labelsOf(words: PageWord[]): Hit[] {
  return mergeQualifiers(words, labelHits(words));
}

/** 'Patient' right before another label qualifies it: one label, the second's field. */
function mergeQualifiers(words: PageWord[], hits: Hit[]): Hit[] {
  const out: Hit[] = [];
  for (const h of hits) {
    const q = h.start - 1;
    const qualified =
      q >= 0 &&
      h.field !== 'patient' &&
      words[h.start]!.x0 !== undefined &&
      !/[:;]$/.test(words[q]!.text) &&
      QUALIFIERS.has(normaliseLabel(words[q]!.text)) &&
      !startsColumn(words, h.start);
    const prev = out.at(-1);
    if (!qualified || (prev && prev.end > q && prev.start !== q)) {
      out.push(h);
      continue;
    }
    // The qualifier may have been read as a label of its own ('Patient'): it is this one's.
    if (prev?.start === q) out.pop();
    out.push({ ...h, start: q, anchored: leadsColumn(words, q) || h.anchored });
  }
  return out;
}

function labelHits(words: PageWord[]): Hit[] {
  const hits: Hit[] = [];
  let i = 0;
  while (i < words.length) {
    let found: Hit | null = null;
    // A label that ends with its colon wins over a longer one that takes the value's first word
    // for a misspelt label word ('Date of Birth: 03' is not a label); without a colon an exact
    // label wins over a misspelt longer one ('patient Ann' is not 'patient name').
    for (const pass of ['colon', 'exact', 'any'] as const) {
      for (let k = Math.min(5, words.length - i); k >= 1 && !found; k--) {
        const labelWords = words.slice(i, i + k);
        const last = labelWords.at(-1)!.text;
        // The next box's number ends a label ('BIRTH DATE 4. SEX').
        if (k > 1 && isEnumerator(last)) continue;
        // A misread colon (',' '.') counts only at the start of a line: inside a sentence
        // 'this patient.' or 'Clinic,' ends a phrase, it does not introduce a value.
        const colon = /[:;]$/.test(last) || (i === 0 && /[.,]$/.test(last) && i + k < words.length);
        // A lone bracket or punctuation is not a label.
        if (!/\p{L}/u.test(labelWords[0]!.text)) break;
        if (pass === 'colon' && !colon) continue;
        const m = matchLabel(joined(labelWords), { colon: colon && i === 0 && k === 1 });
        if (!m || (pass === 'exact' && !m.exact)) continue;
        const prev = words[i - 1];
        const gap =
          prev?.x1 !== undefined && labelWords[0]!.x0 !== undefined
            ? labelWords[0]!.x0 - prev.x1 > 1.5 * (prev.h ?? 30)
            : false;
        found = {
          field: m.field,
          lastFirst: m.lastFirst,
          start: i,
          end: i + k,
          colon,
          anchored:
            i === 0 || gap || /[;)]$/.test(prev?.text ?? '') || leadsColumn(words, i),
        };
      }
      if (found) break;
    }
    if (found) {
      hits.push(found);
      i = found.end;
    } else i++;
  }
  return hits;
}

/**
 * The words of a value: punctuation-only debris dropped, cut at a wide gap (what follows is
 * speckle or another column).
 */
function valueWords(words: PageWord[]): PageWord[] {
  const real = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  const end = real.findIndex((w, i) => {
    const prev = real[i - 1];
    if (!prev || prev.x1 === undefined || w.x0 === undefined) return false;
    const h = Math.max(prev.h ?? 0, w.h ?? 0);
    return h > 0 && w.x0 - prev.x1 > MAX_GAP_LINE_HEIGHTS * h;
  });
  return end > 0 ? real.slice(0, end) : real;
}

/**
 * Names end at low-confidence debris (dates and numbers are found by their pattern instead): a
 * last word far less sure than the best of the value. A value read unsurely throughout (a
 * speckled page) keeps its words.
 */
function trimUnsureTail(words: PageWord[]): PageWord[] {
  const kept = [...words];
  const best = Math.max(...words.map((w) => w.confidence));
  // Speckles make short scraps; a capitalised word of four letters or more is a word OCR was
  // unsure of (handwriting, a skewed line), not debris.
  const debris = (w: PageWord) =>
    w.confidence < MIN_WORD_CONFIDENCE &&
    w.confidence < best / 2 &&
    !/^\p{Lu}\p{L}{3,}[,.]?$/u.test(w.text);
  while (kept.length > 1 && debris(kept.at(-1)!)) kept.pop();
  return kept;
}

/** A name written in one piece ('Cher', 'maria gonzalez') after a strong label. */
function looseName(words: PageWord[]): WrittenName | null {
  const kept = trimUnsureTail(words).filter((w) => /\p{L}{2,}|^\p{L}\.?,?$/u.test(w.text));
  const text = kept
    .map((w) => w.text.replace(/[^\p{L}'.,-]/gu, ''))
    .join(' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/^[,.\s]+|[,\s]+$/g, '')
    .trim();
  if (!/\p{L}{2,}/u.test(text)) return null;
  const { firstname, lastname } = splitName(text);
  return { used: kept.length, firstname, lastname, text };
}

/** 'First Middle Last' or 'Last, First Middle': first name and last name (initials dropped). */
export function splitName(name: string): { firstname: string; lastname: string } {
  const comma = name.indexOf(',');
  const notInitial = (p: string) => !/^\p{L}\.?$/u.test(p);
  if (comma > 0) {
    const rest = name
      .slice(comma + 1)
      .trim()
      .split(/\s+/)
      .filter(notInitial);
    return { firstname: rest[0] ?? '', lastname: name.slice(0, comma).trim() };
  }
  const parts = name.split(/\s+/).filter(Boolean);
  if (parts.length === 1) return { firstname: parts[0]!, lastname: '' };
  const first = parts.slice(0, -1).filter(notInitial);
  return {
    firstname: (first.length ? first : parts.slice(0, 1)).join(' '),
    lastname: parts.at(-1)!,
  };
}

/**
 * 'Dr. Jane Smith, Lakeside Clinic' -> 'Lakeside Clinic' (the comma may be read as a dot). A
 * provider's name alone names no clinic.
 */
function clinicOfProvider(words: PageWord[]): PageWord[] {
  const i = words.findIndex(
    (w) => /[,.]$/.test(w.text) && !/^(dr|md|do|np|pa|\p{L})[.,]$/iu.test(w.text),
  );
  return i >= 0 && i < words.length - 1 ? words.slice(i + 1) : [];
}

function cleanClinic(words: PageWord[]): { words: PageWord[]; text: string } | null {
  const kept = trimUnsureTail(words).filter((w) => /[\p{L}\p{N}&]/u.test(w.text));
  const text = kept
    .map((w) => w.text.replace(/^[^\p{L}\p{N}&]+/u, ''))
    .join(' ')
    .replace(/[\s,.;:]+$/, '')
    .trim();
  return /\p{L}{3,}/u.test(text) ? { words: kept, text } : null;
}

/** Whether the value's characters needed repair to fit the grammar (beyond separators). */
const repaired = (raw: string, value: string) =>
  raw.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase() !==
  value.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

/**
 * The code a sentence gives after its diagnosis ('The diagnosis is ... heart disease [12510].'):
 * the first word up to the sentence's end that is a code by its grammar, not a date or number.
 */
function codeInSentence(words: PageWord[]): ReturnType<typeof splitDiagnosis> {
  for (let i = 0; i < words.length && i < 20; i++) {
    const t = words[i]!.text;
    const bare = t.replace(/^[([{]+|[)\]}.,;:]+$/g, '');
    const code = codeLike(bare) ? correctIcd10(bare) : null;
    if (code) return { code, description: '', codeIndex: i };
    if (/\.$/.test(t) && i > 0) break;
  }
  return { code: null, description: '', codeIndex: -1 };
}

/**
 * A word that may be a code: it has a digit and is no date or range; all digits only when it
 * starts with the look-alike of I or O ('14891' is I48.91) and is not a year ('2026' is no Z02.6).
 */
function codeLike(word: string): boolean {
  if (!/\d/.test(word) || /[/]|\d-\d/.test(word)) return false;
  if (!/^\d+$/.test(word)) return true;
  return /^[10]\d{2,5}$/.test(word) && !/^(19|20)\d\d$/.test(word);
}

/** Leading words of a value that are themselves a label ('Diagnosis: ICD-10 M17.11'). */
function dropLabelWords(words: PageWord[]): PageWord[] {
  let i = 0;
  while (i < words.length && i < 3 && matchLabel(words[i]!.text)) i++;
  return words.slice(i);
}

/**
 * The value a label stands for, read from `words` by the label's field grammar; null when the
 * words do not fit it (a label is never taken as a value).
 */
function readValue(
  hit: Pick<Hit, 'field' | 'lastFirst'>,
  raw: PageWord[],
  opts: { strict: boolean; sureness: number; today: string; inSentence?: boolean },
): FieldRead | null {
  const words = valueWords(raw);
  if (words.length === 0) return null;
  const text = joined(words);
  // A label is never a value ('Legal name' under the heading 'Patient').
  if (matchLabel(text)?.exact) return null;
  const base = { words, sureness: opts.sureness, weak: false };
  switch (hit.field) {
    case 'patient':
    case 're': {
      const strict = opts.strict || hit.field === 're';
      const name =
        readName(
          trimUnsureTail(words).map((w) => w.text),
          { lastFirst: hit.lastFirst },
        ) ?? (strict ? null : looseName(words));
      if (!name) return null;
      const used = words.slice(0, Math.max(1, name.used));
      return {
        ...base,
        kind: 'patient',
        value: name.text,
        name,
        words: used,
        sureness: opts.sureness * (hit.field === 're' ? FOUND.prose : 1),
      };
    }
    case 'lastname':
    case 'firstname': {
      const part = readNamePart(trimUnsureTail(words).map((w) => w.text));
      if (!part) return null;
      return {
        ...base,
        kind: 'namepart',
        value: part,
        part: hit.field === 'lastname' ? 'last' : 'first',
      };
    }
    case 'birthdate': {
      const iso = parseBirthDate(text, opts.today);
      if (!iso) return null;
      return { ...base, kind: 'birthdate', value: iso, sureness: sure(opts, text, iso) };
    }
    case 'ssn': {
      const ssn = findSsn(text, { bareDigits: true }) ?? (opts.strict ? null : parseSsn(text));
      if (!ssn) return null;
      return { ...base, kind: 'ssn', value: ssn, sureness: sure(opts, text, ssn) };
    }
    case 'diagnosis':
    case 'code': {
      const rest = dropLabelWords(words);
      const first = opts.inSentence ? codeInSentence(rest) : splitDiagnosis(joined(rest));
      // 'Unspecified atrial fibrillation - 14891.': the code after its description.
      const later = first.code ? null : codeInSentence(rest);
      const dx = later?.code
        ? {
            ...later,
            description: opts.inSentence
              ? ''
              : joined(rest.filter((_, k) => k !== later.codeIndex)),
          }
        : first;
      if (!dx.code && (hit.field === 'code' || opts.strict)) return null;
      // After the bare word 'code' a code must start with its letter ('Zip code 60601').
      const token = rest[dx.codeIndex]?.text ?? '';
      if (dx.code && opts.inSentence && hit.field === 'code' && !/^\(?[A-Za-z£€$]/.test(token)) {
        return null;
      }
      // In a sentence the words after a code are the sentence's, not the diagnosis's.
      const description =
        opts.inSentence && dx.code ? '' : dx.description.replace(/^[-–:.,\s]+/, '').trim();
      if (!dx.code && !/\p{L}{3,}/u.test(description)) return null;
      const value = [dx.code, description].filter(Boolean).join(' ');
      return {
        ...base,
        words: rest,
        kind: 'diagnosis',
        value,
        code: dx.code,
        description,
        sureness: dx.code ? sure(opts, token, dx.code) : opts.sureness,
      };
    }
    case 'clinic':
    case 'provider':
    case 'from': {
      if (opts.strict) return null;
      const clinic = cleanClinic(hit.field === 'provider' ? clinicOfProvider(words) : words);
      if (!clinic) return null;
      return {
        ...base,
        kind: 'clinic',
        value: clinic.text,
        words: clinic.words,
        clinicRank: CLINIC_RANK[hit.field],
      };
    }
    default:
      return null;
  }
}

const sure = (opts: { sureness: number }, raw: string, value: string) =>
  opts.sureness * (repaired(raw, value) ? REPAIRED : 1);

/** Fields whose grammar is strict enough to trust a label inside a sentence. */
const PROSE_FIELDS = new Set<LabelField>([
  'patient',
  're',
  'birthdate',
  'ssn',
  'diagnosis',
  'code',
]);

/** Words of `line` under the column that starts at `x0` and ends before `x1`. */
function underColumn(line: PageWord[], x0: number, x1: number, h: number): PageWord[] {
  // Small print labels over larger values: the values' own height is the tolerance.
  const t = Math.max(h, lineHeight(line));
  return line.filter((w) => w.x0! >= x0 - t && w.x0! < x1 - h / 2);
}

const lineTop = (line: PageWord[]) => Math.min(...line.map((w) => w.y0 ?? 0));
const lineBottom = (line: PageWord[]) => Math.max(...line.map((w) => w.y1 ?? 0));
const lineHeight = (line: PageWord[]) => Math.max(...line.map((w) => w.h ?? 0));

/**
 * Reads one page (pure): labelled values beside their label or under it (forms, table columns
 * and their rows), labels inside sentences when the value fits the field's grammar, values by
 * shape alone as a last resort, the letterhead and the sender's printed fax numbers. Fax banner
 * lines are set aside.
 */
export function readPageFields(lines: PageWord[][], today: string): PageRead {
  const fields: FieldRead[] = [];
  const faxNumbers: string[] = [];
  const clean: PageWord[][] = [];
  for (const raw of lines) {
    const words = dropLeadingDebris(splitGluedColons(raw.filter((w) => !isSpeckle(w))));
    if (!words.some((w) => /[\p{L}\p{N}]/u.test(w.text))) continue;
    const banner = bannerOf(joined(words), (words[0]?.y0 ?? Infinity) < BANNER_TOP);
    if (banner !== null) {
      if (banner) faxNumbers.push(banner);
      continue;
    }
    clean.push(words);
  }
  const letterhead = letterheadOf(clean);
  faxNumbers.push(...printedFaxNumbers(clean));

  const consumed = new Set<number>();
  for (let li = 0; li < clean.length; li++) {
    if (consumed.has(li)) continue;
    const words = clean[li]!;
    if (isHeading(joined(words.slice(0, 2)))) continue;
    const hits = labelsOf(words);
    const valueOf = (h: Hit, i: number) => words.slice(h.end, hits[i + 1]?.start ?? words.length);
    const header = headerColumns(words, hits);
    // A caption under its value's rule: the value is the line just above, much nearer than the
    // line below (a box label has its value below, as near as the box above's value).
    const above = header && captionValue(clean, li, header, consumed, today);
    if (above) {
      fields.push(...above);
      continue;
    }
    if (header) {
      const rows = readBelow(clean, li, header, today);
      rows.lines.forEach((n) => consumed.add(n));
      fields.push(...rows.fields);
      if (rows.lines.length) continue;
    }
    const found = new Set<FieldKind>();
    hits.forEach((hit, i) => {
      // A label inside a sentence counts only for fields whose grammar is strict.
      const strong = hit.colon || (leadsColumn(words, hit.start) && hit.anchored);
      if (!strong && !PROSE_FIELDS.has(hit.field)) return;
      // Without a colon a one-word label ('Patient Maria Gonzalez') needs a value that fits a
      // strict grammar; whole phrases ('Date of Birth 03/14/1962') are read as with a colon.
      const opts = {
        strict: !strong || (!hit.colon && hit.end - hit.start === 1),
        inSentence: !strong,
        sureness: strong ? FOUND.beside : FOUND.prose,
        today,
      };
      const value = valueOf(hit, i);
      // 'DIAGNOSIS OR NATURE OF ILLNESS': the label goes on, its value is elsewhere.
      const labelGoesOn = /^(or|and|of|&|\/)$/i.test(value[0]?.text ?? '');
      let read = labelGoesOn ? null : readValue(hit, value, opts);
      // A label alone at the head of its column ('Name' in a side panel): the value below it.
      if (!read && strong && (labelGoesOn || !valueWords(value).length)) {
        const below = underLabel(clean, li, hit);
        if (below) read = readValue(hit, below, { ...opts, sureness: FOUND.below });
      }
      // A value running on to the next line in a sentence ('... date of birth' / '03/14/1962').
      const next = clean[li + 1];
      if (!read && i === hits.length - 1 && next && hit.field !== 'patient') {
        read = readValue(hit, [...value, ...next.slice(0, 6)], {
          ...opts,
          strict: true,
          sureness: FOUND.prose,
        });
      }
      if (read) {
        fields.push(read);
        found.add(read.kind);
      }
    });
    fields.push(...byShape(words, found, today));
  }
  const all = nameOverBirthDate(clean, joinNameParts(fields));
  all.push(...loneBirthDate(clean, all, today));
  return { fields: all, letterhead, faxNumbers };
}

/**
 * The words under a label that has no value on its line: the next line's, from the label's left
 * edge to the next column of the label's line, when that line is near.
 */
function underLabel(lines: PageWord[][], li: number, hit: Hit): PageWord[] | null {
  const line = lines[li]!;
  const next = lines[li + 1];
  const label = line[hit.start]!;
  if (!next || !hasBoxes(line) || !hasBoxes(next)) return null;
  const h = Math.max(lineHeight(line), lineHeight(next));
  if (lineTop(next) - lineBottom(line) > 2 * h) return null;
  const nextColumn = line.findIndex((_, j) => j >= hit.end && startsColumn(line, j));
  const x1 = nextColumn >= 0 ? line[nextColumn]!.x0! : Infinity;
  const words = next.filter((w) => w.x0! >= label.x0! - h && w.x0! < x1 - h / 2);
  // A line's own number ('A. 14891') is not part of its value.
  const value = words[0] && isEnumerator(words[0].text) ? words.slice(1) : words;
  return value.length ? value : null;
}

/**
 * A name written in two fields becomes one patient name where its first part was read: a last
 * name and the first name that follows it within the same block (or the other way round). A
 * part alone is still a name: a referral with half a name is better than none.
 */
function joinNameParts(fields: FieldRead[]): FieldRead[] {
  const out: FieldRead[] = [];
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    if (f.kind !== 'namepart') {
      out.push(f);
      continue;
    }
    const j = fields.findIndex(
      (g, k) =>
        k > i && k <= i + 3 && g.kind === 'namepart' && g.part !== f.part && g.block === f.block,
    );
    const other = j > 0 ? fields.splice(j, 1)[0]! : null;
    const last = f.part === 'last' ? f : other;
    const first = f.part === 'first' ? f : other;
    const lastname = last?.value ?? '';
    const firstname = first?.value ?? '';
    const words = [...(last?.words ?? []), ...(first?.words ?? [])];
    out.push({
      kind: 'patient',
      value: lastname && firstname ? `${lastname}, ${firstname}` : lastname || firstname,
      name: { used: words.length, firstname, lastname, text: `${lastname}, ${firstname}` },
      words,
      sureness: Math.min(f.sureness, other?.sureness ?? FOUND.prose),
      weak: false,
      block: f.block,
    });
  }
  return out;
}

/**
 * A page with a labelled birth date but no labelled name: the name is the words before the
 * birth date's label on its line, or the line just above, when they are a name and nothing else
 * (a progress note's 'Schneider, Anthony V.' over 'DOB 28-Jul-1964 | ...').
 */
function nameOverBirthDate(lines: PageWord[][], fields: FieldRead[]): FieldRead[] {
  const dob = fields.findIndex((f) => f.kind === 'birthdate' && !f.weak);
  if (dob < 0 || fields.some(named)) return fields;
  const li = lines.findIndex((l) => l.includes(fields[dob]!.words[0]!));
  const line = lines[li];
  const label = line && labelsOf(line).find((h) => h.field === 'birthdate');
  if (!line || !label) return fields;
  const above = lines[li - 1];
  const near =
    above &&
    hasBoxes(above) &&
    hasBoxes(line) &&
    lineTop(line) - lineBottom(above) < 2.5 * lineHeight(line);
  const words = label.start > 0 ? line.slice(0, label.start) : near ? above : [];
  const kept = valueWords(words);
  const name = kept.length >= 2 ? readName(kept.map((w) => w.text)) : null;
  if (!name || name.used < kept.length || matchLabel(joined(kept))) return fields;
  const read: FieldRead = {
    kind: 'patient',
    value: name.text,
    name,
    words: kept,
    sureness: FOUND.shape,
    weak: false,
  };
  return [...fields.slice(0, dob), read, ...fields.slice(dob)];
}

/**
 * A page with a patient but no labelled birth date ('oos 1949-08-09', its label misread): the one
 * date on the page old enough to be a birth date, if there is exactly one.
 */
function loneBirthDate(lines: PageWord[][], fields: FieldRead[], today: string): FieldRead[] {
  if (!fields.some((f) => f.kind === 'patient') || fields.some((f) => f.kind === 'birthdate')) {
    return [];
  }
  const found = new Map<string, PageWord>();
  for (const w of lines.flat()) {
    if (!/\d{2,4}\W\d{1,2}|\d{1,2}\W\d{1,2}\W\d{2,4}|\d-[A-Za-z]{3}-\d/.test(w.text)) continue;
    const iso = parseBirthDate(w.text, today);
    if (iso && iso < lastYear(today)) found.set(iso, w);
  }
  if (found.size !== 1) return [];
  const [[value, word]] = [...found] as [[string, PageWord]];
  return [{ kind: 'birthdate', value, words: [word], sureness: FOUND.shape, weak: true }];
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
function headerColumns(words: PageWord[], hits: Hit[]): Column[] | null {
  if (hits.length === 0) return null;
  const columns: Column[] = [];
  let unknown = 0;
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
    columns.push({ field: 'shape', lastFirst: false, at: words.indexOf(real[0]!) });
    unknown++;
    return true;
  };
  if (!other(0, hits[0]!.start)) return null;
  for (const [i, h] of hits.entries()) {
    const prev = hits[i - 1];
    const before = prev ? joined(words.slice(prev.start, h.start)) : '';
    // 'Patient / DOB': two fields stacked in one column, one under the other in each row.
    if (prev && /[/&]\s*$/.test(before)) {
      columns.at(-1)!.also = h.field;
    } else {
      columns.push({ field: h.field, lastFirst: h.lastFirst, at: numberAt ?? h.start });
    }
    numberAt = null;
    if (!other(h.end, hits[i + 1]?.start ?? words.length)) return null;
  }
  return unknown <= Math.max(1, Math.floor(hits.length / 2)) ? columns : null;
}

/**
 * Values under a line of labels: one row for a form's boxes or stacked fields, every row of a
 * table (each row a patient) until a line that does not fit the columns.
 */
function readBelow(
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
  for (let lj = li + 1; lj < lines.length && used.length < maxRows; lj++) {
    const line = lines[lj]!;
    if (!hasBoxes(line) || lineTop(line) - bottom > 3 * Math.max(h, lineHeight(line))) break;
    const own = labelsOf(line);
    if (own[0]?.start === 0 && (own[0].colon || own.length > 1)) break;
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
    // A row must fit at least two columns (or the one column of a single label).
    if (row.length < rowMinimum(columns) && !continues) break;
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
function captionValue(
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
  const row = alignedRow(header, prev, columns, { strict: false, sureness: FOUND.below, today });
  return row.length >= rowMinimum(columns) ? row : null;
}

/**
 * How many values a line under a line of labels must give to be its row: two, or all the columns
 * that can give one ('Sex' gives none).
 */
const rowMinimum = (columns: Column[]) =>
  Math.min(2, columns.filter((c) => c.field !== 'other').length);

const named = (f: FieldRead) => f.kind === 'patient' || f.kind === 'namepart';

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
function nameCell(
  columns: Column[],
  i: number,
  cells: PageWord[][],
  headingX: number,
): PageWord[] {
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
    if (read && looksRight) return read;
  }
  return null;
}

const lastYear = (today: string) => `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;

/** Values found by their shape alone: an SSN written 3-2-4, a dotted ICD-10 code. */
function byShape(words: PageWord[], found: Set<FieldKind>, today: string): FieldRead[] {
  const reads: FieldRead[] = [];
  const text = joined(words);
  // A date on the line of a patient's name whose label was lost ('Name: Ann Lee  0.0.  1/2/70').
  if (found.has('patient') && !found.has('birthdate')) {
    const at = words.findIndex((w) => parseBirthDate(w.text, today));
    const iso = at >= 0 ? parseBirthDate(words[at]!.text, today) : null;
    if (iso && iso < lastYear(today)) {
      reads.push({
        kind: 'birthdate',
        value: iso,
        words: [words[at]!],
        sureness: FOUND.shape,
        weak: true,
      });
    }
  }
  if (!found.has('ssn') && !PHONE.test(text)) {
    const ssn = findSsn(text, { bareDigits: false });
    if (ssn) reads.push({ kind: 'ssn', value: ssn, words, sureness: FOUND.shape, weak: true });
  }
  if (!found.has('diagnosis')) {
    const token = words.find((w) => /^\(?[A-Z][0-9OIl]{2}\.[0-9A-Z]{1,4}[).,]*$/.test(w.text));
    const code = token && correctIcd10(token.text);
    if (token && code) {
      reads.push({
        kind: 'diagnosis',
        value: code,
        code,
        description: '',
        words: [token],
        sureness: FOUND.shape,
        weak: true,
      });
    }
  }
  return reads;
}

/**
 * The letterhead's clinic name: of the first lines of the page, the one in the largest type that
 * is not a title, a label, an address or a phone line. Without word boxes, the first line.
 */
function letterheadOf(lines: PageWord[][]): FieldRead | null {
  const top = lines.slice(0, 4).filter((l) => l.some((w) => /\p{L}{3}/u.test(w.text)));
  if (top.length === 0) return null;
  const candidates = top.filter((l) => {
    const text = joined(l);
    const digits = text.replace(/\D/g, '').length;
    return !isTitle(text) && labelsOf(l)[0]?.start !== 0 && digits < 3;
  });
  const boxed = candidates.every(hasBoxes) && candidates.length > 0;
  const pick = boxed
    ? candidates.reduce((a, b) => (lineHeight(b) > lineHeight(a) * 1.2 ? b : a))
    : top[0] === candidates[0]
      ? candidates[0]
      : undefined;
  if (!pick) return null;
  const clinic = cleanClinic(pick);
  if (!clinic) return null;
  return {
    kind: 'clinic',
    value: clinic.text,
    words: clinic.words,
    sureness: FOUND.prose,
    weak: false,
    clinicRank: CLINIC_RANK.letterhead,
  };
}

/** Numbers after 'Fax' in the letterhead (the first lines of a page). */
function printedFaxNumbers(lines: PageWord[][]): string[] {
  const numbers: string[] = [];
  for (const line of lines.slice(0, 5)) {
    const text = joined(line);
    const m = /\b(fax|fx|f)\b\W*(.{0,20})/i.exec(normaliseFaxWord(text));
    const phone = m && PHONE.exec(m[2]!);
    if (phone) numbers.push(phone.slice(1).join(''));
  }
  return numbers;
}

const normaliseFaxWord = (text: string) => text.replace(/\bF[a@]x\b/gi, 'Fax');
