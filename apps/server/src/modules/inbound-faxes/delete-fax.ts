import { INBOUND_FAX_MSG } from '@app/shared';
import type { StorageAdapter } from '../../adapters/storage/storage.js';
import type { EventBus } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import { publishInboundFaxChanged } from './inbound-events.js';
import type { InboundFaxesRepo } from './inbound-faxes.repo.js';

/**
 * delete_received_fax: removes the fax row (audited) and then its stored PDF. A PDF that cannot
 * be removed is logged and left behind: the row, and with it every way to reach the file, is
 * already gone.
 */
export async function deleteReceivedFax(
  deps: { events: EventBus; storage: Pick<StorageAdapter, 'delete'>; log: Logger },
  repo: InboundFaxesRepo,
  faxUuid: string,
): Promise<{ message: string }> {
  const fax = await repo.find(faxUuid);
  await repo.transaction(async (tx, afterCommit) => {
    await tx.faxes.remove(fax);
    await publishInboundFaxChanged(
      deps.events,
      { uuid: fax.uuid, status: 'deleted', clinicIds: [fax.clinicId] },
      afterCommit,
    );
  });
  await deps.storage.delete(fax.storageKey).catch((err: unknown) => {
    deps.log.warn({ err, faxId: fax.id }, 'stored PDF of a deleted fax not removed');
  });
  return { message: INBOUND_FAX_MSG.deleted };
}
