import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, loginPasswordStep, signedInAgent } from './personas.js';

describe('hardening', () => {
  let t: TestApp;
  // A built web app's shell, with the placeholder of its style nonce as apps/web/index.html has it.
  const webDist = mkdtempSync(path.join(tmpdir(), 'rp-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /></head><body><div id="root"></div></body></html>',
  );
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('refuses GraphQL documents with too many aliases, and accepts fragments', async () => {
    const agent = await signedInAgent(t, PERSONAS.northsidePsr);
    const deep = await agent.graphql(
      '{ me { clinic { name } } a: me { uuid } ' +
        Array.from({ length: 25 }, (_, i) => `x${i}: me { uuid }`).join(' ') +
        ' }',
    );
    expect(deep.errors?.[0]?.message).toMatch(/Too many aliases/);
    const fragments = await agent.graphql(
      'query { me { ...A } } fragment A on User { clinic { ...B } } fragment B on ClinicRef { name }',
    );
    expect(fragments.errors).toBeUndefined();
  });

  it('hides internals: an unexpected failure is a generic message with a request id', async () => {
    const res = await t.agent().request('POST', '/login', '{not json', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/stack|SyntaxError|at /);
  });

  it('sends security headers with every response', async () => {
    const res = await t.agent().request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets the page connect only to its own origin: no WebSocket to any other host', async () => {
    const csp = String(
      (await t.agent().request('GET', '/healthz')).headers['content-security-policy'],
    );
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connect?.trim().split(/\s+/)).toEqual([
      'connect-src',
      "'self'",
      'ws://localhost:3000',
      'wss://localhost:3000',
    ]);
  });

  it("allows no inline style but the page's own: each shell answer carries a fresh nonce", async () => {
    const directive = (csp: unknown, name: string) =>
      String(csp)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find((d) => d[0] === name)
        ?.slice(1);
    const api = await t.agent().request('GET', '/healthz');
    expect(directive(api.headers['content-security-policy'], 'style-src')).toEqual(["'self'"]);
    const nonces: string[] = [];
    for (const url of ['/login', '/referrals/active', '/index.html']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      const nonce = page.body.match(/property="csp-nonce" nonce="([^"]+)"/)?.[1];
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(directive(page.headers['content-security-policy'], 'style-src')).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
      ]);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    // The dev mailbox's own style block carries its answer's nonce too.
    const mailbox = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    const mailboxNonce = mailbox.body.match(/<style nonce="([^"]+)">/)?.[1];
    expect(directive(mailbox.headers['content-security-policy'], 'style-src')).toEqual([
      "'self'",
      `'nonce-${mailboxNonce}'`,
    ]);
  });

  it('sends Cache-Control: no-store on every GraphQL, API and sign-in answer', async () => {
    const agent = await signedInAgent(t, PERSONAS.northsidePsr);
    const answers = [
      await agent.request('POST', '/graphql', { query: '{ me { email } }' }),
      await agent.request('POST', '/graphql/public', { query: '{ __typename }' }),
      await agent.request('POST', '/api/u'),
      await agent.request('GET', '/api/nothing-here'),
      await t.agent().request('POST', '/api/u'),
      await t.agent().request('GET', '/csrf-cookie'),
      await t.agent().post('/login', { email: PERSONAS.lakesidePsr, password: 'wrong-password-1' }),
      await t.agent().post('/forgot-password', { email: 'nobody@nowhere.test' }),
      await t.agent().post('/auth/2fa/verify', { two_factor_code: '123456' }),
      await t.agent().post('/logout'),
    ];
    expect(answers.map((a) => a.headers['cache-control'])).toEqual(answers.map(() => 'no-store'));
  });

  it('binds the CSRF token to the session: a token planted before sign-in fails after it', async () => {
    // An attacker fetches an anonymous token and plants it in the victim's browser.
    const planted = await t.agent().request('GET', '/csrf-cookie');
    const token = String(planted.headers['set-cookie']).match(/XSRF-TOKEN=([^;]+)/)![1]!;
    const victim = await signedInAgent(t, PERSONAS.lakesidePsr);
    victim.cookies.set('XSRF-TOKEN', decodeURIComponent(token));
    const forged = await victim.request('POST', '/graphql', { query: '{ me { email } }' });
    expect(forged.status).toBe(419);
    // The page asks for a token again and gets one for its own session, which works.
    await victim.request('GET', '/csrf-cookie');
    expect(victim.cookies.get('XSRF-TOKEN')).not.toBe(decodeURIComponent(token));
    const ok = await victim.request('POST', '/graphql', { query: '{ me { email } }' });
    expect(ok.status).toBe(200);
    // Another session's token does not work either.
    const other = await signedInAgent(t, PERSONAS.northsideNurse);
    await other.request('GET', '/csrf-cookie');
    victim.cookies.set('XSRF-TOKEN', other.cookies.get('XSRF-TOKEN')!);
    expect((await victim.request('POST', '/api/auth/check')).status).toBe(419);
  });

  it('issues a new CSRF token with every new session cookie: sign-in, second factor, sign-out', async () => {
    const { agent } = await loginPasswordStep(t, PERSONAS.coordinator);
    const pendingToken = agent.cookies.get('XSRF-TOKEN');
    expect(pendingToken).toBeTruthy();
    const code = codeFrom((await t.lastMailTo(PERSONAS.coordinator))?.text);
    expect((await agent.post('/auth/2fa/verify', { two_factor_code: code })).status).toBe(200);
    expect(agent.cookies.get('XSRF-TOKEN')).not.toBe(pendingToken);
    expect((await agent.post('/api/auth/check')).status).toBe(200);
    const signedInToken = agent.cookies.get('XSRF-TOKEN');
    expect((await agent.post('/logout')).status).toBe(204);
    expect(agent.cookies.get('XSRF-TOKEN')).not.toBe(signedInToken);
    // Signed out, the anonymous token it was given works for the next sign-in.
    expect((await loginPasswordStep(t, PERSONAS.coordinator, undefined, agent)).res.status).toBe(
      200,
    );
  });

  it('keeps the session cookie HttpOnly and SameSite', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/csrf-cookie' });
    const token = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: PERSONAS.lakesidePsr, password: 'demo-password-1' },
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    });
    const sid = login.cookies.find((c) => c.name === 'sid')!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
    // Without "remember me" the cookie ends with the browser session.
    expect(sid.maxAge).toBeUndefined();
  });

  it('keeps a valid CSRF token instead of rotating it on every fetch', async () => {
    const agent = t.agent();
    await agent.request('GET', '/csrf-cookie');
    const first = agent.cookies.get('XSRF-TOKEN');
    await agent.request('GET', '/csrf-cookie');
    expect(agent.cookies.get('XSRF-TOKEN')).toBe(first);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const api = await t.agent().request('GET', '/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found.' });
    // Any method: no route means nothing to protect, and no server error either.
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const answer = await t.agent().request(method, '/api/nothing-here', {});
      expect([method, answer.status, answer.body]).toEqual([
        method,
        404,
        { message: 'Not found.' },
      ]);
    }
  });

  it('suggests field names outside production (the production twin below has none)', async () => {
    const { errors } = await t.agent().graphql(SUGGESTION_BAIT.staff);
    expect(errors?.[0]?.message).toMatch(/Did you mean "patient_by_ssn"\?/);
  });

  it('reports health', async () => {
    expect((await t.agent().request('GET', '/healthz')).body).toEqual({ status: 'ok' });
  });
});

