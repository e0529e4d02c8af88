/**
 * The labels of fax forms and letters and how OCR misspells them (pure). A label names the field
 * of the value beside or below it; 'other' labels are read only so that their values are not
 * taken for anything else ('Referred to:', 'Visit date:').
 */

export type LabelField =
  | 'patient'
  | 'lastname'
  | 'firstname'
  | 'birthdate'
  | 'ssn'
  | 'diagnosis'
  | 'code'
  | 'clinic'
  | 'provider'
  | 'from'
  | 're'
  | 'other';

/** Label spellings (normalised: lower case, letters, '#' and single spaces). */
const LABELS: [LabelField, string[]][] = [
  [
    'patient',
    [
      'patient name',
      'patient',
      'name',
      'patient full name',
      'full name',
      'pt',
      'pt name',
      'patient s name',
      'name of patient',
      'legal name',
      'member name',
      'last first',
      'last name first name',
      'member',
      // Behavioural health, nursing homes and payers name the patient their own way.
      'client',
      'client name',
      'resident',
      'resident name',
      'beneficiary',
      'insured name',
      'subscriber name',
      'patient legal name',
      'patient full legal name',
      'full legal name',
    ],
  ],
  // A name written in two fields; the bare words count only as a form's or table's heading.
  [
    'lastname',
    ['last name', 'patient last name', 'pt last name', 'surname', 'family name', 'last'],
  ],
  ['firstname', ['first name', 'patient first name', 'pt first name', 'given name', 'first']],
  ['birthdate', ['date of birth', 'dob', 'd o b', 'birth date', 'birthdate', 'born', 'birth']],
  [
    'ssn',
    [
      'ssn',
      's s n',
      'ss number',
      'ss#',
      'ss #',
      'ss no',
      'ssn #',
      'social security #',
      'social security',
      'social security number',
      'social security no',
      'soc sec',
      'soc sec #',
      'soc sec no',
      'social sec',
      'social sec no',
      'social sec #',
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
      'primary diagnosis',
      'diagnosis code',
      'dx code',
      'icd code',
      'icd10 code',
      'icd 10 code',
      'diagnosis codes',
      'icd',
      'icd10',
      'icd 10',
      'icd 10 cm',
      'icd10 cm',
      'condition',
      'assessment',
      'assessment and plan',
      'impression',
    ],
  ],
  // The bare word 'code' (a table column, a sentence): its value must be a code.
  ['code', ['code', 'codes']],
  [
    'clinic',
    [
      'referring clinic',
      'referring practice',
      'referring facility',
      'referring office',
      'clinic name',
      'practice name',
      'sending clinic',
      'sending facility',
      'referred from',
      'practice',
      'clinic',
    ],
  ],
  [
    'provider',
    [
      'referring provider',
      'referring physician',
      'referring doctor',
      'referred by',
      'ordering provider',
      'ordering physician',
      'provider',
      'physician',
    ],
  ],
  ['from', ['from']],
  // A name in a sentence: 'Re: ...', 'referral of Ann Lee', 'to refer Ann Lee, who ...'.
  ['re', ['re', 'regarding', 'referral of', 'refer', 'referring', 'see']],
  [
    'other',
    [
      'to',
      'referred to',
      'refer to',
      'referring to',
      'send to',
      // The receiving side of a transfer form: its name is not the referring clinic.
      'receiving',
      'receiving facility',
      'receiving clinic',
      'receiving provider',
      'recipient',
      'date',
      'pages',
      'phone',
      'fax',
      'reason for referral',
      'why referred',
      'reason',
      'address',
      'attn',
      'subject',
      'tel',
      'visit',
      'middle name',
      'middle initial',
      'mi',
      'visit date',
      'date of service',
      'dos',
      'provider name',
      'physician name',
      'insurance',
      'sex',
      'gender',
      'age',
      'mrn',
      'cc',
      // Payer and account numbers: their columns hold no code, name or SSN.
      'member id',
      'member #',
      'subscriber id',
      'insurance id',
      'id',
      'group',
      'group #',
      'group no',
      'group number',
      'policy',
      'policy #',
      'account',
      'account #',
      'npi',
      'ref #',
      'ref no',
      'reference #',
      'order #',
      'req #',
      'auth #',
      'status',
    ],
  ],
];

