import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { systemDb } from '../../deps.js';
import { FaxJobsRepo } from './fax-jobs.repo.js';
import type { PollFaxJob } from './fax-store.js';
import { sendNoteFax, type NoteFaxJob } from './note-fax.js';
import { pollFax } from './poll-fax.js';
import {
  FAX_SEND_REFERRAL_QUEUE,
  sendReferralFax,
  type SendReferralFaxJob,
} from './send-referral-fax.js';

export { FAX_SEND_REFERRAL_QUEUE };

/** The payloads of the fax jobs, as the job registry checks them. */
export const faxJobPayloads = {
  sendReferral: z.object({
    referralId: z.number().int().positive(),
    userId: z.number().int().positive().nullable().default(null),
    faxUuid: z.string().uuid().optional(),
  }) satisfies z.ZodType<SendReferralFaxJob>,
  poll: z.object({
    faxId: z.number().int().positive(),
    providerFaxId: z.string().min(1),
    attempt: z.number().int().min(0),
    since: z.string(),
    follow: z.boolean(),
  }) satisfies z.ZodType<PollFaxJob>,
  sendNote: z.object({ noteId: z.number().int().positive() }) satisfies z.ZodType<NoteFaxJob>,
};

/** The fax job handlers (the job registry runs them): send a referral's fax, poll, fax a note. */
export function faxJobHandlers(deps: AppDeps) {
  const db = systemDb(deps, { reason: 'fax jobs send and track faxes without an actor' });
  const repo = new FaxJobsRepo(db);
  return {
    sendReferral: (job: SendReferralFaxJob) => sendReferralFax(deps, repo, job),
    poll: (job: PollFaxJob) => pollFax(deps, repo, job),
    sendNote: (job: NoteFaxJob) => sendNoteFax(deps, repo, job),
  };
}
