import type { FastifyInstance, InjectOptions } from 'fastify';

export interface AgentResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/**
 * A browser-like client over app.inject(): keeps cookies, fetches the CSRF cookie before
 * state-changing calls and echoes it in X-XSRF-TOKEN, as the web app does.
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  csrf = true;

  constructor(private readonly app: FastifyInstance) {}

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
    const res = await this.app.inject({
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
    return this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader() } });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }
}
