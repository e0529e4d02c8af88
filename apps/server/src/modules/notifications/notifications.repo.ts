import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { VISIBLE_NOTIFICATION_LEVELS } from '@app/shared';
import type { Database } from '../../db/client.js';
import { notifications, patients, referrals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** The patient a notification is about, as its reader may see it. */
export interface NotificationReferral {
  uuid: string;
  patientFirstname: string;
  patientLastname: string;
  /** YYYY-MM-DD, or null when unknown. */
  patientBirthdate: string | null;
}

/** A notification with its referral, null when it has none or the reader cannot see it now. */
export type NotificationItem = NotificationRow & { referral: NotificationReferral | null };

/**
 * A user's own notifications only. The visibility rule is the SQL form of
 * isNotificationVisible() in @app/shared (a test checks they agree): level 1 or 3; unread ones
 * only when addressed to no clinic or to the user's current clinic.
 *
 * `visibleReferrals` is the referral core's rule for this actor (referral-access.ts; handed in by
 * scopedData, as this module ranks below the core): a notification names its patient only while
 * its reader may see the referral, from the clinic they work as now. A notification read after a
 * clinic switch, or after leaving the clinic, names nobody.
 */
export function createNotificationsRepo(db: Database, actor: Actor, visibleReferrals: SQL) {
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

  /** Notifications with the referral each is about, when the actor sees it. */
  const withReferral = () =>
    db
      .select({
        ...getTableColumns(notifications),
        referralUuid: referrals.uuid,
        patientFirstname: patients.firstname,
        patientLastname: patients.lastname,
        patientBirthdate: patients.birthdate,
      })
      .from(notifications)
      .leftJoin(referrals, and(eq(referrals.id, notifications.referralId), visibleReferrals))
      .leftJoin(patients, eq(patients.id, referrals.patientId));

  type Joined = Awaited<ReturnType<ReturnType<typeof withReferral>['execute']>>[number];
  const item = (j: Joined): NotificationItem => {
    const { referralUuid, patientFirstname, patientLastname, patientBirthdate, ...row } = j;
    const referral =
      referralUuid === null || patientFirstname === null
        ? null
        : {
            uuid: referralUuid,
            patientFirstname,
            patientLastname: patientLastname ?? '',
            patientBirthdate,
          };
    return { ...row, referral };
  };

  return {
    /** Unread first, then newest. */
    async list(opts: {
      limit: number;
      offset?: number;
      since?: Date;
    }): Promise<NotificationItem[]> {
      const rows = await withReferral()
        .where(visible(opts.since))
        .orderBy(
          sql`(${notifications.readAt} IS NULL) DESC`,
          desc(notifications.notifiedAt),
          desc(notifications.id),
        )
        .limit(opts.limit)
        .offset(opts.offset ?? 0);
      return rows.map(item);
    },

    async unreadCount(since?: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(visible(since), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    async markRead(uuid: string, now: Date): Promise<NotificationItem> {
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw AppError.notFound('Notification not found.');
      const [marked] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.uuid, uuid), eq(notifications.notifiableId, actor.userId)))
        .returning({ id: notifications.id });
      if (!marked) throw AppError.notFound('Notification not found.');
      // Read back with its referral: the answer replaces the cached notification in the browser.
      const [row] = await withReferral().where(eq(notifications.id, marked.id));
      return item(row!);
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
