import type { ActionContext } from '../../action-context.js';
import { mailServicesOf } from '../users/create-clinic-user.js';
import type { ProviderToSave } from './provider-input.js';
import { assertManagesClinic } from './providers.policy.js';
import type { ProviderView } from './providers.repo.js';

/**
 * Updates by uuid. The default flag (and the default provider's name) is fixed at creation; a
 * provider user in the input is created when the provider has none.
 */
export async function updateProvider(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'deps' | 'now'>,
  uuid: string,
  p: ProviderToSave,
): Promise<ProviderView> {
  const current = await ctx.data.providers.byUuid(uuid);
  assertManagesClinic(ctx.actor, current.clinicId);
  const user = current.userId ? null : p.user;
  const toSave: ProviderToSave = current.isDefault
    ? { ...p, is_default: true, firstname: current.firstname, title: null, lastname: '', user }
    : { ...p, is_default: false, user };
  await ctx.data.providers.transaction((tx) =>
    tx.write(current.clinicId, toSave, { id: current.id, mail: mailServicesOf(ctx), now: ctx.now }),
  );
  return ctx.data.providers.byId(current.id);
}
