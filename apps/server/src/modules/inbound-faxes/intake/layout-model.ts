/**
 * The learned layout model of issue 24 (pure): a logistic regression per field over the
 * candidates of layout-candidates.ts, trained on the training templates only
 * (`npm run train:layout` writes layout-weights.json). The hand-written readers (page-fields.ts)
 * read first; the model then checks each field they read, takes its own best value where it is
 * clearly surer or where they read nothing, joins one patient the readers split in two, and splits
 * a fax the readers took for one patient when it is sure of several. Its probability becomes the
 * field's confidence, which the review screen shows.
 */
import type { DetectedField, DetectedReferral } from '@app/shared';
import { editDistance } from './labels.js';
import { type Candidate, type LayoutTarget, layoutCandidates } from './layout-candidates.js';
import { type PageLines, type PageWord, hasBoxes, startsColumn } from './page-words.js';
import weightsJson from './layout-weights.json' with { type: 'json' };

export type LayoutWeights = Record<LayoutTarget, Record<string, number>>;
const TRAINED = weightsJson as LayoutWeights;

export interface LayoutDecision {
  /** At or below this probability the model's value is not offered at all. */
  minProbability: number;
  /** How much surer than the readers' value the model must be to replace it. */
  margin: number;
}
/** Chosen by the training script's held-out folds (docs/decisions.md). */
const DECISION: LayoutDecision = { minProbability: 0.5, margin: 0.25 };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function probability(weights: Record<string, number>, features: string[]): number {
  let z = weights.bias ?? 0;
  for (const f of features) z += weights[f] ?? 0;
  return sigmoid(z);
}

