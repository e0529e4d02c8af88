import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { smsMessages } from '../../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { loadVisibleReferral, type ReferralRow } from '../referrals/referral-access.js';

export type SmsRow = typeof smsMessages.$inferSelect;

/**
 * SMS to patients as an actor reaches them: about a referral the actor can see (the one
 * visibility rule). Who may text about it is sms.policy.ts.
 */
export function createSmsRepo(db: Database, actor: Actor) {
  return {
    /** The referral an SMS is about, if the actor can see it ("not found" otherwise). */
    referralForSms(uuid: string): Promise<ReferralRow> {
      return loadVisibleReferral(db, actor, uuid);
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
