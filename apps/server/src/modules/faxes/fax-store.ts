import { PERMISSION } from '@app/shared';
import type { AfterCommit } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import { aboutReferral } from '../notifications/create-notification.js';
import { publishNoteAdded } from '../referrals/referral-events.js';
import { FIRST_POLL_MS, pagesText } from './fax-schedule.js';
import {
  FINAL_FAX_STATUSES,
  type FaxJobsRepo,
  type FaxReferral,
  type FaxRow,
} from './fax-jobs.repo.js';

export type { FaxRow };

/** What the fax jobs and routes use from the application's services. */
export type FaxDeps = Pick<
  AppDeps,
  'database' | 'queue' | 'fax' | 'storage' | 'clock' | 'events' | 'log' | 'config'
>;

export const FAX_POLL_QUEUE = 'fax.poll';

/** A poll of one submission of a fax; a re-send starts a new chain under a new provider id. */
export interface PollFaxJob {
  faxId: number;
  providerFaxId: string;
  /** 0 for the first look; sets the back-off. */
  attempt: number;
  /** When the submission went out (ISO): polling gives up a day later. */
  since: string;
  /** false for a one-off look (the provider's callback): no further polls are scheduled. */
  follow: boolean;
}

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [FAX_POLL_QUEUE]: PollFaxJob;
  }
}

export const isFinalFax = (status: string): boolean =>
  (FINAL_FAX_STATUSES as readonly string[]).includes(status);

/** Submits the fax's stored PDF to the provider (a first send, or a re-send of our own copy). */
export async function submitStoredPdf(
  deps: Pick<FaxDeps, 'fax' | 'storage'>,
  fax: FaxRow,
): Promise<{ providerFaxId: string }> {
  const pdf = await deps.storage.read(fax.storageKey);
  return deps.fax.send({ to: fax.recipient, pdf, pages: fax.pageCount, reference: fax.uuid });
}

/** Why a fax failed at once: the provider refused the submission. */
export const FAX_NOT_ACCEPTED = 'The fax provider did not accept the fax.';

/**
 * Submits a new fax row's stored PDF and records the submission, or fails the fax when the
 * provider refuses it (not retried blindly: the senders are told and can re-send it). Answers
 * whether it went out.
 */
export async function submitNewFax(
  deps: FaxDeps,
  repo: FaxJobsRepo,
  fax: FaxRow,
): Promise<boolean> {
  let providerFaxId: string;
  try {
    ({ providerFaxId } = await submitStoredPdf(deps, fax));
  } catch (err) {
    deps.log.warn({ err, faxId: fax.id }, 'fax submission refused');
    await repo.transaction((tx, afterCommit) =>
      failFax(deps, tx, fax, FAX_NOT_ACCEPTED, deps.clock.now(), afterCommit),
    );
    return false;
  }
  await recordSubmission(deps, repo, fax, providerFaxId, deps.clock.now(), 'first');
  return true;
}

/**
 * Records that the provider accepted a (re-)submission and schedules its first poll, in one
 * transaction: a fax that went out always has a poll waiting for it. Each submission counts as
 * at least one attempt; a re-send adds one.
 */
export async function recordSubmission(
  deps: Pick<FaxDeps, 'queue'>,
  repo: FaxJobsRepo,
  fax: FaxRow,
  providerFaxId: string,
  now: Date,
  kind: 'first' | 'resend',
): Promise<void> {
  const attemptsMade = kind === 'resend' ? fax.attemptsMade + 1 : Math.max(1, fax.attemptsMade);
  await repo.transaction(async (tx) => {
    await tx.markSubmitted(fax, providerFaxId, attemptsMade, now);
    const job: PollFaxJob = {
      faxId: fax.id,
      providerFaxId,
      attempt: 0,
      since: now.toISOString(),
      follow: true,
    };
    await tx.enqueue(deps.queue, FAX_POLL_QUEUE, job, { delayMs: FIRST_POLL_MS });
  });
}

