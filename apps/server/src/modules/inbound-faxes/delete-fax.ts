import { INBOUND_FAX_MSG } from '@app/shared';
import type { ActionContext } from '../../action-context.js';
import { publishInboundFaxChanged } from './inbound-events.js';

/**
 * delete_received_fax: removes the fax row (audited) and then its stored PDF. A PDF that cannot
 * be removed is logged and left behind: the row, and with it every way to reach the file, is
 * already gone.
 */
export async function deleteReceivedFax(
  ctx: Pick<ActionContext, 'data' | 'deps'>,
  faxUuid: string,
): Promise<{ message: string }> {
  const repo = ctx.data.inboundFaxes;
  const fax = await repo.find(faxUuid);
  await repo.transaction(async (tx, afterCommit) => {
    await tx.faxes.remove(fax);
    await publishInboundFaxChanged(
      ctx.deps.events,
      { uuid: fax.uuid, status: 'deleted', clinicIds: [fax.clinicId] },
      afterCommit,
    );
  });
  await ctx.deps.storage.delete(fax.storageKey).catch((err: unknown) => {
    ctx.deps.log.warn({ err, faxId: fax.id }, 'stored PDF of a deleted fax not removed');
  });
  return { message: INBOUND_FAX_MSG.deleted };
}
