import { REFERRAL_LABEL } from '@app/shared';
import type { StorageAdapter } from '../../adapters/storage/storage.js';
import {
  A4_PAGE,
  PageWriter,
  appendAttachments,
  embedFonts,
  imageBoxFor,
  prepareAttachments,
  type PreparedAttachment,
} from './page-composer.js';
import {
  displayDateTime,
  loadReferralSummary,
  type ClinicFacts,
  type ReferralSummary,
} from './referral-summary.js';
import type { ReferralSummaryRepo } from './referral-summary.repo.js';

export const FAX_CONFIDENTIALITY =
  'CONFIDENTIALITY NOTICE: This fax contains protected health information intended only for the ' +
  'recipient named above. If you received it in error, notify the sender at the phone number ' +
  'above and destroy all copies. Any other use, disclosure or copying is prohibited.';

/** Pages each prepared attachment will add (known before the cover sheet is written). */
function pagesOf(a: PreparedAttachment): number {
  switch (a.kind) {
    case 'pdf':
      return a.source.getPageCount();
    case 'images':
      return a.images.length;
    case 'notice':
      return 1;
    case 'listed':
      return 0;
  }
}

function clinicBlock(
  writer: PageWriter,
  title: string,
  c: ClinicFacts | null,
  extra: [string, string][],
) {
  writer.heading(title);
  writer.row('Clinic', c?.name ?? '');
  writer.row('Address', c?.address ?? '');
  writer.row('Phone', c?.phone ?? '');
  writer.row('Fax', c?.fax ?? '');
  for (const [label, value] of extra) writer.row(label, value);
}

function writeCoverSheet(
  writer: PageWriter,
  s: ReferralSummary,
  attachedPages: number,
  opts: { appUrl: string; now: Date },
): void {
  writer.newPage();
  writer.text('FAX', { size: 26, bold: true });
  writer.text(s.isOrder ? 'Patient Order' : 'Patient Referral', { size: 14, bold: true });
  writer.gap(4);
  writer.row('Date', displayDateTime(opts.now));
  writer.row('Attached Pages', String(attachedPages));
  writer.row('Referral ID', s.uuid);
  clinicBlock(writer, 'To', s.receiver, [['Provider', s.provider]]);
  clinicBlock(writer, 'From', s.referrer, [
    [REFERRAL_LABEL.referrerProvider, s.referrerProvider],
    ['Sent By', s.sentBy],
  ]);
  writer.heading('Patient and Referral');
  writer.row('Patient', s.patient?.name ?? '');
  writer.row(REFERRAL_LABEL.dateOfBirth, s.patient?.birthdate ?? '');
  writer.row(REFERRAL_LABEL.diagnosis, s.diagnosis);
  writer.row('Provider', s.provider);
  if (s.comment) writer.row('Comment', s.comment);
  writer.row('Documents', s.documents.length ? s.documents.map((d) => d.name).join(', ') : 'None');
  writer.gap(10);
  writer.text(`Sent from ${opts.appUrl}`, { size: 9 });
  writer.gap(6);
  writer.text(FAX_CONFIDENTIALITY, { size: 8 });
}

/**
 * The document faxed to a fax clinic (spec 2 section 4: "generate a fax file (A4 pages)"): a
 * cover sheet with both clinics and the patient and referral summary, then every uploaded
 * document composed as for printing, on A4. Runs in jobs for the system: no actor.
 */
export async function buildReferralFaxDocument(
  summaries: ReferralSummaryRepo,
  storage: StorageAdapter,
  referralId: number,
  opts: { appUrl: string; now: Date },
): Promise<{ pdf: Uint8Array; pages: number }> {
  const summary = await loadReferralSummary(summaries, referralId);
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fax ${summary.uuid}`);
  pdf.setCreationDate(opts.now);
  const [fonts, prepared] = await Promise.all([
    embedFonts(pdf),
    prepareAttachments(storage, summary.documents, imageBoxFor(A4_PAGE), 'jpeg'),
  ]);
  const writer = new PageWriter(pdf, A4_PAGE, fonts);
  const attachedPages = prepared.reduce((n, a) => n + pagesOf(a), 0);
  writeCoverSheet(writer, summary, attachedPages, opts);
  await appendAttachments(pdf, writer, prepared);
  return { pdf: await pdf.save(), pages: pdf.getPageCount() };
}
