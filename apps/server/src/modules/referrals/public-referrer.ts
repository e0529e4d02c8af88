import { publicReferrerContact, type PublicReferrerJson } from '@app/shared';
import type { ReferralRow } from './referral-access.js';

/*
 * A public referral's referrer has no account: they are known by the contact they typed on the
 * public form and reach the referral through its review page.
 */

export type { PublicReferrerJson };

export function publicReferrerOf(r: Pick<ReferralRow, 'referrerMetadata'>): PublicReferrerJson {
  return publicReferrerContact(r.referrerMetadata);
}

/** The review page's address (`:code` is the receiving clinic's code, not the access code). */
export const publicReviewPath = (referralUuid: string, clinicCode: string) =>
  `/public/${referralUuid}/referral/review/${encodeURIComponent(clinicCode)}`;

/** Where the referrer reviews a submitted referral (the last segment is the clinic code). */
export const publicReviewUrl = (appUrl: string, uuid: string, clinicCode: string) =>
  `${appUrl}${publicReviewPath(uuid, clinicCode)}`;
