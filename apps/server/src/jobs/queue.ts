import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Database, type Queryable } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { systemClock, type Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';

/**
 * The payload of every job kind, by queue name. The module that enqueues a kind declares it here
 * (declaration merging, next to the queue name), so `enqueue` accepts only a known name with its
 * payload; the job registry (`job-registry.ts`, beside boot.ts) then has to give it a schema, a
 * handler and a time limit, or the server does not type-check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

/** What the worker needs to run one kind of job. */
export interface JobKind<P> {
  /** Checked when the job is enqueued and again when it runs (a row may predate a change). */
  payload: z.ZodType<P>;
  handler: (payload: P) => Promise<void>;
  /**
   * A run that takes longer counts as a failed attempt (retried with back-off) and the lane moves
   * on; the row stays locked at least this long so no other worker starts it meanwhile.
   */
  timeLimitMs: number;
  /** Attempts before the job is given up (default 5); an enqueue may ask for other. */
  maxAttempts?: number;
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

/** Every kind of a payload map, each with its schema, handler and time limit. */
export type JobKinds<P> = { [K in keyof P]: JobKind<P[K]> };

export interface EnqueueOptions {
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  maxAttempts?: number;
}

/** A job left running this much past its time limit may be taken by another worker. */
const LOCK_MARGIN_MS = 60_000;
const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * A small Postgres-backed job queue. Jobs are rows, so a job can be enqueued inside the same
 * transaction as the change that causes it (the mail is sent only if the login committed), they
 * survive restarts, and several server instances share the work through FOR UPDATE SKIP LOCKED.
 * The kinds it knows (payload schema, handler, time limit, lane) come from `define`.
 */
export const DEFAULT_LANE = 'default';

/** One worker loop over the queues of a lane. */
class Lane {
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  wakeRequested = false;
  readonly queues = new Set<string>();
  concurrency = 1;
  /** How long a claimed job stays locked: the longest time limit of the lane, plus a margin. */
  lockMs = LOCK_MARGIN_MS;
}

export class JobQueue<P extends object = JobPayloads> {
  private readonly kinds = new Map<string, JobKind<unknown>>();
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

  /** Adds job kinds: enqueue refuses any other name, and the worker runs these with their limits. */
  define(kinds: Partial<JobKinds<P>>): void {
    for (const [queue, kind] of Object.entries(kinds) as [string, JobKind<unknown>][]) {
      this.kinds.set(queue, kind);
      const name = kind.lane ?? DEFAULT_LANE;
      let lane = this.lanes.get(name);
      if (!lane) {
        lane = new Lane();
        this.lanes.set(name, lane);
        if (!this.stopped) this.schedule(lane, 0);
      }
      for (const other of this.lanes.values()) other.queues.delete(queue);
      lane.queues.add(queue);
      if (kind.concurrency) lane.concurrency = Math.max(lane.concurrency, kind.concurrency);
      lane.lockMs = Math.max(lane.lockMs, kind.timeLimitMs + LOCK_MARGIN_MS);
    }
  }

  /**
   * Adds a job in `tx` (the caller's transaction, so it exists only if the change committed).
   * The payload must match the kind's schema; an unknown kind or a payload that does not match is
   * refused before anything is written.
   */
  async enqueue<K extends keyof P & string>(
    queue: K,
    payload: P[K],
    opts: EnqueueOptions = {},
    tx: Queryable = this.db,
  ): Promise<void> {
    const kind = this.kinds.get(queue);
    if (!kind) throw new Error(`unknown job kind ${queue}`);
    const checked = kind.payload.parse(payload);
    await tx.insert(jobs).values({
      queue,
      payload: checked as object,
      runAt: new Date(this.clock.now().getTime() + (opts.delayMs ?? 0)),
      maxAttempts: opts.maxAttempts ?? kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
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
      UPDATE jobs SET locked_until = now() + make_interval(secs => ${lane.lockMs / 1000}::float8),
        attempts = attempts + 1
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
    const kind = this.kinds.get(job.queue);
    try {
      if (!kind) throw new Error(`no handler for ${job.queue}`);
      const payload = kind.payload.parse(job.payload);
      await withinTimeLimit(kind.handler(payload), kind.timeLimitMs, job.queue);
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

/** The run's outcome, or a failure once `ms` have passed (the run itself is not stopped). */
async function withinTimeLimit(run: Promise<void>, ms: number, queue: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${queue} took longer than ${ms} ms`)), ms);
  });
  try {
    await Promise.race([run, limit]);
  } finally {
    clearTimeout(timer);
  }
}
