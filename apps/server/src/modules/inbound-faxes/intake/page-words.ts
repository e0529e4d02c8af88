/**
 * Recognised words and lines as a fax page holds them (pure): their boxes, the speckle and
 * debris OCR leaves, column starts and the words that make a value. Shared by the label, value
 * and table readers of page-fields.ts.
 */
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
export const joined = (words: PageWord[]) => words.map((w) => w.text).join(' ');
export const hasBoxes = (words: PageWord[]) => words.every((w) => w.x0 !== undefined);

/** A word with a colon in the middle ('Name:Maria') is two words for label matching. */
export function splitGluedColons(words: PageWord[]): PageWord[] {
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
export const isSpeckle = (w: PageWord) =>
  w.text.trim() === '' ||
  // A digit is kept: '3,' of 'January 3, 1972' read unsurely is still the day.
  (w.confidence < SPECKLE_CONFIDENCE && w.text.trim().length <= 2 && !/\d/.test(w.text));
const SPECKLE_CONFIDENCE = 30;

/** Debris before a line's first word (speckles read as '.', '©', ':' or a lone letter). */
export function dropLeadingDebris(words: PageWord[]): PageWord[] {
  // Two letters or digits make a word, even apart ('D.O.B.').
  const start = words.findIndex(
    (w) => /[\p{L}\p{N}].*[\p{L}\p{N}]/u.test(w.text) || isEnumerator(w.text),
  );
  return start > 0 ? words.slice(start) : words;
}

export const PHONE = /\(?\b(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})\b/;

/** A form box's number before its label ('2.', '1a.', '17b.', 'A.'): part of no value. */
export const isEnumerator = (text: string) => /^(\d{1,2}[a-z]?|[A-Z])[.),]$/.test(text);

/** Whether the word at `i` starts a column: the line's first word or one after a wide gap. */
export function startsColumn(words: PageWord[], i: number): boolean {
  const prev = words[i - 1];
  const w = words[i]!;
  if (!prev) return true;
  return prev.x1 !== undefined && w.x0 !== undefined && w.x0 - prev.x1 > 1.5 * (prev.h ?? 30);
}

/** Whether a label at `i` leads its column, perhaps after the box's number ('2. NAME'). */
export const leadsColumn = (words: PageWord[], i: number) =>
  startsColumn(words, i) || (isEnumerator(words[i - 1]!.text) && startsColumn(words, i - 1));

/**
 * The words of a value: punctuation-only debris and leader dots dropped, cut at a wide gap (what follows is
 * speckle or another column).
 */
export function valueWords(words: PageWord[]): PageWord[] {
  const letters = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  // Leader dots from the label to its value ('Resident name ....... Ann Lee'), read as words
  // ('«w.....'), perhaps among scraps ('R—'): the value starts after the last of them.
  const lead = letters.findIndex((w) => !/\.{3,}|…/.test(w.text) && w.text.length > 3);
  const leader = letters
    .slice(0, lead < 0 ? letters.length : lead)
    .findLastIndex((w) => /\.{3,}|…/.test(w.text));
  const real = letters.slice(leader + 1);
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
export function trimUnsureTail(words: PageWord[]): PageWord[] {
  const kept = [...words];
  const best = Math.max(...words.map((w) => w.confidence));
  // Speckles make short scraps; a capitalised word of three letters or more, or an initial, is a
  // word OCR was unsure of (handwriting, a skewed line), not debris.
  const debris = (w: PageWord) =>
    w.confidence < MIN_WORD_CONFIDENCE &&
    w.confidence < best / 2 &&
    !/^\p{Lu}(\p{L}{2,}[,.]?|\.)$/u.test(w.text);
  while (kept.length > 1 && debris(kept.at(-1)!)) kept.pop();
  return kept;
}

export const lineTop = (line: PageWord[]) => Math.min(...line.map((w) => w.y0 ?? 0));
export const lineBottom = (line: PageWord[]) => Math.max(...line.map((w) => w.y1 ?? 0));
export const lineHeight = (line: PageWord[]) => Math.max(...line.map((w) => w.h ?? 0));
