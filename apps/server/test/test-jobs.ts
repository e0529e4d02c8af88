import { z } from 'zod';
import type { JobContext, JobKind, JobKinds, JobQueue } from '../src/jobs/queue.js';

/**
 * The app's queue with kinds only a test knows (their names are not the app's, so the queue's
 * own type would refuse them): defines them and answers the queue typed with them.
 */
export function withTestJobs<P extends object>(queue: JobQueue, kinds: JobKinds<P>): JobQueue<P> {
  const typed = queue as unknown as JobQueue<P>;
  typed.define(kinds);
  return typed;
}

/** A test job without payload: the handler, a generous time limit, and any other option. */
export function testJob(
  handler: (payload: object, ctx: JobContext) => Promise<void>,
  opts: Partial<Omit<JobKind<object>, 'handler'>> = {},
): JobKind<object> {
  return { payload: z.object({}), handler, timeLimitMs: 60_000, ...opts };
}
