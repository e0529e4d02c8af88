import { composeFaxPdf } from './compose-pdf.js';
import { degradePage } from './degrade.js';
import { drawSheet } from './draw-templates.js';
import { expectedFields } from './generate-fax-sample.js';
import { createPrng, type Prng } from './prng.js';
import { DEMO_FAX_CLINICS, OUTSIDE_CLINICS, printedPhone, samplePatient } from './sample-data.js';
import type { ExpectedReferral, FaxDegradation, FaxSample, SampleClinic } from './spec.js';
import type {
  FaxTemplate,
  TemplateContext,
  TemplatePageKind,
  TemplateSplit,
} from './template-parts.js';
import { FAX_TEMPLATES } from './templates.js';
import {
  CODE_STYLES,
  DATE_STYLES,
  letterheadName,
  NAME_STYLES,
  SSN_STYLES,
  writeCode,
  writeDate,
  writeName,
  writeSsn,
} from './value-formats.js';

/**
 * The template fax set of issue 24: FAX_TEMPLATES x four degradations, split by template into
 * TRAINING and UNSEEN. Issue 24 item 2 (and any later detector work) tunes on TEMPLATE_TRAINING_SET
 * only; TEMPLATE_UNSEEN_SET is measured, never looked at while tuning. Separate from FAX_TEST_SET,
 * whose faxes (demo data, precomputed OCR) stay byte-identical.
 */
export const TEMPLATE_DEGRADATIONS = ['fine', 'standard', 'skewed', 'speckled'] as const;
export type TemplateDegradation = (typeof TEMPLATE_DEGRADATIONS)[number];

const DEGRADE: Record<TemplateDegradation, FaxDegradation> = {
  fine: { resolution: 'fine' },
  standard: { resolution: 'standard' },
  skewed: { resolution: 'fine', skewDegrees: 2 },
  speckled: { resolution: 'standard', speckles: 1500 },
};

const SENDERS: readonly SampleClinic[] = [
  DEMO_FAX_CLINICS.valley,
  DEMO_FAX_CLINICS.lakeside,
  DEMO_FAX_CLINICS.riverside,
  ...OUTSIDE_CLINICS,
  DEMO_FAX_CLINICS.northside,
];

export interface TemplateFaxSpec {
  /** 'cover-letter-skewed'. */
  id: string;
  template: FaxTemplate;
  split: TemplateSplit;
  kind: TemplatePageKind;
  degradation: TemplateDegradation;
  seed: number;
}

function buildSet(): TemplateFaxSpec[] {
  const specs: TemplateFaxSpec[] = [];
  // Round r gives every template one fax, degradations rotated: the first faxes of a split
  // (bench --limit) cover every template and every degradation.
  for (let r = 0; r < TEMPLATE_DEGRADATIONS.length; r++) {
    FAX_TEMPLATES.forEach((template, t) => {
      const degradation = TEMPLATE_DEGRADATIONS[(t + r) % TEMPLATE_DEGRADATIONS.length]!;
      specs.push({
        id: `${template.id}-${degradation}`,
        template,
        split: template.split,
        kind: template.kind,
        degradation,
        seed: 24_000 + r * 100 + t,
      });
    });
  }
  return specs;
}

export const TEMPLATE_FAX_SET: readonly TemplateFaxSpec[] = buildSet();
/** Tune on these only. */
export const TEMPLATE_TRAINING_SET = TEMPLATE_FAX_SET.filter((s) => s.split === 'training');
/** Never tune on these: the issue 24 budgets are measured here. */
export const TEMPLATE_UNSEEN_SET = TEMPLATE_FAX_SET.filter((s) => s.split === 'unseen');

interface PlannedFax {
  ctx: TemplateContext;
  expected: ExpectedReferral[];
  /** The rest of the fax's randomness (handwriting, degradation). */
  rng: Prng;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Everything the fax says, drawn from its seed (no canvas: cheap for tests). */
export function planTemplateFax(spec: TemplateFaxSpec): PlannedFax {
  const rng = createPrng(spec.seed);
  const { template } = spec;
  const clinic = SENDERS[rng.int(0, SENDERS.length - 1)]!;
  const clinicName = letterheadName(clinic.name, rng);
  const to =
    clinic === DEMO_FAX_CLINICS.northside
      ? DEMO_FAX_CLINICS.lakeside.name
      : DEMO_FAX_CLINICS.northside.name;
  const sentOn = `${pad(rng.int(1, 11))}/${pad(rng.int(1, 28))}/2026`;
  const people = Array.from({ length: template.patients }, () => {
    const p = samplePatient(rng);
    const nameStyle = rng.pick(NAME_STYLES);
    const initial = String.fromCharCode(65 + rng.int(0, 25));
    return {
      p,
      written: {
        name: writeName(p.firstname, p.lastname, nameStyle, initial),
        reName: writeName(p.firstname, p.lastname, 'LAST, FIRST', initial),
        dob: writeDate(p.birthdate, rng.pick(DATE_STYLES)),
        ssn: writeSsn(p.ssn, rng.pick(SSN_STYLES)),
        code: writeCode(p.diagnosis.code, rng.pick(CODE_STYLES)),
        description: p.diagnosis.description,
        provider: p.provider,
        reason: p.reason,
      },
    };
  });
  const ctx: TemplateContext = {
    clinic,
    clinicName,
    to,
    sentOn,
    patients: people.map((x) => x.written),
    totalPages: template.pages.length,
  };
  const expected = people.map(({ p }, i) => ({
    pages: template.pages.flatMap((page, n) =>
      page.patients.includes(i) || (i === 0 && n === 0 && template.kind === 'cover sheet')
        ? [n + 1]
        : [],
    ),
    ...expectedFields(p, clinic.name),
  }));
  return { ctx, expected, rng };
}

/** 'MM/DD/2026 10:42  FROM: (630) 555-0401  TO: Northside Family Medicine  P.001/002'. */
function banner(ctx: TemplateContext, page: number): string {
  const n = (k: number) => String(k).padStart(3, '0');
  return (
    `${ctx.sentOn} 10:42   FROM: ${printedPhone(ctx.clinic.fax)}   TO: ${ctx.to}   ` +
    `P.${n(page)}/${n(ctx.totalPages)}`
  );
}

/** Draws, degrades and packs a template fax; the same spec always gives the same bytes. */
export async function generateTemplateFax(spec: TemplateFaxSpec): Promise<FaxSample> {
  const { ctx, expected, rng } = planTemplateFax(spec);
  const pages = [];
  for (const [i, page] of spec.template.pages.entries()) {
    const grey = await drawSheet((s) => {
      const own = spec.template.banner;
      if (own) s.text(60, 50, own === true ? banner(ctx, i + 1) : own(ctx, i + 1), 24);
      page.draw(s, ctx);
    }, rng);
    pages.push(await degradePage(grey, DEGRADE[spec.degradation], rng));
  }
  return { pdf: await composeFaxPdf(pages), pages: pages.length, expected };
}
