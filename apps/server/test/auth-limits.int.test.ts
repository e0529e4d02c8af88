import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import type { Agent } from './agent.js';
import { DB_KINDS, codeFrom } from './harness.js';
import { PERSONAS, signIn } from './personas.js';
import { appSuite } from './suite.js';

/**
 * Sign-in budgets by client address and by account (issue 18 item 4). The server sees the
 * injected requests from 127.0.0.1; a proxy's X-Forwarded-For names the client behind it.
 */
const WRONG = 'not-the-password-1';

/** A sign-in attempt from `from` (the X-Forwarded-For a proxy would add). */
async function login(agent: Agent, email: string, from: string, password = WRONG) {
  const res = await agent.request(
    'POST',
    '/login',
    { email, password, remember_me: false },
    { 'x-forwarded-for': from },
  );
  return res.status;
}

describe.each(DB_KINDS)('sign-in budgets behind a trusted proxy on %s', (kind) => {
  const { t } = appSuite(kind, {}, { env: { TRUST_PROXY: '127.0.0.1' } });

  it('counts each client address behind the proxy on its own', async () => {
    const agent = t.agent();
    for (let i = 0; i < 10; i++) {
      expect(await login(agent, PERSONAS.northsideNurse, '203.0.113.1')).toBe(422);
    }
    expect(await login(agent, PERSONAS.northsideNurse, '203.0.113.1')).toBe(429);
    // Another client of the same proxy is not refused for the first one's guesses.
    expect(await login(agent, PERSONAS.northsideNurse, '203.0.113.2')).toBe(422);
    expect(await login(agent, PERSONAS.northsideNurse, '203.0.113.2', DEMO_PASSWORD)).toBe(200);
  });

  it("caps one account's guesses from many addresses, and still lets its user in where they signed in before", async () => {
    // The real user signed in on this browser earlier: it is a known device of the account.
    const user = await signIn(t, PERSONAS.lakesidePsr);
    const attacker = t.agent();
    // The account's 30 attempts a window: the user's sign-in above was one of them.
    for (let i = 1; i <= 29; i++) {
      expect(await login(attacker, PERSONAS.lakesidePsr, `198.51.100.${i}`)).toBe(422);
    }
    // The 31st guess is refused whatever address it comes from, the right password too.
    expect(await login(attacker, PERSONAS.lakesidePsr, '198.51.100.200')).toBe(429);
    expect(await login(t.agent(), PERSONAS.lakesidePsr, '198.51.100.201', DEMO_PASSWORD)).toBe(429);
    // The user's own browser has its own budget: the attack does not lock them out.
    expect(await login(user, PERSONAS.lakesidePsr, '192.0.2.10', DEMO_PASSWORD)).toBe(200);
    const code = codeFrom((await t.lastMailTo(PERSONAS.lakesidePsr))?.text);
    const verify = await user.request(
      'POST',
      '/auth/2fa/verify',
      { two_factor_code: code },
      { 'x-forwarded-for': '192.0.2.10' },
    );
    expect(verify.status).toBe(200);
    // A cookie of another account, or a forged one, is no known device.
    const other = await signIn(t, PERSONAS.northsidePsr);
    expect(await login(other, PERSONAS.lakesidePsr, '192.0.2.11', DEMO_PASSWORD)).toBe(429);
  });

  it('caps wrong second-factor codes per account across sessions and addresses', async () => {
    const email = PERSONAS.riversidePsr;
    const known = await signIn(t, email);
    const wrong = async (from: string) => {
      const agent = t.agent();
      expect(await login(agent, email, from, DEMO_PASSWORD)).toBe(200);
      const code = codeFrom((await t.lastMailTo(email))?.text);
      const guess = code === '000000' ? '111111' : '000000';
      return { agent, code, guess };
    };
    // Two sessions from two addresses, five wrong codes each (each code allows five).
    for (const from of ['203.0.113.50', '203.0.113.51']) {
      const { agent, guess } = await wrong(from);
      for (let i = 0; i < 5; i++) {
        const res = await agent.request(
          'POST',
          '/auth/2fa/verify',
          { two_factor_code: guess },
          { 'x-forwarded-for': from },
        );
        expect(res.status).toBe(422);
      }
    }
    // A third session from a third address is refused at once, even with the right code.
    const third = await wrong('203.0.113.52');
    const refused = await third.agent.request(
      'POST',
      '/auth/2fa/verify',
      { two_factor_code: third.code },
      { 'x-forwarded-for': '203.0.113.52' },
    );
    expect(refused.status).toBe(429);
    // The user's known browser still completes its second factor.
    expect(await login(known, email, '192.0.2.20', DEMO_PASSWORD)).toBe(200);
    const code = codeFrom((await t.lastMailTo(email))?.text);
    expect((await known.post('/auth/2fa/verify', { two_factor_code: code })).status).toBe(200);
  });
});

describe.each(DB_KINDS)('sign-in budgets with no proxy trusted on %s', (kind) => {
  const { t } = appSuite(kind, {});

  it('ignores X-Forwarded-For: every request counts against the socket address', async () => {
    const agent = t.agent();
    for (let i = 0; i < 10; i++) {
      expect(await login(agent, PERSONAS.northsideNurse, `203.0.113.${i + 1}`)).toBe(422);
    }
    expect(await login(agent, PERSONAS.northsideNurse, '203.0.113.99')).toBe(429);
  });
});
