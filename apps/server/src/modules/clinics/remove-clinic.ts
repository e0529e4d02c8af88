import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { CLINIC_MSG_SERVER } from './clinic-messages.js';
import { assertMayRemove } from './clinics.policy.js';

/** Archive (soft) or delete (hard, refused while referrals name the clinic). Admin only. */
export async function removeClinic(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'now'>,
  id: number | null,
  force: boolean,
): Promise<'archived' | 'deleted'> {
  assertMayRemove(ctx.actor, id);
  return ctx.data.clinics.transaction(async (tx) => {
    const row = await tx.stored(id);
    // An archived clinic can still be deleted for good, but not archived twice.
    if (!row || (!force && row.deletedAt)) throw AppError.notFound('Clinic not found.');
    if (!force) {
      await tx.archive(id, ctx.now);
      await tx.record('clinic.archived', id, {});
      return 'archived' as const;
    }
    if (await tx.hasReferrals(id)) throw new AppError('CONFLICT', CLINIC_MSG_SERVER.hasReferrals);
    await tx.deleteForGood(id);
    await tx.record('clinic.deleted', id, {});
    return 'deleted' as const;
  });
}
