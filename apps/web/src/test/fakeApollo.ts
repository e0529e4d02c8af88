import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';

/** One GraphQL operation the fake client received. */
export interface GqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake server answers: a GraphQL result, or an Error for a network failure. */
export type GqlAnswer = { data?: unknown; errors?: unknown[] } | Error | LiveFeed;

/**
 * A subscription that stays open: answering an operation with a feed keeps it subscribed, and
 * the test sends its events with `emit` when it chooses.
 */
export class LiveFeed {
  private readonly subscribers = new Set<Subscriber<unknown>>();

  /** Whether a subscription is listening (wait for it before emitting). */
  get listening(): boolean {
    return this.subscribers.size > 0;
  }

  emit(result: { data: unknown }): void {
    for (const subscriber of this.subscribers) subscriber.next(result);
  }

  attach(subscriber: Subscriber<unknown>): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }
}

/** An Apollo client whose link answers each operation with `answer`; records what was asked. */
export function fakeApollo(answer: (call: GqlCall) => GqlAnswer) {
  const calls: GqlCall[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        const call = { operationName: op.operationName ?? '', variables: op.variables };
        calls.push(call);
        const answered = answer(call);
        if (answered instanceof Error) {
          sub.error(answered);
          return;
        }
        if (answered instanceof LiveFeed) return answered.attach(sub);
        sub.next(answered as never);
        sub.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

export type FakeApollo = ReturnType<typeof fakeApollo>;

/** The answer to an operation the test did not expect. */
export const unexpected = (call: GqlCall): GqlAnswer => ({
  errors: [{ message: `Unexpected ${call.operationName}` }],
});

/** The server's answer for a referral the viewer may not see. */
export const REFERRAL_NOT_FOUND: GqlAnswer = {
  errors: [{ message: 'Referral not found.', extensions: { code: 'NOT_FOUND' } }],
};
