import { describe, expect, it } from 'vitest';
import { createLocalEventBus, publishingAs, type AppEvent } from './events.js';

/** Reads `n` events of a topic (the subscription is in place before this returns). */
function reader(bus: ReturnType<typeof createLocalEventBus>, topic: string, n: number) {
  const it = bus.subscribe(topic)[Symbol.asyncIterator]();
  const first = it.next();
  return (async () => {
    const got: AppEvent[] = [];
    let next = first;
    while (got.length < n) {
      got.push((await next).value as AppEvent);
      if (got.length < n) next = it.next();
    }
    await it.return?.();
    return got;
  })();
}

describe('local event bus', () => {
  it('lets many live views of one user listen on one topic without a leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const bus = createLocalEventBus();
      const readers = Array.from({ length: 15 }, () => reader(bus, 'user:1', 1));
      await bus.publish('user:1', { type: 'note' });
      const got = await Promise.all(readers);
      expect(got.every(([e]) => e?.type === 'note')).toBe(true);
      // Node reports a listener leak on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('names the tab a write came from, and passes everything else through', async () => {
    const bus = createLocalEventBus();
    const got = reader(bus, 'clinic-referrals:1', 2);
    await publishingAs(bus, 'tab-12345678').publish('clinic-referrals:1', { type: 'referral' });
    await publishingAs(bus, null).publish('clinic-referrals:1', { type: 'referral' });
    expect(await got).toEqual([{ type: 'referral', origin: 'tab-12345678' }, { type: 'referral' }]);
  });
});
