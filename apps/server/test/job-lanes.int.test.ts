import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client.js';
import { DB_KINDS } from './harness.js';
import { appSuite } from './suite.js';
import { testJob, withTestJobs } from './test-jobs.js';
import { withoutDemoFaxPolls } from './fax-sms-kit.js';

/** Lanes of the job queue: slow work (fax text recognition) never holds up other jobs. */
describe.each(DB_KINDS)('job queue lanes (%s)', (kind) => {
  const { t } = appSuite(kind, {});

  it('drains the default lane only unless a lane is named', async () => {
    const ran: string[] = [];
    const queue = withTestJobs(t.deps.queue, {
      'test.fast': testJob(async () => void ran.push('fast')),
      'test.slow': testJob(async () => void ran.push('slow'), { lane: 'test-slow' }),
    });
    await queue.enqueue('test.slow', {});
    await queue.enqueue('test.fast', {});

    await t.drainJobs();
    expect(ran).toEqual(['fast']);

    expect(await queue.drain({ lane: 'test-slow' })).toBe(1);
    expect(ran).toEqual(['fast', 'slow']);
  });

  it('runs a job of another lane while a slow one is still running', async () => {
    let releaseSlow!: () => void;
    let fastDone!: () => void;
    const fastRan = new Promise<void>((resolve) => (fastDone = resolve));
    let slowStarted!: () => void;
    const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
    const queue = withTestJobs(t.deps.queue, {
      'test.blocking': testJob(
        () => {
          slowStarted();
          return new Promise<void>((done) => (releaseSlow = done));
        },
        { lane: 'test-blocking' },
      ),
      'test.quick': testJob(async () => fastDone()),
    });

    queue.start();
    try {
      await queue.enqueue('test.blocking', {});
      await slowRunning;
      await queue.enqueue('test.quick', {});
      // Resolves only if the default lane ran while the blocking job still holds its lane.
      await fastRan;
    } finally {
      releaseSlow();
      await queue.stop();
    }
  });

  it("runs up to a lane's concurrency of its jobs at once", async () => {
    let running = 0;
    let most = 0;
    const queue = withTestJobs(t.deps.queue, {
      'test.parallel': testJob(
        async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 50));
          running--;
        },
        { lane: 'test-parallel', concurrency: 2 },
      ),
    });
    for (let i = 0; i < 5; i++) await queue.enqueue('test.parallel', {});
    expect(await queue.drain({ lane: 'test-parallel' })).toBe(5);
    expect(most).toBe(2);
  });
});

/** The job registry: enqueue takes only known kinds with payloads their schema accepts. */
describe.each(DB_KINDS)('job registry (%s)', (kind) => {
  const { t } = appSuite(kind, {});
  const jobsOf = (queue: string) =>
    queryRows<{ payload: unknown }>(t.db, sql`SELECT payload FROM jobs WHERE queue = ${queue}`);

  it('refuses a payload its schema does not accept, and writes no job', async () => {
    await withoutDemoFaxPolls(t);
    await expect(
      // @ts-expect-error -- the payload type of fax.poll is checked at compile time too
      t.deps.queue.enqueue('fax.poll', { faxId: 'seven' }),
    ).rejects.toThrow(z.ZodError);
    await expect(
      t.deps.queue.enqueue('fax.send-referral', { referralId: -1, userId: null }),
    ).rejects.toThrow(z.ZodError);
    expect(await jobsOf('fax.poll')).toEqual([]);
    expect(await jobsOf('fax.send-referral')).toEqual([]);
  });

  it('refuses a job name no module declares', async () => {
    // @ts-expect-error -- an unknown job name does not type-check
    await expect(t.deps.queue.enqueue('fax.unknown', {})).rejects.toThrow(
      'unknown job kind fax.unknown',
    );
    expect(await jobsOf('fax.unknown')).toEqual([]);
  });

  it('stores the payload as its schema reads it', async () => {
    await t.deps.queue.enqueue('fax.send-note', { noteId: 7, extra: 'dropped' } as never);
    expect(await jobsOf('fax.send-note')).toEqual([{ payload: { noteId: 7 } }]);
  });

  it('fails a run that takes longer than its time limit, and the lane moves on', async () => {
    const ran: string[] = [];
    const queue = withTestJobs(t.deps.queue, {
      'test.stuck': testJob(() => new Promise<void>(() => {}), { timeLimitMs: 20 }),
      'test.next': testJob(async () => void ran.push('next')),
    });
    await queue.enqueue('test.stuck', {});
    await queue.enqueue('test.next', {});
    await queue.drain();
    expect(ran).toEqual(['next']);
    const [stuck] = await queryRows<{ last_error: string; attempts: number }>(
      t.db,
      sql`SELECT last_error, attempts FROM jobs WHERE queue = 'test.stuck'`,
    );
    expect(stuck).toEqual({ last_error: 'timeout TimeLimitError test.stuck 20 ms', attempts: 1 });
  });
});
