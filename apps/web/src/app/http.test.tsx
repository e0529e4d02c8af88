import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage } from './http';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('apiRequest', () => {
  it('fetches the CSRF cookie first and sends the decoded token with credentials', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/csrf-cookie') {
        document.cookie = `XSRF-TOKEN=${encodeURIComponent('a+b/c=')}; path=/`;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, { ok: true });
    });

    await expect(apiRequest('POST', '/api/u')).resolves.toEqual({ ok: true });

    expect(calls.map((c) => c.url)).toEqual(['/csrf-cookie', '/api/u']);
    const headers = calls[1]?.init?.headers as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('a+b/c=');
    expect(calls[1]?.init?.credentials).toBe('include');
  });

  it('turns an error response into an ApiError with the body', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/csrf-cookie'
        ? new Response(null, { status: 204 })
        : jsonResponse(403, { code: 'TWO_FACTOR_UNVERIFIED', message: 'Verify first' }),
    );

    const error = await apiRequest('POST', '/api/u').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).code).toBe('TWO_FACTOR_UNVERIFIED');
  });
});

describe('errorMessage', () => {
  it('prefers message, then data.message, then the generic text', () => {
    expect(errorMessage(new ApiError(422, { message: 'Bad' }))).toBe('Bad');
    expect(errorMessage({ data: { message: 'From data' } })).toBe('From data');
    expect(errorMessage(new ApiError(500, {}))).toBe('Something went wrong');
    expect(errorMessage(undefined)).toBe('Something went wrong');
  });
});
