import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Queryable } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { systemClock, type Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';

export type JobHandler = (payload: unknown) => Promise<void>;

export interface EnqueueOptions {
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  maxAttempts?: number;
}

/**
 * A small Postgres-backed job queue. Jobs are rows, so a job can be enqueued inside the same
 * transaction as the change that causes it (the mail is sent only if the login committed), they
 * survive restarts, and several server instances share the work through FOR UPDATE SKIP LOCKED.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;

  private readonly pollMs: number;
  /**
   * When a job is due is decided on the injected clock (run_at is written and compared with it),
   * so tests move delayed jobs (fax polling) forward with a manual clock. Locks stay on the
   * database clock: they guard against crashed workers in real time.
   */
  private readonly clock: Clock;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    opts: { pollMs?: number; clock?: Clock } = {},
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.clock = opts.clock ?? systemClock;
  }

  register(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  async enqueue(
    queue: string,
    payload: unknown,
    opts: EnqueueOptions = {},
    tx: Queryable = this.db,
  ): Promise<void> {
    await tx.insert(jobs).values({
      queue,
      payload: payload as object,
      runAt: new Date(this.clock.now().getTime() + (opts.delayMs ?? 0)),
      maxAttempts: opts.maxAttempts ?? 5,
    });
    // Jobs enqueued in a transaction become visible at commit; the next tick picks them up.
    setImmediate(() => this.wake());
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs due jobs now (the worker would do it on its next tick). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /** Processes every due job until none is left; for tests and shutdown. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.runOnce();
      total += n;
      if (n === 0) return total;
    }
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.wakeRequested;
        this.wakeRequested = false;
        this.schedule(again ? 0 : this.pollMs);
      });
    }, ms);
  }

  private async tick(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce()) > 0) {
        // keep going while there is work
      }
    } catch (e) {
      this.log.error({ err: e }, 'job queue tick failed');
    }
  }

  private async runOnce(batch = 10): Promise<number> {
    const queues = [...this.handlers.keys()];
    if (queues.length === 0) return 0;
    const now = this.clock.now().toISOString();
    const claimed = await queryRows<{
      id: string;
      queue: string;
      payload: unknown;
      attempts: number;
      max_attempts: number;
    }>(
      this.db,
      sql`
      UPDATE jobs SET locked_until = now() + interval '5 minutes', attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM jobs
        WHERE failed_at IS NULL AND run_at <= ${now}::timestamptz
          AND (locked_until IS NULL OR locked_until < now())
          AND queue IN (${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )})
        ORDER BY run_at, id LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, queue, payload, attempts, max_attempts`,
    );
    // RETURNING does not keep the subquery's order: run the batch in enqueue order.
    claimed.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    for (const job of claimed) {
      await this.runJob(job);
    }
    return claimed.length;
  }

  private async runJob(job: {
    id: string;
    queue: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
  }): Promise<void> {
    const handler = this.handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for ${job.queue}`);
      await handler(job.payload);
      // Done jobs are deleted: payloads (mail bodies) should not linger.
      await this.db.execute(sql`DELETE FROM jobs WHERE id = ${job.id}::bigint`);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const final = job.attempts >= job.max_attempts;
      const backoffSec = Math.min(3600, 2 ** job.attempts * 5);
      const retryAt = new Date(this.clock.now().getTime() + backoffSec * 1000).toISOString();
      this.log.warn(
        { queue: job.queue, jobId: job.id, attempt: job.attempts, final },
        'job failed',
      );
      await this.db.execute(sql`
        UPDATE jobs SET locked_until = NULL, last_error = ${message.slice(0, 1000)},
          failed_at = CASE WHEN ${final} THEN now() ELSE NULL END,
          run_at = ${retryAt}::timestamptz
        WHERE id = ${job.id}::bigint`);
    }
  }
}
