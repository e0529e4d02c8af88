import { describe, expect, it } from 'vitest';
import { DB_KINDS } from './harness.js';
import { appSuite } from './suite.js';

/** Lanes of the job queue: slow work (fax text recognition) never holds up other jobs. */
describe.each(DB_KINDS)('job queue lanes (%s)', (kind) => {
  const { t } = appSuite(kind, {});

  it('drains the default lane only unless a lane is named', async () => {
    const ran: string[] = [];
    t.deps.queue.register('test.fast', async () => void ran.push('fast'));
    t.deps.queue.register('test.slow', async () => void ran.push('slow'), { lane: 'test-slow' });
    await t.deps.queue.enqueue('test.slow', {});
    await t.deps.queue.enqueue('test.fast', {});

    await t.drainJobs();
    expect(ran).toEqual(['fast']);

    expect(await t.deps.queue.drain({ lane: 'test-slow' })).toBe(1);
    expect(ran).toEqual(['fast', 'slow']);
  });

  it('runs a job of another lane while a slow one is still running', async () => {
    let releaseSlow!: () => void;
    const slowRunning = new Promise<void>((resolve) => {
      t.deps.queue.register(
        'test.blocking',
        () => {
          resolve();
          return new Promise<void>((done) => (releaseSlow = done));
        },
        { lane: 'test-blocking' },
      );
    });
    let fastDone!: () => void;
    const fastRan = new Promise<void>((resolve) => (fastDone = resolve));
    t.deps.queue.register('test.quick', async () => fastDone());

    t.deps.queue.start();
    try {
      await t.deps.queue.enqueue('test.blocking', {});
      await slowRunning;
      await t.deps.queue.enqueue('test.quick', {});
      // Resolves only if the default lane ran while the blocking job still holds its lane.
      await fastRan;
    } finally {
      releaseSlow();
      await t.deps.queue.stop();
    }
  });

  it("runs up to a lane's concurrency of its jobs at once", async () => {
    let running = 0;
    let most = 0;
    t.deps.queue.register(
      'test.parallel',
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 50));
        running--;
      },
      { lane: 'test-parallel', concurrency: 2 },
    );
    for (let i = 0; i < 5; i++) await t.deps.queue.enqueue('test.parallel', {});
    expect(await t.deps.queue.drain({ lane: 'test-parallel' })).toBe(5);
    expect(most).toBe(2);
  });
});
