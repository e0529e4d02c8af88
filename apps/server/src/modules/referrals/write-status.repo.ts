import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReferralStatus } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { referralNotes, referrals } from '../../db/schema/index.js';

/** Columns that may change together with a referral's status. */
export type StatusColumns = Partial<typeof referrals.$inferInsert>;

/**
 * Compare-and-set of a referral's status: writes `set` and the new status only while the referral
 * is still in one of `from`; the updated row, or undefined when it no longer was.
 */
export async function setStatusIfStill(
  q: Queryable,
  input: {
    referralId: number;
    from: readonly ReferralStatus[];
    to: ReferralStatus;
    set: StatusColumns;
    now: Date;
    /** null keeps the last editor (the system changes no one's edit). */
    actorUserId: number | null;
  },
) {
  const [row] = await q
    .update(referrals)
    .set({
      ...input.set,
      status: input.to,
      updatedAt: input.now,
      updatedById: input.actorUserId ?? sql`${referrals.updatedById}`,
    })
    .where(and(eq(referrals.id, input.referralId), inArray(referrals.status, [...input.from])))
    .returning();
  return row;
}

/** A System Log line on the referral. */
export async function insertSystemLog(
  q: Queryable,
  input: { referralId: number; note: string; userId: number | null; now: Date },
): Promise<void> {
  await q.insert(referralNotes).values({
    referralId: input.referralId,
    group: 'system',
    note: input.note,
    userId: input.userId,
    createdAt: input.now,
  });
}
