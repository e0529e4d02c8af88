import { eq } from 'drizzle-orm';
import type { FaxReport } from '../../adapters/fax/fax.js';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { faxes } from '../../db/schema/index.js';
import { GIVE_UP_AFTER_MS, pollDelayMs } from './fax-schedule.js';
import {
  FAX_POLL_QUEUE,
  failFax,
  isFinalFax,
  onFaxFinal,
  storeReport,
  type FaxDeps,
  type PollFaxJob,
} from './fax-store.js';

export const NO_FINAL_STATUS = 'No final status from the fax provider within a day.';

/**
 * One look at a submitted fax: store the provider's figures, act on a final status, otherwise
 * schedule the next look with a back-off. Idempotent: a poll of a finished fax or of an older
 * submission (the fax was re-sent since) does nothing.
 */
export async function pollFax(deps: FaxDeps, db: Database, job: PollFaxJob): Promise<void> {
  const [fax] = await db.select().from(faxes).where(eq(faxes.id, job.faxId)).limit(1);
  if (!fax || fax.providerFaxId !== job.providerFaxId || isFinalFax(fax.status)) return;

  let report: FaxReport | null = null;
  try {
    report = await deps.fax.status(job.providerFaxId);
  } catch (err) {
    // A provider hiccup is not the fax's failure: look again on the usual schedule.
    deps.log.warn({ err, faxId: fax.id }, 'fax status unavailable');
  }
  const now = deps.clock.now();
  await transaction(db, async (tx, afterCommit) => {
    const updated = report ? await storeReport(tx, fax.id, report, now) : fax;
    if (!updated) return;
    if (isFinalFax(updated.status)) {
      await onFaxFinal(deps, tx, updated, now, afterCommit);
      return;
    }
    if (!job.follow) return;
    if (now.getTime() - new Date(job.since).getTime() >= GIVE_UP_AFTER_MS) {
      await failFax(deps, tx, updated, NO_FINAL_STATUS, now, afterCommit);
      return;
    }
    const next: PollFaxJob = { ...job, attempt: job.attempt + 1 };
    await deps.queue.enqueue(FAX_POLL_QUEUE, next, { delayMs: pollDelayMs(next.attempt) }, tx);
  });
}
