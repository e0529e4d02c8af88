import { eq } from 'drizzle-orm';
import { REFERRAL_MSG_SERVER } from '@app/shared';
import type { Database } from '../../db/client.js';
import { smsMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { loadVisibleReferral, viewerOf, type ReferralRow } from '../referrals/referral-access.js';

export type SmsRow = typeof smsMessages.$inferSelect;

export const SMS_MSG_SERVER = {
  draft: 'Send the referral before texting the patient.',
  notSent: 'SMS not sent.',
} as const;

/**
 * SMS to patients as an actor reaches them: only about a referral the actor's clinic sent
 * (the one visibility rule, then the referring side only).
 */
export function createSmsRepo(db: Database, actor: Actor) {
  return {
    /** The referral an SMS is about: visible and sent from one of the actor's clinics. */
    async referralForSms(uuid: string): Promise<ReferralRow> {
      const referral = await loadVisibleReferral(db, actor, uuid);
      if (viewerOf(actor, referral) !== 'referrer') {
        throw AppError.notFound(REFERRAL_MSG_SERVER.notFound);
      }
      if (referral.status === 'draft') throw new AppError('CONFLICT', SMS_MSG_SERVER.draft);
      return referral;
    },

    /** The outbox row, written before the provider is called so that every attempt is on record. */
    async record(
      referral: ReferralRow,
      msg: { provider: string; to: string; body: string },
      now: Date,
    ): Promise<SmsRow> {
      const [row] = await db
        .insert(smsMessages)
        .values({
          referralId: referral.id,
          clinicId: referral.clinicReferrerId,
          userId: actor.userId,
          provider: msg.provider,
          toPhone: msg.to,
          body: msg.body,
          status: 'queued',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    },

    async markSent(row: SmsRow, sid: string, status: string, now: Date): Promise<void> {
      await db
        .update(smsMessages)
        .set({ providerSid: sid, status, error: null, updatedAt: now })
        .where(eq(smsMessages.id, row.id));
    },

    /** A failed attempt stays on record; sending again makes a new attempt. */
    async markFailed(row: SmsRow, error: string, now: Date): Promise<void> {
      await db
        .update(smsMessages)
        .set({ status: 'failed', error: error.slice(0, 200), updatedAt: now })
        .where(eq(smsMessages.id, row.id));
    },
  };
}
