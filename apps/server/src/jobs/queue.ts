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
export interface RegisterOptions {
  /**
   * Jobs of one lane run one after another; lanes run side by side. Slow work (text recognition
   * of a fax) gets a lane of its own so it never holds up a sign-in mail.
   */
  lane?: string;
  /**
   * How many jobs of the lane run at once (default 1). Recognition takes two: while one fax's
   * page is drawn the other's is read, so the OCR pool never waits.
   */
  concurrency?: number;
}

export const DEFAULT_LANE = 'default';

/** One worker loop over the queues of a lane. */
class Lane {
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  wakeRequested = false;
  readonly queues = new Set<string>();
  concurrency = 1;
}

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly lanes = new Map<string, Lane>();
  private stopped = true;

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

  register(queue: string, handler: JobHandler, opts: RegisterOptions = {}): void {
    this.handlers.set(queue, handler);
    const name = opts.lane ?? DEFAULT_LANE;
    let lane = this.lanes.get(name);
    if (!lane) {
      lane = new Lane();
      this.lanes.set(name, lane);
      if (!this.stopped) this.schedule(lane, 0);
    }
    for (const other of this.lanes.values()) other.queues.delete(queue);
    lane.queues.add(queue);
    if (opts.concurrency) lane.concurrency = Math.max(lane.concurrency, opts.concurrency);
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
    for (const lane of this.lanes.values()) this.schedule(lane, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const lane of this.lanes.values()) {
      if (lane.timer) clearTimeout(lane.timer);
    }
    await Promise.all([...this.lanes.values()].map((lane) => lane.running));
  }

  /**
   * Stops taking jobs and waits until the jobs already running have finished; answers the
   * function that starts the worker again if it was running (a queue that tests drain by hand
   * stays stopped). The browser tests' database reset runs in between.
   */
  async pause(): Promise<() => void> {
    const wasRunning = !this.stopped;
    await this.stop();
    return () => {
      if (wasRunning) this.start();
    };
  }

  /** Runs due jobs now (the worker would do it on its next tick). */
  wake(): void {
    if (this.stopped) return;
    for (const lane of this.lanes.values()) {
      if (lane.running) lane.wakeRequested = true;
      else this.schedule(lane, 0);
    }
  }

  /**
   * Processes every due job of a lane (the default one unless named) until none is left; for
   * tests and scripts. Tests run text recognition only where they ask for it.
   */
  async drain(opts: { lane?: string } = {}): Promise<number> {
    const lane = this.lanes.get(opts.lane ?? DEFAULT_LANE);
    if (!lane) return 0;
    let total = 0;
    for (;;) {
      const n = await this.runOnce(lane);
      total += n;
      if (n === 0) return total;
    }
  }

  private schedule(lane: Lane, ms: number): void {
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = setTimeout(() => {
      lane.running = this.tick(lane).finally(() => {
        lane.running = undefined;
        if (this.stopped) return;
        const again = lane.wakeRequested;
        lane.wakeRequested = false;
        this.schedule(lane, again ? 0 : this.pollMs);
      });
    }, ms);
  }

  private async tick(lane: Lane): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce(lane)) > 0) {
        // keep going while there is work
      }
    } catch (e) {
      this.log.error({ err: e }, 'job queue tick failed');
    }
  }

  private async runOnce(lane: Lane): Promise<number> {
    // A lane of slow jobs claims only what it runs at once: a claimed job is locked for minutes.
    const batch = lane.concurrency > 1 ? lane.concurrency : 10;
    const queues = [...lane.queues];
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
    let next = 0;
    const runner = async () => {
      while (next < claimed.length) await this.runJob(claimed[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(lane.concurrency, claimed.length) }, runner));
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
