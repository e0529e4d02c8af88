import type { Queryable } from '../db/client.js';
import type { EnqueueOptions, JobPayloads, JobQueue } from './queue.js';

/**
 * A repository whose actions add jobs. The job goes in on the repository's own connection, so a
 * job enqueued inside a transaction exists only if that transaction commits; actions never hold a
 * connection themselves, so they enqueue through their repository.
 */
export abstract class RepoWithJobs {
  constructor(protected readonly q: Queryable) {}

  enqueue<K extends keyof JobPayloads & string>(
    queue: JobQueue,
    name: K,
    payload: JobPayloads[K],
    opts?: EnqueueOptions,
  ): Promise<void> {
    return queue.enqueue(name, payload, opts, this.q);
  }
}
