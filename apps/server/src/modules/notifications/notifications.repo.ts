import { and, count, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { VISIBLE_NOTIFICATION_LEVELS } from '@app/shared';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A user's own notifications only. The visibility rule is the SQL form of
 * isNotificationVisible() in @app/shared (a test checks they agree): level 1 or 3; unread ones
 * only when addressed to no clinic or to the user's current clinic.
 */
export function createNotificationsRepo(db: Database, actor: Actor) {
  const visible = (since?: Date) =>
    and(
      eq(notifications.notifiableId, actor.userId),
      inArray(notifications.level, [...VISIBLE_NOTIFICATION_LEVELS]),
      or(
        isNotNull(notifications.readAt),
        isNull(notifications.clinicReceiverId),
        actor.currentClinicId == null
          ? undefined
          : eq(notifications.clinicReceiverId, actor.currentClinicId),
      ),
      since ? gte(notifications.notifiedAt, since) : undefined,
    );

  return {
    /** Unread first, then newest. */
    async list(opts: { limit: number; offset?: number; since?: Date }): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(visible(opts.since))
        .orderBy(
          sql`(${notifications.readAt} IS NULL) DESC`,
          desc(notifications.notifiedAt),
          desc(notifications.id),
        )
        .limit(opts.limit)
        .offset(opts.offset ?? 0);
    },

    async unreadCount(since?: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(visible(since), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    async markRead(uuid: string, now: Date): Promise<NotificationRow> {
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw AppError.notFound('Notification not found.');
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.uuid, uuid), eq(notifications.notifiableId, actor.userId)))
        .returning();
      if (!row) throw AppError.notFound('Notification not found.');
      return row;
    },

    async markAllRead(now: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(visible(), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
