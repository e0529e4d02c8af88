import {
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_CODE_TTL_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
} from '@app/shared';
import { minutes } from '../../lib/clock.js';
import { hmac, numericCode, safeEqual } from '../../lib/ids.js';
import type { Mailer } from '../mail/mailer.js';
import { twoFactorCodeMail } from '../mail/templates.js';
import type { AuthRepo } from './auth.repo.js';

/** Codes are stored as a keyed hash bound to their session, never in clear. */
const codeHash = (appKey: string, sessionId: string, code: string) =>
  hmac(appKey, `2fa:${sessionId}:${code}`);

/** Issues a fresh code for a pending session (older ones stop working) and mails it. */
export async function issueTwoFactorCode(
  tx: AuthRepo,
  input: {
    appKey: string;
    mailer: Mailer;
    sessionId: string;
    user: { email: string; firstname: string };
    now: Date;
  },
): Promise<void> {
  await tx.retireTwoFactorCodes(input.sessionId, input.now);
  const code = numericCode(TWO_FACTOR_CODE_LENGTH);
  await tx.insertTwoFactorCode({
    sessionId: input.sessionId,
    codeHash: codeHash(input.appKey, input.sessionId, code),
    expiresAt: new Date(input.now.getTime() + minutes(TWO_FACTOR_CODE_TTL_MINUTES)),
    createdAt: input.now,
  });
  await tx.sendMail(input.mailer, twoFactorCodeMail(input.user, code));
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'none';

/** The state of the session's current code, without spending a try. */
export async function currentCodeState(
  tx: AuthRepo,
  sessionId: string,
  now: Date,
): Promise<Exclude<CodeCheck, 'ok' | 'wrong'> | 'active'> {
  const row = await tx.latestTwoFactorCode(sessionId);
  if (!row || row.usedAt) return 'none';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.attempts >= TWO_FACTOR_MAX_ATTEMPTS) return 'exhausted';
  return 'active';
}

/**
 * Checks a code: each try is counted before comparing (so parallel guesses cannot exceed the
 * limit), a code works once, and expires after its lifetime.
 */
export async function checkTwoFactorCode(
  tx: AuthRepo,
  input: { appKey: string; sessionId: string; code: string; now: Date },
): Promise<CodeCheck> {
  const state = await currentCodeState(tx, input.sessionId, input.now);
  if (state !== 'active') return state;
  const row = await tx.countTwoFactorAttempt(input.sessionId, TWO_FACTOR_MAX_ATTEMPTS);
  if (!row) return 'exhausted';
  if (!safeEqual(row.codeHash, codeHash(input.appKey, input.sessionId, input.code))) {
    return 'wrong';
  }
  await tx.markTwoFactorCodeUsed(row.id, input.now);
  return 'ok';
}
