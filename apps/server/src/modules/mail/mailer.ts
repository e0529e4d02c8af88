import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { MailAdapter, MailMessage } from '../../adapters/mail/mail.js';
import type { JobContext, JobQueue } from '../../jobs/queue.js';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import type { Logger } from '../../lib/logger.js';

export const MAIL_QUEUE = 'mail.send';

/**
 * The payload of a mail job: the message sealed with the field key (lib/field-crypto.ts). Mails
 * carry sign-in codes and reset links: the jobs table (and its backups) holds only ciphertext.
 */
export interface SealedMailJob {
  sealed: string;
}

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [MAIL_QUEUE]: SealedMailJob;
  }
}

export const sealedMailJob = z.object({ sealed: z.string() }) satisfies z.ZodType<SealedMailJob>;

/** A message as it is sealed into a job: with the Message-ID every attempt sends it under. */
const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  messageId: z.string(),
}) satisfies z.ZodType<MailMessage & { messageId: string }>;

/** The caller's transaction, which the job row is written in. */
type EnqueueTx = Parameters<JobQueue['enqueue']>[3];

/** Mail never goes out in the request path: it is a job, enqueued in the caller's transaction. */
export interface Mailer {
  send(message: MailMessage, tx?: EnqueueTx): Promise<void>;
}

/** The job registry (job-registry.ts) sends the queued messages through the mail adapter. */
export function createMailer(queue: JobQueue, crypto: Pick<FieldCrypto, 'encrypt'>): Mailer {
  return {
    send: (message, tx) => queue.enqueue(MAIL_QUEUE, sealMail(crypto, message), {}, tx),
  };
}

/** A mail job's payload: the message and its Message-ID, sealed. */
export function sealMail(
  crypto: Pick<FieldCrypto, 'encrypt'>,
  message: MailMessage,
): SealedMailJob {
  const messageId = `<${randomUUID()}@referralhub.mail>`;
  return { sealed: crypto.encrypt(JSON.stringify({ ...message, messageId })) };
}

/** Opens a sealed mail job. */
export function unsealMail(crypto: Pick<FieldCrypto, 'decrypt'>, job: SealedMailJob) {
  return mailMessageSchema.parse(JSON.parse(crypto.decrypt(job.sealed)));
}

/**
 * Sends a queued mail at most once across crashes: the provider's message id is written on the
 * job's row (its checkpoint) as soon as the provider took the mail, and a run that finds it there
 * (the job was claimed, sent and the server died before deleting it) does not send again. Only a
 * crash between the provider's answer and that write can repeat a mail, and then under the same
 * Message-ID, which mail systems use to drop the duplicate.
 */
export async function sendOnce(
  deps: { mail: MailAdapter; log: Logger },
  message: MailMessage & { messageId: string },
  ctx: Pick<JobContext, 'checkpoint' | 'jobId'>,
): Promise<void> {
  if (await ctx.checkpoint.get()) {
    deps.log.info({ jobId: ctx.jobId }, 'mail already sent by an earlier run; not sent again');
    return;
  }
  const sent = await deps.mail.send(message);
  await ctx.checkpoint.set(`sent ${sent.messageId}`);
}
