import { z } from 'zod';
import { PUBLIC_REVIEW_MSG } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { referralNotes } from '../../db/schema/index.js';
import { hours } from '../../lib/clock.js';
import type { EventBus } from '../../lib/events.js';
import type { Limit, RateLimiter } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { clinicStaffWith } from '../notifications/clinic-staff.js';
import { createNotification } from '../notifications/create-notification.js';
import { messageNotices, noteText } from '../referrals/add-note.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import { publishNoteAdded } from '../referrals/referral-events.js';
import { publicNotes, publicReferrerOf, type PublicNoteJson } from './public-notes.repo.js';

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
  deps: { db: Queryable; events: EventBus; limiter: Pick<RateLimiter, 'consume'>; now: Date },
  r: ReferralRow,
  raw: { note: string },
): Promise<PublicNoteJson> {
  await deps.limiter.consume(PUBLIC_NOTE_LIMIT, `referral:${r.id}`);
  const { note } = parseInput(z.object({ note: noteText }), raw);
  const author = publicAuthorOf(r);
  const uuid = await transaction(deps.db, async (tx, afterCommit) => {
    const [row] = await tx
      .insert(referralNotes)
      .values({
        referralId: r.id,
        group: 'external',
        note,
        userId: null,
        clinicId: null,
        authorName: publicReferrerOf(r).contact ?? 'Referrer',
        createdAt: deps.now,
      })
      .returning({ uuid: referralNotes.uuid });
    const staff = {
      staffWith: (clinicId: number, anyBits: number) => clinicStaffWith(tx, clinicId, { anyBits }),
    };
    for (const n of await messageNotices(staff, r, null, author)) {
      await createNotification(tx, deps.events, n, afterCommit);
    }
    await publishNoteAdded(deps.events, r, afterCommit);
    return row!.uuid;
  });
  const notes = await publicNotes(deps.db, r);
  return notes.find((n) => n.uuid === uuid)!;
}
