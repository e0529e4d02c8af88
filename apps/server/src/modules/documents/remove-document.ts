import type { ActionContext } from '../../action-context.js';
import { changeableReferral } from './changeable-referral.js';

/** Deletes a document of the actor's own referral while its documents may change (soft delete). */
export async function removeDocument(
  ctx: Pick<ActionContext, 'data' | 'now'>,
  referralUuid: string,
  documentUuid: string,
): Promise<void> {
  const referral = await changeableReferral(ctx, referralUuid);
  await ctx.data.documents.remove(referral, documentUuid, ctx.now);
}
