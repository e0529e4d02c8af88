import type { Sheet } from './draw-templates.js';
import type { SampleClinic } from './spec.js';

/**
 * What a template of the template set (template-set.ts) is: shared by the training layouts
 * (templates.ts) and the unseen ones (templates-unseen.ts).
 *
 * TRAINING templates may be looked at, measured and tuned on while working on the detector
 * (issue 24 item 2). UNSEEN templates must never be used while tuning: they stand in for the
 * faxes of a clinic the project has never seen, and the budgets of issue 24 are on them.
 */
export type TemplateSplit = 'training' | 'unseen';

/** The kind of page a template stands for; the benchmark reports accuracy per kind. */
export type TemplatePageKind =
  | 'cover sheet'
  | 'letter'
  | 'boxed form'
  | 'table'
  | 'progress note'
  | 'two-column form'
  | 'handwritten'
  | 'no referral';

/** One patient as this fax writes them (each value already in the fax's chosen style). */
export interface TemplatePatient {
  /** As the style writes it: 'Maria Gonzalez', 'GONZALEZ, MARIA', 'Gonzalez, Maria T.'. */
  name: string;
  /** 'GONZALEZ, MARIA' (letters' 'Re:' lines). */
  reName: string;
  dob: string;
  ssn: string;
  /** The ICD-10 code, with or without its dot. */
  code: string;
  description: string;
  provider: string;
  reason: string;
}

export interface TemplateContext {
  clinic: SampleClinic;
  /** The letterhead's name, perhaps with extra words. */
  clinicName: string;
  to: string;
  /** MM/DD/YYYY. */
  sentOn: string;
  patients: TemplatePatient[];
  totalPages: number;
}

export interface TemplatePage {
  /** Indexes into ctx.patients of the referrals this page belongs to. */
  patients: number[];
  draw(s: Sheet, ctx: TemplateContext): void;
}

export interface FaxTemplate {
  id: string;
  split: TemplateSplit;
  kind: TemplatePageKind;
  /** Patients the fax refers (0: a fax with no referral). */
  patients: number;
  /**
   * A fax banner line across the top of every page: true for the default one ('FROM: ... TO: ...
   * P.001/002'), or the line a template's own fax machine prints on 1-based `page`.
   */
  banner: boolean | ((ctx: TemplateContext, page: number) => string);
  pages: TemplatePage[];
}

export const p0 = (c: TemplateContext) => c.patients[0]!;

/** A one-page template for one patient. */
export function single(
  id: string,
  split: TemplateSplit,
  kind: TemplatePageKind,
  banner: boolean,
  draw: (s: Sheet, c: TemplateContext, p: TemplatePatient) => void,
): FaxTemplate {
  return {
    id,
    split,
    kind,
    patients: 1,
    banner,
    pages: [{ patients: [0], draw: (s, c) => draw(s, c, p0(c)) }],
  };
}

/** A training template whose pages are its own (not one page for one patient: `single`). */
export function paged(
  id: string,
  kind: TemplatePageKind,
  patients: number,
  banner: FaxTemplate['banner'],
  pages: TemplatePage[],
): FaxTemplate {
  return { id, split: 'training', kind, patients, banner, pages };
}
