import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../src/db/schema/index.js';
import { TEST_RESET_HEADER, TEST_RESET_ROUTE } from '../src/modules/dev/test-reset.routes.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { testJob, withTestJobs } from './test-jobs.js';

const TOKEN = 'reset-token-reset-token-reset-token-0123';

const reset = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: TEST_RESET_ROUTE, headers: { [TEST_RESET_HEADER]: token } });

/** The browser tests' database reset: absent unless opted into, and a full restore when there. */
describe.each(DB_KINDS)('test-only reset route (%s)', (kind) => {
  describe('without the opt-in', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(async () => t?.close());

    it('does not exist', async () => {
      expect(Object.keys(t.routeAccess).filter((r) => r.includes('__test'))).toEqual([]);
      // Answered like any path the server does not have, and the data stays.
      const unknown = await t.app.inject({ method: 'POST', url: '/__test/no-such-route' });
      const [added] = await t.db
        .insert(clinics)
        .values({ code: 'KEEPME', name: 'Keep Me Clinic' })
        .returning({ id: clinics.id });
      expect((await reset(t, TOKEN)).statusCode).toBe(unknown.statusCode);
      const kept = await t.db
        .select({ id: clinics.id })
        .from(clinics)
        .where(eq(clinics.code, 'KEEPME'));
      expect(kept).toEqual([{ id: added!.id }]);
    });
  });

  describe('with TEST_RESET_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { env: { TEST_RESET_TOKEN: TOKEN } });
    });
    afterAll(async () => t?.close());

    it('is declared, like every route, and answers only its token', async () => {
      expect(t.routeAccess[`POST ${TEST_RESET_ROUTE}`]).toBe('webhook');
      expect((await reset(t, 'x'.repeat(TOKEN.length))).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: TEST_RESET_ROUTE })).statusCode).toBe(404);
    });

    it('puts the data back as it was at start, ids included', async () => {
      const before = await t.db.select({ id: clinics.id }).from(clinics);
      const [added] = await t.db
        .insert(clinics)
        .values({ code: 'RESETME', name: 'Reset Me Clinic' })
        .returning({ id: clinics.id });
      expect((await reset(t, TOKEN)).statusCode).toBe(204);
      expect(await t.db.select().from(clinics).where(eq(clinics.code, 'RESETME'))).toEqual([]);
      expect(await t.db.select({ id: clinics.id }).from(clinics)).toEqual(before);
      const [again] = await t.db
        .insert(clinics)
        .values({ code: 'RESETME', name: 'Reset Me Clinic' })
        .returning({ id: clinics.id });
      expect(again!.id).toBe(added!.id);
    });

    it('waits for the job that is running and starts the worker again', async () => {
      const order: string[] = [];
      let release!: () => void;
      let resolveStarted!: () => void;
      const started = new Promise<void>((resolve) => (resolveStarted = resolve));
      let afterReset!: () => void;
      const ranAfterReset = new Promise<void>((resolve) => (afterReset = resolve));
      const queue = withTestJobs(t.deps.queue, {
        'test.reset-blocking': testJob(async () => {
          resolveStarted();
          await new Promise<void>((done) => (release = done));
          order.push('job finished');
        }),
        'test.after-reset': testJob(async () => afterReset()),
      });
      // Released only once the reset has asked the worker to pause.
      const pause = t.deps.queue.pause.bind(t.deps.queue);
      const pausing = new Promise<void>((resolve) => {
        t.deps.queue.pause = () => {
          resolve();
          return pause();
        };
      });
      t.deps.queue.start();
      try {
        await queue.enqueue('test.reset-blocking', {});
        await started;
        const resetting = reset(t, TOKEN).then((res) => {
          order.push('reset answered');
          return res;
        });
        await pausing;
        release();
        expect((await resetting).statusCode).toBe(204);
        expect(order).toEqual(['job finished', 'reset answered']);
        await queue.enqueue('test.after-reset', {});
        await ranAfterReset;
      } finally {
        release?.();
        await t.deps.queue.stop();
      }
    });
  });
});
