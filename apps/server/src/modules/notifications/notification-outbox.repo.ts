import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { clinicUsers, jobs, notifications, users } from '../../db/schema/index.js';
import type { NewNotification } from './create-notification.js';

/**
 * The writes of a new notification, on the caller's connection (often its open transaction): the
 * row, the recipient the e-mail goes to, and the e-mail's job row.
 */
export function notificationOutbox(q: Queryable) {
  return {
    async insert(n: NewNotification) {
      const [row] = await q
        .insert(notifications)
        .values({
          notifiableId: n.userId,
          type: n.type,
          data: JSON.stringify({
            title: n.title,
            content: n.content,
            clinic_receiver_id: n.clinicReceiverId ?? null,
          }),
          clinicReceiverId: n.clinicReceiverId ?? null,
          referralId: n.referralId ?? null,
          url: n.url ?? null,
          severity: n.severity ?? 'info',
          level: n.level ?? 1,
        })
        .returning();
      return row!;
    },

    /** A live member of the clinic, with their notification settings there. */
    async mailRecipient(userId: number, clinicId: number) {
      const [recipient] = await q
        .select({ email: users.email, firstname: users.firstname, mask: clinicUsers.notification })
        .from(clinicUsers)
        .innerJoin(users, eq(users.id, clinicUsers.userId))
        .where(
          and(
            eq(clinicUsers.userId, userId),
            eq(clinicUsers.clinicId, clinicId),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      return recipient;
    },

    async enqueue(queue: string, payload: object, opts: { maxAttempts: number }): Promise<void> {
      await q.insert(jobs).values({
        queue,
        payload,
        maxAttempts: opts.maxAttempts,
        // Due at once. The queue compares run_at with its own (injectable) clock, which this code
        // does not hold; the epoch is before any clock's now.
        runAt: new Date(0),
      });
    },
  };
}

export type NotificationOutbox = ReturnType<typeof notificationOutbox>;
