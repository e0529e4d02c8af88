import type { ScopedData } from '../../scoped-data/scoped.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import { assertDocumentsChangeable } from './documents.policy.js';
import type { UploadTarget } from './documents.repo.js';

/**
 * The referral whose documents the actor uploads or deletes: their own as its sender
 * (documents.repo.ts), and one whose documents may still change (documents.policy.ts).
 */
export async function changeableReferral(
  ctx: { data: { documents: Pick<ScopedData['documents'], 'ownReferral'> } },
  referralUuid: string,
): Promise<ReferralRow> {
  const referral = await ctx.data.documents.ownReferral(referralUuid);
  assertDocumentsChangeable(referral);
  return referral;
}

/** Where the actor's upload goes: a changeable referral with its provider's documents. */
export async function changeableUploadTarget(
  ctx: { data: { documents: Pick<ScopedData['documents'], 'ownReferral' | 'uploadTarget'> } },
  referralUuid: string,
): Promise<UploadTarget> {
  return ctx.data.documents.uploadTarget(await changeableReferral(ctx, referralUuid));
}
