import { describe, expect, it } from 'vitest';
import { FAX_TEMPLATES } from './templates.js';
import { UNSEEN_TEMPLATES } from './templates-unseen.js';
import { drawSheet } from './draw-templates.js';
import {
  generateTemplateFax,
  planTemplateFax,
  TEMPLATE_DEGRADATIONS,
  TEMPLATE_FAX_SET,
  TEMPLATE_TRAINING_SET,
  TEMPLATE_UNSEEN_SET,
} from './template-set.js';
import { DEMO_FAX_CLINICS, OUTSIDE_CLINICS, SAMPLE_DIAGNOSES } from './sample-data.js';

const CLINIC_NAMES = new Set(
  [...Object.values(DEMO_FAX_CLINICS), ...OUTSIDE_CLINICS].map((c) => c.name),
);

describe('template fax set (issue 24 item 1)', () => {
  it('has at least 12 templates with a referral, split by template into training and unseen', () => {
    expect(FAX_TEMPLATES.filter((t) => t.patients > 0).length).toBeGreaterThanOrEqual(12);
    expect(new Set(FAX_TEMPLATES.map((t) => t.id)).size).toBe(FAX_TEMPLATES.length);
    const training = new Set(TEMPLATE_TRAINING_SET.map((s) => s.template.id));
    const unseen = new Set(TEMPLATE_UNSEEN_SET.map((s) => s.template.id));
    expect([...training].filter((id) => unseen.has(id))).toEqual([]);
    expect(training.size).toBeGreaterThanOrEqual(6);
    expect(unseen.size).toBeGreaterThanOrEqual(6);
    expect(TEMPLATE_TRAINING_SET.length + TEMPLATE_UNSEEN_SET.length).toBe(TEMPLATE_FAX_SET.length);
    // Every template at every degradation, every page kind on both sides.
    expect(TEMPLATE_FAX_SET.length).toBe(FAX_TEMPLATES.length * TEMPLATE_DEGRADATIONS.length);
    const kinds = (set: typeof TEMPLATE_FAX_SET) => new Set(set.map((s) => s.kind));
    expect(kinds(TEMPLATE_UNSEEN_SET)).toEqual(kinds(TEMPLATE_TRAINING_SET));
    expect(new Set(TEMPLATE_FAX_SET.map((s) => s.id)).size).toBe(TEMPLATE_FAX_SET.length);
  });

  it('keeps the unseen templates in their own file, after every training template', () => {
    const n = UNSEEN_TEMPLATES.length;
    expect(FAX_TEMPLATES.slice(-n)).toEqual(UNSEEN_TEMPLATES);
    expect(FAX_TEMPLATES.slice(0, -n).every((t) => t.split === 'training')).toBe(true);
    expect(UNSEEN_TEMPLATES.every((t) => t.split === 'unseen')).toBe(true);
    // A fax whose patients are on pages of their own, and pages that belong to no patient.
    const apart = (t: (typeof UNSEEN_TEMPLATES)[number]) =>
      t.patients > 1 && t.pages.every((p) => p.patients.length === 1);
    expect(UNSEEN_TEMPLATES.some(apart)).toBe(true);
    expect(UNSEEN_TEMPLATES.some((t) => t.pages.length > 1)).toBe(true);
  });

  it('is deterministic: the same spec plans the same fax', () => {
    for (const spec of TEMPLATE_FAX_SET) {
      const a = planTemplateFax(spec);
      const b = planTemplateFax(spec);
      expect(a.ctx).toEqual(b.ctx);
      expect(a.expected).toEqual(b.expected);
    }
    expect(planTemplateFax(TEMPLATE_FAX_SET[0]!).expected).toMatchInlineSnapshot(`
      [
        {
          "birthdate": "1965-07-01",
          "diagnosis": "I10 Essential (primary) hypertension",
          "diagnosisCode": "I10",
          "firstname": "Olga",
          "lastname": "Dubois",
          "pages": [
            1,
          ],
          "referringClinic": "Riverside Imaging",
          "ssn": "021-08-5012",
        },
      ]
    `);
  });

  it('expects well-formed values for every referral', () => {
    const codes = new Set(SAMPLE_DIAGNOSES.map((d) => d.code));
    let multi = 0;
    let none = 0;
    for (const spec of TEMPLATE_FAX_SET) {
      const { ctx, expected } = planTemplateFax(spec);
      expect(expected).toHaveLength(spec.template.patients);
      if (expected.length > 1) multi++;
      if (expected.length === 0) none++;
      for (const e of expected) {
        expect(e.firstname).toMatch(/^[A-Z][a-z]+$/);
        expect(e.lastname).toMatch(/^[A-Z][a-z]+$/);
        expect(e.birthdate).toMatch(/^(19[3-9]\d|20[01]\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d)$/);
        expect(e.ssn).toMatch(/^(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/);
        expect(codes.has(e.diagnosisCode)).toBe(true);
        expect(e.diagnosis.startsWith(`${e.diagnosisCode} `)).toBe(true);
        expect(CLINIC_NAMES.has(e.referringClinic)).toBe(true);
        expect(ctx.clinicName.startsWith(e.referringClinic)).toBe(true);
        expect(e.pages.length).toBeGreaterThan(0);
        expect(e.pages.every((p) => p >= 1 && p <= ctx.totalPages)).toBe(true);
      }
    }
    expect(multi).toBeGreaterThan(0);
    expect(none).toBeGreaterThan(0);
  });

  it('writes the values in every style somewhere in the set', () => {
    const all = TEMPLATE_FAX_SET.flatMap((s) => planTemplateFax(s).ctx.patients);
    expect(all.some((p) => /^[A-Z]+, [A-Z]+$/.test(p.name))).toBe(true);
    expect(all.some((p) => /^[A-Z][a-z]+, [A-Z][a-z]+ [A-Z]\.$/.test(p.name))).toBe(true);
    expect(all.some((p) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(p.name))).toBe(true);
    for (const date of [
      /^\d\d\/\d\d\/\d{4}$/,
      /^\d{1,2}\/\d{1,2}\/\d\d$/,
      /^\d{4}-\d\d-\d\d$/,
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      /^\d\d-[A-Z][a-z]{2}-\d{4}$/,
    ])
      expect(all.some((p) => date.test(p.dob))).toBe(true);
    for (const ssn of [/^\d{3}-\d\d-\d{4}$/, /^\d{3} \d\d \d{4}$/, /^\d{9}$/])
      expect(all.some((p) => ssn.test(p.ssn))).toBe(true);
    expect(all.some((p) => p.code.includes('.'))).toBe(true);
    expect(all.some((p) => !p.code.includes('.') && p.code.length > 3)).toBe(true);
    const letterheads = TEMPLATE_FAX_SET.map((s) => planTemplateFax(s).ctx);
    expect(letterheads.some((c) => c.clinicName !== c.clinic.name)).toBe(true);
  });
});

describe('generateTemplateFax', () => {
  it('gives the same bytes for the same spec, one page per template page', async () => {
    const spec = TEMPLATE_FAX_SET.find((s) => s.template.id === 'handwritten-note')!;
    const a = await generateTemplateFax(spec);
    const b = await generateTemplateFax(spec);
    expect(a.pages).toBe(spec.template.pages.length);
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.expected).toEqual(planTemplateFax(spec).expected);
  }, 30_000);

  // Drawing alone (no degradation, no PDF): the whole fax is built by the test above.
  it('draws every page of every unseen template, one referral per patient', async () => {
    for (const template of UNSEEN_TEMPLATES) {
      const spec = TEMPLATE_UNSEEN_SET.find((s) => s.template === template)!;
      const { ctx, expected, rng } = planTemplateFax(spec);
      for (const page of template.pages) {
        const grey = await drawSheet((sheet) => page.draw(sheet, ctx), rng);
        expect(grey.data.some((v) => v < 128)).toBe(true);
      }
      expect(expected).toHaveLength(template.patients);
    }
  }, 60_000);
});
