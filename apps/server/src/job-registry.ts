import type { AppDeps } from './deps.js';
import type { JobKinds, JobPayloads } from './jobs/queue.js';
import { minutes } from './lib/clock.js';
import { faxJobHandlers, faxJobPayloads } from './modules/faxes/fax-jobs.js';
import { FAX_POLL_QUEUE } from './modules/faxes/fax-store.js';
import { NOTE_FAX_QUEUE } from './modules/faxes/note-fax.js';
import { FAX_SEND_REFERRAL_QUEUE } from './modules/faxes/send-referral-fax.js';
import { inboundFaxJobHandlers, intakeJobPayload } from './modules/inbound-faxes/inbound-jobs.js';
import { INBOUND_FAX_INTAKE_QUEUE, OCR_LANE } from './modules/inbound-faxes/inbound-queues.js';
import { MAIL_QUEUE, sealedMailJob, sendOnce, unsealMail } from './modules/mail/mailer.js';
import {
  PASSWORD_RESET_QUEUE,
  passwordResetRequestJob,
  sendPasswordReset,
} from './modules/auth/password-reset.js';
import {
  NOTIFICATION_MAIL_QUEUE,
  notificationMail,
  notificationMailJob,
} from './modules/notifications/notification-mail.js';

/** The Message-ID of a notification mail: one per job, the same on every attempt. */
const jobMessageId = (jobId: string) => `<notification-job-${jobId}@referralhub.mail>`;

/** A mail that could not go out is worth more tries than the default: it may be a sign-in code. */
const MAIL_ATTEMPTS = 8;

/**
 * Every kind of job the server runs: its payload schema (checked on enqueue and on run), its
 * handler and its time limit. Wiring, beside boot.ts: it names handlers of modules, which the job
 * queue (below modules) must not import. A kind a module declares in `JobPayloads` and that is
 * missing here, or a name here no module declares, does not type-check.
 */
export function jobRegistry(deps: AppDeps): JobKinds<JobPayloads> {
  const fax = faxJobHandlers(deps);
  const inbound = inboundFaxJobHandlers(deps);
  return {
    [MAIL_QUEUE]: {
      payload: sealedMailJob,
      handler: (job, ctx) => sendOnce(deps, unsealMail(deps.crypto, job), ctx),
      timeLimitMs: minutes(1),
      maxAttempts: MAIL_ATTEMPTS,
    },
    [NOTIFICATION_MAIL_QUEUE]: {
      payload: notificationMailJob,
      handler: (job, ctx) =>
        sendOnce(
          deps,
          // No secret in it (a title and a link): stored plain, sent under the job's Message-ID.
          { ...notificationMail(job, deps.config.appUrl), messageId: jobMessageId(ctx.jobId) },
          ctx,
        ),
      timeLimitMs: minutes(1),
      maxAttempts: MAIL_ATTEMPTS,
    },
    // Looks the account up after the forgot-password answer went (issue 18 item 13).
    [PASSWORD_RESET_QUEUE]: {
      payload: passwordResetRequestJob,
      handler: (job) => sendPasswordReset(deps, job),
      timeLimitMs: minutes(1),
    },
    // Composing the referral's PDF and submitting it; the submission lease is as long.
    [FAX_SEND_REFERRAL_QUEUE]: {
      payload: faxJobPayloads.sendReferral,
      handler: fax.sendReferral,
      timeLimitMs: minutes(2),
    },
    [NOTE_FAX_QUEUE]: {
      payload: faxJobPayloads.sendNote,
      handler: fax.sendNote,
      timeLimitMs: minutes(2),
    },
    [FAX_POLL_QUEUE]: { payload: faxJobPayloads.poll, handler: fax.poll, timeLimitMs: minutes(1) },
    // Text recognition takes seconds a page: a lane of its own, so a fax being read never holds
    // up a sign-in mail. Two at a time: one fax is drawn while the other's pages are read, which
    // keeps both OCR workers busy.
    [INBOUND_FAX_INTAKE_QUEUE]: {
      payload: intakeJobPayload,
      handler: inbound.intake,
      timeLimitMs: minutes(10),
      lane: OCR_LANE,
      concurrency: 2,
    },
  };
}
