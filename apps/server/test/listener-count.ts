import type { EventBus } from '../src/lib/events.js';

/**
 * The bus with a count of the event streams the server has started reading. A subscription over
 * WebSocket is in place only once its resolver reads the bus; live tests wait for this count to
 * rise instead of sleeping and hoping (a loaded machine can take longer than any fixed pause).
 * The count only grows, so a stream from an earlier test closing meanwhile cannot hide a new one.
 */
export function countListeners(bus: EventBus): { bus: EventBus; started: () => number } {
  let started = 0;
  return {
    bus: {
      ...bus,
      subscribe(topic) {
        const inner = bus.subscribe(topic);
        return {
          [Symbol.asyncIterator]() {
            const it = inner[Symbol.asyncIterator]();
            let first = true;
            return {
              next() {
                // The pub/sub registers its listener on the first read, synchronously.
                const value = it.next();
                if (first) {
                  first = false;
                  started++;
                }
                return value;
              },
              return: it.return && ((v?: unknown) => it.return!(v as never)),
              throw: it.throw && ((e?: unknown) => it.throw!(e)),
            };
          },
        };
      },
    },
    started: () => started,
  };
}
