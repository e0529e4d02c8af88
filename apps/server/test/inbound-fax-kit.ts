import { PDFDocument, StandardFonts } from 'pdf-lib';
import type {
  DetectedField,
  DetectedReferral,
  InboundFaxSource,
  InboundFaxStatus,
  OcrData,
} from '@app/shared';
import { inboundFaxes } from '../src/db/schema/index.js';
import { newUuid } from '../src/lib/ids.js';
import type { TestApp } from './harness.js';
import { clinicByCode } from './lookups.js';

/**
 * Received faxes arranged straight in the test database (the ingest and intake are not under
 * test here): a stored multi-page PDF and, when given, sealed recognised text and detections.
 */

/** Page `i` (1-based) of a kit PDF is this many points wide: which pages a cut kept shows. */
export const pageWidthOf = (i: number) => 500 + i * 10;

/** A PDF of `pages` pages, each a different width and saying which page it is. */
export async function faxPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([pageWidthOf(i), 792]);
    page.drawText(`Fax page ${i} of ${pages}`, { x: 40, y: 740, size: 14, font });
  }
  return pdf.save();
}

/** The page widths of a PDF, in order (see pageWidthOf). */
export async function pageWidths(bytes: Uint8Array): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((p) => Math.round(p.getWidth()));
}

const field = (value: string, pages: number[], avg_confidence = 91.5): DetectedField => ({
  value,
  avg_confidence,
  pages,
});

/** A detected referral as intake would store it (values as on a demo referral page). */
export function detectedReferral(opts: {
  pages: number[];
  firstname?: string;
  lastname?: string;
  referringClinicId?: number | null;
}): DetectedReferral {
  const firstname = opts.firstname ?? 'Grace';
  const lastname = opts.lastname ?? 'Hopper';
  const pages = opts.pages;
  return {
    pdf_pages: pages,
    patient_name: field(`${firstname} ${lastname}`, [pages[0]!]),
    firstname: field(firstname, [pages[0]!]),
    lastname: field(lastname, [pages[0]!]),
    birthdate: field('1961-03-04', [pages[0]!]),
    // Scored by the detector below its word confidence; the other fields are older reads without.
    ssn: { ...field('123-45-6789', [pages[0]!], 88), confidence: 64 },
    diagnosis: field('I10 Essential (primary) hypertension', [pages[0]!]),
    referring_clinic: field('Northside Family Medicine', [pages[0]!]),
    form_suggestion: {
      firstname,
      lastname,
      birthdate: '1961-03-04',
      ssn: '123-45-6789',
      diagnosis: 'I10 Essential (primary) hypertension',
      referring_clinic: opts.referringClinicId ?? null,
      page_start: pages[0]!,
      page_end: pages.at(-1)!,
    },
  };
}

/** Recognised text of each page, as intake would store it. */
export function ocrDataOf(pages: number): OcrData {
  return {
    pages: Array.from({ length: pages }, (_, i) => ({
      page: i + 1,
      method: 'ocr' as const,
      text: `Fax page ${i + 1} of ${pages}`,
      confidence: 90,
      words: [{ text: 'Fax', confidence: 90 }],
    })),
    duration_ms: 1200,
    engine: 'test',
  };
}

export interface InboundFaxSeed {
  /** The inbox clinic's code; null (the default) leaves it unassigned. */
  clinic?: string | null;
  detectedClinic?: string | null;
  status?: InboundFaxStatus;
  source?: InboundFaxSource;
  pages?: number;
  fromNumber?: string;
  dateCreated?: Date;
  /** Stored sealed; processed and reviewed faxes get ocrDataOf(pages) when not given. */
  ocr?: OcrData | null;
  detected?: DetectedReferral[] | null;
}

/** Inserts a received fax with its stored PDF; returns the row. */
export async function insertInboundFax(t: TestApp, seed: InboundFaxSeed = {}) {
  const pages = seed.pages ?? 3;
  const status = seed.status ?? 'processed';
  const recognised = status === 'processed' || status === 'reviewed';
  const uuid = newUuid();
  const key = `inbound-faxes/${uuid}.pdf`;
  const stored = await t.deps.storage.put(key, await faxPdf(pages));
  const clinicId = seed.clinic ? (await clinicByCode(t, seed.clinic)).id : null;
  const detectedClinicId = seed.detectedClinic
    ? (await clinicByCode(t, seed.detectedClinic)).id
    : null;
  const ocr = seed.ocr === undefined ? (recognised ? ocrDataOf(pages) : null) : seed.ocr;
  const detected = seed.detected === undefined ? (recognised ? [] : null) : seed.detected;
  const seal = (v: unknown) => (v === null ? null : t.deps.crypto.encrypt(JSON.stringify(v)));
  const [row] = await t.db
    .insert(inboundFaxes)
    .values({
      uuid,
      source: seed.source ?? 'upload',
      externalId: `test-${uuid}`,
      status,
      clinicId,
      detectedClinicId,
      fromNumber: seed.fromNumber ?? '+13125550101',
      fromLocation: 'Chicago, IL',
      subject: 'Patient referral',
      toNumber: '+13125550201',
      pagesCount: pages,
      dateCreated: seed.dateCreated ?? t.clock.now(),
      storageKey: key,
      size: stored.size,
      sha256: stored.sha256,
      ocrData: seal(ocr),
      detectedReferrals: seal(detected),
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning();
  return row!;
}
