import { CLIENT_ID_HEADER, MSG } from '@app/shared';
import { CLIENT_ID } from './clientId';

/** The error body every REST endpoint returns (docs/api.md). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
  request_id?: string;
}

/** A non-2xx REST response, or status 0 when the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message ?? MSG.somethingWentWrong);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body.code;
  }

  /** The first message of the first field error, if any. */
  get firstFieldError(): string | undefined {
    const first = Object.values(this.body.errors ?? {})[0];
    return first?.[0];
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}

/** The status the server answers a missing or stale CSRF token with. */
export const CSRF_MISMATCH_STATUS = 419;

let csrfCookieRequest: Promise<void> | null = null;

/**
 * Asks the server for a fresh double-submit CSRF cookie (204). Concurrent callers share one
 * request, so parallel calls do not keep replacing the token under each other's feet.
 */
export function fetchCsrfCookie(): Promise<void> {
  csrfCookieRequest ??= fetch('/csrf-cookie', { credentials: 'include' })
    .then(() => undefined)
    .finally(() => {
      csrfCookieRequest = null;
    });
  return csrfCookieRequest;
}

/** Headers carrying the CSRF token; fetches the cookie first only when it is missing. */
export async function csrfHeaders(): Promise<Record<string, string>> {
  // A refresh in flight is about to replace the cookie: read the token after it lands.
  if (csrfCookieRequest) await csrfCookieRequest;
  if (readCookie(XSRF_COOKIE) == null) await fetchCsrfCookie();
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}

/**
 * Every GraphQL POST carries the double-submit CSRF token, like the REST calls. A REST call
 * running at the same time may have just replaced the token (each REST call fetches a fresh
 * one): a mismatch is retried once with a new token.
 */
export const csrfFetch: typeof fetch = async (input, init) => {
  const send = async () => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(await csrfHeaders())) headers.set(name, value);
    return fetch(input, { ...init, headers, credentials: 'include' });
  };
  const response = await send();
  if (response.status !== CSRF_MISMATCH_STATUS) return response;
  await fetchCsrfCookie();
  return send();
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function asErrorBody(body: unknown): ApiErrorBody {
  return body && typeof body === 'object' ? (body as ApiErrorBody) : {};
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One REST call as the spec wants it: credentials always, and a fresh CSRF cookie fetched before
 * the call so the token header matches the session the server currently holds (it rotates at
 * login and after 2FA).
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const send = async () => {
    await fetchCsrfCookie();
    const token = readCookie(XSRF_COOKIE);
    return fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        [CLIENT_ID_HEADER]: CLIENT_ID,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { [XSRF_HEADER]: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  let response: Response;
  try {
    response = await send();
    // Another tab or request replaced the token between reading and sending: once more.
    if (response.status === CSRF_MISMATCH_STATUS) response = await send();
  } catch {
    throw new ApiError(0, { message: MSG.somethingWentWrong });
  }
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, asErrorBody(data));
  return data as T;
}

export const http = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** The text a banner shows for any failure: message, else data.message, else the generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body.message ?? MSG.somethingWentWrong;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; data?: { message?: unknown } };
    if (typeof e.message === 'string' && e.message) return e.message;
    if (typeof e.data?.message === 'string' && e.data.message) return e.data.message;
  }
  return MSG.somethingWentWrong;
}
