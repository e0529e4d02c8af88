import { randomUUID, createHash } from 'node:crypto';
import type { DetectedReferral, OcrData } from '@app/shared';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, inboundFaxes, jobs } from '../src/db/schema/index.js';
import { createLogger, type Logger } from '../src/lib/logger.js';
import { INBOUND_FAX_INTAKE_QUEUE, OCR_LANE } from '../src/modules/inbound-faxes/inbound-queues.js';
import { OCR_FAILED, runIntake } from '../src/modules/inbound-faxes/intake/intake-job.js';
import { IntakeRepo } from '../src/modules/inbound-faxes/intake/intake.repo.js';
import { FAX_TEST_SET, generateFaxSample } from '../src/seed/fax-samples/index.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';

/** Image-only faxes from the sample generator: one patient (1 page), two patients (3 pages). */
const ONE_PATIENT = FAX_TEST_SET.find((s) => s.id === 'clean-02')!;
const TWO_PATIENTS = FAX_TEST_SET.find((s) => s.id === 'two-patients-02')!;

/** A PDF whose page carries real text (a faxed-from-software document). */
async function textLayerPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((text, i) => page.drawText(text, { x: 60, y: 720 - i * 24, size: 12, font }));
  return doc.save();
}

describe.each(DB_KINDS)('fax intake (%s)', (kind) => {
  let t: TestApp;
  const ids: Record<string, { id: number; fax: string | null }> = {};
  const logLines: string[] = [];
  let capture: Logger;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const c of await t.db.select().from(clinics)) ids[c.code] = { id: c.id, fax: c.fax };
    capture = createLogger('debug', { write: (line: string) => void logLines.push(line) });
    // The queue handler reads deps.log when it runs: intake through the queue is captured too.
    t.deps.log = capture;
  });
  afterAll(async () => t?.close());

  /** A received fax stored as ingest leaves it: row 'new' and the PDF in storage. */
  async function receive(
    pdf: Uint8Array,
    opts: { fromNumber?: string | null; clinic?: string; status?: string } = {},
  ) {
    const uuid = randomUUID();
    const storageKey = `inbound-faxes/${uuid}.pdf`;
    const stored = await t.deps.storage.put(storageKey, pdf);
    const [fax] = await t.db
      .insert(inboundFaxes)
      .values({
        uuid,
        source: 'upload',
        externalId: createHash('sha256').update(pdf).digest('hex'),
        status: opts.status ?? 'new',
        clinicId: ids[opts.clinic ?? 'LAKESIDE']!.id,
        fromNumber: opts.fromNumber ?? null,
        dateCreated: t.clock.now(),
        storageKey,
        size: stored.size,
        sha256: stored.sha256,
      })
      .returning();
    return fax!;
  }

  async function reload(id: number) {
    const [row] = await t.db.select().from(inboundFaxes).where(eq(inboundFaxes.id, id));
    const open = <T>(sealed: string | null): T | null =>
      sealed === null ? null : (JSON.parse(t.deps.crypto.decrypt(sealed)) as T);
    return {
      row: row!,
      ocr: open<OcrData>(row!.ocrData),
      referrals: open<DetectedReferral[]>(row!.detectedReferrals),
    };
  }

  it('reads a one-patient fax and matches the referring clinic by its letterhead', async () => {
    const sample = await generateFaxSample(ONE_PATIENT);
    const fax = await receive(sample.pdf, { fromNumber: null });
    expect(await runIntake(t.deps, new IntakeRepo(t.db), fax.id)).toBe('processed');

    const { row, ocr, referrals } = await reload(fax.id);
    expect(row.status).toBe('processed');
    expect(row.error).toBeNull();
    expect(ocr!.pages).toHaveLength(sample.pages);
    expect(ocr!.pages[0]).toMatchObject({ page: 1, method: 'ocr' });
    expect(ocr!.pages[0]!.text.length).toBeGreaterThan(100);
    expect(ocr!.pages[0]!.confidence).toBeGreaterThan(60);
    expect(ocr!.pages[0]!.words.every((w) => w.confidence >= 0 && w.confidence <= 100)).toBe(true);

    const [expected] = sample.expected;
    expect(referrals).toHaveLength(1);
    const [r] = referrals!;
    expect(r!.form_suggestion).toMatchObject({
      firstname: expected!.firstname,
      lastname: expected!.lastname,
      birthdate: expected!.birthdate,
      ssn: expected!.ssn,
      referring_clinic: ids.NORTHSIDE!.id,
      page_start: 1,
      page_end: 1,
    });
    expect(r!.form_suggestion.diagnosis.startsWith(expected!.diagnosisCode)).toBe(true);
    expect(r!.ssn!.avg_confidence).toBeGreaterThan(50);
    expect(r!.ssn!.pages).toEqual([1]);
    expect(row.detectedClinicId).toBe(ids.NORTHSIDE!.id);
  });

  it('splits a fax with two patients into two referrals, the cover sheet with the first', async () => {
    const sample = await generateFaxSample(TWO_PATIENTS);
    const fax = await receive(sample.pdf, { fromNumber: null });
    await runIntake(t.deps, new IntakeRepo(t.db), fax.id);
    const { referrals } = await reload(fax.id);
    expect(referrals!.map((r) => r.pdf_pages)).toEqual(sample.expected.map((e) => e.pages));
    expect(referrals!.map((r) => r.form_suggestion.lastname)).toEqual(
      sample.expected.map((e) => e.lastname),
    );
    expect(referrals!.map((r) => r.form_suggestion.birthdate)).toEqual(
      sample.expected.map((e) => e.birthdate),
    );
  });

  it('uses a text layer instead of OCR and matches the clinic by the sending fax number', async () => {
    const pdf = await textLayerPdf([
      'REFERRAL FORM',
      'Patient Name: Ann Lee',
      'DOB: 1/2/1970',
      'SSN: 123-45-6789',
      'Diagnosis: I10 Essential (primary) hypertension',
      'Referring Clinic: Some Other Practice',
    ]);
    const fax = await receive(pdf, { fromNumber: `+1${ids.RIVERSIDE!.fax!.replace(/\D/g, '')}` });
    // Through the queue and its OCR lane, as ingest enqueues it (the demo faxes' own intake jobs
    // are not this test's: they go first, or the lane would read them too).
    await t.db.delete(jobs).where(eq(jobs.queue, INBOUND_FAX_INTAKE_QUEUE));
    await t.deps.queue.enqueue(INBOUND_FAX_INTAKE_QUEUE, { faxId: fax.id });
    await t.drainJobs();
    expect((await reload(fax.id)).row.status).toBe('new');
    expect(await t.deps.queue.drain({ lane: OCR_LANE })).toBe(1);

    const { row, ocr, referrals } = await reload(fax.id);
    expect(row.status).toBe('processed');
    expect(ocr!.pages).toEqual([
      expect.objectContaining({ page: 1, method: 'text-layer', confidence: 100 }),
    ]);
    expect(referrals).toHaveLength(1);
    expect(referrals![0]!.form_suggestion).toMatchObject({
      firstname: 'Ann',
      lastname: 'Lee',
      birthdate: '1970-01-02',
      ssn: '123-45-6789',
      diagnosis: 'I10 Essential (primary) hypertension',
      referring_clinic: ids.RIVERSIDE!.id,
    });
    expect(referrals![0]!.birthdate!.avg_confidence).toBe(100);
    expect(row.detectedClinicId).toBe(ids.RIVERSIDE!.id);
  });

  it('leaves a corrupt PDF processed with an error and no detections', async () => {
    const fax = await receive(new TextEncoder().encode('%PDF-1.7\nthis is not a pdf at all'));
    expect(await runIntake(t.deps, new IntakeRepo(t.db), fax.id)).toBe('failed');
    const { row } = await reload(fax.id);
    expect(row).toMatchObject({
      status: 'processed',
      error: OCR_FAILED,
      ocrData: null,
      detectedReferrals: null,
      detectedClinicId: null,
    });
  });

  it('leaves a reviewed fax alone', async () => {
    const pdf = await textLayerPdf(['Patient Name: Ann Lee', 'DOB: 1/2/1970']);
    const fax = await receive(pdf, { status: 'reviewed' });
    expect(await runIntake(t.deps, new IntakeRepo(t.db), fax.id)).toBe('skipped');
    expect((await reload(fax.id)).row).toMatchObject({ status: 'reviewed', ocrData: null });
  });

  it('logs outcomes, never recognised text or patient data', () => {
    const logged = logLines.join('\n');
    expect(logged).toContain('inbound fax recognised');
    expect(logged).toContain('inbound fax text recognition failed');
    const phi = [
      'Ann',
      'Lee',
      '123-45-6789',
      '123456789',
      'REFERRAL',
      'Patient',
      ...[ONE_PATIENT, TWO_PATIENTS].flatMap((s) =>
        s.referrals.flatMap((r) => [r.patient.lastname, r.patient.ssn, r.patient.birthdate]),
      ),
    ];
    for (const value of phi) expect(logged).not.toContain(value);
  });
});
