import type { AppDeps } from '../../deps.js';
import { systemDb } from '../../deps.js';
import { scanFaxInbox } from './fax-inbox.js';
import { InboundIntakeRepo } from './inbound-intake.repo.js';
import { INBOUND_FAX_INTAKE_QUEUE } from './inbound-queues.js';
import { interfaxInboundBox, pollInterfaxInbound } from './interfax-inbound.js';

/** How often the drop folder is looked at. */
export const FAX_INBOX_SCAN_MS = 5_000;

/**
 * Enqueues intake for received faxes that still wait for it (new, or left processing by a server
 * that stopped) and have no intake job pending: after a crash between the insert and the job, or
 * a job that was removed. Returns how many were enqueued.
 */
export async function resumeIntake(
  deps: Pick<AppDeps, 'queue'>,
  repo: InboundIntakeRepo,
): Promise<number> {
  const waiting = await repo.waitingForIntake(INBOUND_FAX_INTAKE_QUEUE);
  for (const faxId of waiting) {
    await deps.queue.enqueue(INBOUND_FAX_INTAKE_QUEUE, { faxId });
  }
  return waiting.length;
}

/** Runs `task` every `ms` (unref'd), never two runs at once; failures are logged and retried. */
function every(ms: number, task: () => Promise<unknown>, onError: (e: unknown) => void) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    task()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The received-fax ways in that run on their own (main.ts, after the job queue started): the
 * drop folder every 5 s, InterFAX's inbound list every INBOUND_FAX_POLL_SECONDS when it is the
 * fax provider, and intake resumed for faxes left waiting. Returns the stop function.
 */
export function startInboundFaxes(deps: AppDeps): () => void {
  const db = systemDb(deps, { reason: 'received faxes from the drop folder and InterFAX' });
  // Through the error serializer: a database error is logged by its code, never its message
  // (which holds the statement's values: recognised patient fields).
  const failed = (what: string) => (e: unknown) => deps.log.warn({ err: e }, `${what} failed`);
  const repo = new InboundIntakeRepo(db);
  void resumeIntake(deps, repo).catch(failed('resuming fax intake'));
  const stops = [
    every(FAX_INBOX_SCAN_MS, () => scanFaxInbox(deps, repo), failed('fax drop folder scan')),
  ];
  const box = interfaxInboundBox(deps.config);
  if (box) {
    stops.push(
      every(
        deps.config.inboundFax.pollMs,
        () => pollInterfaxInbound(deps, repo, box),
        failed('InterFAX inbound poll'),
      ),
    );
  }
  return () => stops.forEach((stop) => stop());
}
