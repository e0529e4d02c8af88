import type { AfterCommit } from '../../db/transaction.js';
import { topics, type EventBus } from '../../lib/events.js';
import { queueNotificationMail } from './notification-mail.js';
import { notificationOutbox } from './notification-outbox.repo.js';

/** The connection a notification is written on: usually the caller's open transaction. */
type Connection = Parameters<typeof notificationOutbox>[0];

export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  content: string;
  /** The clinic the notification is about; unread, it shows only while that clinic is current. */
  clinicReceiverId?: number | null;
  /**
   * The referral it is about: the in-app list names its patient to a reader who may see it. The
   * title and content never name the patient, because they are also what the e-mail says.
   */
  referralId?: number | null;
  url?: string | null;
  severity?: 'info' | 'success' | 'warning' | 'error';
  /** 1 and 3 are shown to the user; other levels are kept but not shown. */
  level?: number;
}

/** What a notification about a referral carries: the referral, and its detail view as the link. */
export function aboutReferral(r: { id: number; uuid: string }) {
  return { referralId: r.id, url: `/referrals/${r.uuid}/review` };
}

/**
 * Creates a notification for a user and publishes it to their live subscriptions, and queues its
 * e-mail when the user's notification settings ask for one. Called by referral, fax and order
 * events. Inside a transaction, pass `afterCommit` so the live update goes out only once the row
 * is visible (the e-mail is a job row of the same transaction: it runs only after commit).
 */
export async function createNotification(
  tx: Connection,
  events: EventBus,
  n: NewNotification,
  afterCommit?: AfterCommit,
) {
  const outbox = notificationOutbox(tx);
  const row = await outbox.insert(n);
  await queueNotificationMail(outbox, n);
  const publish = () =>
    events.publish(topics.user(n.userId), { type: 'notification', uuid: row.uuid });
  if (afterCommit) afterCommit(publish);
  else await publish();
  return row;
}
