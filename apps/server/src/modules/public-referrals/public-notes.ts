import { z } from 'zod';
import { noteText, PUBLIC_REVIEW_MSG } from '@app/shared';
import { hours } from '../../lib/clock.js';
import type { EventBus } from '../../lib/events.js';
import type { Limit, RateLimiter } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { messageNotices } from '../referrals/add-note.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import { publishNoteAdded } from '../referrals/referral-events.js';
import { publicReferrerOf } from '../referrals/public-referrer.js';
import type { PublicFlowRepo } from './public-flow.repo.js';
import type { PublicNoteJson } from './public-notes.repo.js';

/** A public referrer's messages: enough for a conversation, not for flooding the clinic's staff. */
export const PUBLIC_NOTE_LIMIT = {
  name: 'public:note:referral',
  max: 30,
  windowMs: hours(1),
} as const satisfies Limit;

/** The author the staff Referral Log and the review page show for a public referrer's message. */
export const publicAuthorOf = (r: Pick<ReferralRow, 'referrerMetadata'>) =>
  PUBLIC_REVIEW_MSG.publicReferrer(publicReferrerOf(r).contact ?? 'Referrer');

/**
 * send_note: an external message by the public referrer (no user, no clinic; the contact's name
 * kept in author_name). Tells the receiving clinic's staff 'New Message' as a staff message does
 * (in-app and, by their settings, e-mail); live listeners reload once it committed.
 */
export async function addPublicNote(
  deps: {
    data: PublicFlowRepo;
    events: EventBus;
    limiter: Pick<RateLimiter, 'consume'>;
    now: Date;
  },
  r: ReferralRow,
  raw: { note: string },
): Promise<PublicNoteJson> {
  await deps.limiter.consume(PUBLIC_NOTE_LIMIT, `referral:${r.id}`);
  const { note } = parseInput(z.object({ note: noteText }), raw);
  const author = publicAuthorOf(r);
  const uuid = await deps.data.transaction(async (tx, afterCommit) => {
    const uuid = await tx.insertReferrerNote({
      referralId: r.id,
      note,
      authorName: publicReferrerOf(r).contact ?? 'Referrer',
      now: deps.now,
    });
    for (const n of await messageNotices(tx, r, null, author)) {
      await tx.notify(deps.events, n, afterCommit);
    }
    await publishNoteAdded(deps.events, r, afterCommit);
    return uuid;
  });
  const notes = await deps.data.notes(r);
  return notes.find((n) => n.uuid === uuid)!;
}
