import {
  noteRequestSchema,
  PERMISSION,
  PRODUCT_NAME,
  REFERRAL_MSG,
  type NoteCreatedAnswer,
} from '@app/shared';
import { hours } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { faxRecipient } from '../faxes/fax-schedule.js';
import { NOTE_FAX_QUEUE, type NoteFaxJob } from '../faxes/note-fax.js';
import { aboutReferral, type NewNotification } from '../notifications/create-notification.js';
import { MAIL_QUEUE, sealMail } from '../mail/mailer.js';
import { publicMessageMail } from './public-message-mail.js';
import { bodyOf } from './draft-steps.js';
import { actingClinicId, type ReferralRow } from './referral-access.js';
import type { ActionContext } from '../../action-context.js';
import { publishNoteAdded } from './referral-events.js';
import type { ReferralsRepo } from './referrals.repo.js';

/** The spec's success text (spec 2 section 8). */
export const NOTE_CREATED = REFERRAL_MSG.noteCreated;
/**
 * Notes are typed one at a time (Enter sends); a budget per user stops a script from flooding a
 * referral's log, the other clinic's notifications and, on fax referrals, paid faxes.
 */
export const NOTE_LIMIT = {
  name: 'referrals:note:user',
  max: 120,
  windowMs: hours(1),
} as const satisfies Limit;

/** The in-app notice of an external message: who wrote, never what (no patient data). */
export const NEW_MESSAGE = {
  type: 'referral_message',
  title: 'New Message',
  content: (clinic: string) => `${clinic}: new message on a referral.`,
} as const;

/**
 * The people of the other side told of an external message: the referrer's senders, the
 * receiver's staff who accept or schedule (as for status changes). An admin's message goes to
 * both sides.
 */
export async function messageNotices(
  tx: Pick<ReferralsRepo, 'staffWith'>,
  r: ReferralRow,
  fromClinicId: number | null,
  fromName: string,
): Promise<NewNotification[]> {
  const sides = [
    { clinicId: r.clinicReferrerId, bits: PERMISSION.SEND_REFERRAL },
    {
      clinicId: r.clinicReceiverId,
      bits: PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL,
    },
  ];
  const out: NewNotification[] = [];
  for (const { clinicId, bits } of sides) {
    if (clinicId === null || clinicId === fromClinicId) continue;
    for (const userId of await tx.staffWith(clinicId, bits)) {
      out.push({
        userId,
        type: NEW_MESSAGE.type,
        title: NEW_MESSAGE.title,
        content: NEW_MESSAGE.content(fromName),
        ...aboutReferral(r),
        clinicReceiverId: clinicId,
      });
    }
  }
  return out;
}

/** An external message on a fax referral also goes to the fax clinic, when it has a fax number. */
async function goesByFax(ctx: ActionContext, r: ReferralRow): Promise<boolean> {
  if (!r.isFax) return false;
  const receiver = await ctx.data.referrals.receiverClinic(r.clinicReceiverId);
  return !!receiver?.isFax && faxRecipient(receiver.fax) !== null;
}

/** A public referrer has no account: they hear of a clinic's message by e-mail (a job of this transaction). */
async function mailPublicReferrer(ctx: ActionContext, tx: ReferralsRepo, r: ReferralRow) {
  const receiver = await tx.receiverClinic(r.clinicReceiverId);
  const mail = receiver && publicMessageMail(r, receiver, ctx.deps.config.appUrl);
  if (mail) await tx.enqueue(ctx.deps.queue, MAIL_QUEUE, sealMail(ctx.deps.crypto, mail));
}

/**
 * POST /api/referrals/:uuid/notes: an internal note (kept for the author's clinic) or an external
 * message, by anyone who can see the referral. The note carries the clinic the author acts from.
 * An external message tells the other side (in-app and, by their settings, e-mail) and, on a fax
 * referral, is faxed to the fax clinic. Live listeners hear of it once it has committed.
 */
export async function addNote(
  ctx: ActionContext,
  uuid: string,
  raw: unknown,
): Promise<NoteCreatedAnswer> {
  await ctx.deps.limiter.consume(NOTE_LIMIT, `user:${ctx.actor.userId}`);
  const input = parseInput(noteRequestSchema, bodyOf(raw));
  const r = await ctx.data.referrals.visible(uuid);
  const clinicId = actingClinicId(ctx.actor, r);
  const external = input.group === 'external';
  const byFax = external && (await goesByFax(ctx, r));
  const fromName = (await ctx.data.referrals.receiverClinic(clinicId))?.name ?? PRODUCT_NAME;
  const note = await ctx.data.referrals.transaction(async (tx, afterCommit) => {
    const note = await tx.addNote({
      referralId: r.id,
      group: input.group,
      note: input.note,
      clinicId,
      now: ctx.now,
    });
    if (external) {
      for (const n of await messageNotices(tx, r, clinicId, fromName)) {
        await tx.notify(ctx.deps.events, n, afterCommit);
      }
    }
    if (byFax) {
      await tx.enqueue(ctx.deps.queue, NOTE_FAX_QUEUE, { noteId: note.id } satisfies NoteFaxJob);
    }
    if (external && r.source === 'public') await mailPublicReferrer(ctx, tx, r);
    await publishNoteAdded(ctx.deps.events, r, afterCommit);
    return note;
  });
  return { message: byFax ? REFERRAL_MSG.noteCreatedFaxSent : NOTE_CREATED, note };
}
