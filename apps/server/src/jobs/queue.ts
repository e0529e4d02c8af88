import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Database, type Queryable } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { days, systemClock, type Clock } from '../lib/clock.js';
import { formatErrorSummary, summarizeError } from '../lib/error-summary.js';
import type { Logger } from '../lib/logger.js';
import { withTimeLimit } from '../lib/time-limit.js';

/**
 * The payload of every job kind, by queue name. The module that enqueues a kind declares it here
 * (declaration merging, next to the queue name), so `enqueue` accepts only a known name with its
 * payload; the job registry (`job-registry.ts`, beside boot.ts) then has to give it a schema, a
 * handler and a time limit, or the server does not type-check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

/**
 * What a running job is told besides its payload. `signal` aborts when the job passes its time
 * limit (or the queue stops): a handler hands it to its slow work so a stuck part (an OCR worker,
 * the render thread) is stopped rather than left running.
 */
export interface JobContext {
  signal: AbortSignal;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** No retry follows if this run fails. */
  finalAttempt: boolean;
  /** A marker kept on the job's row across runs (see JobCheckpoint). */
  checkpoint: JobCheckpoint;
}

/**
 * A short marker a handler writes once its side effect happened (the mail provider's message
 * id), kept on the job's row: a run after a crash reads it and does not repeat the effect. The
 * row is deleted only after the handler returned, so the marker outlives every crash before that.
 */
export interface JobCheckpoint {
  get(): Promise<string | null>;
  set(marker: string): Promise<void>;
}

/** The checkpoint of one job row. */
export function jobCheckpoint(db: Queryable, jobId: string): JobCheckpoint {
  return {
    async get() {
      const [row] = await queryRows<{ checkpoint: string | null }>(
        db,
        sql`SELECT checkpoint FROM jobs WHERE id = ${jobId}::bigint`,
      );
      return row?.checkpoint ?? null;
    },
    async set(marker) {
      await db.execute(sql`UPDATE jobs SET checkpoint = ${marker} WHERE id = ${jobId}::bigint`);
    },
  };
}

/** What the worker needs to run one kind of job. */
export interface JobKind<P> {
  /** Checked when the job is enqueued and again when it runs (a row may predate a change). */
  payload: z.ZodType<P>;
  handler: (payload: P, ctx: JobContext) => Promise<void>;
  /**
   * A run that takes longer counts as a failed attempt (retried with back-off): its signal
   * aborts and the lane moves on at once, whether or not the handler heeds it.
   */
  timeLimitMs: number;
  /** Attempts before the job is given up (default 5); an enqueue may ask for other. */
  maxAttempts?: number;
  /**
   * Jobs of one lane share its runners; lanes run side by side. Slow work (text recognition
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

/**
 * A claimed job is leased, not locked for its whole time limit: its worker renews the lease while
 * the job runs, so a worker that died (kill -9, a lost machine) gives its job back within one
 * lease, and a restart or another instance takes it up then.
 */
export const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_MAX_ATTEMPTS = 5;
/** How long stop() waits for aborted handlers to wind down. */
const STOP_GRACE_MS = 5_000;
/** Given-up jobs are kept this long (for an operator to look at), then purged. */
export const FAILED_JOB_RETENTION_MS = days(7);

/**
 * A small Postgres-backed job queue. Jobs are rows, so a job can be enqueued inside the same
 * transaction as the change that causes it (the mail is sent only if the login committed), they
 * survive restarts, and several server instances share the work through FOR UPDATE SKIP LOCKED.
 * The kinds it knows (payload schema, handler, time limit, lane) come from `define`.
 */
export const DEFAULT_LANE = 'default';

/**
 * The runners of a lane. Each runner claims one job, runs it and claims the next, so a slow job
 * holds up only its own runner: the others keep claiming (a lane never waits for a whole batch).
 */
class Lane {
  timer: NodeJS.Timeout | undefined;
  /** The runners now claiming or running jobs. */
  readonly runners = new Set<Promise<void>>();
  /** Handlers still running, including any cut off at their time limit that did not stop yet. */
  readonly handlers = new Set<Promise<unknown>>();
  /** Aborted by stop(): the runs of a stopping queue are told to give up. */
  stopping = new AbortController();
  readonly queues = new Set<string>();
  concurrency = 1;
}

interface ClaimedJob {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export class JobQueue<P extends object = JobPayloads> {
  private readonly kinds = new Map<string, JobKind<unknown>>();
  private readonly lanes = new Map<string, Lane>();
  private stopped = true;

