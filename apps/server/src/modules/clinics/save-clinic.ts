import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { parseId } from '../catalog/sql.js';
import type { ActionContext } from '../../action-context.js';
import { parseClinic } from './clinic-input.js';
import type { ClinicRow } from './clinics.repo.js';
import { createClinic } from './create-clinic.js';
import { assertMayEnroll, assertMayManage, mayChangeAdminFields } from './clinics.policy.js';
import { updateClinic } from './update-clinic.js';

/**
 * save_clinic and PUT /api/clinics/{id}: creates a clinic (admin only, with its providers and
 * users) when no id is given, else updates its details and tags (its managers and admins);
 * providers and users sent with an update are ignored.
 */
export async function saveClinic(ctx: ActionContext, raw: unknown): Promise<ClinicRow> {
  const input = (raw ?? {}) as Record<string, unknown>;
  const rawId = input['id'];
  if (rawId === undefined || rawId === null || rawId === '') {
    assertMayEnroll(ctx.actor);
    return createClinic(ctx, input, { prefix: '', nonAffiliate: false });
  }
  const id = parseId(rawId as string);
  const current = await ctx.data.clinics.visible(id);
  assertMayManage(ctx.actor, current.id);
  const errors: FieldErrors = {};
  const admin = mayChangeAdminFields(ctx.actor);
  const clinic = parseClinic(input, { admin, current, prefix: '' }, errors);
  if (!clinic || Object.keys(errors).length) {
    throw AppError.validation('The given data was invalid.', errors);
  }
  return updateClinic(ctx, current, clinic);
}
