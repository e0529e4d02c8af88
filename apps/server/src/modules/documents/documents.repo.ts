import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { MISC_DOCUMENT_NAME } from '@app/shared';
import type { Database } from '../../db/client.js';
import { documents, providerDocuments, referralDocuments } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { audit } from '../audit/audit.js';
import { isUuid } from '../catalog/sql.js';
import {
  loadOwnReferral,
  loadVisibleReferral,
  visibleReferrals,
  type ReferralRow,
} from '../referrals/referral-access.js';
import type { ReferralDocumentView } from './document-rows.js';
import { listReferralDocuments, viewQuery } from './document-rows.repo.js';
import { DOCUMENTS_MSG } from './documents.policy.js';
import { loadReferralSummary, type ReferralSummary } from './referral-summary.js';
import { createReferralSummaryRepo } from './referral-summary.repo.js';

/** A file already in storage, to be recorded on a referral. */
export type NewReferralDocument = Pick<
  ReferralDocumentView,
  'documentId' | 'name' | 'originalName' | 'contentType' | 'size' | 'sha256' | 'storageKey'
>;

/** Where uploads may go: the referral and the documents its provider asks for. */
export interface UploadTarget {
  referral: ReferralRow;
  /** Catalog document id -> name, for the referral's provider (misc included). */
  providerDocuments: Map<number, string>;
}

export const isMiscDocument = (name: string | null | undefined) =>
  (name ?? MISC_DOCUMENT_NAME).toLowerCase() === MISC_DOCUMENT_NAME;

/** The upload target of a referral already found changeable by the caller's own rule. */
export async function uploadTargetOf(db: Database, referral: ReferralRow): Promise<UploadTarget> {
  const rows =
    referral.providerId === null
      ? []
      : await db
          .select({ id: documents.id, name: documents.name })
          .from(providerDocuments)
          .innerJoin(documents, eq(documents.id, providerDocuments.documentId))
          .where(eq(providerDocuments.providerId, referral.providerId));
  return { referral, providerDocuments: new Map(rows.map((d) => [d.id, d.name])) };
}

/**
 * Records stored files on the referral (one transaction with its audit entry): 'internal' by a
 * member, 'external' by the public referrer (no user).
 */
export async function recordDocuments(
  db: Database,
  referral: ReferralRow,
  files: readonly NewReferralDocument[],
  by: { type: 'internal' | 'external'; userId: number | null; now: Date },
): Promise<ReferralDocumentView[]> {
  const ids = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(referralDocuments)
      .values(
        files.map((f) => ({
          ...f,
          referralId: referral.id,
          type: by.type,
          uploadedById: by.userId,
          createdAt: by.now,
        })),
      )
      .returning({ id: referralDocuments.id, uuid: referralDocuments.uuid });
    await audit(tx, {
      action: 'referral.document.uploaded',
      actorUserId: by.userId,
      subjectType: 'referral',
      subjectId: referral.uuid,
      details: { document_uuids: inserted.map((d) => d.uuid), type: by.type },
    });
    return inserted.map((d) => d.id);
  });
  return viewQuery(db).where(inArray(referralDocuments.id, ids)).orderBy(asc(referralDocuments.id));
}

/**
 * Referral documents as the actor may reach them: reads through a visible referral, changes
 * through the actor's own referral (the referrer holding SEND_REFERRAL, referral-access.ts).
 * Whether its documents may change now is documents.policy.ts, which the caller asks.
 */
export function createDocumentsRepo(db: Database, actor: Actor) {
  const trail = (action: Parameters<typeof audit>[1]['action'], r: ReferralRow, details: object) =>
    audit(db, {
      action,
      actorUserId: actor.userId,
      subjectType: 'referral',
      subjectId: r.uuid,
      details: { ...details },
    });

  return {
    async list(referralUuid: string): Promise<ReferralDocumentView[]> {
      const r = await loadVisibleReferral(db, actor, referralUuid);
      return listReferralDocuments(db, [r.id]);
    },

    /** Documents of referrals the actor sees (the Referral.documents field; batched by id). */
    ofReferrals(referralIds: readonly number[]): Promise<ReferralDocumentView[]> {
      return listReferralDocuments(db, referralIds, visibleReferrals(actor));
    },

    /** One document for download; the read is audited (patient data). */
    async openForDownload(referralUuid: string, documentUuid: string) {
      const r = await loadVisibleReferral(db, actor, referralUuid);
      if (!isUuid(documentUuid)) throw AppError.notFound(DOCUMENTS_MSG.notFound);
      const [doc] = await viewQuery(db)
        .where(
          and(
            eq(referralDocuments.referralId, r.id),
            eq(referralDocuments.uuid, documentUuid),
            isNull(referralDocuments.deletedAt),
          ),
        )
        .limit(1);
      if (!doc) throw AppError.notFound(DOCUMENTS_MSG.notFound);
      await trail('referral.document.read', r, { document_uuid: doc.uuid });
      return doc;
    },

    /** A referral whose documents the actor, as its sender, may change (404 / 403 otherwise). */
    ownReferral(referralUuid: string): Promise<ReferralRow> {
      return loadOwnReferral(db, actor, referralUuid);
    },

    /** The referral with the documents its provider asks for. */
    uploadTarget(referral: ReferralRow): Promise<UploadTarget> {
      return uploadTargetOf(db, referral);
    },

    /** Records stored files on the referral (one transaction with its audit entry). */
    async record(
      referral: ReferralRow,
      files: readonly NewReferralDocument[],
      now: Date,
    ): Promise<ReferralDocumentView[]> {
      return recordDocuments(db, referral, files, { type: 'internal', userId: actor.userId, now });
    },

    /** Soft delete: the bytes stay in storage for the record. */
    async remove(r: ReferralRow, documentUuid: string, now: Date): Promise<void> {
      if (!isUuid(documentUuid)) throw AppError.notFound(DOCUMENTS_MSG.notFound);
      const [gone] = await db
        .update(referralDocuments)
        .set({ deletedAt: now })
        .where(
          and(
            eq(referralDocuments.referralId, r.id),
            eq(referralDocuments.uuid, documentUuid),
            isNull(referralDocuments.deletedAt),
          ),
        )
        .returning({ uuid: referralDocuments.uuid });
      if (!gone) throw AppError.notFound(DOCUMENTS_MSG.notFound);
      await trail('referral.document.deleted', r, { document_uuid: gone.uuid });
    },

    /**
     * The summary of a visible referral for printing or export, with who reads it; the read is
     * audited because it carries the patient's details and every document.
     */
    async summaryFor(
      referralUuid: string,
      purpose: 'referral.printed' | 'referral.exported',
    ): Promise<{ referral: ReferralRow; summary: ReferralSummary }> {
      const referral = await loadVisibleReferral(db, actor, referralUuid);
      const summary = await loadReferralSummary(createReferralSummaryRepo(db), referral.id);
      await trail(purpose, referral, { documents: summary.documents.length });
      return { referral, summary };
    },
  };
}
