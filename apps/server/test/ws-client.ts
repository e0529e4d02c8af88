import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Agent } from './agent.js';

/**
 * A graphql-ws client that carries an agent's cookies, as a browser tab would; `path` '/graphql/public'
 * for the public endpoint.
 */
export function wsClient(
  baseUrl: string,
  agent: Agent,
  path = '/graphql',
  connectionParams?: Record<string, unknown>,
): Client {
  const cookie = agent.cookieHeader();
  const origin = baseUrl;
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin } });
    }
  }
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}${path}`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams,
  });
}

/** Collects the values of a subscription; `next(n)` waits until n values have arrived. */
export function collect<T>(client: Client, query: string) {
  const values: T[] = [];
  const errors: unknown[] = [];
  let done = false;
  const waiters: { ready: () => boolean; resolve: () => void }[] = [];
  const notify = () => {
    for (const w of [...waiters]) {
      if (w.ready() || done) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const dispose = client.subscribe<T>(
    { query },
    {
      next: (v) => {
        // A refused subscription can answer with errors in a result rather than an error message.
        if (v.errors) errors.push(v.errors);
        values.push(v.data as T);
        notify();
      },
      error: (e) => {
        errors.push(e);
        done = true;
        notify();
      },
      complete: () => {
        done = true;
        notify();
      },
    },
  );
  return {
    values,
    errors,
    get done() {
      return done;
    },
    next(n: number, timeoutMs = 5000) {
      return this.until(
        () => values.length >= n,
        `only ${values.length} of ${n} values`,
        timeoutMs,
      );
    },
    /** Waits until a value that `matches` has arrived (however many came before it). */
    some(matches: (value: T) => boolean, timeoutMs = 5000) {
      return this.until(() => values.some(matches), 'no matching value', timeoutMs);
    },
    until(ready: () => boolean, failure: string, timeoutMs = 5000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(failure)), timeoutMs);
        waiters.push({ ready, resolve: () => (clearTimeout(timer), resolve()) });
        notify();
      });
    },
    dispose,
  };
}

/**
 * A subscription that is in place: resolves once the server has started reading the event bus
 * for it (`listenersStarted` from the test app rises), or the server has refused or ended it.
 * Subscribe one at a time: the count tells that some stream started, not whose.
 */
export async function listening<T>(
  app: { listenersStarted(): number },
  baseUrl: string,
  agent: Agent,
  query: string,
  opts: { timeoutMs?: number; connectionParams?: Record<string, unknown> } = {},
) {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const before = app.listenersStarted();
  const sub = collect<T>(wsClient(baseUrl, agent, '/graphql', opts.connectionParams), query);
  const deadline = Date.now() + timeoutMs;
  while (app.listenersStarted() === before && !sub.done && sub.errors.length === 0) {
    if (Date.now() > deadline) throw new Error(`no listener started for ${query}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return sub;
}
