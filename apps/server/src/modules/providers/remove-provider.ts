import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { assertManagesClinic } from './providers.policy.js';
import { PROVIDER_MSG_SERVER } from './providers.repo.js';

/** Soft delete; the default provider stays while it is the only one receiving referrals. */
export async function removeProvider(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'now'>,
  uuid: string,
): Promise<void> {
  const p = await ctx.data.providers.byUuid(uuid);
  assertManagesClinic(ctx.actor, p.clinicId);
  await ctx.data.providers.transaction(async (tx) => {
    if (p.isDefault && !(await tx.otherReceiving(p.clinicId, p.id))) {
      throw AppError.validation(PROVIDER_MSG_SERVER.lastReceiving);
    }
    await tx.softDelete(p.id, ctx.now);
  });
}
