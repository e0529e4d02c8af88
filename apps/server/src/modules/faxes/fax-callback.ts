import type { FaxJobsRepo } from './fax-jobs.repo.js';
import { FAX_POLL_QUEUE, isFinalFax, type FaxDeps, type PollFaxJob } from './fax-store.js';

/**
 * InterFAX's completion callback names a fax (TransactionID): look at it now instead of at the
 * next scheduled poll. The callback's own fields are not trusted; the poll asks the API.
 * Returns false for a fax we do not know.
 */
export async function pollOnCallback(
  deps: Pick<FaxDeps, 'queue' | 'clock'>,
  repo: FaxJobsRepo,
  providerFaxId: string,
): Promise<boolean> {
  const fax = await repo.byProviderId('interfax', providerFaxId);
  if (!fax) return false;
  if (isFinalFax(fax.status)) return true;
  const job: PollFaxJob = {
    faxId: fax.id,
    providerFaxId,
    attempt: 0,
    since: (fax.submitTime ?? deps.clock.now()).toISOString(),
    // The scheduled chain keeps running; this look does not start another.
    follow: false,
  };
  await deps.queue.enqueue(FAX_POLL_QUEUE, job);
  return true;
}
