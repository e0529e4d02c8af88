import { z } from 'zod';
import { singleLineText } from '../text.js';
import { forgotPasswordSchema } from '../validation.js';
import { PUBLIC_REVIEW_MSG } from './messages.js';
import { UPLOAD_AFTER_SEND_STATUSES } from './status.js';

/**
 * The public review page's rules (spec 2 "Public review page", sections 4, 5 and 8): the sign-in
 * with e-mail and access code, when the submitter may still upload, and the page's wording.
 */

/** An access code has 12 characters, shown grouped 'XXXX-XXXX-XXXX'. */
export const PUBLIC_ACCESS_CODE_LENGTH = 12;

/**
 * The review page's wording beyond PUBLIC_REVIEW_MSG (sign-in refusals) and PUBLIC_REFERRAL_MSG
 * (the public upload outcomes), both in messages.ts.
 */
export const PUBLIC_REVIEW_PAGE_MSG = {
  // Ours: the spec words only the e-mail's messages (docs/decisions.md).
  accessCodeLength: 'Access code must have 12 characters',
} as const;

/**
 * Spec 2 section 4: the submitter may upload only while under review, sent, accepted or
 * scheduled, the same statuses as a referring clinic.
 */
export function isPublicUploadStatus(status: string): boolean {
  return (UPLOAD_AFTER_SEND_STATUSES as readonly string[]).includes(status);
}

/** What the referrer typed, with dashes, spaces and case ignored ('abcd-efgh jkmn' -> 'ABCDEFGHJKMN'). */
export function normalizePublicAccessCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** The sign-in forms' e-mail rule: required, then valid; trimmed and lower-cased. */
const email = forgotPasswordSchema.shape.email;

const accessCode = singleLineText({ error: PUBLIC_REVIEW_MSG.accessCodeRequired })
  .transform(normalizePublicAccessCode)
  .pipe(
    z
      .string()
      .min(1, { error: PUBLIC_REVIEW_MSG.accessCodeRequired, abort: true })
      .length(PUBLIC_ACCESS_CODE_LENGTH, PUBLIC_REVIEW_PAGE_MSG.accessCodeLength),
  );

/** The review page's sign-in: 'Email is required' / 'Invalid email' (spec 2 section 5). */
export const publicReviewLoginSchema = z.object({ email, access_code: accessCode });
export type PublicReviewLoginInput = z.input<typeof publicReviewLoginSchema>;
export type PublicReviewCredentials = z.output<typeof publicReviewLoginSchema>;
