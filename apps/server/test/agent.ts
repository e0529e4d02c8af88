import { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface AgentResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** One request as the agent sends it: a JSON-able object, a string, bytes or a stream body. */
export interface SentRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: InjectOptions['payload'];
  headers: Record<string, string>;
}

/** An answer as the agent reads it (what app.inject answers, or a real HTTP response). */
export interface Received {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
  cookies: { name: string; value: string; expires?: Date; maxAge?: number }[];
  json<T = ReturnType<typeof JSON.parse>>(): T;
}

/** How an agent reaches the server: app.inject() in the test's process, or real HTTP. */
export type Transport = (req: SentRequest) => Promise<Received>;

/**
 * A browser-like client over app.inject() (or real HTTP, `Agent.overHttp`): keeps cookies,
 * fetches the CSRF cookie before state-changing calls and echoes it in X-XSRF-TOKEN, as the web
 * app does.
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  csrf = true;
  private readonly send: Transport;

  constructor(app: FastifyInstance | Transport) {
    this.send = 'inject' in app ? (req) => app.inject(req) : app;
  }

  /** An agent of a server in another process, at `baseUrl`. */
  static overHttp(baseUrl: string): Agent {
    return new Agent(httpTransport(baseUrl));
  }

  async request<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<AgentResponse<T>> {
    if (method !== 'GET' && this.csrf && !this.cookies.has('XSRF-TOKEN')) {
      await this.request('GET', '/csrf-cookie');
    }
    const token = this.cookies.get('XSRF-TOKEN');
    const res = await this.send({
      method,
      url,
      payload: body as InjectOptions['payload'],
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(method !== 'GET' && this.csrf && token ? { 'x-xsrf-token': token } : {}),
        ...headers,
      },
    });
    for (const c of res.cookies) {
      const expired = c.expires && new Date(c.expires).getTime() <= Date.now();
      if (c.value === '' || expired || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : {};
    } catch {
      // HTML or empty
    }
    return { status: res.statusCode, body: parsed as T, headers: res.headers };
  }

  post<T = Record<string, unknown>>(url: string, body?: unknown) {
    return this.request<T>('POST', url, body ?? {});
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    endpoint = '/graphql',
    headers: Record<string, string> = {},
  ) {
    const res = await this.request<{
      data?: T;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    }>('POST', endpoint, { query, variables }, headers);
    return res.body;
  }

  /** A GET answered as it came (raw bytes, headers), for downloads: PDFs, TIFs, attachments. */
  download(url: string) {
    return this.send({ method: 'GET', url, headers: { cookie: this.cookieHeader() } });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }
}

/** Real HTTP to `baseUrl`, answered in the shape app.inject() answers. */
function httpTransport(baseUrl: string): Transport {
  return async ({ method, url, payload, headers }) => {
    let body: BodyInit | undefined;
    const sent = { ...headers };
    if (payload instanceof Readable) body = Readable.toWeb(payload) as ReadableStream;
    else if (typeof payload === 'string') body = payload;
    else if (Buffer.isBuffer(payload)) body = new Uint8Array(payload);
    else if (payload !== undefined) {
      body = JSON.stringify(payload);
      sent['content-type'] ??= 'application/json';
    }
    const res = await fetch(new URL(url, baseUrl), {
      method,
      headers: sent,
      body,
      redirect: 'manual',
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    const text = rawPayload.toString('utf8');
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: text,
      rawPayload,
      cookies: res.headers.getSetCookie().map(parseSetCookie),
      json: () => JSON.parse(text),
    };
  };
}

function parseSetCookie(header: string): Received['cookies'][number] {
  const [pair = '', ...attrs] = header.split(';').map((p) => p.trim());
  const eq = pair.indexOf('=');
  const cookie: Received['cookies'][number] = {
    name: pair.slice(0, eq),
    value: decodeURIComponent(pair.slice(eq + 1)),
  };
  for (const attr of attrs) {
    const [k = '', v = ''] = attr.split('=');
    if (k.toLowerCase() === 'expires') cookie.expires = new Date(v);
    if (k.toLowerCase() === 'max-age') cookie.maxAge = Number(v);
  }
  return cookie;
}
