import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { mailServicesOf } from '../users/create-clinic-user.js';
import type { ProviderToSave } from './provider-input.js';
import type { ProviderView } from './providers.repo.js';
import { assertManagesClinic } from './providers.policy.js';

/** A new provider (and its provider user, if named) of a live clinic the actor manages. */
export async function createProvider(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'deps' | 'now'>,
  clinicId: number,
  p: ProviderToSave,
): Promise<ProviderView> {
  assertManagesClinic(ctx.actor, clinicId);
  const id = await ctx.data.providers.transaction(async (tx) => {
    if (!(await tx.liveClinicExists(clinicId))) throw AppError.notFound('Clinic not found.');
    return tx.write(clinicId, p, { mail: mailServicesOf(ctx), now: ctx.now });
  });
  return ctx.data.providers.byId(id);
}
