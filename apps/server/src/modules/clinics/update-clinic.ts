import type { ActionContext } from '../../action-context.js';
import type { ClinicToSave } from './clinic-input.js';
import { assertCodeFree, assertReferences } from './clinic-references.js';
import type { ClinicRow } from './clinics.repo.js';
import { mayChangeAdminFields } from './clinics.policy.js';

/**
 * Updates a clinic's details and tags; `current` is the clinic as the actor manages it
 * (`data.clinics.managed`). Admin-only fields from anyone else are refused by the input parser
 * before this runs; here they are written only for admins.
 */
export async function updateClinic(
  ctx: ActionContext,
  current: ClinicRow,
  c: ClinicToSave,
): Promise<ClinicRow> {
  const admin = mayChangeAdminFields(ctx.actor);
  const { id } = current;
  await ctx.data.clinics.transaction(async (tx) => {
    if (admin) {
      await assertReferences(tx, c, '');
      if (c.code && c.code !== current.code) await assertCodeFree(tx, c.code, id, 'code');
    }
    await tx.update(id, c, admin ? { code: c.code ?? current.code } : null, ctx.now);
    if (!c.keepTags) await tx.writeTags(id, c.tags);
    await tx.record('clinic.updated', id, { is_order: c.is_order });
  });
  return ctx.data.clinics.visible(id);
}
