import type { Queryable } from '../../db/client.js';
import type { AfterCommit } from '../../db/transaction.js';
import { notifications } from '../../db/schema/index.js';
import { topics, type EventBus } from '../../lib/events.js';
import { queueNotificationMail } from './notification-mail.js';

export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  content: string;
  /** The clinic the notification is about; unread, it shows only while that clinic is current. */
  clinicReceiverId?: number | null;
  url?: string | null;
  severity?: 'info' | 'success' | 'warning' | 'error';
  /** 1 and 3 are shown to the user; other levels are kept but not shown. */
  level?: number;
}

/**
 * Creates a notification for a user and publishes it to their live subscriptions, and queues its
 * e-mail when the user's notification settings ask for one. Called by referral, fax and order
 * events. Inside a transaction, pass `afterCommit` so the live update goes out only once the row
 * is visible (the e-mail is a job row of the same transaction: it runs only after commit).
 */
export async function createNotification(
  tx: Queryable,
  events: EventBus,
  n: NewNotification,
  afterCommit?: AfterCommit,
) {
  const [row] = await tx
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
      url: n.url ?? null,
      severity: n.severity ?? 'info',
      level: n.level ?? 1,
    })
    .returning();
  await queueNotificationMail(tx, n);
  const publish = () =>
    events.publish(topics.user(n.userId), { type: 'notification', uuid: row!.uuid });
  if (afterCommit) afterCommit(publish);
  else await publish();
  return row!;
}
