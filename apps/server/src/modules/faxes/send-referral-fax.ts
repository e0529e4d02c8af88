import { newStorageKey } from '../../adapters/storage/local-storage.js';
import { minutes } from '../../lib/clock.js';
import { newUuid } from '../../lib/ids.js';
import { buildReferralFaxDocument } from '../documents/fax-document.js';
import { faxRecipient } from './fax-schedule.js';
import type { FaxJobsRepo } from './fax-jobs.repo.js';
import { isFinalFax, submitNewFax, type FaxDeps, type FaxRow } from './fax-store.js';

export const FAX_SEND_REFERRAL_QUEUE = 'fax.send-referral';

/** Enqueued by sending a referral to a fax clinic (status sent_fax). */
export interface SendReferralFaxJob {
  referralId: number;
  /** Who sent the referral; null when unknown. */
  userId: number | null;
  /**
   * A re-send by hand (POST /api/referrals/:uuid/fax): the uuid of the new fax. The job then makes
   * this one fax, however many the referral has already; without it, the referral's first fax.
   */
  faxUuid?: string;
}

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [FAX_SEND_REFERRAL_QUEUE]: SendReferralFaxJob;
  }
}

/** A submission that started this long ago without an answer is taken to have died with its worker. */
const SUBMISSION_LEASE_MS = minutes(2);

/** Refusals by the provider are recorded on the fax; the reason shown is ours, not theirs. */

type Outcome = { fax: FaxRow } | { done: string };

/**
 * Sends the fax of a referral: composes the document, keeps the PDF, records the fax and submits
 * it. Idempotent: a run that finds the referral's fax already submitted (or being submitted by
 * another run) sends nothing.
 */
export async function sendReferralFax(
  deps: FaxDeps,
  repo: FaxJobsRepo,
  job: SendReferralFaxJob,
): Promise<void> {
  const now = deps.clock.now();
  const outcome = await claimFax(deps, repo, job, now);
  if ('done' in outcome) {
    deps.log.info({ referralId: job.referralId, reason: outcome.done }, 'fax send skipped');
    return;
  }
  const { fax } = outcome;
  if (!(await submitNewFax(deps, repo, fax))) return;
  deps.log.info({ faxId: fax.id, provider: deps.fax.kind }, 'fax submitted');
}

/** The fax row this run submits, or why there is nothing to do. */
async function claimFax(
  deps: FaxDeps,
  repo: FaxJobsRepo,
  job: SendReferralFaxJob,
  now: Date,
): Promise<Outcome> {
  const before = await faxOfJob(repo, job);
  if (before?.providerFaxId || (before && isFinalFax(before.status))) {
    return { done: 'the referral has its fax already' };
  }
  if (before) return takeOver(repo, before, now);

  const target = await repo.referralWithReceiver(job.referralId);
  if (!target || target.referral.status !== 'sent_fax' || target.referral.deletedAt) {
    return { done: 'referral is not waiting for a fax' };
  }
  const recipient = faxRecipient(target.receiver.fax);
  if (!recipient) return { done: 'receiving clinic has no fax number' };

  const doc = await buildReferralFaxDocument(repo.summaries(), deps.storage, job.referralId, {
    appUrl: deps.config.appUrl,
    now,
  });
  const stored = await deps.storage.put(newStorageKey(`faxes/${newUuid()}`), doc.pdf);
  const created = await repo.transaction(async (tx) => {
    // One fax per referral send, even when two runs race: the referral row is the lock.
    await tx.lockReferral(job.referralId);
    if (await faxOfJob(tx, job)) return null;
    return tx.insert({
      ...(job.faxUuid ? { uuid: job.faxUuid } : {}),
      referralId: job.referralId,
      clinicSenderId: target.referral.clinicReferrerId,
      clinicReceiverId: target.receiver.id,
      provider: deps.fax.kind,
      recipient,
      status: 'queued',
      pageCount: doc.pages,
      storageKey: stored.key,
      createdById: job.userId,
      createdAt: now,
      updatedAt: now,
    });
  });
  if (!created) {
    await deps.storage.delete(stored.key);
    return { done: 'another run created the fax' };
  }
  return { fax: created };
}

/**
 * A fax row without a provider id: another run is submitting it right now, or a run died
 * between recording and submitting. Only the latter is taken over.
 */
async function takeOver(repo: FaxJobsRepo, fax: FaxRow, now: Date): Promise<Outcome> {
  if (now.getTime() - fax.updatedAt.getTime() < SUBMISSION_LEASE_MS) {
    // The queue retries the job later; by then the other run has finished or died.
    throw new Error('fax submission in progress');
  }
  const claimed = await repo.touchIfUnchanged(fax, now);
  return claimed ? { fax: claimed } : { done: 'another run took the fax over' };
}

/**
 * The fax this job makes, once it exists: the one named by a re-send, else the referral's newest
 * (a first send makes one fax per referral; a failed fax is re-sent by hand).
 */
function faxOfJob(repo: FaxJobsRepo, job: SendReferralFaxJob) {
  return repo.newestOfReferral(job.referralId, job.faxUuid);
}
