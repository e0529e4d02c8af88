import type { ReferralDocument } from '@app/shared';

/** A stored document of a referral with the name of the provider document it answers. */
export interface ReferralDocumentView {
  id: number;
  uuid: string;
  referralId: number;
  referralUuid: string;
  documentId: number | null;
  /** The provider document's name ('misc' for misc); null when it answers none. */
  documentName: string | null;
  type: string;
  name: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  createdAt: Date;
}

/** The contract's ReferralDocument (docs/referrals-api.md), for REST answers and GraphQL. */
export function referralDocumentJson(d: ReferralDocumentView): ReferralDocument {
  return {
    uuid: d.uuid,
    name: d.name,
    referral_document_name: d.documentName ?? 'misc',
    document_id: d.documentId === null ? null : String(d.documentId),
    type: d.type,
    size: d.size,
    content_type: d.contentType,
    sha256: d.sha256,
    url: `/api/referrals/${d.referralUuid}/documents/${d.uuid}`,
    created_at: d.createdAt.toISOString(),
  };
}
