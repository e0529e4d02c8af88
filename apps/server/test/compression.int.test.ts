import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from './agent.js';
import { uploadPdf } from './documents-kit.js';
import { createReferral } from './factories/referrals.js';
import { pdfWithPages } from './fixtures/files.js';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';

/** A built web app as the web build leaves it: the shell, and a hashed script with its twins. */
function fakeWebBuild(): { dir: string; script: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" />' +
      '<script type="module" src="/assets/index-AbC123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;\n`).join(''),
  );
  const file = path.join(dir, 'assets', 'index-AbC123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  return { dir, script };
}

describe('compression and caching', () => {
  const web = fakeWebBuild();
  const { t, agents } = appSuite(
    'pglite',
    { psr: PERSONAS.northsidePsr },
    {
      env: { WEB_DIST: web.dir },
    },
  );
  afterAll(() => rmSync(web.dir, { recursive: true, force: true }));

  const ASSET = '/assets/index-AbC123.js';
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** A staff GraphQL answer as it came over the wire (bytes and headers). */
  async function graphqlRaw(agent: Agent, query: string, acceptEncoding?: string) {
    if (!agent.cookies.has('XSRF-TOKEN')) await agent.request('GET', '/csrf-cookie');
    return t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query },
      headers: {
        cookie: agent.cookieHeader(),
        'x-xsrf-token': agent.cookies.get('XSRF-TOKEN')!,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  }

  it('sends an asset as its brotli twin when the browser takes br, cached for a year', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).equals(web.script)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the gzip twin to a browser without br, and the file itself to one that takes neither', async () => {
    const gz = await get(ASSET, { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.rawPayload).equals(web.script)).toBe(true);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(web.script)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Only br and gzip twins exist: deflate alone gets the file as is, not compressed per request.
    const deflate = await get(ASSET, { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    expect(deflate.rawPayload.equals(web.script)).toBe(true);
  });

  it('sends the shell uncompressed and no-cache, with its nonce written in', async () => {
    const res = await get('/referrals/active', {
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const nonce = res.body.match(/property="csp-nonce" nonce="([0-9a-f]{32})"/)?.[1];
    expect(nonce).toBeDefined();
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('compresses a GraphQL answer over 1 kB when asked, and not a small one', async () => {
    const types = '{ __schema { types { name description } } }';
    const big = await graphqlRaw(agents.psr, types, 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(big.headers['cache-control']).toBe('no-store');
    const json = JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8'));
    expect(json.data.__schema.types.length).toBeGreaterThan(20);
    expect(brotliDecompressSync(big.rawPayload).length).toBeGreaterThan(1024);

    const gz = await graphqlRaw(agents.psr, types, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(
      brotliDecompressSync(big.rawPayload).toString('utf8'),
    );

    const plain = await graphqlRaw(agents.psr, types);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.__schema.types.length).toBe(json.data.__schema.types.length);

    const small = await graphqlRaw(agents.psr, '{ me { email } }', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { me: { email: PERSONAS.northsidePsr } } });
  });

  it('sends a PDF download as stored: never compressed again', async () => {
    const referral = await createReferral(t);
    const pdf = await pdfWithPages(3);
    const url = await uploadPdf(agents.psr, referral.uuid, pdf, 'Lab results');
    const res = await get(url, {
      cookie: agents.psr.cookieHeader(),
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('streams a GraphQL subscription over SSE uncompressed, event by event', async () => {
      const agent = agents.psr;
      if (!agent.cookies.has('XSRF-TOKEN')) await agent.request('GET', '/csrf-cookie');
      const body = JSON.stringify({ query: 'subscription { current_user { uuid } }' });
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/graphql',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            'accept-encoding': 'br, gzip',
            cookie: agent.cookieHeader(),
            'x-xsrf-token': agent.cookies.get('XSRF-TOKEN')!,
          },
        });
        req.on('response', resolve).on('error', reject);
        req.end(body);
      });
      try {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
        // Yoga marks the stream `Content-Encoding: none` for proxies; it is never br or gzip.
        expect(res.headers['content-encoding'] ?? 'none').toBe('none');
        // The first event arrives while the stream stays open: nothing holds it back.
        let text = '';
        for await (const chunk of res) {
          text += String(chunk);
          if (text.includes('current_user')) break;
        }
        expect(text).toMatch(/"current_user":\{"uuid":"[0-9a-f-]{36}"\}/);
      } finally {
        res.destroy();
      }
    });
  });
});
