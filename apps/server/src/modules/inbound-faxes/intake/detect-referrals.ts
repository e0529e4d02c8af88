import type { DetectedField, DetectedReferral } from '@app/shared';
import { AS_DIGIT, splitDiagnosis } from './icd10.js';

/** A recognised word: text-layer words have confidence 100. */
export interface PageWord {
  text: string;
  confidence: number;
  /** Left and right edge and height in pixels (OCR words only). */
  x0?: number;
  x1?: number;
  h?: number;
}

/** Below this confidence a word in a value is taken for speckle debris and dropped. */
const MIN_WORD_CONFIDENCE = 35;
/** A gap wider than this many line heights ends a value (what follows is noise or a column). */
const MAX_GAP_LINE_HEIGHTS = 3;

/** One page as lines of words, in reading order. */
export interface PageLines {
  page: number;
  lines: PageWord[][];
}

export interface Detection {
  referrals: DetectedReferral[];
  /** Referring clinic names read anywhere (labels, letterheads, cover sheets), best first. */
  clinicCandidates: string[];
}

type Field =
  'patient' | 'birthdate' | 'ssn' | 'diagnosis' | 'clinic' | 'provider' | 'from' | 'other';

/** Label spellings (normalised: lower case, letters, '#' and single spaces). */
const LABELS: [Field, string[]][] = [
  ['patient', ['patient name', 'patient', 'name', 'patient full name', 'full name']],
  ['birthdate', ['date of birth', 'dob', 'd o b', 'birth date', 'birthdate', 'born']],
  [
    'ssn',
    [
      'ssn',
      'ss#',
      'ss #',
      'social security #',
      'social security',
      'social security number',
      'social security no',
    ],
  ],
  [
    'diagnosis',
    [
      'diagnosis',
      'dx',
      'dx icd',
      'dx icd10',
      'dx icd 10',
      'diagnosis icd',
      'diagnosis icd10',
      'diagnosis icd 10',
      'icd',
      'icd10',
      'icd 10',
    ],
  ],
  ['clinic', ['referring clinic', 'referring practice', 'referring facility']],
  ['provider', ['referring provider', 'referring physician', 'referred by']],
  ['from', ['from']],
  // Labels read only so that their values are not taken for anything else.
  [
    'other',
    [
      'to',
      'referred to',
      'date',
      'pages',
      're',
      'phone',
      'fax',
      'reason for referral',
      'reason',
      'address',
      'attn',
      'subject',
      'tel',
    ],
  ],
];

const TITLES = [
  'referral form',
  'patient referral',
  'referral',
  'fax',
  'fax cover sheet',
  'cover sheet',
  'clinical notes',
  'confidential',
];

/** Section headings of forms: a line starting with one holds no field. */
const HEADINGS = ['patient information', 'referral details', 'confidentiality notice'];