/** Letters OCR swaps in labels: digits that look like letters, 'rn' for 'm'. */
export function normaliseLabel(s: string): string {
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

// 'icd 10' normalises its digits too ('icd lo'): the spellings go through the same function.
const NORMALISED_LABELS = LABELS.map(
  ([field, spellings]) => [field, spellings.map(normaliseLabel)] as const,
);

export function editDistance(a: string, b: string): number {
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

function wordByWord(read: string, spelling: string, extra: number): boolean {
  const a = read.split(' ');
  const b = spelling.split(' ');
  return (
    a.length === b.length &&
    a.every((w, i) => editDistance(w, b[i]!) <= (b[i]!.length >= 6 ? 2 : 1) + extra)
  );
}

/**
 * The field a label names, or null. Words in brackets are the label's note, not its name:
 * 'Patient (last, first)' is a patient label, and says the name is written last name first.
 */
export function matchLabel(text: string, opts: { colon?: boolean } = {}): LabelMatch | null {
  // Every line tries each run of words against every spelling: the same runs recur on every
  // page, so answers are remembered (bounded; the function is pure).
  const key = `${opts.colon ? 1 : 0}${text}`;
  const known = MATCHES.get(key);
  if (known !== undefined) return known;
  if (MATCHES.size >= MAX_REMEMBERED) MATCHES.clear();
  const m = matchLabelOnce(text, opts);
  MATCHES.set(key, m);
  return m;
}
type LabelMatch = { field: LabelField; lastFirst: boolean; exact: boolean };
const MATCHES = new Map<string, LabelMatch | null>();
const MAX_REMEMBERED = 20_000;

function matchLabelOnce(text: string, opts: { colon?: boolean }): LabelMatch | null {
  const lastFirst = /\(?\s*last\s*,?\s*first\s*\)?/i.test(text);
  // Only a note at the end is dropped: a bracket in the middle holds words of the line.
  const note = /^(.*\S)\s*\([^()]*\)\s*[:;.,]?$/.exec(text);
  const base = (note ? note[1]! : text).replace(/[()]/g, ' ');
  const norm = normaliseLabel(base);
  if (!norm) return null;
  let best: { field: LabelField; d: number } | null = null;
  // One word read for two ('PtName', 'DateofBirth'): compared with the spellings' letters alone.
  const glued = !norm.includes(' ') && norm.length >= 5;
  for (const [field, spellings] of NORMALISED_LABELS) {
    for (const s of spellings) {
      // A long glued label may be misspelt too ('Pauentname'); a short one must be exact.
      const squeezed = s.replace(/ /g, '');
      const alike = squeezed.length >= 10 && Math.abs(norm.length - squeezed.length) <= 1;
      const typos = alike ? allowedTypos(squeezed) : 0;
      if (glued && s.includes(' ') && editDistance(norm, squeezed) <= typos) {
        best = { field, d: 0 };
        break;
      }
      // A misspelt label has the words of its spelling: 'patient last' is not 'patient s name'.
      // and each word near its own ('patient last' is not 'patient name').
      const d = editDistance(norm, s);
      if (d > 0 && !wordByWord(norm, s, opts.colon ? 1 : 0)) continue;
      // Words ending in a colon are a label for sure: which one may take one more misread.
      const allowed = allowedTypos(s) + (opts.colon && s.length >= 5 ? 1 : 0);
      if (d <= allowed && (!best || d < best.d)) best = { field, d };
    }
  }
  return best ? { field: best.field, lastFirst, exact: best.d === 0 } : null;
}

/**
 * A word one misread letter from a short label of a strict field ('ssx' for SSN, 'ox/ico' for
 * Dx/ICD): trusted only before a value whose shape fits that field (page-fields.ts).
 */
export function nearLabel(text: string): 'ssn' | 'diagnosis' | null {
  const norm = normaliseLabel(text);
  if (norm.length < 2 || !/^\p{L}/u.test(text)) return null;
  const near = SHORT_STRICT_LABELS.find(
    ([, s]) => editDistance(norm, s) <= (s.length <= 3 ? 1 : 2),
  );
  return near ? near[0] : null;
}

/** The short spellings `nearLabel` compares with, SSN's first (computed once: it runs per word). */
const SHORT_STRICT_LABELS = (['ssn', 'diagnosis'] as const).flatMap((field) =>
  NORMALISED_LABELS.find(([f]) => f === field)![1]
    .filter((s) => s.length <= 6)
    .map((s) => [field, s] as const),
);

const TITLE_WORDS =
  /\b(referral|referrals|note|notes|form|summary|request|transmittal|facsimile|fax|cover|sheet|report|notice|confidential|please print|verification|consultation)\b/i;

/** A page's title ('PROGRESS NOTE', 'Fax Cover Sheet'): not a clinic's name. */
export function isTitle(text: string): boolean {
  return TITLE_WORDS.test(normaliseLabel(text)) || /^page \w+ of \w+$/.test(normaliseLabel(text));
}

/** Section headings of forms: a line starting with one holds no field. */
const HEADINGS = ['patient information', 'referral details', 'confidentiality notice'];

export function isHeading(text: string): boolean {
  const start = normaliseLabel(text);
  return HEADINGS.some((h) => editDistance(start, h) <= 2);
}
