import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { JobContext } from '../../jobs/queue.js';
import { systemDb } from '../../deps.js';
import type { InboundFaxIntakeJob } from './inbound-queues.js';
import { runIntake } from './intake/intake-job.js';
import { IntakeRepo } from './intake/intake.repo.js';

/** The payload of the intake job, as the job registry checks it. */
export const intakeJobPayload = z.object({
  faxId: z.number().int().positive(),
}) satisfies z.ZodType<InboundFaxIntakeJob>;

/** The received-fax job handler (the job registry runs it): intake, text recognition and detection. */
export function inboundFaxJobHandlers(deps: AppDeps) {
  const db = systemDb(deps, { reason: 'fax intake recognises received faxes without an actor' });
  const repo = new IntakeRepo(db);
  return {
    intake: async (job: InboundFaxIntakeJob, ctx: Pick<JobContext, 'signal' | 'finalAttempt'>) => {
      await runIntake(deps, repo, job.faxId, ctx);
    },
  };
}
