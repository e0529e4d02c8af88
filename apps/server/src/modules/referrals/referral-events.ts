import type { AfterCommit } from '../../db/transaction.js';
import { topics, type EventBus } from '../../lib/events.js';
import { clinicsThatSee } from './referral-access.js';

/** What a live referral event needs of a referral row. */
export interface ChangedReferral {
  id: number;
  uuid: string;
  /** The referral's status, or 'deleted' for a deleted draft. */
  status: string;
  clinicReferrerId: number | null;
  clinicReceiverId: number | null;
}

/** The payload of `topics.clinicReferrals`: `referrals_changed` / `referral_changed` read it. */
export interface ReferralChangedEvent {
  type: 'referral';
  uuid: string;
  status: string;
  [k: string]: unknown;
}

/** Runs `publish` after commit when inside a transaction, otherwise now. */
async function whenCommitted(publish: () => Promise<void>, afterCommit?: AfterCommit) {
  if (afterCommit) afterCommit(publish);
  else await publish();
}

/**
 * Tells both clinics of a referral (referring and receiving) that it changed: status, appointment,
 * patient, documents, a note, a deleted draft. Inside a transaction pass `afterCommit`, so that a
 * listener reloading on the event sees the change.
 */
export function publishReferralChanged(
  events: EventBus,
  row: ChangedReferral,
  afterCommit?: AfterCommit,
): Promise<void> {
  return whenCommitted(async () => {
    const payload: ReferralChangedEvent = { type: 'referral', uuid: row.uuid, status: row.status };
    for (const clinicId of clinicsThatSee(row)) {
      await events.publish(topics.clinicReferrals(clinicId), payload);
    }
  }, afterCommit);
}

/** A note or System Log line was added: the referral's notes listeners reload, and both clinics hear of it. */
export function publishNoteAdded(
  events: EventBus,
  row: ChangedReferral,
  afterCommit?: AfterCommit,
): Promise<void> {
  return whenCommitted(async () => {
    await events.publish(topics.referralNotes(row.id), { type: 'note' });
    await publishReferralChanged(events, row);
  }, afterCommit);
}
