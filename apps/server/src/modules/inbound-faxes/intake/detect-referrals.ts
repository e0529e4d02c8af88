import type { DetectedField, DetectedReferral } from '@app/shared';
import type { WrittenName } from './field-grammar.js';
import { normaliseLabel, editDistance } from './labels.js';
import { splitName, type FieldRead } from './field-values.js';
import { refineReferrals } from './layout-model.js';
import { readPageFields } from './page-fields.js';
import type { PageLines, PageWord } from './page-words.js';

export { parseBirthDate, parseSsn } from './field-grammar.js';
export { splitName } from './field-values.js';
export type { PageLines, PageWord } from './page-words.js';

export interface Detection {
  referrals: DetectedReferral[];
  /** Referring clinic names read anywhere (labels, letterheads, cover sheets), best first. */
  clinicCandidates: string[];
  /** Fax numbers the sender printed (letterhead, banner), digits only, in the order read. */
  faxNumbers: string[];
  /** Every line's text in reading order: a clinic named nowhere else may still be written out. */
  lines: string[];
}

interface Draft {
  pages: Set<number>;
  patient: DetectedField | null;
  name: WrittenName | null;
  birthdate: DetectedField | null;
  ssn: DetectedField | null;
  code: DetectedField | null;
  description: DetectedField | null;
  /** Best clinic so far and how sure its source is (CLINIC_RANK). */
  clinic: { field: DetectedField; rank: number } | null;
  /** The table row the draft's fields were read in, if any. */
  block?: string;
}
const newDraft = (pages: number[] = []): Draft => ({
  pages: new Set(pages),
  patient: null,
  name: null,
  birthdate: null,
  ssn: null,
  code: null,
  description: null,
  clinic: null,
});

const round1 = (n: number) => Math.round(n * 10) / 10;
function field(words: PageWord[], value: string, page: number, sureness: number): DetectedField {
  const avg = words.reduce((s, w) => s + w.confidence, 0) / Math.max(1, words.length);
  return {
    value,
    avg_confidence: round1(avg),
    confidence: round1(avg * sureness),
    pages: [page],
  };
}

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
  [d.patient, d.birthdate, d.ssn, d.code, d.description].some((f) => f?.pages.includes(page));
const hasPatient = (d: Draft) => Boolean(d.patient || d.birthdate || d.ssn);

/**
 * Finds the referrals in a fax's recognised pages (pure): the hand-written readers, then the
 * learned layout model's check of each field (layout-model.ts).
 */
export function detectReferrals(pages: PageLines[], opts: { today?: string } = {}): Detection {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const read = readReferrals(pages, { today });
  return { ...read, referrals: refineReferrals(pages, read.referrals, today) };
}

/**
 * The hand-written readers alone (pure). A page with a patient name starts a
 * new referral, and so does a second patient's name or birth date on the same page (a table of
 * patients, repeated label blocks); pages without one (cover sheet before, clinical notes after)
 * belong to the referral next to them; a cover sheet goes with the first referral.
 */