interface Scored extends Candidate {
  p: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
function fieldOf(c: Scored, value = c.value): DetectedField {
  const avg = c.words.reduce((s, w) => s + w.confidence, 0) / Math.max(1, c.words.length);
  return {
    value,
    avg_confidence: round1(avg),
    confidence: round1(avg * c.p),
    pages: [c.page],
  };
}

const best = (cands: Scored[], target: LayoutTarget) =>
  cands
    .filter((c) => c.target === target)
    .reduce<Scored | null>((b, c) => (!b || c.p > b.p ? c : b), null);

/** The model's probability of the value the readers chose (0 when it is no candidate). */
const pOf = (cands: Scored[], target: LayoutTarget, value: string | undefined) =>
  value
    ? Math.max(
        0,
        ...cands
          .filter((c) => c.target === target && c.value.toLowerCase() === value.toLowerCase())
          .map((c) => c.p),
      )
    : 0;

/** Whether the model's best value should replace the readers' one. */
const overrides = (
  model: Scored | null,
  readersP: number,
  readersValue: string | undefined,
  { minProbability, margin }: LayoutDecision,
) =>
  !!model &&
  model.p > minProbability &&
  (!readersValue || model.p >= readersP + margin) &&
  model.value.toLowerCase() !== (readersValue ?? '').toLowerCase();

/** The words after a code on its line, up to a column gap: the diagnosis's description. */
function describedCode(c: Scored, pages: PageLines[]): string {
  const line = pages
    .find((p) => p.page === c.page)
    ?.lines.find((l) => l.includes(c.words[0] as PageWord));
  if (!line) return c.value;
  const after: string[] = [];
  for (let i = line.indexOf(c.words.at(-1)!) + 1; i < line.length; i++) {
    if (startsColumn(line, i)) break;
    after.push(line[i]!.text);
  }
  return [c.value, ...after].join(' ').trim();
}

function scoreCandidates(
  pages: PageLines[],
  today: string,
  weights: LayoutWeights = TRAINED,
): Scored[] {
  return layoutCandidates(pages, today).map((c) => ({
    ...c,
    p: probability(weights[c.target] ?? {}, c.features),
  }));
}

/**
 * The readers' referrals checked by the model (faxes read by OCR). One patient: each field is
 * checked against the model's best value. Several patients (the model is sure of several SSNs
 * and several birth dates): the readers' blocks stand when they found as many patients; when they found
 * fewer, each sure value anchors a patient and takes the values nearest it. A fax where the readers
 * found no patient gets one when the model is sure of a name, birth date or SSN.
 */
export function refineReferrals(
  pages: PageLines[],
  referrals: DetectedReferral[],
  today: string,
  weights?: LayoutWeights,
  decision: LayoutDecision = DECISION,
): DetectedReferral[] {
  // The model reads positions: a text layer (a digital PDF) has none, and its readers are exact.
  const placed = pages.every((p) => p.lines.every(hasBoxes));
  if (!placed || !pages.length) return referrals;
  const cands = scoreCandidates(pages, today, weights);
  const anchors = patientAnchors(cands);
  if (anchors.length > 1) {
    if (referrals.length >= anchors.length) return referrals;
    // One sender for the whole fax: each patient keeps the clinic the readers found.
    const clinic = referrals[0]?.referring_clinic ?? null;
    return byAnchor(cands, anchors, pages, weights).map((group) =>
      refineOne(
        group.cands,
        { ...emptyReferral(group.pages), referring_clinic: clinic },
        pages,
        decision,
      ),
    );
  }
  // The readers may split one patient's fax in two (a face sheet's title read as a name, a
  // referral with a name only): one sure birth date or SSN on the whole fax says it is one
  // patient, unless the readers read a birth date or SSN for two of them.
  const withFacts = referrals.filter((r) => r.birthdate || r.ssn).length;
  if (referrals.length > 1 && (anchors.length === 0 || withFacts > 1)) return referrals;
  const base =
    referrals.length > 1
      ? merged(referrals)
      : (referrals[0] ?? emptyReferral(pages.map((p) => p.page)));
  const out = refineOne(cands, base, pages, decision);
  return out.lastname || out.birthdate || out.ssn ? [out] : referrals;
}

/** One patient's referral: the readers' values, each replaced where the model is clearly surer. */
function refineOne(
  cands: Scored[],
  base: DetectedReferral,
  pages: PageLines[],
  decision: LayoutDecision,
): DetectedReferral {
  const out: DetectedReferral = { ...base, form_suggestion: { ...base.form_suggestion } };
  const full = best(cands, 'name');
  const last = best(cands, 'lastname');
  const first = best(cands, 'firstname');
  const readersName = `${base.lastname?.value ?? ''}|${base.firstname?.value ?? ''}`;
  const readersP = Math.max(
    pOf(cands, 'name', readersName),
    Math.min(
      pOf(cands, 'lastname', base.lastname?.value),
      pOf(cands, 'firstname', base.firstname?.value),
    ),
  );
  // A last and a first name read from the same words are no name.
  const parts = last && first && last.words[0] !== first.words[0] ? Math.min(last.p, first.p) : 0;
  const modelName =
    full && full.p >= parts
      ? { p: full.p, last: full.value.split('|')[0]!, first: full.value.split('|')[1]!, at: full }
      : last && first && parts > 0
        ? { p: parts, last: last.value, first: first.value, at: last }
        : null;
  const readersHaveName = Boolean(base.lastname?.value && base.firstname?.value);
  if (
    modelName &&
    modelName.p > decision.minProbability &&
    (!readersHaveName || modelName.p >= readersP + decision.margin) &&
    `${modelName.last}|${modelName.first}`.toLowerCase() !== readersName.toLowerCase()
  ) {
    const at = { ...modelName.at, p: modelName.p };
    out.lastname = fieldOf(at, modelName.last);
    out.firstname = fieldOf(at, modelName.first);
    out.patient_name = fieldOf(at, `${modelName.first} ${modelName.last}`);
    out.form_suggestion.lastname = modelName.last;
    out.form_suggestion.firstname = modelName.first;
  }

  const dob = best(cands, 'birthdate');
  if (
    overrides(dob, pOf(cands, 'birthdate', base.birthdate?.value), base.birthdate?.value, decision)
  ) {
    out.birthdate = fieldOf(dob!);
    out.form_suggestion.birthdate = dob!.value;
  }
  const ssn = best(cands, 'ssn');
  if (overrides(ssn, pOf(cands, 'ssn', base.ssn?.value), base.ssn?.value, decision)) {
    out.ssn = fieldOf(ssn!);
    out.form_suggestion.ssn = ssn!.value;
  }
  const readersCode = base.diagnosis?.value.split(/\s+/)[0];
  const code = best(cands, 'code');
  if (overrides(code, pOf(cands, 'code', readersCode), readersCode, decision)) {
    out.diagnosis = fieldOf(code!, describedCode(code!, pages));
    out.form_suggestion.diagnosis = out.diagnosis.value;
  }
  return out;
}

/** Features that say which of several values comes first: a table's rows are all patients. */
const ORDER_FEATURE = /^(rank|repeat):/;
const yOf = (c: Candidate) => c.words[0]!.y0 ?? 0;
const before = (a: Candidate, b: Candidate) => a.page - b.page || yOf(a) - yOf(b);

/**
 * Each patient's candidates: every candidate goes to the anchor nearest it on its page (a
 * table row, a repeated block), rescored without the features that favour the first patient.
 */
function byAnchor(
  cands: Scored[],
  anchors: Scored[],
  pages: PageLines[],
  weights: LayoutWeights = TRAINED,
): { cands: Scored[]; pages: number[] }[] {
  const groups = anchors.map(() => [] as Scored[]);
  for (const c of cands) {
    const onPage = anchors
      .map((a, i) => ({ i, d: Math.abs(yOf(a) - yOf(c)) }))
      .filter(({ i }) => anchors[i]!.page === c.page);
    if (!onPage.length) continue;
    const nearest = onPage.reduce((b, x) => (x.d < b.d ? x : b));
    const p = probability(
      weights[c.target] ?? {},
      c.features.filter((f) => !ORDER_FEATURE.test(f)),
    );
    groups[nearest.i]!.push({ ...c, p });
  }
  const last = pages.at(-1)!.page;
  return groups.map((g, i) => {
    const from = i === 0 ? pages[0]!.page : anchors[i]!.page;
    const to = i + 1 < anchors.length ? Math.max(anchors[i]!.page, anchors[i + 1]!.page - 1) : last;
    return {
      cands: g,
      pages: Array.from({ length: to - from + 1 }, (_, k) => from + k),
    };
  });
}

/**
 * One sure value per patient, in reading order: the model's sure SSNs when there are several
 * (dates other than the patient's may pass for birth dates, an SSN is a patient's); else the first
 * sure SSN or birth date; none when it is sure of neither.
 */
function patientAnchors(cands: Scored[]): Scored[] {
  // The same value read twice, once with a misread digit, is one patient's.
  const sure = (target: LayoutTarget) =>
    cands
      .filter((c) => c.target === target && c.p > SURE)
      .sort(before)
      .reduce<Scored[]>(
        (kept, c) => (kept.some((k) => editDistance(k.value, c.value) <= 1) ? kept : [...kept, c]),
        [],
      );
  const ssns = sure('ssn');
  const dates = sure('birthdate');
  if (ssns.length > 1 && dates.length > 1) return withLoneDates(ssns, dates);
  const one = ssns[0] ?? dates[0];
  return one ? [one] : [];
}
const SURE = 0.5;

/**
 * The patients' SSNs, and a sure birth date that lies among them but far from every one: a row of
 * a table whose SSN was misread or left blank is a patient too. Far is more than half the usual
 * distance between two patients' SSNs on the page; among them is less than one and a half such
 * distances above the first or below the last (a row above or below them).
 */
function withLoneDates(ssns: Scored[], dates: Scored[]): Scored[] {
  const lone = dates.filter((d) => {
    const onPage = ssns.filter((s) => s.page === d.page).map(yOf);
    if (onPage.length < 2) return false;
    const gaps = onPage.slice(1).map((y, k) => y - onPage[k]!);
    const spacing = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
    const y = yOf(d);
    return (
      y > onPage[0]! - 1.5 * spacing &&
      y < onPage.at(-1)! + 1.5 * spacing &&
      onPage.every((sy) => Math.abs(sy - y) > spacing / 2)
    );
  });
  return [...ssns, ...lone].sort(before);
}

/** The readers' referrals of one patient as one: each field as first read, every page. */
function merged(referrals: DetectedReferral[]): DetectedReferral {
  const first = <K extends keyof DetectedReferral>(k: K) =>
    referrals.map((r) => r[k]).find((v) => v !== null) ?? null;
  const pages = [...new Set(referrals.flatMap((r) => r.pdf_pages))].sort((a, b) => a - b);
  const named = referrals.find((r) => r.lastname && r.firstname) ?? referrals[0]!;
  const out: DetectedReferral = {
    ...referrals[0]!,
    pdf_pages: pages,
    patient_name: named.patient_name,
    firstname: named.firstname,
    lastname: named.lastname,
    birthdate: first('birthdate') as DetectedField | null,
    ssn: first('ssn') as DetectedField | null,
    diagnosis: first('diagnosis') as DetectedField | null,
    referring_clinic: first('referring_clinic') as DetectedField | null,
  };
  out.form_suggestion = {
    ...referrals[0]!.form_suggestion,
    firstname: out.firstname?.value ?? '',
    lastname: out.lastname?.value ?? '',
    birthdate: out.birthdate?.value ?? '',
    ssn: out.ssn?.value ?? '',
    diagnosis: out.diagnosis?.value ?? '',
    page_start: pages[0] ?? 1,
    page_end: pages.at(-1) ?? 1,
  };
  return out;
}

function emptyReferral(numbers: number[]): DetectedReferral {
  return {
    pdf_pages: numbers,
    patient_name: null,
    firstname: null,
    lastname: null,
    birthdate: null,
    ssn: null,
    diagnosis: null,
    referring_clinic: null,
    form_suggestion: {
      firstname: '',
      lastname: '',
      birthdate: '',
      ssn: '',
      diagnosis: '',
      referring_clinic: null,
      page_start: numbers[0] ?? 1,
      page_end: numbers.at(-1) ?? 1,
    },
  };
}
