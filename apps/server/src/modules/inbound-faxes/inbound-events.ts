import type { InboundFaxStatus } from '@app/shared';
import type { AfterCommit } from '../../db/transaction.js';
import { topics, type EventBus } from '../../lib/events.js';

/** The payload of the received-fax topics: `inbound_faxes_changed` reads it. */
export interface InboundFaxChangedEvent {
  type: 'inbound-fax';
  /** The fax uuid (the GraphQL id). */
  id: string;
  /** The fax status, or 'deleted'. */
  status: InboundFaxStatus | 'deleted';
  [k: string]: unknown;
}

/**
 * Tells the listeners of a received fax that it changed: the admins' topic always, and the
 * clinic's topic for the clinic(s) it belongs (or belonged, on a re-assignment) to. No PHI in the
 * payload. Inside a transaction pass `afterCommit`, so a listener reloading on it sees the change.
 */
export async function publishInboundFaxChanged(
  events: EventBus,
  fax: { uuid: string; status: string; clinicIds: (number | null)[] },
  afterCommit?: AfterCommit,
): Promise<void> {
  const publish = async () => {
    const payload: InboundFaxChangedEvent = {
      type: 'inbound-fax',
      id: fax.uuid,
      status: fax.status as InboundFaxChangedEvent['status'],
    };
    await events.publish(topics.allInboundFaxes, payload);
    for (const clinicId of new Set(fax.clinicIds)) {
      if (clinicId !== null) await events.publish(topics.clinicInboundFaxes(clinicId), payload);
    }
  };
  if (afterCommit) afterCommit(publish);
  else await publish();
}
