import { newStorageKey } from '../../adapters/storage/local-storage.js';
import { newUuid } from '../../lib/ids.js';
import { buildNoteFaxDocument } from '../documents/note-fax-document.js';
import { loadReferralSummary } from '../documents/referral-summary.js';
import { faxRecipient } from './fax-schedule.js';
import type { FaxJobsRepo } from './fax-jobs.repo.js';
import { isFinalFax, submitNewFax, type FaxDeps, type FaxRow } from './fax-store.js';

export const NOTE_FAX_QUEUE = 'fax.send-note';

/** Enqueued with an external message on a fax referral: the message goes to the fax clinic. */
export interface NoteFaxJob {
  noteId: number;
}

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [NOTE_FAX_QUEUE]: NoteFaxJob;
  }
}

/**
 * Faxes an external message to the receiving fax clinic as one A4 page, through the fax path of
 * referral faxes (stored PDF, submission, polling). The fax row takes the note's uuid, so a job
 * run twice sends one fax. The row is not linked to the referral on purpose: a delivered or failed
 * message must not move the referral's own fax status (faxed_successfully) nor stand in for the
 * referral's fax that the send job is still to create.
 */
export async function sendNoteFax(
  deps: FaxDeps,
  repo: FaxJobsRepo,
  job: NoteFaxJob,
): Promise<void> {
  const fax = await noteFaxRow(deps, repo, job.noteId);
  if (!fax || fax.providerFaxId || isFinalFax(fax.status)) return;
  await submitNewFax(deps, repo, fax);
}

/** The note's fax row, composed and stored on the first run; undefined when there is nothing to fax. */
async function noteFaxRow(
  deps: FaxDeps,
  repo: FaxJobsRepo,
  noteId: number,
): Promise<FaxRow | undefined> {
  const found = await repo.noteWithReferral(noteId);
  if (!found) return undefined;
  const existing = await repo.byUuid(found.note.uuid);
  if (existing) return existing;

  const summary = await loadReferralSummary(repo.summaries(), found.referral.id);
  const recipient = faxRecipient(summary.receiver?.fax);
  if (!recipient) {
    deps.log.info({ noteId }, 'note fax skipped: the receiving clinic has no fax number');
    return undefined;
  }
  const now = deps.clock.now();
  const doc = await buildNoteFaxDocument(
    {
      summary,
      author: found.author ? `${found.author.firstname} ${found.author.lastname}` : 'System',
      note: found.note.note,
      createdAt: found.note.createdAt,
    },
    { appUrl: deps.config.appUrl, now },
  );
  const stored = await deps.storage.put(newStorageKey(`faxes/${newUuid()}`), doc.pdf);
  const row = await repo.insertIfNew({
    uuid: found.note.uuid,
    referralId: null,
    clinicSenderId: found.note.clinicId ?? found.referral.clinicReferrerId,
    clinicReceiverId: found.referral.clinicReceiverId,
    provider: deps.fax.kind,
    recipient,
    status: 'queued',
    pageCount: doc.pages,
    storageKey: stored.key,
    createdById: found.note.userId,
    createdAt: now,
    updatedAt: now,
  });
  if (row) return row;
  // Another run recorded it first: keep theirs.
  await deps.storage.delete(stored.key);
  return undefined;
}
