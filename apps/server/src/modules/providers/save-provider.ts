import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { canGrantMask } from '../auth/clinic-access.js';
import { MANAGE_USER_MSG } from '../users/users.policy.js';
import type { ActionCtx } from '../clinics/action-context.js';
import { parseProvider, type ProviderToSave } from './provider-input.js';
import type { ProviderView } from './providers.repo.js';

function parsed(raw: unknown): ProviderToSave {
  const errors: FieldErrors = {};
  const p = parseProvider(raw, {}, errors);
  if (!p) throw AppError.validation('The given data was invalid.', errors);
  return p;
}

/** A manager grants a provider user only bits they hold themselves (docs/decisions.md). */
async function assertUserGrant(ctx: ActionCtx, clinicId: number, p: ProviderToSave) {
  if (!p.user) return;
  const allowed = canGrantMask({
    actor: ctx.actor,
    actorMask: await ctx.data.users.actorMask(clinicId),
    targetUserId: 0,
    currentMask: 0,
    requestedMask: p.user.permission,
  });
  if (!allowed) {
    const message = MANAGE_USER_MSG.grantNotHeld;
    throw AppError.validation(message, { 'user.permission': [message] });
  }
}

/** save_clinic_provider: a new provider of a clinic the actor manages. */
export async function saveClinicProvider(
  ctx: ActionCtx,
  clinicId: number,
  raw: unknown,
): Promise<ProviderView> {
  await ctx.data.clinics.managed(clinicId);
  const p = parsed(raw);
  await assertUserGrant(ctx, clinicId, p);
  return ctx.data.providers.create(clinicId, p, ctx.mail);
}

/** save_provider: updates a provider by uuid. */
export async function saveProvider(ctx: ActionCtx, raw: unknown): Promise<ProviderView> {
  const uuid = (raw as { uuid?: unknown } | null)?.uuid;
  if (typeof uuid !== 'string' || !uuid) throw AppError.notFound('Provider not found.');
  const current = await ctx.data.providers.byUuid(uuid);
  await ctx.data.clinics.managed(current.clinicId);
  const p = parsed(raw);
  await assertUserGrant(ctx, current.clinicId, p);
  return ctx.data.providers.update(uuid, p, ctx.mail);
}
