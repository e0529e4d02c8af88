import { AS_DIGIT } from './icd10.js';
import { editDistance } from './labels.js';

/**
 * What a value of each field may look like (pure): birth dates that parse and are plausible,
 * SSNs of nine digits, and person names in either order. OCR look-alikes are repaired by the
 * position they stand in ('O3/l4/l962' is a date, so its 'O' and 'l's are digits).
 */

export const MONTHS = [
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

/** Oldest birth year taken for a patient. */
const OLDEST_BIRTH_YEAR = 1900;

function isoDate(year: number, m: number, d: number, today: string): string | null {
  // '1853': OCR reads a 9 as an 8 more often than anyone referred was born before 1900.
  const y = year >= 1800 && year < OLDEST_BIRTH_YEAR ? year + 100 : year;
  if (y < OLDEST_BIRTH_YEAR || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  const iso = date.toISOString().slice(0, 10);
  return iso <= today ? iso : null;
}

/** A two-digit year of a birth date: the latest century that keeps it in the past. */
function fullYear(yy: number, today: string): number {
  const now = Number(today.slice(0, 4));
  const year = Math.floor(now / 100) * 100 + yy;
  return year > now ? year - 100 : year;
}

function monthOf(word: string): number {
  const w = word.toLowerCase().replace(/¢/g, 'c').replace(/0/g, 'o');
  return MONTHS.findIndex(
    (m) => editDistance(w, m) <= (m.length > 5 ? 2 : 1) || (w.length === 3 && m.startsWith(w)),
  );
}

/**
 * A birth date in any common layout: MM/DD/YYYY and M/D/YY (/ - . as separators), YYYY-MM-DD,
 * 'March 4, 1962', '04-Mar-1962' and '4 March 1962'. Returns YYYY-MM-DD, or null when nothing
 * parses to a real date in the past.
 */
export function parseBirthDate(value: string, today: string): string | null {
  const compact = value.replace(/\s*([/\-.])\s*/g, '$1');
  const digits = asDigits(compact);
  const iso = /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/.exec(digits);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), today);
  const numeric = /(?<!\d)(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{4}|\d{2})(?!\d)/.exec(digits);
  if (numeric) {
    const y = numeric[3]!.length === 2 ? fullYear(Number(numeric[3]), today) : Number(numeric[3]);
    return isoDate(y, Number(numeric[1]), Number(numeric[2]), today);
  }
  // Slashes read as ones ('0210911972' for 02/09/1972): ten digits with a 1 where each slash was.
  const slashes = /^(\d\d)[1l|](\d\d)[1l|]((?:19|20)\d\d)$/.exec(compact.trim());
  if (slashes) {
    return isoDate(Number(slashes[3]), Number(slashes[1]), Number(slashes[2]), today);
  }
  // A lost separator ('1219/1947'): eight digits are MMDDYYYY.
  const bare = digits.replace(/\D/g, '');
  if (bare.length === 8 && /^[\d\s/\-.]+$/.test(digits.trim())) {
    const [m, d, y] = [bare.slice(0, 2), bare.slice(2, 4), bare.slice(4)].map(Number);
    return isoDate(y!, m!, d!, today);
  }
  // '01-0¢t-2005': a month's letters misread as look-alikes.
  const dayFirst =
    /(?<![\dA-Za-z])([0-9OolI|]{1,2})[\s\-./]*([A-Za-z][A-Za-z0¢]{2,8}|[0¢][A-Za-z¢]{2})\.?[\s\-./,]*([0-9OolISB|]{4})/.exec(
      value,
    );
  if (dayFirst) {
    const month = monthOf(dayFirst[2]!);
    if (month >= 0) {
      const d = Number(asDigits(dayFirst[1]!));
      return isoDate(Number(asDigits(dayFirst[3]!)), month + 1, d, today);
    }
  }
  const written = /([A-Za-z]{3,})\.?\s*([0-9OolI|]{1,2})\s*[,.]?\s*([0-9OolISB|]{4})/.exec(value);
  if (written) {
    const month = monthOf(written[1]!);
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

/** Nine digits as 3-2-4 ('123-45-6789', '123 45 6789', '123456789', OCR look-alikes repaired). */
export function parseSsn(value: string): string | null {
  const digits = asDigits(value.replace(/\s+/g, ' ')).replace(/[^\d]/g, '');
  const grouped = /(\d{3})\D{0,3}(\d{2})\D{0,3}(\d{4})/.exec(asDigits(value));
  const d = digits.length === 9 ? digits : grouped ? grouped.slice(1).join('') : null;
  return d ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : null;
}

/** An SSN written among other words: 3-2-4 with its separators, or nine digits standing alone. */
export function findSsn(text: string, opts: { bareDigits: boolean }): string | null {
  const t = asDigits(text);
  const grouped = /(?<![\d-])(\d{3})[-\s](\d{2})[-\s](\d{4})(?![\d-])/.exec(t);
  if (grouped) return grouped.slice(1).join('-');
  if (!opts.bareDigits) return null;
  const bare = /(?<!\d)(\d{9})(?!\d)/.exec(t);
  if (bare) return parseSsn(bare[1]!);
  // After its label, nine digits in two or three groups however OCR split them ('80567 2579',
  // '893.70-7418'): a lost or misread separator.
  // Never a phone number's digits after its area code, nor digits running into a date
  // ('(847) 555-0611 11/25/2026').
  const split = /(?<![\d./-])(\d{2,6})[-\s.](\d{2,6})(?:[-\s.](\d{2,5}))?(?![\d./-])/.exec(t);
  if (split && /\(\d{3}\)\s*$/.test(t.slice(0, split.index))) return null;
  const digits = split ? split.slice(1).join('') : '';
  return digits.length === 9 ? parseSsn(digits) : null;
}

/** Courtesy titles written before a name ('Re: Mrs. Maria Gonzalez'). */
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx']);

/** Name particles written in lower case inside a name ('Maria de la Cruz'). */
const PARTICLES = new Set(['de', 'la', 'del', 'van', 'von', 'der', 'da', 'di', 'le', 'du']);
/** Capitalised words that end a name in prose ('Maria Gonzalez Born ...'). */
const NOT_NAME_WORDS = new Set([
  'born',
  'name',
  'dob',
  'ssn',
  'date',
  'birth',
  'referral',
  'patient',
  'consult',
  'consultation',
  'request',
  'dr',
  'md',
  'do',
  'np',
  'mr',
  'mrs',
  'ms',
  'the',
  'and',
  'for',
  'with',
  'please',
  'thank',
  'dear',
  'sex',
  'male',
  'female',
  'age',
  'phone',
  'fax',
  'insurance',
  'diagnosis',
  'dx',
  'icd',
  'see',
  'attached',
  'notes',
  'new',
  // A practice's name is no person's ('REFER TO  Northside Family Medicine').
  'medicine',
  'medical',
  'clinic',
  'health',
  'healthcare',
  'center',
  'hospital',
  'cardiology',
  'orthopedics',
  'imaging',
  'radiology',
  'pediatrics',
  'associates',
  'practice',
  'family',
  'services',
  'office',
  'department',
  // 'Soc. Security No.' when its label is not read as one.
  'soc',
  'social',
  'security',
  // A document's title is no person's ('FACE SHEET', 'Discharge Summary', 'Progress Note').
  'face',
  'sheet',
  'summary',
  'discharge',
  'progress',
  'note',
  'intake',
  'form',
  'order',
  'report',
  // Who else a form names by role ('PARENT OR GUARDIAN', 'Insured', 'Subscriber').
  'parent',
  'guardian',
  'insured',
  'subscriber',
  'indication',
]);

const isNameWord = (w: string) => /^\p{Lu}[\p{L}'’-]*\.?$|^\p{Lu}\.$/u.test(w);
const isInitial = (w: string) => /^\p{L}\.?$/u.test(w);

/**
 * One part of a name written in its own field ('Last Name: GONZALEZ', a 'First' column): one or
 * two name words ('de la Cruz' has particles), cleaned; null when the words are not a name.
 */
export function readNamePart(words: string[]): string | null {
  const parts: string[] = [];
  for (const raw of words.slice(0, 3)) {
    const w = raw.replace(/^[^\p{L}]+|[,;:.]+$/gu, '');
    if (!w || /[^\p{L}'’-]/u.test(w)) break;
    const lower = w.toLowerCase();
    if (NOT_NAME_WORDS.has(lower) && !PARTICLES.has(lower)) break;
    if (!isNameWord(w) && !PARTICLES.has(w)) break;
    parts.push(w);
  }
  const real = parts.filter((p) => p.length > 1);
  return real.length ? parts.join(' ') : null;
}

export interface WrittenName {
  /** How many words of the input the name used. */
  used: number;
  firstname: string;
  lastname: string;
  /** 'Gonzalez, Maria' as written, cleaned. */
  text: string;
}

/**
 * The person's name at the start of `words`: capitalised words (and name particles), at most one
 * comma, which makes it 'Last, First'. The name ends at the first word that cannot be part of a
 * name (lower case, a digit, a bracket, a second comma). `lastFirst`: the context says the name is
 * written last name first ('Patient (last, first)') even without a comma. Null when fewer than
 * two name words are found.
 */
export function readName(words: string[], opts: { lastFirst?: boolean } = {}): WrittenName | null {
  const parts: string[] = [];
  let commaAfter = -1;
  let used = 0;
  // 'Mr. John Smith': the courtesy title is no part of the name.
  const titled = HONORIFICS.has((words[0] ?? '').toLowerCase().replace(/[.,]$/, ''));
  if (titled) used++;
  for (const raw of titled ? words.slice(1) : words) {
    // A check box ('[X] MAR', '[Xl'), not a name.
    if (/^[[{]/.test(raw)) break;
    const w = raw.replace(/^[^\p{L}]+/u, '');
    const trailingComma = /,$/.test(w);
    const bare = w.replace(/[,;:]+$/, '');
    if (!bare) break;
    const lower = bare.toLowerCase().replace(/\.$/, '');
    const nameLike =
      (isNameWord(bare) && !NOT_NAME_WORDS.has(lower)) || (PARTICLES.has(bare) && parts.length > 0);
    if (!nameLike || /[^\p{L}'’.-]/u.test(bare)) break;
    parts.push(bare);
    used++;
    if (parts.length === 4) break;
    if (/[;:]$/.test(w)) break;
    // 'NGUYEN. JAMES': a full stop after the first word, before another name word, is a comma
    // misread (a sentence does not end after one capitalised word).
    if (parts.length === 1 && /\p{L}{2,}\.$/u.test(bare) && isNameWord(words[1] ?? '')) {
      parts[0] = bare.slice(0, -1);
      commaAfter = 1;
      continue;
    }
    if (trailingComma) {
      // A comma after the first word is 'Last, First'; after any later word it ends the name.
      if (commaAfter >= 0 || parts.length > 1) break;
      commaAfter = parts.length;
    }
    // A sentence's full stop ends the name; an initial's dot does not.
    if (/\.$/.test(bare) && !isInitial(bare) && bare.length > 3) break;
  }
  const real = parts.filter((p) => !isInitial(p));
  if (real.length < 2) return null;
  const clean = (p: string) => p.replace(/\.$/, '');
  let first: string[];
  let last: string;
  if (commaAfter > 0) {
    last = parts.slice(0, commaAfter).map(clean).join(' ');
    first = parts.slice(commaAfter).filter((p) => !isInitial(p));
  } else if (opts.lastFirst || (parts.length === 3 && isInitial(parts[2]!))) {
    // 'SMITH JOHN A': a middle initial last says the name is written last name first.
    last = clean(parts[0]!);
    first = parts.slice(1).filter((p) => !isInitial(p));
  } else {
    const lastIndex = parts.length - 1;
    last = clean(parts[lastIndex]!);
    first = parts.slice(0, lastIndex).filter((p) => !isInitial(p));
    // 'Maria de la Cruz': particles belong to the last name.
    while (first.length > 1 && PARTICLES.has(first.at(-1)!)) last = `${first.pop()} ${last}`;
  }
  if (!first.length || !last) return null;
  return {
    used,
    firstname: first.map(clean).join(' '),
    lastname: last,
    text: commaAfter > 0 ? `${last}, ${first.join(' ')}` : parts.map(clean).join(' '),
  };
}
