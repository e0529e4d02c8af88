import type { PDFDocument } from 'pdf-lib';
import type { ActionContext } from '../../action-context.js';
import { faxReferralSchema, INBOUND_FAX_MSG, pageRangeError } from '@app/shared';
import type { StorageAdapter } from '../../adapters/storage/storage.js';
import { newStorageKey } from '../../adapters/storage/local-storage.js';
import { AppError, INVALID_DATA } from '../../lib/app-error.js';
import { newUuid } from '../../lib/ids.js';
import { parseInput } from '../../lib/validate.js';
import { savePatientAudited } from '../referrals/draft-steps.js';
import { sealSsn } from '../referrals/patient-ssn.js';
import { publishReferralChanged } from '../referrals/referral-events.js';
import { REFERRAL_POLICY_MSG } from '../referrals/referral.policy.js';
import { publishInboundFaxChanged } from './inbound-events.js';
import type { InboundFaxRow } from './inbound-faxes.repo.js';

export interface FaxReferralArgs {
  firstname: string;
  lastname: string;
  birthdate: string;
  ssn: string;
  diagnosis: string;
  referring_clinic: number;
  receiving_provider?: number | null;
  page_start: number;
  page_end: number;
}

/** The System Log line of a referral created from a received fax. */
export const FAX_REFERRAL_LOG = 'Referral created from a received fax.';
/** The name of the pages taken from the fax, as a referral document. */
export const FAX_DOCUMENT_NAME = 'document.pdf';

const fieldError = (field: string, message: string) =>
  AppError.validation(INVALID_DATA, { [field]: [message] });

/** The pages `start`..`end` (1-based, inclusive) of a PDF as a new PDF. */
export async function cutPages(pdf: PDFDocument, start: number, end: number): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const out = await PDFDocument.create();
  const indices = Array.from({ length: end - start + 1 }, (_, i) => start - 1 + i);
  for (const page of await out.copyPages(pdf, indices)) out.addPage(page);
  return out.save();
}

async function loadFaxPdf(storage: StorageAdapter, fax: InboundFaxRow): Promise<PDFDocument> {
  const { PDFDocument } = await import('pdf-lib');
  return PDFDocument.load(await storage.read(fax.storageKey), { ignoreEncryption: true });
}

/** Checks what the form names against the fax: its clinic, the pages, the clinics, the provider. */
async function checkAgainstFax(
  ctx: ActionContext,
  fax: InboundFaxRow & { clinicId: number },
  v: { referring_clinic: number | null; receiving_provider: number | null },
  range: { start: number; end: number; pages: number },
) {
  const rangeError = pageRangeError(range.start, range.end, range.pages);
  if (rangeError) throw AppError.validation(rangeError, { page_range: [rangeError] });
  const repo = ctx.data.inboundFaxes;
  if (!(await repo.otherLiveClinic(v.referring_clinic!, fax.clinicId))) {
    throw fieldError('referring_clinic', REFERRAL_POLICY_MSG.clinicNotFound);
  }
  if (
    v.receiving_provider !== null &&
    !(await repo.isReceivingProviderOf(v.receiving_provider, fax.clinicId))
  ) {
    throw fieldError('receiving_provider', REFERRAL_POLICY_MSG.providerNotFound);
  }
}

/**
 * save_fax_referral (spec 3 section 5): a referral received by the fax's clinic from the
 * referring clinic the form names, created as sent ('Manually Created', source fax) on the date
 * the fax arrived. The actor is its creator, not its sender: no user sent it ('Sent By' stays
 * empty and the by-user charts leave it out). The patient is created with the SSN sealed, the chosen pages become the
 * referral's document, and the fax is reviewed, all in one transaction. The stored pages are
 * removed again when the transaction fails.
 */
export async function createReferralFromFax(
  ctx: ActionContext,
  faxUuid: string,
  args: FaxReferralArgs,
) {
  const repo = ctx.data.inboundFaxes;
  const fax = await repo.find(faxUuid);
  const requireProvider = fax.clinicId !== null && (await repo.hasReceivingProviders(fax.clinicId));
  const v = parseInput(faxReferralSchema({ requireProvider }), args);
  if (fax.clinicId === null) throw AppError.validation(INBOUND_FAX_MSG.noClinic);
  const receiverId = fax.clinicId;
  const pdf = await loadFaxPdf(ctx.deps.storage, fax);
  const range = { start: args.page_start, end: args.page_end, pages: pdf.getPageCount() };
  await checkAgainstFax(ctx, { ...fax, clinicId: receiverId }, v, range);

  const uuid = newUuid();
  const stored = await ctx.deps.storage.put(
    newStorageKey(`referrals/${uuid}`),
    await cutPages(pdf, range.start, range.end),
  );
  try {
    const referral = await repo.transaction(async (tx, afterCommit) => {
      const patientId = await savePatientAudited(ctx, tx.referrals, {
        current: undefined,
        referralId: null,
        columns: { firstname: v.firstname, lastname: v.lastname, birthdate: v.birthdate },
        sealed: sealSsn(ctx.deps.crypto, v.ssn),
        clinicId: receiverId,
      });
      const row = await tx.referrals.insertReferral({
        uuid,
        status: 'sent',
        source: 'fax',
        clinicReferrerId: v.referring_clinic,
        clinicReceiverId: receiverId,
        // Sent by no user of the referring clinic: the actor only typed it in (issue 17 item 10).
        referrerId: null,
        createdById: ctx.actor.userId,
        providerId: v.receiving_provider,
        patientId,
        diagnosis: v.diagnosis,
        sentAt: fax.dateCreated,
        inboundFaxId: fax.id,
        updatedById: ctx.actor.userId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await tx.documents.record(
        row,
        [
          {
            documentId: null,
            name: FAX_DOCUMENT_NAME,
            originalName: FAX_DOCUMENT_NAME,
            contentType: 'application/pdf',
            size: stored.size,
            sha256: stored.sha256,
            storageKey: stored.key,
          },
        ],
        { type: 'internal', userId: ctx.actor.userId, now: ctx.now },
      );
      await tx.referrals.addNote({
        referralId: row.id,
        group: 'system',
        note: FAX_REFERRAL_LOG,
        clinicId: receiverId,
        now: ctx.now,
      });
      await tx.faxes.markReviewed(fax, row.uuid, ctx.now);
      await publishReferralChanged(ctx.deps.events, row, afterCommit);
      await publishInboundFaxChanged(
        ctx.deps.events,
        { uuid: fax.uuid, status: 'reviewed', clinicIds: [receiverId] },
        afterCommit,
      );
      return row;
    });
    return { message: INBOUND_FAX_MSG.referralCreated, referral };
  } catch (e) {
    await ctx.deps.storage.delete(stored.key).catch(() => undefined);
    throw e;
  }
}
