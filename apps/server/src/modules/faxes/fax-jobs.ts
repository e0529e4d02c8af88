import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { systemDb } from '../../deps.js';
import { FaxJobsRepo } from './fax-jobs.repo.js';
import { FAX_POLL_QUEUE, type PollFaxJob } from './fax-store.js';
import { registerNoteFaxJob } from './note-fax.js';
import { pollFax } from './poll-fax.js';
import { FAX_SEND_REFERRAL_QUEUE, sendReferralFax } from './send-referral-fax.js';

export { FAX_POLL_QUEUE, FAX_SEND_REFERRAL_QUEUE };

const sendPayload = z.object({
  referralId: z.number().int().positive(),
  userId: z.number().int().positive().nullable().optional(),
  faxUuid: z.string().uuid().optional(),
});
const pollPayload = z.object({
  faxId: z.number().int().positive(),
  providerFaxId: z.string().min(1),
  attempt: z.number().int().min(0),
  since: z.string(),
  follow: z.boolean(),
});

/** Registers the fax queue handlers: send a referral's fax, poll a submitted fax. */
export function registerFaxJobs(deps: AppDeps): void {
  const db = systemDb(deps, { reason: 'fax jobs send and track faxes without an actor' });
  const repo = new FaxJobsRepo(db);
  deps.queue.register(FAX_SEND_REFERRAL_QUEUE, async (payload) => {
    const job = sendPayload.parse(payload);
    await sendReferralFax(deps, repo, {
      referralId: job.referralId,
      userId: job.userId ?? null,
      faxUuid: job.faxUuid,
    });
  });
  deps.queue.register(FAX_POLL_QUEUE, async (payload) => {
    await pollFax(deps, repo, pollPayload.parse(payload) satisfies PollFaxJob);
  });
  registerNoteFaxJob(deps, repo);
}
