import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  clinics,
  faxes,
  patients,
  referralDocuments,
  referrals,
} from '../src/db/schema/index.js';
import { DEMO_REFERRALS } from '../src/seed/demo-referrals.js';
import { buildReferralFaxDocument } from '../src/modules/documents/fax-document.js';
import { LEGAL_PAGE, A4_PAGE } from '../src/modules/documents/page-composer.js';
import { loadReferralSummary, summarySections } from '../src/modules/documents/referral-summary.js';
import { createReferralSummaryRepo } from '../src/modules/documents/referral-summary.repo.js';
import { TIF_PAGE } from '../src/modules/documents/export-tif.js';
import { DOCUMENT_PERSONAS, uploadFiles } from './documents-kit.js';
import { createReferral } from './factories/referrals.js';
import { jpegImage, pdfWithPages, pngImage, tiffImage, zipOf } from './fixtures/files.js';
import { pdfText } from './fixtures/pdf-text.js';
import { DB_KINDS } from './harness.js';
import { appSuite } from './suite.js';

const A4_LETTER_PDF: [number, number] = [595.28, 841.89];

describe.each(DB_KINDS)('print, TIF export and fax document on %s', (kind) => {
  const { t, agents } = appSuite(kind, DOCUMENT_PERSONAS);
  let referral: Awaited<ReturnType<typeof createReferral>>;

  const sizes = (pdf: PDFDocument) =>
    pdf.getPages().map((p) => {
      const { width, height } = p.getSize();
      return [Math.round(width), Math.round(height)];
    });

  beforeAll(async () => {
    referral = await createReferral(t, {
      providerLastname: 'Patel',
      patient: { firstname: 'Mary', lastname: 'Jackson' },
      extraInfo: { custom_preferred_contact: 'Fax', custom_unknown_field: ['A', 'B'] },
    });
    // Attachments: a 2-page letter PDF, an A3 PDF page (shrunk to fit), a PNG, a 2-page TIFF,
    // a JPEG and a zip (listed only): 2 + 1 + 1 + 2 + 1 = 7 attachment pages.
    const up = await uploadFiles(agents.psr, referral.uuid, [
      { filename: 'notes.pdf', content: await pdfWithPages(2) },
      { filename: 'poster.pdf', content: await pdfWithPages(1, [842, 1191]) },
      { filename: 'wound.png', content: await pngImage(900, 600) },
      { filename: 'fax.tif', content: await tiffImage(2) },
      { filename: 'xray.jpg', content: await jpegImage(600, 900) },
      { filename: 'bundle.zip', content: zipOf([{ name: 'a.pdf', data: await pdfWithPages(1) }]) },
    ]);
    if (up.status !== 200) throw new Error(JSON.stringify(up.body));
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.id, referral.id));
  });

  it('summarises the referral with the form labels of its custom fields', async () => {
    const summary = await loadReferralSummary(createReferralSummaryRepo(t.db), referral.id);
    const sections = summarySections(summary, 'referrer');
    const rows = Object.fromEntries(
      sections.map((s) => [s.title, Object.fromEntries(s.rows.map((r) => [r.label, r.value]))]),
    );
    expect(rows['Referring Clinic']).toMatchObject({
      Name: 'Northside Family Medicine',
      'Office Phone': '312-555-0100',
    });
    expect(rows['Receiving Clinic']).toMatchObject({
      Name: 'Lakeside Cardiology',
      Provider: 'Dr. Raj Patel',
    });
    expect(rows['Patient']).toMatchObject({ Name: 'Mary Jackson', 'Date of Birth': '02/01/1990' });
    expect(rows['Referral']).toMatchObject({
      Status: 'Sent',
      Diagnosis: 'I10 Hypertension',
      // Lakeside's external form labels it; a field no longer on the form gets a readable name.
      'Preferred contact method': 'Fax',
      'Unknown Field': 'A, B',
    });
    expect(sections.find((s) => s.title === 'Documents')!.rows.map((r) => r.value)).toContain(
      'bundle.zip (zip file, not included)',
    );
    expect(summarySections(summary, 'receiver')[3]!.rows[0]).toEqual({
      label: 'Status',
      value: 'Received',
    });
  });

  it('prints every custom field kind with the form labels and qualifying answers with their section', async () => {
    const filled = await createReferral(t, {
      providerLastname: 'Patel',
      patient: { firstname: 'Stephanie', lastname: 'Kwolek', phone: '3125550123' },
      extraInfo: {
        custom_referring_practice: 'Northside Family Medicine',
        custom_referrer_phone: '312-555-0100',
        custom_preferred_contact: 'Fax',
        custom_symptom_onset: '2026-03-09',
        custom_reason_for_referral: 'Chest pain on exertion',
        custom_patient_address: {
          line1: '12 Oak St',
          city: 'Springfield',
          state: 'IL',
          zip: '62704',
        },
        custom_accommodations: ['Interpreter', 'Wheelchair access'],
        custom_weight_lb: '180',
      },
    });
    const saved = await agents.psr.graphql(
      `mutation ($u: String!, $a: [ReferralAnswerInput!]!) {
        save_referral_answers(referral_uuid: $u, answers: $a) { answer } }`,
      {
        u: filled.uuid,
        a: [
          {
            name: 'Imaging',
            question: 'Has the patient had imaging of this area before?',
            answer: 'Yes',
          },
        ],
      },
    );
    expect(saved.errors).toBeUndefined();
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.id, filled.id));

    const res = await agents.lakePsr.download(`/api/referrals/${filled.uuid}/print`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const line of [
      'Referring practice Northside Family Medicine',
      'Referrer phone 312-555-0100',
      'Preferred contact method Fax',
      'Date symptoms started 03/09/2026',
      'Reason for referral Chest pain on exertion',
      'Patient home address 12 Oak St, Springfield, IL 62704',
      'Accommodations needed Interpreter, Wheelchair access',
      'Patient weight (lb) 180',
      'Phone 312-555-0123',
      'Imaging Has the patient had imaging of this area before? Yes',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('[object Object]');
    expect(text).not.toContain('2026-03-09');
    expect(text).not.toContain('Symptom Onset');
  });

  it('prints one legal-size PDF: the summary, then every attachment page', async () => {
    const res = await agents.psr.download(`/api/referrals/${referral.uuid}/print`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Printable from the app's own frame, from no other site.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1 + 7);
    expect(new Set(sizes(pdf).map((s) => s.join('x')))).toEqual(
      new Set([`${LEGAL_PAGE.width}x${LEGAL_PAGE.height}`]),
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.printed'), eq(auditLog.subjectId, referral.uuid)));
    expect(entry).toBeDefined();
  });

  it('exports the same pages as a multi-page TIF 816 px wide', async () => {
    const res = await agents.lakePsr.download(`/api/referrals/${referral.uuid}/export.tif`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/tiff');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Referral_/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('tiff');
    expect(meta.width).toBe(TIF_PAGE.width);
    // Summary, a page per PDF document (not rasterised), the PNG, the TIFF's 2 and the JPEG.
    expect(meta.pages).toBe(1 + 2 + 1 + 2 + 1);
  });

  it('builds the fax document on A4: a cover sheet, then the attachment pages', async () => {
    const started = Date.now();
    const fax = await buildReferralFaxDocument(
      createReferralSummaryRepo(t.db),
      t.deps.storage,
      referral.id,
      {
        appUrl: 'http://localhost:3000',
        now: new Date(),
      },
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    const pdf = await PDFDocument.load(fax.pdf);
    expect(fax.pages).toBe(1 + 7);
    expect(pdf.getPageCount()).toBe(fax.pages);
    expect(new Set(sizes(pdf).map((s) => s.join('x')))).toEqual(
      new Set([A4_LETTER_PDF.map(Math.round).join('x')]),
    );
    expect(A4_PAGE.width).toBe(A4_LETTER_PDF[0]);
  });

  it('says so on a page when an attachment cannot be read', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const [lost] = await t.db
      .select()
      .from(referralDocuments)
      .where(eq(referralDocuments.referralId, referral.id))
      .limit(1);
    await t.db.insert(referralDocuments).values({
      referralId: r.id,
      name: 'lost.pdf',
      originalName: 'lost.pdf',
      contentType: 'application/pdf',
      size: 1,
      sha256: lost!.sha256,
      storageKey: `referrals/${r.uuid}/missing`,
    });
    const fax = await buildReferralFaxDocument(
      createReferralSummaryRepo(t.db),
      t.deps.storage,
      r.id,
      {
        appUrl: 'http://localhost:3000',
        now: new Date(),
      },
    );
    expect(fax.pages).toBe(2);
    const res = await agents.psr.download(`/api/referrals/${r.uuid}/print`);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(2);
  });

  it('is visible to any viewer of the referral and to nobody else', async () => {
    expect((await agents.nurse.download(`/api/referrals/${referral.uuid}/print`)).statusCode).toBe(
      200,
    );
    expect(
      (await agents.riverPsr.download(`/api/referrals/${referral.uuid}/print`)).statusCode,
    ).toBe(404);
    expect(
      (await agents.riverPsr.download(`/api/referrals/${referral.uuid}/export.tif`)).statusCode,
    ).toBe(404);
    const draft = await createReferral(t, { providerLastname: 'Patel' });
    expect((await agents.lakePsr.download(`/api/referrals/${draft.uuid}/print`)).statusCode).toBe(
      404,
    );
  });

  it('has demo referrals in every sending state from every clinic with staff, with documents', async () => {
    const lastnames = DEMO_REFERRALS.map((d) => d.patient[1]);
    const demo = await t.db
      .select({ id: referrals.id, status: referrals.status, code: clinics.code })
      .from(referrals)
      .innerJoin(clinics, eq(clinics.id, referrals.clinicReferrerId))
      .innerJoin(patients, eq(patients.id, referrals.patientId))
      .where(inArray(patients.lastname, lastnames));
    expect(demo).toHaveLength(DEMO_REFERRALS.length);
    const statuses = new Set(demo.map((r) => r.status));
    for (const s of ['draft', 'pending_approval', 'sent', 'sent_fax', 'faxed_successfully']) {
      expect(statuses.has(s), s).toBe(true);
    }
    expect(new Set(demo.map((r) => r.code))).toEqual(
      new Set(['NORTHSIDE', 'LAKESIDE', 'RIVERSIDE']),
    );
    const docs = await t.db.select().from(referralDocuments);
    for (const r of demo) {
      expect(
        docs.some((d) => d.referralId === r.id),
        `referral ${r.id}`,
      ).toBe(true);
    }
    const faxed = demo.filter((r) => r.status.includes('fax')).map((r) => r.id);
    const faxRows = await t.db.select().from(faxes).where(inArray(faxes.referralId, faxed));
    expect(faxRows.map((f) => f.status).sort()).toEqual(['sending', 'success']);
    // The SSN is stored sealed, never in the clear.
    const [p] = await t.db.select().from(patients).where(eq(patients.lastname, 'Hopper'));
    expect(p!.ssnEncrypted).not.toContain('6702');
    expect(t.deps.crypto.decrypt(p!.ssnEncrypted!)).toBe('123456702');
  });
});
