import type { SmsStatus } from '../../adapters/sms/sms.js';
import { twilioStatus } from '../../adapters/sms/twilio-sms.js';
import type { SmsStatusRepo } from './sms-status.repo.js';

/** How far a message got; callbacks arrive out of order and never move a message back. */
const RANK: Record<SmsStatus, number> = { queued: 0, sent: 1, delivered: 2, failed: 2 };

export const statusesBefore = (status: SmsStatus): SmsStatus[] =>
  (Object.keys(RANK) as SmsStatus[]).filter((s) => RANK[s] < RANK[status]);

/**
 * Applies a Twilio status callback (MessageSid, MessageStatus, ErrorCode) to its outbox row.
 * Returns whether a row changed.
 */
export async function applyTwilioStatus(
  repo: SmsStatusRepo,
  params: Record<string, string>,
  now: Date,
): Promise<boolean> {
  const sid = params.MessageSid ?? params.SmsSid;
  if (!sid) return false;
  const status = twilioStatus(params.MessageStatus ?? params.SmsStatus);
  const earlier = statusesBefore(status);
  if (earlier.length === 0) return false;
  return repo.advance(
    'twilio',
    sid,
    earlier,
    {
      status,
      error: status === 'failed' ? `Twilio error ${params.ErrorCode ?? 'unknown'}` : null,
    },
    now,
  );
}
