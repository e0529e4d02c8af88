import type { ReferralRow } from './referral-access.js';

/*
 * A public referral's referrer has no account: they are known by the contact they typed on the
 * public form and reach the referral through its review page.
 */

/** The referrer's contact as kept on a public referral (`referrals.referrer_metadata`). */
export interface PublicReferrerJson {
  contact_email: string;
  physician: string | null;
  clinic_name: string | null;
  contact: string | null;
  office_phone: string | null;
  fax: string | null;
}

export function publicReferrerOf(r: Pick<ReferralRow, 'referrerMetadata'>): PublicReferrerJson {
  const m = r.referrerMetadata ?? {};
  const str = (k: string) => (typeof m[k] === 'string' && m[k] !== '' ? (m[k] as string) : null);
  return {
    contact_email: str('contact_email') ?? '',
    physician: str('physician'),
    clinic_name: str('clinic_name'),
    contact: str('contact'),
    office_phone: str('office_phone'),
    fax: str('fax'),
  };
}

/** The review page's address (`:code` is the receiving clinic's code, not the access code). */
export const publicReviewPath = (referralUuid: string, clinicCode: string) =>
  `/public/${referralUuid}/referral/review/${encodeURIComponent(clinicCode)}`;

/** Where the referrer reviews a submitted referral (the last segment is the clinic code). */
export const publicReviewUrl = (appUrl: string, uuid: string, clinicCode: string) =>
  `${appUrl}${publicReviewPath(uuid, clinicCode)}`;
