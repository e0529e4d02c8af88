import type { Queryable, Tx } from './client.js';

/** Queues work (a live event, a publish) to run once the transaction has committed. */
export type AfterCommit = (fn: () => Promise<void>) => void;

/** The queues of the transactions open right now, so a nested one can hand its work outwards. */
const openQueues = new WeakMap<Queryable, (() => Promise<void>)[]>();

/**
 * Runs `fn` in one transaction. Work queued with `after` runs, in order, only once the
 * transaction has committed; if it rolls back, none of it runs. Inside another transaction this
 * is a savepoint: its queued work joins the outer transaction's (when the savepoint is kept), so
 * it still waits for the real commit.
 */
export async function transaction<T>(
  db: Queryable,
  fn: (tx: Tx, after: AfterCommit) => Promise<T>,
): Promise<T> {
  const outer = openQueues.get(db);
  const queued: (() => Promise<void>)[] = [];
  const result = await db.transaction(async (tx) => {
    openQueues.set(tx, queued);
    try {
      return await fn(tx, (work) => void queued.push(work));
    } finally {
      openQueues.delete(tx);
    }
  });
  if (outer) outer.push(...queued);
  else for (const work of queued) await work();
  return result;
}