/**
 * Fails a fax with our own reason (refused submission, no answer within a day) and acts on it as
 * on a failure the provider reported. Nothing happens to a fax that is final already.
 */
export async function failFax(
  deps: Pick<FaxDeps, 'events'>,
  tx: FaxJobsRepo,
  fax: FaxRow,
  error: string,
  now: Date,
  afterCommit: AfterCommit,
): Promise<void> {
  const failed = await tx.failUnlessFinal(fax.id, error, now);
  if (failed) await onFaxFinal(deps, tx, failed, now, afterCommit);
}

async function referralAndReceiver(tx: FaxJobsRepo, fax: FaxRow) {
  const row = await tx.referralAndReceiver(fax);
  return row
    ? { referral: row.referral, receiver: row.receiverName ?? 'the receiving clinic' }
    : null;
}

/** A System Log line with no status change; its listeners hear of it once committed. */
async function systemNote(final: FinalFax, note: string) {
  const { deps, tx, referral, now, afterCommit } = final;
  await tx.addSystemNote(referral.id, note, now);
  await publishNoteAdded(deps.events, referral, afterCommit);
}

/** A fax that has just reached a final status, with its referral and the receiving clinic's name. */
interface FinalFax {
  deps: Pick<FaxDeps, 'events'>;
  tx: FaxJobsRepo;
  fax: FaxRow;
  referral: FaxReferral;
  receiver: string;
  now: Date;
  afterCommit: AfterCommit;
}

/**
 * Acts on a fax that has just reached a final status (success or failure): the referral's System
 * Log, its status and the senders' notifications. A fax of no referral needs nothing.
 */
export async function onFaxFinal(
  deps: Pick<FaxDeps, 'events'>,
  tx: FaxJobsRepo,
  fax: FaxRow,
  now: Date,
  afterCommit: AfterCommit,
): Promise<void> {
  const found = await referralAndReceiver(tx, fax);
  if (!found) return;
  const final: FinalFax = { deps, tx, fax, ...found, now, afterCommit };
  await (fax.status === 'success' ? onFaxDelivered(final) : onFaxFailed(final));
}

/**
 * A delivered fax: the referral moves sent_fax -> faxed_successfully with the System Log line.
 * A referral that has moved on already (a re-sent fax) only gets the log line.
 */
async function onFaxDelivered(final: FinalFax) {
  const { deps, tx, fax, referral, receiver, now, afterCommit } = final;
  const log = `Fax delivered to ${receiver} (${pagesText(fax.pagesSent || fax.pageCount)}).`;
  if (referral.status === 'sent_fax') {
    await tx.writeReferralStatus(
      deps.events,
      {
        referralId: referral.id,
        from: 'sent_fax',
        to: 'faxed_successfully',
        actorUserId: null,
        log,
        now,
      },
      afterCommit,
    );
  } else {
    await systemNote(final, log);
  }
}

/**
 * A failed fax: the System Log says so and the sending clinic's staff who may send referrals are
 * told, with a link to the referral where they can re-send it.
 */
async function onFaxFailed(final: FinalFax) {
  const { deps, tx, fax, referral, receiver, afterCommit } = final;
  await systemNote(final, `Fax to ${receiver} failed (${fax.error ?? 'Failed'}).`);
  if (fax.clinicSenderId === null) return;
  const senders = await tx.staffWith(fax.clinicSenderId, PERMISSION.SEND_REFERRAL);
  for (const userId of senders) {
    await tx.notify(
      deps.events,
      {
        userId,
        type: 'fax_failed',
        title: 'Fax failed',
        content: `The referral fax to ${receiver} could not be delivered. Open the referral to re-send it.`,
        clinicReceiverId: fax.clinicSenderId,
        ...aboutReferral(referral),
        severity: 'error',
      },
      afterCommit,
    );
  }
}