/** Letters OCR swaps in labels: digits that look like letters, 'rn' for 'm'. */
function normaliseLabel(s: string): string {
  return s
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/[1|!]/g, 'l')
    .replace(/5/g, 's')
    .replace(/8/g, 'b')
    .replace(/rn/g, 'm')
    .replace(/[^a-z#]+/g, ' ')
    .trim();
}

const NORMALISED_LABELS = LABELS.map(
  ([field, spellings]) => [field, spellings.map(normaliseLabel)] as const,
);

function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** Short labels must be exact ('to' is not 'dob'); longer ones allow a typo per six letters. */
const allowedTypos = (label: string) =>
  label.length <= 4 ? 0 : Math.floor(label.length / 6) + (label.length > 8 ? 1 : 0);

function matchLabel(text: string): Field | null {
  const norm = normaliseLabel(text);
  if (!norm) return null;
  let best: { field: Field; d: number } | null = null;
  for (const [field, spellings] of NORMALISED_LABELS) {
    for (const s of spellings) {
      const d = editDistance(norm, s);
      if (d <= allowedTypos(s) && (!best || d < best.d)) best = { field, d };
    }
  }
  return best?.field ?? null;
}

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

interface LabelledLine {
  field: Field;
  value: PageWord[];
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

/** Names end at low-confidence debris (dates and numbers are found by their pattern instead). */
function trimUnsureTail(words: PageWord[]): PageWord[] {
  const kept = [...words];
  while (kept.length > 1 && kept.at(-1)!.confidence < MIN_WORD_CONFIDENCE) kept.pop();
  return kept;
}

/** Debris before a line's first word (speckles read as '.', '©', ':' or a lone letter). */
function dropLeadingDebris(words: PageWord[]): PageWord[] {
  const start = words.findIndex((w) => /[\p{L}\p{N}]{2}/u.test(w.text));
  return start > 0 ? words.slice(start) : words;
}

/** 'Label: value' (the colon may be lost or read as ';' '.' ','). Up to five label words. */
function readLabel(words: PageWord[]): LabelledLine | null {
  let fallback: LabelledLine | null = null;
  for (let k = Math.min(5, words.length); k >= 1; k--) {
    const labelWords = words.slice(0, k);
    const last = labelWords.at(-1)!.text;
    const hasColon = /[:;]$/.test(last) || (/[.,]$/.test(last) && k < words.length);
    const field = matchLabel(labelWords.map((w) => w.text).join(' '));
    if (!field) continue;
    const value = valueWords(words.slice(k));
    if (hasColon) return { field, value };
    // Without a colon only whole multi-word labels count ('Date of Birth 03/14/1962').
    if (!fallback && value.length > 0 && (k > 1 || field === 'birthdate' || field === 'ssn')) {
      fallback = { field, value };
    }
  }
  return fallback;
}

const field = (words: PageWord[], value: string, page: number): DetectedField => ({
  value,
  avg_confidence: round1(words.reduce((s, w) => s + w.confidence, 0) / Math.max(1, words.length)),
  pages: [page],
});
const round1 = (n: number) => Math.round(n * 10) / 10;
const joined = (words: PageWord[]) => words.map((w) => w.text).join(' ');

/** Trims OCR debris around a name: keeps letters, apostrophes, hyphens, dots and one comma. */
function cleanName(words: PageWord[]): { words: PageWord[]; text: string } | null {
  const kept = trimUnsureTail(words).filter((w) => /\p{L}{2,}|^\p{L}\.?,?$/u.test(w.text));
  const text = kept
    .map((w) => w.text.replace(/[^\p{L}'.,-]/gu, ''))
    .join(' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/^[,.\s]+|[,\s]+$/g, '')
    .trim();
  return /\p{L}{2,}/u.test(text) ? { words: kept, text } : null;
}

/** 'First Middle Last' or 'Last, First Middle': first name and last name (initials dropped). */
export function splitName(name: string): { firstname: string; lastname: string } {
  const comma = name.indexOf(',');
  if (comma > 0) {
    const last = name.slice(0, comma).trim();
    const rest = name
      .slice(comma + 1)
      .trim()
      .split(/\s+/)
      .filter(notInitial);
    return { firstname: rest[0] ?? '', lastname: last };
  }
  const parts = name.split(/\s+/).filter(Boolean);
  if (parts.length === 1) return { firstname: parts[0]!, lastname: '' };
  const first = parts.slice(0, -1).filter(notInitial);
  return {
    firstname: (first.length ? first : parts.slice(0, 1)).join(' '),
    lastname: parts.at(-1)!,
  };
}
const notInitial = (p: string) => !/^\p{L}\.?$/u.test(p);

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const asDigits = (s: string) => [...s].map((c) => AS_DIGIT[c] ?? c).join('');

function isoDate(y: number, m: number, d: number, today: string): string | null {
  if (y < 1900 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  const iso = date.toISOString().slice(0, 10);
  return iso <= today ? iso : null;
}

/** MM/DD/YYYY (any of / - . as separators, one-digit parts) or 'March 4, 1962'; YYYY-MM-DD. */
export function parseBirthDate(value: string, today: string): string | null {
  const numeric = /(\d{1,2})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{4})/.exec(
    asDigits(value.replace(/\s*([/\-.])\s*/g, '$1')),
  );
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[1]), Number(numeric[2]), today);
  // A lost separator ('1219/1947'): eight digits are MMDDYYYY.
  const digits = asDigits(value).replace(/\D/g, '');
  if (digits.length === 8 && /^[\d\s/\-.]+$/.test(asDigits(value).trim())) {
    const [m, d, y] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].map(Number);
    return isoDate(y!, m!, d!, today);
  }
  const written = /([A-Za-z]{3,})\.?\s*([0-9OolI|]{1,2})\s*[,.]?\s*([0-9OolISB|]{4})/.exec(value);
  if (written) {
    const word = written[1]!.toLowerCase();
    const month = MONTHS.findIndex(
      (m) =>
        editDistance(word, m) <= (m.length > 5 ? 2 : 1) ||
        (word.length === 3 && m.startsWith(word)),
    );
    if (month >= 0) {
      return isoDate(
        Number(asDigits(written[3]!)),
        month + 1,
        Number(asDigits(written[2]!)),
        today,
      );
    }
  }
  return null;
}

/** Nine digits as 3-2-4 ('123-45-6789', '123 45 6789', OCR look-alikes repaired). */
export function parseSsn(value: string): string | null {
  const digits = asDigits(value.replace(/\s+/g, ' ')).replace(/[^\d]/g, '');
  const grouped = /(\d{3})\D{0,3}(\d{2})\D{0,3}(\d{4})/.exec(asDigits(value));
  const d = digits.length === 9 ? digits : grouped ? grouped.slice(1).join('') : null;
  return d ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : null;
}

/**
 * 'Dr. Jane Smith, Lakeside Clinic' -> 'Lakeside Clinic' (the comma may be read as a dot); a
 * bare clinic name stays.
 */
function clinicOfProvider(words: PageWord[]): PageWord[] {
  // The first comma (or dot) after the provider's name, past a title and initials.
  const i = words.findIndex(
    (w) => /[,.]$/.test(w.text) && !/^(dr|md|do|np|pa|\p{L})[.,]$/iu.test(w.text),
  );
  return i >= 0 && i < words.length - 1 ? words.slice(i + 1) : words;
}

function cleanClinic(words: PageWord[]): { words: PageWord[]; text: string } | null {
  const kept = trimUnsureTail(words).filter((w) => /[\p{L}\p{N}&]/u.test(w.text));
  const text = kept
    .map((w) => w.text)
    .join(' ')
    .replace(/[\s,.;:]+$/, '')
    .trim();
  return /\p{L}{3,}/u.test(text) ? { words: kept, text } : null;
}

interface Draft {
  pages: Set<number>;
  patient: DetectedField | null;
  birthdate: DetectedField | null;
  ssn: DetectedField | null;
  diagnosis: DetectedField | null;
  /** Best clinic so far and how sure its source is (label > provider > letterhead > cover). */
  clinic: { field: DetectedField; rank: number } | null;
}
const newDraft = (pages: number[] = []): Draft => ({
  pages: new Set(pages),
  patient: null,
  birthdate: null,
  ssn: null,
  diagnosis: null,
  clinic: null,
});
/** The same patient read twice (a header on a later page), allowing a couple of misread letters. */
const sameName = (a: string, b: string) => {
  const key = (n: string) => {
    const { firstname, lastname } = splitName(n);
    return normaliseLabel(`${firstname} ${lastname}`);
  };
  return editDistance(key(a), key(b)) <= 2;
};
/** Whether a field of the draft was read on this page. */
const readOn = (d: Draft, page: number) =>
  [d.patient, d.birthdate, d.ssn, d.diagnosis].some((f) => f?.pages.includes(page));
const hasPatient = (d: Draft) => Boolean(d.patient || d.birthdate || d.ssn);

const CLINIC_RANK = { clinic: 4, provider: 3, letterhead: 2, from: 1 } as const;

/**
 * Finds the referrals in a fax's recognised text (pure). A page with a patient name starts a new
 * referral; pages without one (cover sheet before, clinical notes after) belong to the referral
 * next to them; a cover sheet goes with the first referral.
 */
export function detectReferrals(pages: PageLines[], opts: { today?: string } = {}): Detection {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const drafts: Draft[] = [];
  const candidates: { text: string; rank: number }[] = [];
  let current: Draft | null = null;
  /** Pages read before any patient (cover sheets): they join the first referral. */
  let leading: Draft = newDraft();

  /** A referral starting on `page`: the page leaves the previous one unless it had fields on it. */
  const startDraft = (page: number): Draft => {
    if (current && !readOn(current, page)) current.pages.delete(page);
    const d = newDraft([page]);
    drafts.push(d);
    return d;
  };

  for (const { page, lines } of pages) {
    const offerClinic = (words: PageWord[], text: string, rank: number) => {
      candidates.push({ text, rank });
      const target = current ?? leading;
      if (!target.clinic || target.clinic.rank < rank) {
        target.clinic = { field: field(words, text, page), rank };
      }
    };
    const letterhead = letterheadOf(lines);
    if (!current) leading.pages.add(page);
    else current.pages.add(page);
    let letterheadPending = letterhead;

    for (const raw of lines) {
      const words = dropLeadingDebris(splitGluedColons(raw.filter((w) => w.text.trim() !== '')));
      if (words.length === 0) continue;
      if (isHeading(words)) continue;
      const labelled = readLabel(words);
      if (!labelled) continue;
      const { field: kind, value } = labelled;
      if (kind === 'patient') {
        const name = cleanName(value);
        if (!name) continue;
        const target: Draft = current ?? leading;
        if (target.patient && !sameName(target.patient.value, name.text)) {
          current = startDraft(page);
        } else if (!current) {
          current = leading;
          drafts.push(current);
          leading = newDraft();
        } else if (!target.patient && hasPatient(target) && !readOn(target, page)) {
          // Fields without a name on an earlier page: a new patient starts here.
          current = startDraft(page);
        }
        current.patient = field(name.words, name.text, page);
        if (letterheadPending) {
          offerClinic(letterheadPending.words, letterheadPending.text, CLINIC_RANK.letterhead);
          letterheadPending = null;
        }
        continue;
      }
      const ensure = (): Draft => {
        if (!current) {
          current = leading;
          drafts.push(current);
          leading = newDraft();
        }
        return current;
      };
      if (kind === 'birthdate') {
        const iso = parseBirthDate(joined(value), today);
        if (!iso) continue;
        let target = ensure();
        if (target.birthdate && target.birthdate.value !== iso && !readOn(target, page)) {
          // Another birth date on a later page: another patient whose name was not read.
          current = target = startDraft(page);
        }
        target.birthdate ??= field(value, iso, page);
      } else if (kind === 'ssn') {
        const ssn = parseSsn(joined(value));
        if (!ssn) continue;
        const target = ensure();
        target.ssn ??= field(value, ssn, page);
      } else if (kind === 'diagnosis') {
        const dx = splitDiagnosis(joined(value));
        const text = [dx.code, dx.description].filter(Boolean).join(' ').trim();
        if (!text) continue;
        const target = ensure();
        target.diagnosis ??= field(value, text, page);
      } else if (kind === 'clinic' || kind === 'provider' || kind === 'from') {
        const clinic = cleanClinic(kind === 'clinic' ? value : clinicOfProvider(value));
        if (clinic) offerClinic(clinic.words, clinic.text, CLINIC_RANK[kind]);
      }
    }
    if (letterheadPending && current) {
      offerClinic(letterheadPending.words, letterheadPending.text, CLINIC_RANK.letterhead);
    }
  }
  // Clinic names read before the first patient (cover sheet) name the first referral's clinic.
  const first = drafts[0];
  if (first && leading.clinic && (!first.clinic || first.clinic.rank < leading.clinic.rank)) {
    first.clinic = leading.clinic;
  }
  const seen = new Set<string>();
  const clinicCandidates = candidates
    .sort((a, b) => b.rank - a.rank)
    .map((c) => c.text)
    .filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  return { referrals: drafts.filter(hasPatient).map(toReferral), clinicCandidates };
}

function isHeading(words: PageWord[]): boolean {
  const start = normaliseLabel(joined(words.slice(0, 2)));
  return HEADINGS.some((h) => editDistance(start, h) <= 2);
}

/** The first line of a page when it is not a title or a label: a letterhead's clinic name. */
function letterheadOf(lines: PageWord[][]): { words: PageWord[]; text: string } | null {
  const firstLine = lines.find((l) => l.some((w) => /\p{L}/u.test(w.text)));
  if (!firstLine) return null;
  const text = joined(firstLine);
  if (readLabel(splitGluedColons(firstLine))) return null;
  const norm = normaliseLabel(text);
  if (TITLES.some((t) => editDistance(norm, t) <= 1) || /^page \w+ of \w+$/.test(norm)) return null;
  return cleanClinic(firstLine);
}

function toReferral(d: Draft): DetectedReferral {
  const pages = [...d.pages].sort((a, b) => a - b);
  const names = d.patient ? splitName(d.patient.value) : null;
  const part = (value: string | undefined): DetectedField | null =>
    d.patient && value ? { ...d.patient, value } : null;
  return {
    pdf_pages: pages,
    patient_name: d.patient,
    firstname: part(names?.firstname),
    lastname: part(names?.lastname),
    birthdate: d.birthdate,
    ssn: d.ssn,
    diagnosis: d.diagnosis,
    referring_clinic: d.clinic?.field ?? null,
    form_suggestion: {
      firstname: names?.firstname ?? '',
      lastname: names?.lastname ?? '',
      birthdate: d.birthdate?.value ?? '',
      ssn: d.ssn?.value ?? '',
      diagnosis: d.diagnosis?.value ?? '',
      referring_clinic: null,
      page_start: pages[0] ?? 1,
      page_end: pages.at(-1) ?? 1,
    },
  };
}
