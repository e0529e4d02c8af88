import { REFERRAL_LIFECYCLE_MSG, type ReferralStatus } from '@app/shared';
import type { AfterCommit } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { EventBus } from '../../lib/events.js';
import { createNotification, type NewNotification } from '../notifications/create-notification.js';
import type { ReferralRow } from './referral-access.js';
import { publishNoteAdded } from './referral-events.js';
import { insertSystemLog, setStatusIfStill, type StatusColumns } from './write-status.repo.js';

/** The caller's transaction. */
type Connection = Parameters<typeof setStatusIfStill>[0];

export interface StatusChange {
  referralId: number;
  /** The status(es) the referral must still be in: the compare of compare-and-set. */
  from: ReferralStatus | readonly ReferralStatus[];
  to: ReferralStatus;
  /** null for the system (jobs, webhooks). */
  actorUserId: number | null;
  /** The System Log line. */
  log: string;
  /** Other columns that change with the status (sent_at, reason, accepted_at...). */
  set?: StatusColumns;
  notify?: NewNotification[];
  now: Date;
}

/** Who accepted or declined the referral, kept on it for the analytics by user. */
function decider(change: StatusChange): StatusColumns {
  if (change.to === 'accepted') return { acceptedById: change.actorUserId };
  if (change.to === 'declined') return { declinedById: change.actorUserId };
  return {};
}

/**
 * The one writer of `referrals.status` (DESIGN section 4): a compare-and-set on the previous
 * status, the System Log entry and the notifications, in the caller's transaction. Live updates
 * go out after commit through `afterCommit`.
 */
export async function writeReferralStatus(
  tx: Connection,
  events: EventBus,
  change: StatusChange,
  afterCommit: AfterCommit,
): Promise<ReferralRow> {
  const from = typeof change.from === 'string' ? [change.from] : [...change.from];
  const row = await setStatusIfStill(tx, {
    referralId: change.referralId,
    from,
    to: change.to,
    set: { ...change.set, ...decider(change) },
    now: change.now,
    actorUserId: change.actorUserId,
  });
  if (!row) {
    // The spec's refusal of an illegal or stale transition (spec 2 section 8).
    throw AppError.validation(REFERRAL_LIFECYCLE_MSG.cannotPromote, {
      status: [`The referral is no longer ${from.join(' or ').replaceAll('_', ' ')}.`],
    });
  }
  await insertSystemLog(tx, {
    referralId: row.id,
    note: change.log,
    userId: change.actorUserId,
    now: change.now,
  });
  for (const n of change.notify ?? []) await createNotification(tx, events, n, afterCommit);
  // The System Log line is a new note too: both the notes listeners and both clinics hear of it.
  await publishNoteAdded(events, row, afterCommit);
  return row as ReferralRow;
}
