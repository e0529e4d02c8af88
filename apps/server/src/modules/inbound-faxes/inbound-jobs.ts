import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { systemDb } from '../../deps.js';
import { INBOUND_FAX_INTAKE_QUEUE, OCR_LANE } from './inbound-queues.js';
import { runIntake } from './intake/intake-job.js';
import { IntakeRepo } from './intake/intake.repo.js';

const intakePayload = z.object({ faxId: z.number().int().positive() });

/**
 * Registers the received-fax queue handlers: intake (text recognition and detection), in a lane
 * of its own so a fax being read never holds up a sign-in mail. Two faxes at a time: one is drawn
 * while the other's pages are read, which keeps both OCR workers busy.
 */
export function registerInboundFaxJobs(deps: AppDeps): void {
  const db = systemDb(deps, { reason: 'fax intake recognises received faxes without an actor' });
  const repo = new IntakeRepo(db);
  deps.queue.register(
    INBOUND_FAX_INTAKE_QUEUE,
    async (payload) => {
      await runIntake(deps, repo, intakePayload.parse(payload).faxId);
    },
    { lane: OCR_LANE, concurrency: 2 },
  );
}
