import { timingSafeEqual } from 'node:crypto';
import { PUBLIC_REVIEW_MSG, publicReviewLoginSchema } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { hours } from '../../lib/clock.js';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import type { Limit, RateLimiter } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import { hashAccessCode } from './access-code.js';
import type { PublicFlowRepo } from './public-flow.repo.js';

/**
 * Failed attempts allowed per hour (issue 6 "Abuse resistance", issue 18 item 14). Only failures
 * count, so the real referrer using the page all day is never locked out by their own calls. They
 * are counted per (referral, address) and per address, never per referral or per e-mail alone: a
 * stranger holding the link locks out only their own address, not the real referrer's. A guess
 * spread over many addresses is no threat to a 12-character code (~59 bits): at 30 failures an
 * hour per address, a million addresses guessing for the code's 90 days try about 2^36 of its
 * 2^59 codes.
 */
export const ACCESS_LIMITS = {
  referralFromIp: { name: 'public:access:referral+ip', max: 10, windowMs: hours(1) },
  ip: { name: 'public:access:ip', max: 30, windowMs: hours(1) },
} as const satisfies Record<string, Limit>;

export interface PublicAccessDeps {
  /** On the unscoped database: the caller has no account, the access code is the credential. */
  data: PublicFlowRepo;
  crypto: Pick<FieldCrypto, 'lookupHash'>;
  limiter: Pick<RateLimiter, 'exhausted' | 'hit'>;
  now: Date;
}

export interface PublicAccessInput {
  referralUuid: string;
  email: string;
  accessCode: string;
  ip: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Compared against when there is no stored hash, so an unknown referral costs the same work. */
const NO_HASH = '0'.repeat(64);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  // Lengths are both 64 hex characters for real hashes; a mismatch is a refusal, not a throw.
  return x.length === y.length && timingSafeEqual(x, y);
}

const subjects = (input: PublicAccessInput) =>
  [
    [ACCESS_LIMITS.referralFromIp, `${input.referralUuid.toLowerCase()}|${input.ip}`],
    [ACCESS_LIMITS.ip, input.ip],
  ] as const;

/**
 * The one gate of every public review call (verify, answers, notes, uploads, downloads): the
 * referral the e-mail + access code open, sent or later (never a public draft). Wrong code, wrong
 * e-mail, unknown referral and another referral's code all give one message after the same work
 * (an HMAC and a constant-time compare), so nothing tells them apart.
 */
export async function verifyPublicAccess(
  deps: PublicAccessDeps,
  input: PublicAccessInput,
): Promise<ReferralRow> {
  // Spec 2 section 5 "Public review login", the same rule as the page's form.
  const { email, access_code: accessCode } = parseInput(publicReviewLoginSchema, {
    email: input.email,
    access_code: input.accessCode,
  });
  const budgets = subjects(input);
  for (const [limit, subject] of budgets) {
    if (await deps.limiter.exhausted(limit, subject)) {
      throw new AppError('RATE_LIMITED', PUBLIC_REVIEW_MSG.tooManyAttempts);
    }
  }

  const row = UUID.test(input.referralUuid)
    ? await deps.data.withAccessCode(input.referralUuid)
    : undefined;
  const given = hashAccessCode(deps.crypto, accessCode);
  const codeOk = sameHash(given, row?.codeHash ?? NO_HASH);
  if (!row || !codeOk || row.email !== email) {
    for (const [limit, subject] of budgets) await deps.limiter.hit(limit, subject);
    throw AppError.unauthenticated(PUBLIC_REVIEW_MSG.invalidCredentials);
  }
  // Told only to whoever holds the right code: nobody else learns that the referral exists.
  if (row.expiresAt.getTime() <= deps.now.getTime()) {
    throw new AppError('FORBIDDEN', PUBLIC_REVIEW_MSG.expired);
  }
  return row.referral;
}