export function readReferrals(pages: PageLines[], opts: { today: string }): Detection {
  const { today } = opts;
  const drafts: Draft[] = [];
  const candidates: { text: string; rank: number }[] = [];
  const faxNumbers: string[] = [];
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
  /** The referral a field goes to; a weak field (found by shape alone) starts none. */
  const target = (weak: boolean): Draft => {
    if (current) return current;
    if (weak) return leading;
    current = leading;
    drafts.push(current);
    leading = newDraft();
    return current;
  };

  for (const { page, lines } of pages) {
    const read = readPageFields(lines, today);
    faxNumbers.push(...read.faxNumbers);
    const offerClinic = (f: FieldRead) => {
      const rank = f.clinicRank ?? 0;
      candidates.push({ text: f.value, rank });
      const d = current ?? leading;
      if (!d.clinic || d.clinic.rank < rank) {
        d.clinic = { field: field(f.words, f.value, page, f.sureness), rank };
      }
    };
    if (!current) leading.pages.add(page);
    else current.pages.add(page);
    let letterheadPending = read.letterhead;

    for (const f of read.fields) {
      const at = field(f.words, f.value, page, f.sureness);
      if (f.kind === 'clinic') {
        offerClinic(f);
        continue;
      }
      // Each row of a table is one patient, whether or not its name was read.
      if (f.block && current?.block && current.block !== f.block && hasPatient(current)) {
        current = startDraft(page);
      }
      if (f.kind === 'patient') {
        const d = current ?? leading;
        const seen = d.patient?.pages.includes(page);
        if (d.patient && !sameName(d.patient.value, f.value)) {
          current = startDraft(page);
        } else if (!current) {
          current = target(false);
        } else if (!d.patient && hasPatient(d) && !readOn(d, page)) {
          // Fields without a name on an earlier page: a new patient starts here.
          current = startDraft(page);
        } else if (d.patient && seen) {
          continue; // the same name again on the same page
        }
        current.patient = at;
        current.name = f.name ?? null;
        current.block ??= f.block;
        if (letterheadPending) {
          offerClinic(letterheadPending);
          letterheadPending = null;
        }
        continue;
      }
      let d = target(f.weak);
      if (!f.weak) d.block ??= f.block;
      if (f.kind === 'birthdate') {
        // Another birth date on a later page, or a second one in a block of the same page that
        // already has one: another patient whose name was not read.
        if (!f.weak && d.birthdate && d.birthdate.value !== f.value) {
          if (!readOn(d, page) || repeatsOnPage(d, page)) current = d = startDraft(page);
          else continue;
        }
        d.birthdate ??= at;
      } else if (f.kind === 'ssn') {
        d.ssn ??= at;
      } else if (f.kind === 'diagnosis') {
        // 'Diagnosis Code: M17.11' and 'Diagnosis: Unilateral ...' make one diagnosis.
        if (f.code) d.code ??= field(f.words, f.code, page, f.sureness);
        if (f.description) d.description ??= field(f.words, f.description, page, f.sureness);
      }
    }
    if (letterheadPending && current) offerClinic(letterheadPending);
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
  return {
    referrals: drafts.filter(hasPatient).map(toReferral),
    clinicCandidates,
    faxNumbers: [...new Set(faxNumbers)],
    lines: pages.flatMap((p) => p.lines.map((l) => l.map((w) => w.text).join(' '))),
  };
}

/** A draft whose name and birth date were both read on this page: a second date is a new block. */
const repeatsOnPage = (d: Draft, page: number) =>
  Boolean(d.patient?.pages.includes(page) && d.birthdate?.pages.includes(page));

function diagnosisOf(d: Draft): DetectedField | null {
  const parts = [d.code, d.description].filter((f): f is DetectedField => f !== null);
  if (parts.length === 0) return null;
  const value = parts.map((f) => f.value).join(' ');
  return {
    value,
    avg_confidence: Math.min(...parts.map((f) => f.avg_confidence)),
    confidence: Math.min(...parts.map((f) => f.confidence ?? f.avg_confidence)),
    pages: [...new Set(parts.flatMap((f) => f.pages))].sort((a, b) => a - b),
  };
}

function toReferral(d: Draft): DetectedReferral {
  const pages = [...d.pages].sort((a, b) => a - b);
  const names = d.name ?? (d.patient ? splitName(d.patient.value) : null);
  const part = (value: string | undefined): DetectedField | null =>
    d.patient && value ? { ...d.patient, value } : null;
  const diagnosis = diagnosisOf(d);
  return {
    pdf_pages: pages,
    patient_name: d.patient,
    firstname: part(names?.firstname),
    lastname: part(names?.lastname),
    birthdate: d.birthdate,
    ssn: d.ssn,
    diagnosis,
    referring_clinic: d.clinic?.field ?? null,
    form_suggestion: {
      firstname: names?.firstname ?? '',
      lastname: names?.lastname ?? '',
      birthdate: d.birthdate?.value ?? '',
      ssn: d.ssn?.value ?? '',
      diagnosis: diagnosis?.value ?? '',
      referring_clinic: null,
      page_start: pages[0] ?? 1,
      page_end: pages.at(-1) ?? 1,
    },
  };
}
