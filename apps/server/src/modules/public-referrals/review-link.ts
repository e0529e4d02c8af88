/** The review page's address (`:code` is the receiving clinic's code, not the access code). */
export const publicReviewPath = (referralUuid: string, clinicCode: string) =>
  `/public/${referralUuid}/referral/review/${encodeURIComponent(clinicCode)}`;

/** Where the referrer reviews a submitted referral (the last segment is the clinic code). */
export const publicReviewUrl = (appUrl: string, uuid: string, clinicCode: string) =>
  `${appUrl}${publicReviewPath(uuid, clinicCode)}`;
