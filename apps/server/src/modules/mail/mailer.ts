import type { MailAdapter, MailMessage } from '../../adapters/mail/mail.js';
import type { JobQueue } from '../../jobs/queue.js';

export const MAIL_QUEUE = 'mail.send';

/** The caller's transaction, which the job row is written in. */
type EnqueueTx = Parameters<JobQueue['enqueue']>[3];

/** Mail never goes out in the request path: it is a job, enqueued in the caller's transaction. */
export interface Mailer {
  send(message: MailMessage, tx?: EnqueueTx): Promise<void>;
}

export function createMailer(queue: JobQueue, adapter: MailAdapter): Mailer {
  queue.register(MAIL_QUEUE, async (payload) => adapter.send(payload as MailMessage));
  return {
    send: (message, tx) => queue.enqueue(MAIL_QUEUE, message, { maxAttempts: 8 }, tx),
  };
}
