import { recordDocuments, uploadTargetOf } from '../documents/documents.repo.js';
import type { ReferralRow } from '../referrals/referral-access.js';

/**
 * Where a public referrer's files go through the staff upload pipeline: the referral the token or
 * access code opened, its files recorded as 'external' documents with no user. The public upload
 * route and the demo seed upload with it.
 */
export function publicUploadTarget(
  db: Parameters<typeof uploadTargetOf>[0],
  referral: ReferralRow,
) {
  return {
    uploadTarget: () => uploadTargetOf(db, referral),
    record: (r: ReferralRow, files: Parameters<typeof recordDocuments>[2], at: Date) =>
      recordDocuments(db, r, files, { type: 'external', userId: null, now: at }),
  };
}
