import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { clinics, patients, smsMessages } from '../../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import {
  loadVisibleReferral,
  permissionMask,
  type ReferralRow,
} from '../referrals/referral-access.js';

/** What the text and the recipient of a referral's SMS are made of. */
export interface SmsFacts {
  sendingClinic: string;
  receivingClinic: string;
  receiverOfficePhone: string | null;
  /** The referral's patient, if it has one, and their stored phone (10 digits). */
  patient: { id: number; phone: string | null } | null;
}

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

    /** The actor's referral permission mask in the referring clinic (0 when not a member). */
    senderMask(referral: ReferralRow): Promise<number> {
      if (referral.clinicReferrerId === null) return Promise.resolve(0);
      return permissionMask(db, actor, referral.clinicReferrerId);
    },

    /** The clinics' names, the receiver's office phone and the patient's phone. */
    async facts(referral: ReferralRow): Promise<SmsFacts> {
      const ids = [referral.clinicReferrerId, referral.clinicReceiverId].filter(
        (id): id is number => id !== null,
      );
      const rows = ids.length
        ? await db
            .select({ id: clinics.id, name: clinics.name, officePhone: clinics.officePhone })
            .from(clinics)
            .where(inArray(clinics.id, ids))
        : [];
      const clinic = (id: number | null) => rows.find((c) => c.id === id);
      const [patient] =
        referral.patientId === null
          ? []
          : await db
              .select({ id: patients.id, phone: patients.phone })
              .from(patients)
              .where(eq(patients.id, referral.patientId));
      return {
        sendingClinic: clinic(referral.clinicReferrerId)?.name ?? '',
        receivingClinic: clinic(referral.clinicReceiverId)?.name ?? '',
        receiverOfficePhone: clinic(referral.clinicReceiverId)?.officePhone ?? null,
        patient: patient ?? null,
      };
    },

    /**
     * The outbox row, written before the provider is called so that every attempt is on record.
     * With `patientPhone`, the number typed becomes the patient's phone in the same transaction.
     */
    record(
      referral: ReferralRow,
      msg: { provider: string; to: string; body: string },
      now: Date,
      patientPhone?: { patientId: number; phone: string },
    ): Promise<SmsRow> {
      return transaction(db, async (tx) => {
        if (patientPhone) {
          await tx
            .update(patients)
            .set({ phone: patientPhone.phone, updatedAt: now })
            .where(eq(patients.id, patientPhone.patientId));
        }
        const [row] = await tx
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
      });
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
