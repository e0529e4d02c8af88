import { topics, type AppEvent } from '../lib/events.js';
import { member, type GraphQLContext } from './context.js';

/**
 * A subscription stream over the actor's user topic (or `topic`): emits `initial()` once (when
 * given), then on each event
 * whatever `onEvent` returns (undefined emits nothing). When the session behind the connection has
 * ended (another sign-in, logout, password reset), `onEvent(true)` gets a last word and the stream
 * closes, so a replaced session stops receiving data at once.
 */
export async function* liveStream<T>(
  ctx: GraphQLContext,
  opts: {
    initial?: () => Promise<T>;
    /** Another topic than the user's, e.g. a referral's notes. */
    topic?: string;
    onEvent: (sessionEnded: boolean, event: AppEvent) => Promise<T | undefined>;
  },
): AsyncGenerator<T> {
  const { actor } = member(ctx);
  const topic = opts.topic ?? topics.user(actor.userId);
  const events = ctx.deps.events.subscribe(topic)[Symbol.asyncIterator]();
  // Start listening before the first read so nothing published meanwhile is missed.
  let next = events.next();
  try {
    if (opts.initial) yield await opts.initial();
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
