import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documents, referralDocuments, referrals } from '../../db/schema/index.js';
import type { ReferralDocumentView } from './document-rows.js';

const VIEW = {
  id: referralDocuments.id,
  uuid: referralDocuments.uuid,
  referralId: referralDocuments.referralId,
  referralUuid: referrals.uuid,
  documentId: referralDocuments.documentId,
  documentName: documents.name,
  type: referralDocuments.type,
  name: referralDocuments.name,
  originalName: referralDocuments.originalName,
  contentType: referralDocuments.contentType,
  size: referralDocuments.size,
  sha256: referralDocuments.sha256,
  storageKey: referralDocuments.storageKey,
  createdAt: referralDocuments.createdAt,
};

export function viewQuery(db: Queryable) {
  return db
    .select(VIEW)
    .from(referralDocuments)
    .innerJoin(referrals, eq(referrals.id, referralDocuments.referralId))
    .leftJoin(documents, eq(documents.id, referralDocuments.documentId));
}

/**
 * The live documents of referrals, oldest first. No access rule of its own: callers pass
 * referrals they reached through the visibility rule, or the rule as `visible` (a condition on
 * the joined referral), or are jobs acting for the system.
 */
export async function listReferralDocuments(
  db: Queryable,
  referralIds: readonly number[],
  visible?: SQL,
): Promise<ReferralDocumentView[]> {
  if (!referralIds.length) return [];
  return viewQuery(db)
    .where(
      and(
        inArray(referralDocuments.referralId, [...referralIds]),
        isNull(referralDocuments.deletedAt),
        visible,
      ),
    )
    .orderBy(asc(referralDocuments.createdAt), asc(referralDocuments.id));
}
