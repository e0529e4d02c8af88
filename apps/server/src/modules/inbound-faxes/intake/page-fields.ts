/**
 * One fax page read into fields (pure): labelled values beside, under or over their labels,
 * values by shape, the letterhead and the sender's fax numbers. See line-labels.ts,
 * field-values.ts and table-reader.ts for its parts.
 */
import { findSsn, parseBirthDate, readName } from './field-grammar.js';
import { correctIcd10 } from './icd10.js';
import { isHeading, isTitle, matchLabel, nearLabel } from './labels.js';
import {
  CLINIC_RANK,
  FOUND,
  type FieldKind,
  type FieldRead,
  PROSE_FIELDS,
  cleanClinic,
  lastYear,
  named,
  readValue,
} from './field-values.js';
import { type Hit, labelsOf } from './line-labels.js';
import {
  PHONE,
  type PageWord,
  dropLeadingDebris,
  hasBoxes,
  isEnumerator,
  isSpeckle,
  joined,
  leadsColumn,
  lineBottom,
  lineHeight,
  lineTop,
  splitGluedColons,
  startsColumn,
  valueWords,
} from './page-words.js';
import { captionValue, headerColumns, readBelow } from './table-reader.js';

export interface PageRead {
  fields: FieldRead[];
  /** The page's letterhead name, if it has one. */
  letterhead: FieldRead | null;
  /** Fax numbers the sender printed (letterhead 'Fax', banner 'FROM'), digits only. */
  faxNumbers: string[];
}

/**
 * A fax machine's banner line ('11/20/2026 10:42  FROM: (630) 555-0401  TO: ...  P.001/002'):
 * it names the sending machine and the recipient, never the referring clinic. Returns the
 * sender's number when the line is a banner, '' for a banner without one, else null.
 */
function bannerOf(text: string, atTop: boolean): string | null {
  const page = /\bP\.?\s?\d{3}\s?\/\s?\d{3}\b|\bPAGE\s+\d+\s+(OF|\/)\s+\d+\b/i.test(text);
  const time = /\b\d{1,2}:\d{2}\s*([AP]M)?\b/i.test(text);
  const date =
    /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/.test(text) ||
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d{1,2},?\s\d{4}\b/i.test(text);
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
  // Inside a block about someone else (a guardian, an emergency contact): its name and dates
  // are not the patient's.
  let aside = false;
  for (let li = 0; li < clean.length; li++) {
    if (consumed.has(li)) continue;
    const words = clean[li]!;
    if (isHeading(joined(words.slice(0, 2)))) continue;
    const labels = labelsOf(words);
    const section = sectionOf(words, labels);
    if (section !== null) aside = section === 'other person';
    if (section === 'other person') continue;
    const hits = labels.filter(
      (h) => !((aside || otherPersonBefore(words, h)) && PERSON_FIELDS.has(h.field)),
    );
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
      // A label ending a phrase ('Sent with resident:') introduces a list as often as a value,
      // and a word across a column gap from a label without a colon may be the next column's
      // heading ('Patient name    Procedure'): the value must fit a strict grammar.
      const mustFit =
        (!hit.anchored && /^\p{Ll}+$/u.test(words[hit.start - 1]?.text ?? '')) ||
        (!hit.colon && valueOf(hit, i).length > 0 && startsColumn(words, hit.end));
      const opts = {
        strict: !strong || mustFit || (!hit.colon && hit.end - hit.start === 1),
        inSentence: !strong,
        sureness: strong ? FOUND.beside : FOUND.prose,
        today,
      };
      const value = valueOf(hit, i);
      // 'DIAGNOSIS OR NATURE OF ILLNESS': the label goes on, its value is elsewhere.
      const labelGoesOn = /^(or|and|of|&|\/)$/i.test(value[0]?.text ?? '');
      let read = labelGoesOn ? null : readValue(hit, value, opts);
      // A label alone at the head of its column ('Name' in a side panel, 'ICD-10' among
      // headings nobody labels): the value below it.
      const alone = !valueWords(value).length || startsColumn(words, hit.end);
      if (!read && strong && (labelGoesOn || alone)) {
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

/** Someone who is not the patient: a form's block about them holds no patient field. */
const OTHER_PERSON =
  /\b(guardian|parent|responsible party|emergency contact|next of kin|caregiver|legal representative|power of attorney|guarantor)\b/i;
const PERSON_FIELDS = new Set(['patient', 'lastname', 'firstname', 'birthdate', 'ssn']);

/**
 * A section heading (a short line without labels): 'other person' for a block about someone
 * else ('Guardian / Responsible party'), 'section' for any other heading ('Referral').
 */
function sectionOf(words: PageWord[], hits: Hit[]): 'other person' | 'section' | null {
  if (words.length > 6 || !startsColumn(words, 0)) return null;
  if (hits.some((h) => h.field !== 'other')) return null;
  const text = joined(words);
  if (OTHER_PERSON.test(text) && !/\d/.test(text)) return 'other person';
  return hits.length === 0 && words.length <= 3 && !/\d/.test(text) ? 'section' : null;
}

/** 'Parent/Guardian name: ...': a label whose own words say it is someone else's. */
function otherPersonBefore(words: PageWord[], hit: Hit): boolean {
  let from = hit.start;
  while (from > 0 && !startsColumn(words, from)) from--;
  return OTHER_PERSON.test(joined(words.slice(from, hit.end)));
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
  // Words with their own label ('PATIENT' over 'Name Jackson, Guadalupe'): a section heading.
  if (labelsOf(value)[0]?.start === 0) return null;
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
  // After a label OCR misread by a letter ('ssx 398655129', 'ox/ico G4733'): a value of its shape.
  const afterNear = (field: 'ssn' | 'diagnosis') =>
    words.find((w, i) => i > 0 && nearLabel(words[i - 1]!.text) === field);
  if (!found.has('ssn') && !PHONE.test(text)) {
    const near = afterNear('ssn');
    const ssn =
      findSsn(text, { bareDigits: false }) ??
      (near && /^\d{9}$/.test(near.text) ? findSsn(near.text, { bareDigits: true }) : null);
    if (ssn) reads.push({ kind: 'ssn', value: ssn, words, sureness: FOUND.shape, weak: true });
  }
  if (!found.has('diagnosis')) {
    const near = afterNear('diagnosis');
    const token =
      words.find((w) => /^\(?[A-Z][0-9OIl]{2}\.[0-9A-Z]{1,4}[).,]*$/.test(w.text)) ??
      (near && /^[A-Z]\d{2}[0-9A-Z]{1,4}$/.test(near.text) ? near : undefined);
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
  // A letterhead's name may share its line with a title in another column ('... PROGRESS NOTE').
  const firstColumn = (l: PageWord[]) => {
    const next = l.findIndex((w, j) => j > 0 && w.x0! - l[j - 1]!.x1! > 4 * (w.h ?? 30));
    return next > 0 ? l.slice(0, next) : l;
  };
  const top = lines
    .slice(0, 4)
    .filter((l) => l.some((w) => /\p{L}{3}/u.test(w.text)))
    .map(firstColumn);
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
