import type { MailAdapter, MailMessage } from '../../adapters/mail/mail.js';
import type { Queryable } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';

export const MAIL_QUEUE = 'mail.send';

/** Mail never goes out in the request path: it is a job, enqueued in the caller's transaction. */
export interface Mailer {
  send(message: MailMessage, tx?: Queryable): Promise<void>;
}

export function createMailer(queue: JobQueue, adapter: MailAdapter): Mailer {
  queue.register(MAIL_QUEUE, async (payload) => adapter.send(payload as MailMessage));
  return {
    send: (message, tx) => queue.enqueue(MAIL_QUEUE, message, { maxAttempts: 8 }, tx),
  };
}
