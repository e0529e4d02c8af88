import { z } from 'zod';
import { parseInput } from '../../lib/validate.js';
import { bodyOf } from './draft-steps.js';
import type { ReferralCtx } from './referral-ctx.js';
import { actingClinicId } from './referral.policy.js';

/** The spec's success text (spec 2 section 8). */
export const NOTE_CREATED = 'Created Referral Note';
/** Not worded by the spec. */
export const NOTE_MSG = {
  required: 'Note is required',
  group: 'The note group must be internal or external.',
  tooLong: 'A note can have at most 5000 characters.',
} as const;

const noteSchema = z.object({
  // Blank or whitespace-only notes cannot be sent (spec 2 section 5).
  note: z
    .string({ error: NOTE_MSG.required })
    .trim()
    .min(1, NOTE_MSG.required)
    .max(5000, NOTE_MSG.tooLong),
  group: z.enum(['internal', 'external'], { error: NOTE_MSG.group }),
});

/**
 * POST /api/referrals/:uuid/notes: an internal note (kept for the author's clinic) or an external
 * message, by anyone who can see the referral. The note carries the clinic the author acts from.
 */
export async function addNote(ctx: ReferralCtx, uuid: string, raw: unknown) {
  const input = parseInput(noteSchema, bodyOf(raw));
  const r = await ctx.data.referrals.visible(uuid);
  const note = await ctx.data.referrals.addNote({
    referralId: r.id,
    group: input.group,
    note: input.note,
    clinicId: actingClinicId(ctx.actor, r),
    now: ctx.now,
  });
  return { message: NOTE_CREATED, note };
}
