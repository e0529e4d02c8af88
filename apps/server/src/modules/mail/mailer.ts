import { z } from 'zod';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { JobQueue } from '../../jobs/queue.js';

export const MAIL_QUEUE = 'mail.send';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [MAIL_QUEUE]: MailMessage;
  }
}

/** The payload of a mail job: the message as the mail adapter sends it. */
export const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
}) satisfies z.ZodType<MailMessage>;

/** The caller's transaction, which the job row is written in. */
type EnqueueTx = Parameters<JobQueue['enqueue']>[3];

/** Mail never goes out in the request path: it is a job, enqueued in the caller's transaction. */
export interface Mailer {
  send(message: MailMessage, tx?: EnqueueTx): Promise<void>;
}

/** The job registry (job-registry.ts) sends the queued messages through the mail adapter. */
export function createMailer(queue: JobQueue): Mailer {
  return {
    send: (message, tx) => queue.enqueue(MAIL_QUEUE, message, {}, tx),
  };
}
