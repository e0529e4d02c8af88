import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { isLiveNameClash, type NetworkRow } from './networks.repo.js';
import { assertAdmin, assertNameFree } from './networks.policy.js';

/**
 * save_referral_network: a new group (no id) or a new name for a live one. The name must not be
 * another live group's, ignoring case.
 */
export async function saveNetwork(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  input: { id: number | null; name: string },
): Promise<NetworkRow> {
  assertAdmin(ctx.actor);
  try {
    return await ctx.data.networks.transaction(async (tx) => {
      assertNameFree(await tx.nameTaken(input.name, input.id));
      if (input.id === null) return tx.insert(input.name);
      const row = await tx.rename(input.id, input.name);
      if (!row) throw AppError.notFound('Referral group not found.');
      return row;
    });
  } catch (err) {
    // Another save took the name between the check and the write: the same answer as the check.
    if (isLiveNameClash(err)) assertNameFree(true);
    throw err;
  }
}
