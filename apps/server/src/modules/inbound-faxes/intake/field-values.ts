/**
 * What a label's words say (pure): the value of a field read by its grammar (a name, a birth
 * date, an SSN, a diagnosis, a clinic), or nothing, with how sure the reading is.
 */
import {
  findSsn,
  parseBirthDate,
  parseSsn,
  readName,
  readNamePart,
  type WrittenName,
} from './field-grammar.js';
import { correctIcd10, splitDiagnosis } from './icd10.js';
import { matchLabel, type LabelField } from './labels.js';
import { type Hit } from './line-labels.js';
import { type PageWord, joined, trimUnsureTail, valueWords } from './page-words.js';

/** How much less sure a value is by where it was found (1: beside a label on its line). */
export const FOUND = {
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

export function cleanClinic(words: PageWord[]): { words: PageWord[]; text: string } | null {
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
export function codeLike(word: string): boolean {
  if (!/\d/.test(word) || /[/]|\d-\d/.test(word)) return false;
  if (!/^\d+$/.test(word)) return true;
  return /^[10]\d{2,5}$/.test(word) && !/^(19|20)\d\d$/.test(word);
}

/** A clinician's credential after a name. */
const CREDENTIAL = /^(M\.?D|D\.?O|N\.?P|P\.?A(-C)?|R\.?N|LCSW|Ph\.?D|FNP|DPM|APRN)\.?,?$/i;

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
export function readValue(
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
      // A subject line names the patient after its topic ('RE: Consultation request - SMITH, JO').
      const dashAt = hit.field === 're' ? raw.findIndex((w) => /^[—–:-]$/.test(w.text)) : -1;
      const dash = dashAt >= 0 ? words.findIndex((w) => raw.indexOf(w) > dashAt) - 1 : -1;
      const from = (at: number) =>
        readName(
          trimUnsureTail(words.slice(at)).map((w) => w.text),
          { lastFirst: hit.lastFirst },
        );
      const start = from(0) ? 0 : dash >= 0 && from(dash + 1) ? dash + 1 : 0;
      const name = from(start) ?? (strict ? null : looseName(words));
      if (!name) return null;
      // 'Marcus Reed, MD': a clinician, not the patient.
      if (CREDENTIAL.test(words[start + name.used]?.text ?? '')) return null;
      const used = words.slice(start, start + Math.max(1, name.used));
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

export const sure = (opts: { sureness: number }, raw: string, value: string) =>
  opts.sureness * (repaired(raw, value) ? REPAIRED : 1);

/** Fields whose grammar is strict enough to trust a label inside a sentence. */
export const PROSE_FIELDS = new Set<LabelField>([
  'patient',
  're',
  'birthdate',
  'ssn',
  'diagnosis',
  'code',
]);

export const named = (f: FieldRead) => f.kind === 'patient' || f.kind === 'namepart';

export const lastYear = (today: string) => `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
