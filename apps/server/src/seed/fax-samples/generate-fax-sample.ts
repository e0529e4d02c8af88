import { composeFaxPdf } from './compose-pdf.js';
import { degradePage } from './degrade.js';
import { drawPage, type FaxPage } from './draw-pages.js';
import { createPrng } from './prng.js';
import type { ExpectedReferral, FaxSample, FaxSampleSpec, SamplePatient } from './spec.js';

/** The pages of a fax in order: cover sheet, then each referral form followed by its notes. */
export function planPages(spec: FaxSampleSpec): FaxPage[] {
  const pages: FaxPage[] = [];
  const total =
    (spec.coverSheet ? 1 : 0) + spec.referrals.reduce((n, r) => n + 1 + r.notesPages, 0);
  if (spec.coverSheet) pages.push({ type: 'cover', totalPages: total });
  for (const referral of spec.referrals) {
    const of = 1 + referral.notesPages;
    pages.push({ type: 'referral', referral, pageNo: 1, of });
    for (let k = 2; k <= of; k++) pages.push({ type: 'notes', referral, pageNo: k, of });
  }
  return pages;
}

/** What intake should detect: one referral per patient, the cover sheet with the first. */
export function expectedReferrals(spec: FaxSampleSpec): ExpectedReferral[] {
  let next = spec.coverSheet ? 2 : 1;
  return spec.referrals.map((r, i) => {
    const count = 1 + r.notesPages;
    const pages = Array.from({ length: count }, (_, k) => next + k);
    if (i === 0 && spec.coverSheet) pages.unshift(1);
    next += count;
    return { pages, ...expectedFields(r.patient, spec.from.name) };
  });
}

/** What intake should read of a patient referred by `clinic` (all but the pages). */
export function expectedFields(p: SamplePatient, clinic: string): Omit<ExpectedReferral, 'pages'> {
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    birthdate: p.birthdate,
    ssn: p.ssn,
    diagnosis: `${p.diagnosis.code} ${p.diagnosis.description}`,
    diagnosisCode: p.diagnosis.code,
    referringClinic: clinic,
  };
}

/**
 * Draws, degrades and packs a fax as an image-only PDF. Everything random comes from `spec.seed`,
 * so a spec always gives the same bytes.
 */
export async function generateFaxSample(spec: FaxSampleSpec): Promise<FaxSample> {
  const rng = createPrng(spec.seed);
  const plan = planPages(spec);
  const pages = [];
  for (const page of plan)
    pages.push(await degradePage(await drawPage(page, spec, rng), spec.degradation, rng));
  return { pdf: await composeFaxPdf(pages), pages: plan.length, expected: expectedReferrals(spec) };
}
