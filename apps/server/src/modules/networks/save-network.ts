import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import type { NetworkRow } from './networks.repo.js';
import { assertAdmin } from './networks.policy.js';

/** save_referral_network: a new group (no id) or a new name for a live one. */
export async function saveNetwork(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  input: { id: number | null; name: string },
): Promise<NetworkRow> {
  assertAdmin(ctx.actor);
  if (input.id === null) return ctx.data.networks.insert(input.name);
  const row = await ctx.data.networks.rename(input.id, input.name);
  if (!row) throw AppError.notFound('Referral group not found.');
  return row;
}