  private readonly pollMs: number;
  private readonly leaseMs: number;
  /**
   * When a job is due is decided on the injected clock (run_at is written and compared with it),
   * so tests move delayed jobs (fax polling) forward with a manual clock. Locks stay on the
   * database clock: they guard against crashed workers in real time.
   */
  private readonly clock: Clock;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    opts: { pollMs?: number; clock?: Clock; leaseMs?: number } = {},
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
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

  /** Stops claiming jobs, tells running ones to give up and waits until they have. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const lane of this.lanes.values()) {
      if (lane.timer) clearTimeout(lane.timer);
      lane.stopping.abort(new QueueStoppedError());
    }
    await Promise.all([...this.lanes.values()].flatMap((lane) => [...lane.runners]));
    // A drain after the stop (tests) runs with a signal of its own.
    for (const lane of this.lanes.values()) lane.stopping = new AbortController();
    // Handlers were told to stop; those that heed it settle soon. Give them a moment, so that a
    // pause (the browser tests' reset) or shutdown does not pull the database from under them.
    const handlers = [...this.lanes.values()].flatMap((lane) => [...lane.handlers]);
    if (handlers.length === 0) return;
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(handlers),
      new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS))),
    ]);
    clearTimeout(grace);
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
    for (const lane of this.lanes.values()) this.fill(lane);
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
      const counts = await Promise.all(
        Array.from({ length: lane.concurrency }, () => this.runUntilIdle(lane, () => true)),
      );
      const n = counts.reduce((sum, c) => sum + c, 0);
      total += n;
      if (n === 0) return total;
    }
  }

  /** Polls the lane: starts runners up to its concurrency, then looks again after pollMs. */
  private schedule(lane: Lane, ms: number): void {
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = setTimeout(() => {
      lane.timer = undefined;
      this.fill(lane);
      if (!this.stopped) this.schedule(lane, this.pollMs);
    }, ms);
  }

  /** Starts runners until the lane has as many as it may run at once. */
  private fill(lane: Lane): void {
    while (!this.stopped && lane.runners.size < lane.concurrency) {
      const runner: Promise<void> = this.runUntilIdle(lane, () => !this.stopped)
        .then(
          () => undefined,
          (e: unknown) => this.log.error({ err: e }, 'job queue runner failed'),
        )
        .finally(() => lane.runners.delete(runner));
      lane.runners.add(runner);
    }
  }

  /** One runner: claims and runs one job after another until none is due; answers how many. */
  private async runUntilIdle(lane: Lane, go: () => boolean): Promise<number> {
    let n = 0;
    while (go()) {
      const job = await this.claim(lane);
      if (!job) break;
      n++;
      await this.runJob(job, lane);
    }
    return n;
  }

  /** Claims the lane's next due job (FOR UPDATE SKIP LOCKED: each job goes to one worker). */
  private async claim(lane: Lane): Promise<ClaimedJob | undefined> {
    const queues = [...lane.queues];
    if (queues.length === 0) return undefined;
    const now = this.clock.now().toISOString();
    const [job] = await queryRows<ClaimedJob>(
      this.db,
      sql`
      UPDATE jobs SET locked_until = ${this.leaseEnd()},
        attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE failed_at IS NULL AND run_at <= ${now}::timestamptz
          AND (locked_until IS NULL OR locked_until < now())
          AND queue IN (${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )})
        ORDER BY run_at, id LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, queue, payload, attempts, max_attempts`,
    );
    return job;
  }

