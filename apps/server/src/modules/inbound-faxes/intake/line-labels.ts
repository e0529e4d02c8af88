/** The labels of one recognised line, with where each starts and whether it leads a column. */
import { matchLabel, normaliseLabel, type LabelField } from './labels.js';
import { type PageWord, isEnumerator, joined, leadsColumn, startsColumn } from './page-words.js';

export interface Hit {
  field: LabelField;
  lastFirst: boolean;
  /** Index of the label's first word and of the first word after it. */
  start: number;
  end: number;
  colon: boolean;
  /** Label at the start of the line or after a column gap (not inside a sentence). */
  anchored: boolean;
}

/** Words that only say whose the next label is ('Patient SSN', "PATIENT'S BIRTH DATE"). */
const QUALIFIERS = new Set(['patient', 'patient s', 'patients', 'pt', 'member', 'member s']);

/** The labels of a line, left to right; each takes the longest spelling that starts there. */
export function labelsOf(words: PageWord[]): Hit[] {
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
        // Nor does a word without a letter ('SSN [+23'), but for the 10 of 'ICD 10' and the '#'
        // of 'Ref #'.
        if (k > 1 && !/\p{L}/u.test(last) && !/^(10\W*|#:?)$/.test(last)) continue;
        // A label never spans two columns ('Last   First' headings).
        if (labelWords.some((_, j) => j > 0 && startsColumn(words, i + j))) continue;
        // A misread colon (',' '.') counts only at the start of a line: inside a sentence
        // 'this patient.' or 'Clinic,' ends a phrase, it does not introduce a value.
        const colon = /[:;]$/.test(last) || (i === 0 && /[.,]$/.test(last) && i + k < words.length);
        // A lone bracket or punctuation is not a label.
        if (!/\p{L}/u.test(labelWords[0]!.text)) break;
        if (pass === 'colon' && !colon) continue;
        // The comma of a longer label is not its colon ('Last, First  COLEMAN, SAMUEL').
        const comma = colon && !/[:;]$/.test(last);
        if (comma && matchLabel(joined(words.slice(i, i + k + 1)))?.exact) continue;
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
          anchored: i === 0 || gap || /[;)]$/.test(prev?.text ?? '') || leadsColumn(words, i),
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
