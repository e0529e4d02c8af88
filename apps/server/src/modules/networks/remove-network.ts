import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { isUuid } from '../catalog/sql.js';
import { assertAdmin } from './networks.policy.js';

/** delete_referral_network: deletes a group; its clinics stay and leave the group. */
export async function removeNetwork(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'now'>,
  uuid: string,
): Promise<void> {
  assertAdmin(ctx.actor);
  if (!isUuid(uuid)) throw AppError.notFound('Referral group not found.');
  await ctx.data.networks.transaction(async (tx) => {
    const id = await tx.markDeleted(uuid, ctx.now);
    if (id === undefined) throw AppError.notFound('Referral group not found.');
    await tx.detachClinics(id, ctx.now);
  });
}