/** Misspelt names whose error messages suggest the real ones outside production. */
const SUGGESTION_BAIT = {
  staff: '{ patient_by_ssnn(ssn: "1") { uuid } }',
  public: '{ public_clinicz { name } }',
  /** A misspelt input field in a variable: its coercion message suggests too. */
  variable: 'mutation($c: ClinicInput!) { save_clinic(clinic: $c) { id } }',
};

describe('production hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => t?.close());

  it('turns introspection off and has no dev mailbox', async () => {
    const agent = await signedInAgent(t, PERSONAS.northsidePsr);
    const res = await agent.graphql('{ __schema { types { name } } }');
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await t.agent().request('GET', '/dev/mailbox')).status).toBe(404);
  });

  it('suggests no field, argument or type names to anyone, on either endpoint', async () => {
    const member = await signedInAgent(t, PERSONAS.northsidePsr);
    const answers = [
      await t.agent().graphql(SUGGESTION_BAIT.staff),
      await member.graphql(SUGGESTION_BAIT.staff),
      await t.agent().graphql(SUGGESTION_BAIT.public, undefined, '/graphql/public'),
      await member.graphql(SUGGESTION_BAIT.variable, {
        c: { name: 'x', is_order: true, addres_city: 'x' },
      }),
    ];
    for (const { errors } of answers) {
      expect(errors?.length).toBeGreaterThan(0);
      for (const e of errors ?? []) {
        expect(e.message).not.toMatch(/Did you mean|patient_by_ssn"|public_clinics|"address_city"/);
      }
    }
  });
});
