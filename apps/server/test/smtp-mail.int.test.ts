import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCatcher, signInCode } from './smtp-catcher.js';
import { startTestApp, type TestApp } from './harness.js';
import { PERSONAS } from './personas.js';

describe('mail over real SMTP', () => {
  const smtp = new SmtpCatcher();
  let t: TestApp;
  beforeAll(async () => {
    const url = await smtp.start();
    t = await startTestApp('pglite', {
      env: { SMTP_URL: url, MAIL_FROM: 'ReferralHub <no-reply@referralhub.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('delivers the sign-in code as a readable message and keeps no local copy', async () => {
    expect(t.deps.mail.kind).toBe('smtp');
    const waiting = smtp.waitFor(PERSONAS.northsidePsr, /sign-in code/);
    const agent = t.agent();
    await agent.post('/login', { email: PERSONAS.northsidePsr, password: 'demo-password-1' });
    await t.drainJobs();
    const mail = await waiting;
    expect(mail.from).toBe('no-reply@referralhub.test');
    expect(mail.subject).toBe('Your ReferralHub sign-in code');
    expect(mail.text).toContain('Hello Paula,');
    expect(mail.html).toContain('ReferralHub');
    const code = signInCode(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect((await agent.post('/auth/2fa/verify', { two_factor_code: code })).status).toBe(200);
    // The dev mailbox exists only with the local adapter.
    expect((await agent.request('GET', '/dev/mailbox')).status).toBe(404);
  });

  it('delivers a password reset link that opens the reset page', async () => {
    const waiting = smtp.waitFor(PERSONAS.admin, /Reset your/);
    await t.agent().post('/forgot-password', { email: PERSONAS.admin });
    await t.drainJobs();
    const mail = await waiting;
    const link = mail.text.match(/http:\/\/localhost:3000\/password-reset\/[\w-]+\/\?email=[^\s]+/);
    expect(link).not.toBeNull();
  });
});
