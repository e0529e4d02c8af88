import { REFERRAL_LABEL } from '@app/shared';
import { FAX_CONFIDENTIALITY } from './fax-document.js';
import { A4_PAGE, embedFonts, PageWriter, wrapText } from './page-composer.js';
import { displayDateTime, type ReferralSummary } from './referral-summary.js';

export interface NoteFaxFacts {
  summary: Pick<ReferralSummary, 'uuid' | 'isOrder' | 'referrer' | 'receiver' | 'patient'>;
  /** Who wrote the message, as the Referral Log shows it. */
  author: string;
  note: string;
  createdAt: Date;
}

const NOTE_SIZE = 10;
/** What fits below the header on one A4 page at the note's size. */
const MAX_NOTE_LINES = 32;
const SHORTENED = '[Message shortened: the full message is in the referral.]';

/**
 * A message to a fax clinic on a fax referral (spec 2: "Print pages: A4 for fax messages"): one
 * A4 page naming both clinics and the referral's patient (the fax clinic has no other way to tell
 * which referral it is about), the message, and the confidentiality notice. A message too long
 * for the page is cut with a line saying so.
 */
export async function buildNoteFaxDocument(
  facts: NoteFaxFacts,
  opts: { appUrl: string; now: Date },
): Promise<{ pdf: Uint8Array; pages: number }> {
  const { summary: s } = facts;
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fax message ${s.uuid}`);
  pdf.setCreationDate(opts.now);
  const fonts = await embedFonts(pdf);
  const writer = new PageWriter(pdf, A4_PAGE, fonts);
  writer.newPage();
  writer.text('FAX', { size: 26, bold: true });
  writer.text(s.isOrder ? 'Message on a Patient Order' : 'Message on a Patient Referral', {
    size: 14,
    bold: true,
  });
  writer.gap(4);
  writer.row('Date', displayDateTime(facts.createdAt));
  writer.row('Referral ID', s.uuid);
  writer.row('To', [s.receiver?.name, s.receiver?.fax].filter(Boolean).join(', Fax '));
  writer.row('From', s.referrer?.name ?? '');
  writer.row('Phone', s.referrer?.phone ?? '');
  writer.row('Fax', s.referrer?.fax ?? '');
  writer.row('Patient', s.patient?.name ?? '');
  writer.row(REFERRAL_LABEL.dateOfBirth, s.patient?.birthdate ?? '');
  writer.heading(`Message from ${facts.author}`);
  const width = A4_PAGE.width - 2 * A4_PAGE.margin;
  const lines = facts.note
    .split(/\r?\n/)
    .flatMap((p) => (p.trim() ? wrapText(p, fonts.regular, NOTE_SIZE, width) : ['']));
  for (const line of lines.slice(0, MAX_NOTE_LINES)) writer.text(line || ' ', { size: NOTE_SIZE });
  if (lines.length > MAX_NOTE_LINES) writer.text(SHORTENED, { size: NOTE_SIZE, bold: true });
  writer.gap(10);
  writer.text(`Sent from ${opts.appUrl}`, { size: 9 });
  writer.gap(6);
  writer.text(FAX_CONFIDENTIALITY, { size: 8 });
  return { pdf: await pdf.save(), pages: pdf.getPageCount() };
}
