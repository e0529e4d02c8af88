import { topics, type AppEvent } from '../lib/events.js';
import { member, type GraphQLContext } from './context.js';

/**
 * A subscription stream over the actor's user topic: emits `initial()` once, then on each event
 * whatever `onEvent` returns (undefined emits nothing). When the session behind the connection has
 * ended (another sign-in, logout, password reset), `onEvent(true)` gets a last word and the stream
 * closes, so a replaced session stops receiving data at once.
 */
export async function* liveStream<T>(
  ctx: GraphQLContext,
  opts: {
    initial: () => Promise<T>;
    onEvent: (sessionEnded: boolean, event: AppEvent) => Promise<T | undefined>;
  },
): AsyncGenerator<T> {
  const { actor } = member(ctx);
  const events = ctx.deps.events.subscribe(topics.user(actor.userId))[Symbol.asyncIterator]();
  // Start listening before the first read so nothing published meanwhile is missed.
  let next = events.next();
  try {
    yield await opts.initial();
    for (;;) {
      const { value: event, done } = await next;
      if (done) return;
      next = events.next();
      const active = await ctx.deps.isSessionActive(actor.sessionId);
      const value = await opts.onEvent(!active, event);
      if (value !== undefined) yield value;
      if (!active) return;
    }
  } finally {
    await events.return?.();
  }
}
