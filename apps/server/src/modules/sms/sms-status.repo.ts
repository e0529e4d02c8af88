import { and, eq, inArray } from 'drizzle-orm';
import type { SmsStatus } from '../../adapters/sms/sms.js';
import type { Database } from '../../db/client.js';
import { smsMessages } from '../../db/schema/index.js';

/** Delivery reports as the provider's callbacks write them: no actor, the message is named by its sid. */
export function createSmsStatusRepo(db: Database) {
  return {
    /**
     * Moves the provider's message to `status` if it is still in one of `earlier`. Returns whether
     * a row changed.
     */
    async advance(
      provider: string,
      sid: string,
      earlier: SmsStatus[],
      change: { status: SmsStatus; error: string | null },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(smsMessages)
        .set({ status: change.status, error: change.error, updatedAt: now })
        .where(
          and(
            eq(smsMessages.provider, provider),
            eq(smsMessages.providerSid, sid),
            inArray(smsMessages.status, earlier),
          ),
        )
        .returning({ id: smsMessages.id });
      return rows.length > 0;
    },
  };
}

export type SmsStatusRepo = ReturnType<typeof createSmsStatusRepo>;
