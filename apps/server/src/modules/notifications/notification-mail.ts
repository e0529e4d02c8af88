import { z } from 'zod';
import { hasBit, NOTIFICATION_SETTINGS, PRODUCT_NAME } from '@app/shared';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { layout } from '../mail/templates.js';
import type { NewNotification } from './create-notification.js';
import type { NotificationOutbox } from './notification-outbox.repo.js';

export const NOTIFICATION_MAIL_QUEUE = 'notification.mail';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [NOTIFICATION_MAIL_QUEUE]: NotificationMailJob;
  }
}

type SettingKey = (typeof NOTIFICATION_SETTINGS)[number]['key'];

/** The bit of a setting in clinic_users.notification (bit 0 = the first setting). */
const settingBit = (key: SettingKey) => 1 << NOTIFICATION_SETTINGS.findIndex((s) => s.key === key);

interface MailRule {
  setting: SettingKey;
  /**
   * The e-mail's sentence when the in-app text carries what an e-mail must not: free text typed
   * about the patient (a decline reason) or the patient's appointment time. E-mail leaves the
   * product; it says only that something happened and links to it.
   */
  mailText?: (content: string) => string;
}

/** Up to the clinic name that opens the in-app text ('{clinic} declined your referral: ...'). */
const clinicOf = (content: string, verb: string) => content.slice(0, content.indexOf(verb)).trim();

/**
 * Which notification types are also e-mailed, and under which of the recipient's per-clinic
 * notification settings (packages/shared permissions.ts NOTIFICATION_SETTINGS). A type not listed
 * is never e-mailed.
 */
export const NOTIFICATION_MAIL_RULES: Readonly<Record<string, MailRule>> = {
  referral_received: { setting: 'REFERRAL_RECEIVED' },
  referral_sent: { setting: 'REFERRAL_RECEIVED' },
  referral_accepted: { setting: 'REFERRAL_STATUS_CHANGED' },
  referral_declined: {
    setting: 'REFERRAL_STATUS_CHANGED',
    mailText: (c) => `${clinicOf(c, ' declined your referral')} declined your referral.`,
  },
  referral_scheduled: {
    setting: 'REFERRAL_STATUS_CHANGED',
    mailText: (c) =>
      `${clinicOf(c, ' set the appointment')} set the appointment for your referral.`,
  },
  referral_endorsed: { setting: 'REFERRAL_STATUS_CHANGED' },
  referral_completed: { setting: 'REFERRAL_STATUS_CHANGED' },
  referral_message: { setting: 'REFERRAL_NOTE_ADDED' },
  fax_failed: { setting: 'FAX_STATUS' },
};

/** The payload of a notification e-mail job. */
export const notificationMailJob = z.object({
  to: z.string(),
  firstname: z.string(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  setting: z.string(),
});
type NotificationMailJob = z.infer<typeof notificationMailJob>;

/**
 * Queues the e-mail of a notification in the caller's transaction, when its type is e-mailed and
 * the recipient has the matching setting on for the notification's clinic. The job is a row of
 * the same transaction: no mail for a change that rolled back, and none sent inside it.
 */
export async function queueNotificationMail(
  outbox: NotificationOutbox,
  n: NewNotification,
): Promise<void> {
  const rule = NOTIFICATION_MAIL_RULES[n.type];
  if (!rule || n.clinicReceiverId == null || !n.url) return;
  const recipient = await outbox.mailRecipient(n.userId, n.clinicReceiverId);
  if (!recipient || !hasBit(recipient.mask, settingBit(rule.setting))) return;
  // Written as a row here (no queue in reach): the schema checks it as enqueue would.
  const payload = notificationMailJob.parse({
    to: recipient.email,
    firstname: recipient.firstname,
    title: n.title,
    text: rule.mailText ? rule.mailText(n.content) : n.content,
    url: n.url,
    setting: NOTIFICATION_SETTINGS.find((s) => s.key === rule.setting)!.label,
  } satisfies NotificationMailJob);
  await outbox.enqueue(NOTIFICATION_MAIL_QUEUE, payload, { maxAttempts: 8 });
}

/** The e-mail: the notification's title as subject, its text and the link, nothing about the patient. */
export function notificationMail(job: NotificationMailJob, appUrl: string): MailMessage {
  const link = `${appUrl}${job.url}`;
  const paragraphs = [`Hello ${job.firstname},`, job.text];
  const why = `You receive this e-mail because "${job.setting}" is on in your ${PRODUCT_NAME} notification settings for this clinic.`;
  return {
    to: job.to,
    subject: job.title,
    text: [...paragraphs, `Open it in ${PRODUCT_NAME}: ${link}`, why].join('\n\n'),
    html: layout(job.title, [...paragraphs, why], { label: `Open in ${PRODUCT_NAME}`, url: link }),
  };
}
