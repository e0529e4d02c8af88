import type { ReferralViewer } from '@app/shared';
import type { StorageAdapter } from '../../adapters/storage/storage.js';
import {
  LEGAL_PAGE,
  PageWriter,
  appendAttachments,
  embedFonts,
  imageBoxFor,
  prepareAttachments,
} from './page-composer.js';
import { displayDateTime, summarySections, type ReferralSummary } from './referral-summary.js';

/** The summary pages: a title, then each section's label/value rows. */
export function writeSummary(
  writer: PageWriter,
  summary: ReferralSummary,
  viewer: ReferralViewer,
  now: Date,
): void {
  writer.newPage();
  writer.text(summary.isOrder ? 'Order Summary' : 'Referral Summary', { size: 18, bold: true });
  writer.text(`Printed ${displayDateTime(now)}`, { size: 9 });
  for (const section of summarySections(summary, viewer)) {
    writer.heading(section.title);
    for (const row of section.rows) writer.row(row.label, row.value);
  }
}

/**
 * The printed referral (GET /api/referrals/:uuid/print): the summary on legal pages, then every
 * uploaded document.
 */
export async function buildPrintPdf(
  summary: ReferralSummary,
  storage: StorageAdapter,
  opts: { viewer: ReferralViewer; now: Date },
): Promise<{ pdf: Uint8Array; pages: number }> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(summary.isOrder ? 'Order' : 'Referral');
  pdf.setCreationDate(opts.now);
  const [fonts, prepared] = await Promise.all([
    embedFonts(pdf),
    prepareAttachments(storage, summary.documents, imageBoxFor(LEGAL_PAGE), 'jpeg'),
  ]);
  const writer = new PageWriter(pdf, LEGAL_PAGE, fonts);
  writeSummary(writer, summary, opts.viewer, opts.now);
  await appendAttachments(pdf, writer, prepared);
  return { pdf: await pdf.save(), pages: pdf.getPageCount() };
}
