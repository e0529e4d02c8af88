import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { JobQueue, type JobKinds } from '../src/jobs/queue.js';
import { days, hours } from '../src/lib/clock.js';
import { createLogger } from '../src/lib/logger.js';
import { DB_KINDS } from './harness.js';
import { until } from './server-process.js';
import { appSuite } from './suite.js';
import { testJob } from './test-jobs.js';

/**
 * Issue 18 item 16: work never stalls. A job that never settles is cut off at its time limit (its
 * signal aborts, the lane moves on, the job is retried with back-off and its reason logged), and
 * a slow job holds up only its own runner, never the jobs claimed after it.
 */
describe.each(DB_KINDS)('job queue watchdog (%s)', (kind) => {
  const { t } = appSuite(kind, {});

  /** A queue of its own on the app's database, with only the test's kinds and a captured log. */
  function testQueue<P extends object>(kinds: JobKinds<P>, opts: { leaseMs?: number } = {}) {
    const lines: string[] = [];
    const log = createLogger('debug', { write: (line: string) => void lines.push(line) });
    const queue = new JobQueue<P>(t.db, log, { clock: t.clock, pollMs: 60_000, ...opts });
    queue.define(kinds);
    const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    return { queue, logged };
  }
  const jobRow = (queue: string) =>
    queryRows<{ last_error: string | null; attempts: number; run_at: string; failed_at: unknown }>(
      t.db,
      sql`SELECT last_error, attempts, run_at::text, failed_at FROM jobs WHERE queue = ${queue}`,
    );

  it('a handler that never resolves does not stop later jobs of its lane', async () => {
    let stuckSignal: AbortSignal | undefined;
    let laterRan!: () => void;
    const later = new Promise<void>((resolve) => (laterRan = resolve));
    const { queue, logged } = testQueue({
      'wd.stuck': testJob(
        // Ignores its signal and never settles: the queue must not wait for it.
        (_p, ctx) => ((stuckSignal = ctx.signal), new Promise<void>(() => {})),
        { timeLimitMs: 30, lane: 'wd' },
      ),
      'wd.later': testJob(async () => laterRan(), { lane: 'wd' }),
      'wd.tick': testJob(() => new Promise<void>((done) => setImmediate(done)), { lane: 'wd' }),
    });
    const enqueuedAt = t.clock.now().getTime();
    queue.start();
    try {
      await queue.enqueue('wd.stuck', {});
      await queue.enqueue('wd.later', {});
      await later;
    } finally {
      await queue.stop();
    }
    expect(stuckSignal?.aborted).toBe(true);
    const [stuck] = await jobRow('wd.stuck');
    expect(stuck).toMatchObject({
      attempts: 1,
      failed_at: null,
      last_error: 'timeout TimeLimitError wd.stuck 30 ms',
    });
    // Retried with back-off: not before 10 s on the queue's clock.
    expect(new Date(stuck!.run_at).getTime() - enqueuedAt).toBeGreaterThanOrEqual(10_000);
    const failed = logged().find((l) => l.msg === 'job failed');
    expect(failed).toMatchObject({
      queue: 'wd.stuck',
      attempt: 1,
      final: false,
      reason: { kind: 'timeout', name: 'TimeLimitError' },
    });

    // A stopped queue still drains (tests, scripts): its runs are not born aborted.
    await queue.enqueue('wd.tick', {});
    expect(await queue.drain({ lane: 'wd' })).toBe(1);
    expect(await jobRow('wd.tick')).toEqual([]);
  });

  it('a slow job holds up only its own runner: the lane keeps claiming after it', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let slowStarted!: () => void;
    const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
    const quickDone: string[] = [];
    let allQuickDone!: () => void;
    const quick = new Promise<void>((resolve) => (allQuickDone = resolve));
    const { queue } = testQueue({
      'wd.slow': testJob(() => (slowStarted(), released), { lane: 'wd2', concurrency: 2 }),
      'wd.quick': testJob(
        async () => {
          quickDone.push('quick');
          if (quickDone.length === 3) allQuickDone();
        },
        { lane: 'wd2', concurrency: 2 },
      ),
    });
    queue.start();
    try {
      await queue.enqueue('wd.slow', {});
      await slowRunning;
      for (let i = 0; i < 3; i++) await queue.enqueue('wd.quick', {});
      // Resolves only if the other runner ran every quick job while the slow one still runs.
      await quick;
    } finally {
      release();
      await queue.stop();
    }
    expect(await jobRow('wd.quick')).toEqual([]);
  });

  it('renews the lease of a running job, so no other worker takes it up; a dead one gives it back', async () => {
    const leaseMs = 300;
    const leaseEnd = async () => {
      const [row] = await queryRows<{ until: string; passed: boolean }>(
        t.db,
        sql`SELECT locked_until::text AS until, locked_until < now() AS passed
          FROM jobs WHERE queue = 'wd.long'`,
      );
      return row;
    };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const kinds = { 'wd.long': testJob(() => (started(), released), { lane: 'wd3' }) };
    const worker = testQueue(kinds, { leaseMs }).queue;
    // Another instance's worker on the same database.
    const other = testQueue(kinds, { leaseMs }).queue;
    worker.start();
    try {
      await worker.enqueue('wd.long', {});
      await running;
      const first = (await leaseEnd())!.until;
      // Past the end of the first lease (database clock): renewed, so the other worker skips it.
      await until(async () => (await leaseEnd())!.until !== first);
      await until(async () => {
        const [r] = await queryRows<{ passed: boolean }>(
          t.db,
          sql`SELECT ${first}::timestamptz < now() AS passed`,
        );
        return r!.passed;
      });
      expect(await other.drain({ lane: 'wd3' })).toBe(0);
    } finally {
      release();
      await worker.stop();
    }
    expect(await jobRow('wd.long')).toEqual([]);

    // A worker that died mid-job left its lease: once it runs out, the other worker takes it up.
    await queryRows(
      t.db,
      sql`INSERT INTO jobs (queue, payload, run_at, max_attempts, attempts, locked_until)
        VALUES ('wd.long', '{}', ${t.clock.now().toISOString()}::timestamptz, 5, 1,
          now() + interval '300 milliseconds')`,
    );
    expect(await other.drain({ lane: 'wd3' })).toBe(0);
    await until(async () => (await leaseEnd())!.passed);
    release();
    expect(await other.drain({ lane: 'wd3' })).toBe(1);
  });

  it('stores why a job failed without the error message (it may quote patient data)', async () => {
    const { queue, logged } = testQueue({
      'wd.db': testJob(async () => {
        // The driver's message quotes the value: invalid input syntax for type integer: "Jane Doe"
        await t.db.execute(sql`SELECT ${'Jane Doe'}::int`);
      }),
    });
    await queue.enqueue('wd.db', {});
    await queue.drain();
    const [row] = await jobRow('wd.db');
    expect(row?.last_error).toBe('database DatabaseError 22P02');
    expect(JSON.stringify(logged())).not.toContain('Jane');
    expect(logged().find((l) => l.msg === 'job failed')).toMatchObject({
      reason: { kind: 'database', sqlstate: '22P02' },
    });
  });

  it('purges jobs given up more than 7 days ago, and keeps newer ones', async () => {
    const { queue } = testQueue({
      'wd.fails': testJob(
        async () => {
          throw new Error('boom');
        },
        { maxAttempts: 1 },
      ),
    });
    await queue.enqueue('wd.fails', {});
    await queue.drain();
    expect(await jobRow('wd.fails')).toHaveLength(1);
    t.clock.advance(days(7) - hours(1));
    expect(await queue.purgeFailed()).toBe(0);
    t.clock.advance(hours(2));
    expect(await queue.purgeFailed()).toBe(1);
    expect(await jobRow('wd.fails')).toEqual([]);
  });
});
