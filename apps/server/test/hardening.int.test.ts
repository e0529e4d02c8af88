import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';
import { PERSONAS, signedInAgent } from './personas.js';

describe('hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

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
