import { createInterfaxInbound, type InboundFaxBox } from '../../adapters/fax/interfax-fax.js';
import type { Config } from '../../config.js';
import {
  INBOUND_FAX_MAX_BYTES,
  InboundFaxRefused,
  ingestInboundFax,
  type IngestDeps,
} from './ingest-inbound-fax.js';
import type { InboundIntakeRepo } from './inbound-intake.repo.js';

/** Faxes taken per look; the rest wait for the next one (InterFAX limits how often we ask). */
export const INTERFAX_INBOUND_BATCH = 25;

export type InterfaxPollDeps = IngestDeps & { config: Pick<Config, 'fax'> };

/** The inbound box of the configured InterFAX account, or null when InterFAX is not the provider. */
export function interfaxInboundBox(config: Pick<Config, 'fax'>): InboundFaxBox | null {
  return config.fax.provider === 'interfax' ? createInterfaxInbound(config.fax) : null;
}

/**
 * One look at InterFAX's unread received faxes: each is stored (source 'interfax', external id
 * the message id), then marked read; marked only after it is stored, so a crash in between means
 * it is listed again and the duplicate check keeps it once. A fax that is not a PDF or TIFF is
 * marked read too (it never will be one) and left to the InterFAX account. Returns how many new
 * faxes were stored.
 */
export async function pollInterfaxInbound(
  deps: InterfaxPollDeps,
  repo: InboundIntakeRepo,
  box: InboundFaxBox | null = interfaxInboundBox(deps.config),
): Promise<number> {
  if (!box) return 0;
  let stored = 0;
  for (const fax of await box.unread(INTERFAX_INBOUND_BATCH)) {
    try {
      if (!(await repo.find('interfax', fax.messageId))) {
        const { created } = await ingestInboundFax(deps, repo, {
          source: 'interfax',
          externalId: fax.messageId,
          bytes: await box.image(fax.messageId, INBOUND_FAX_MAX_BYTES),
          metadata: {
            fromNumber: fax.callerId,
            subject: fax.remoteCSID,
            toNumber: fax.phoneNumber,
            pagesCount: fax.pages,
            dateCreated: fax.receiveTime,
          },
        });
        if (created) stored++;
      }
    } catch (e) {
      if (!(e instanceof InboundFaxRefused)) throw e;
      deps.log.warn({ messageId: fax.messageId, reason: e.message }, 'InterFAX fax refused');
    }
    await box.markRead(fax.messageId);
  }
  return stored;
}
