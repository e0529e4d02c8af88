import { vi } from 'vitest';

/** One recorded request of the fake fetch. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/** An answer: a status with an optional JSON body, or a ready Response. */
export type FetchAnswer = { status: number; body?: unknown } | Response;

/**
 * Replaces fetch for a test: the CSRF cookie call sets the token and answers 204, every other
 * call goes to `answer` (JSON bodies are parsed into `body`). Undo with vi.unstubAllGlobals().
 */
export function fakeFetch(answer: (call: FetchCall) => FetchAnswer | Promise<FetchAnswer>) {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
      return new Response(null, { status: 204 });
    }
    const raw = init?.body;
    const call = {
      url,
      method: init?.method ?? 'GET',
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
    };
    calls.push(call);
    const answered = await answer(call);
    if (answered instanceof Response) return answered;
    const { status, body } = answered;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
