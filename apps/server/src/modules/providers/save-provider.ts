import { AppError, type FieldErrors } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { parseProvider, type ProviderToSave } from './provider-input.js';
import type { ProviderView } from './providers.repo.js';
import { assertManagesClinic, assertUserGrant } from './providers.policy.js';
import { createProvider } from './create-provider.js';
import { updateProvider } from './update-provider.js';

function parsed(raw: unknown): ProviderToSave {
  const errors: FieldErrors = {};
  const p = parseProvider(raw, {}, errors);
  if (!p) throw AppError.validation('The given data was invalid.', errors);
  return p;
}

/** save_clinic_provider: a new provider of a clinic the actor manages. */
export async function saveClinicProvider(
  ctx: ActionContext,
  clinicId: number,
  raw: unknown,
): Promise<ProviderView> {
  await ctx.data.clinics.visible(clinicId);
  assertManagesClinic(ctx.actor, clinicId);
  const p = parsed(raw);
  assertUserGrant(ctx.actor, await ctx.data.users.actorMask(clinicId), p);
  return createProvider(ctx, clinicId, p);
}

/** save_provider: updates a provider by uuid. */
export async function saveProvider(ctx: ActionContext, raw: unknown): Promise<ProviderView> {
  const uuid = (raw as { uuid?: unknown } | null)?.uuid;
  if (typeof uuid !== 'string' || !uuid) throw AppError.notFound('Provider not found.');
  const current = await ctx.data.providers.byUuid(uuid);
  await ctx.data.clinics.visible(current.clinicId);
  assertManagesClinic(ctx.actor, current.clinicId);
  const p = parsed(raw);
  assertUserGrant(ctx.actor, await ctx.data.users.actorMask(current.clinicId), p);
  return updateProvider(ctx, uuid, p);
}
