import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAX_SAMPLE_KINDS, FAX_TEST_SET, generateFaxSample, planPages } from './index.js';

const twoPatients = FAX_TEST_SET.find((s) => s.id === 'two-patients-02')!;
const onePage = FAX_TEST_SET.find((s) => s.id === 'skewed-02')!;

describe('FAX_TEST_SET', () => {
  it('covers every degradation kind with at least 30 pages', () => {
    const pages = FAX_TEST_SET.reduce((n, s) => n + planPages(s).length, 0);
    expect(pages).toBeGreaterThanOrEqual(30);
    expect(new Set(FAX_TEST_SET.map((s) => s.kind))).toEqual(new Set(FAX_SAMPLE_KINDS));
    expect(new Set(FAX_TEST_SET.map((s) => s.id)).size).toBe(FAX_TEST_SET.length);
  });

  it('uses valid-looking SSNs, past birth dates and ICD-10 shaped codes', () => {
    for (const { patient } of FAX_TEST_SET.flatMap((s) => s.referrals)) {
      expect(patient.ssn).toMatch(/^(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/);
      expect(patient.birthdate < '2026-01-01').toBe(true);
      expect(patient.diagnosis.code).toMatch(/^[A-Z]\d{2}(\.[0-9A-Z]{1,4})?$/);
    }
  });
});

describe('generateFaxSample', () => {
  // The generator loads sharp and the canvas on first use: not what these tests time.
  beforeAll(() => Promise.all([import('sharp'), import('@napi-rs/canvas')]));

  it('gives one page per planned page and one expected referral per patient', async () => {
    const sample = await generateFaxSample(twoPatients);
    // Cover sheet + one form per patient (no notes pages in this spec).
    expect(sample.pages).toBe(3);
    expect((await PDFDocument.load(sample.pdf)).getPageCount()).toBe(3);
    const [first, second] = twoPatients.referrals.map((r) => r.patient);
    expect(sample.expected).toEqual([
      {
        pages: [1, 2],
        firstname: first!.firstname,
        lastname: first!.lastname,
        birthdate: first!.birthdate,
        ssn: first!.ssn,
        diagnosis: `${first!.diagnosis.code} ${first!.diagnosis.description}`,
        diagnosisCode: first!.diagnosis.code,
        referringClinic: 'Riverside Imaging',
      },
      expect.objectContaining({ pages: [3], firstname: second!.firstname, ssn: second!.ssn }),
    ]);
  });

  it('draws the same bytes for the same seed and different ones for another seed', async () => {
    const a = await generateFaxSample(onePage);
    const b = await generateFaxSample(onePage);
    const c = await generateFaxSample({ ...onePage, seed: onePage.seed + 1 });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
    // 1-bit images keep a fax page small.
    expect(a.pdf.length).toBeLessThan(120_000);
  });

  it('writes image-only pages: pdf.js finds no text layer', async () => {
    const { pdf } = await generateFaxSample(onePage);
    const doc = await getDocument({ data: pdf.slice(), isEvalSupported: false }).promise;
    const page = await doc.getPage(1);
    expect((await page.getTextContent()).items).toHaveLength(0);
    const ops = await page.getOperatorList();
    expect(ops.fnArray.length).toBeGreaterThan(0); // it does draw something: the image
    await doc.destroy();
  });
});