  private async runJob(job: ClaimedJob, lane: Lane): Promise<void> {
    const stopping = lane.stopping.signal;
    const kind = this.kinds.get(job.queue);
    const final = job.attempts >= job.max_attempts;
    const lease = this.keepLeased(job);
    try {
      if (!kind) throw new UnknownJobKindError();
      const payload = kind.payload.parse(job.payload);
      await withTimeLimit(
        (signal) => {
          const run = kind.handler(payload, {
            signal,
            jobId: job.id,
            attempt: job.attempts,
            finalAttempt: final,
            checkpoint: jobCheckpoint(this.db, job.id),
          });
          const forget = (): void => void lane.handlers.delete(settled);
          const settled: Promise<void> = run.then(forget, forget);
          lane.handlers.add(settled);
          return run;
        },
        kind.timeLimitMs,
        job.queue,
        stopping,
      );
    } catch (e) {
      await lease.end();
      if (stopping.aborted && e === stopping.reason) {
        // Not the job's fault: the queue is stopping. It runs again as if never claimed.
        await this.db.execute(sql`
          UPDATE jobs SET locked_until = NULL, attempts = attempts - 1
          WHERE id = ${job.id}::bigint`);
        return;
      }
      // Why it failed, without the message: it may quote the data the job was about.
      const reason = summarizeError(e);
      const backoffSec = Math.min(3600, 2 ** job.attempts * 5);
      const retryAt = new Date(this.clock.now().getTime() + backoffSec * 1000).toISOString();
      this.log.warn(
        { queue: job.queue, jobId: job.id, attempt: job.attempts, final, reason },
        'job failed',
      );
      await this.db.execute(sql`
        UPDATE jobs SET locked_until = NULL, last_error = ${formatErrorSummary(reason)},
          failed_at = ${final ? this.clock.now().toISOString() : null}::timestamptz,
          run_at = ${retryAt}::timestamptz
        WHERE id = ${job.id}::bigint`);
      return;
    }
    await lease.end();
    // Done jobs are deleted: payloads (mail bodies) should not linger.
    await this.db.execute(sql`DELETE FROM jobs WHERE id = ${job.id}::bigint`);
  }

  /** The end of a lease taken or renewed now (database clock, as locks guard real time). */
  private leaseEnd() {
    return sql`now() + make_interval(secs => ${this.leaseMs / 1000}::float8)`;
  }

  /**
   * Renews the job's lease every third of a lease while it runs. `end` stops renewing and waits
   * for a renewal in flight, so none lands after the job's row is released or deleted.
   */
  private keepLeased(job: ClaimedJob): { end: () => Promise<void> } {
    let renewing: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = this.db
        .execute(
          sql`UPDATE jobs SET locked_until = ${this.leaseEnd()}
            WHERE id = ${job.id}::bigint AND locked_until IS NOT NULL`,
        )
        .catch((e: unknown) => this.log.warn({ err: e, jobId: job.id }, 'job lease not renewed'));
    }, this.leaseMs / 3);
    timer.unref();
    return {
      end: async () => {
        clearInterval(timer);
        await renewing;
      },
    };
  }

  /**
   * Deletes jobs that were given up more than `olderThanMs` ago (their payloads may be sealed
   * mail or ids of patient data; the reason was logged when they failed). Answers how many.
   */
  async purgeFailed(olderThanMs = FAILED_JOB_RETENTION_MS): Promise<number> {
    const before = new Date(this.clock.now().getTime() - olderThanMs).toISOString();
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`DELETE FROM jobs WHERE failed_at < ${before}::timestamptz RETURNING id::text AS id`,
    );
    return rows.length;
  }
}

/** The reason the runs of a stopping queue are aborted with. */
class QueueStoppedError extends Error {
  override readonly name = 'QueueStoppedError';
  constructor() {
    super('the job queue is stopping');
  }
}

class UnknownJobKindError extends Error {
  override readonly name = 'UnknownJobKindError';
  constructor() {
    super('no handler for this job kind');
  }
}
