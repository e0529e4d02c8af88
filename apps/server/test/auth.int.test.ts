import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_NO_CLINICS, MSG } from '@app/shared';
import {
  auditLog,
  clinicUsers,
  jobs,
  mailOutbox,
  userTokens,
  users,
} from '../src/db/schema/index.js';
import { minutes, days } from '../src/lib/clock.js';
import { AuthRepo } from '../src/modules/auth/auth.repo.js';
import { issueUserToken } from '../src/modules/auth/user-tokens.js';
import { BAD_CREDENTIALS } from '../src/modules/auth/login.js';
import { RESET_LINK_SENT } from '../src/modules/auth/password-reset.js';
import { DB_KINDS, codeFrom, linkFrom, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, createStaffUser, loginPasswordStep, signIn } from './personas.js';

describe.each(DB_KINDS)('sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('signs in with password and the e-mailed code, then knows the user', async () => {
    const { agent, res } = await loginPasswordStep(t, PERSONAS.northsidePsr);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ two_factor: true });

    // Before the second factor the session check says which step is missing.
    const pending = await agent.post('/api/auth/check');
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('TWO_FACTOR_UNVERIFIED');
    const gqlPending = await agent.graphql('{ me { email } }');
    expect(gqlPending.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_UNVERIFIED');

    const mail = await t.lastMailTo(PERSONAS.northsidePsr);
    expect(mail?.subject).toBe('Your ReferralHub sign-in code');
    const verify = await agent.post('/auth/2fa/verify', { two_factor_code: codeFrom(mail?.text) });
    expect(verify.status).toBe(200);
    expect(verify.body.message).toBe('Two factor code verified.');

    expect((await agent.post('/api/auth/check')).status).toBe(200);
    const me = await agent.post('/api/u');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: PERSONAS.northsidePsr,
      full_name: 'Paula Reyes',
      role: { id: 2, name: 'psr', label: 'PSR' },
      clinic: { name: 'Northside Family Medicine' },
      hasClinicFaxNumber: true,
    });
  });

  it('rotates the session id at login and after the second factor', async () => {
    const { agent } = await loginPasswordStep(t, PERSONAS.lakesidePsr);
    const pendingSid = agent.cookies.get('sid');
    const mail = await t.lastMailTo(PERSONAS.lakesidePsr);
    await agent.post('/auth/2fa/verify', { two_factor_code: codeFrom(mail?.text) });
    expect(agent.cookies.get('sid')).toBeTruthy();
    expect(agent.cookies.get('sid')).not.toBe(pendingSid);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await loginPasswordStep(t, PERSONAS.northsideNurse, 'not-the-password-1');
    const unknown = await loginPasswordStep(t, 'nobody@nowhere.test', 'not-the-password-1');
    expect(wrong.res.status).toBe(422);
    expect(unknown.res.status).toBe(422);
    expect(wrong.res.body).toEqual({ message: BAD_CREDENTIALS });
    expect(unknown.res.body).toEqual(wrong.res.body);
    expect(wrong.agent.cookies.has('sid')).toBe(false);
  });

  it('gives the spec field messages for invalid input', async () => {
    const agent = t.agent();
    const empty = await agent.post('/login', { email: '', password: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      email: [MSG.emailRequired],
      password: [MSG.passwordRequired],
    });
    const bad = await agent.post('/login', { email: 'not-an-email', password: 'short' });
    expect(bad.body.errors).toMatchObject({
      email: [MSG.invalidEmail],
      password: [MSG.passwordMin],
    });
  });

  it('refuses an expired code and says so', async () => {
    const { agent } = await loginPasswordStep(t, PERSONAS.lakesideMedAdmin);
    const code = codeFrom((await t.lastMailTo(PERSONAS.lakesideMedAdmin))?.text);
    t.clock.advance(minutes(11));
    try {
      const check = await agent.post('/api/auth/check');
      expect(check.body.code).toBe('TWO_FACTOR_EXPIRED');
      const res = await agent.post('/auth/2fa/verify', { two_factor_code: code });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('TWO_FACTOR_EXPIRED');
    } finally {
      t.clock.advance(-minutes(11));
    }
  });

  it('accepts a code once, only for its own session, and not after a resend', async () => {
    const first = await loginPasswordStep(t, PERSONAS.riversidePsr);
    const firstCode = codeFrom((await t.lastMailTo(PERSONAS.riversidePsr))?.text);
    const second = await loginPasswordStep(t, PERSONAS.riversidePsr);
    // The first session's code does not open the second session.
    const crossed = await second.agent.post('/auth/2fa/verify', { two_factor_code: firstCode });
    expect(crossed.status).toBe(422);

    // A resend replaces the code.
    const resend = await first.agent.post('/auth/2fa/resend');
    expect(resend.status).toBe(200);
    const stale = await first.agent.post('/auth/2fa/verify', { two_factor_code: firstCode });
    expect(stale.status).not.toBe(200);
    const fresh = codeFrom((await t.lastMailTo(PERSONAS.riversidePsr))?.text);
    expect((await first.agent.post('/auth/2fa/verify', { two_factor_code: fresh })).status).toBe(
      200,
    );

    // Reusing it on a new pending session fails.
    const third = await loginPasswordStep(t, PERSONAS.riversidePsr);
    const reused = await third.agent.post('/auth/2fa/verify', { two_factor_code: fresh });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(MSG.invalidTwoFactor);
  });

  it('allows five tries per code: the sixth fails even with the right code', async () => {
    const { agent } = await loginPasswordStep(t, PERSONAS.coordinator);
    const code = codeFrom((await t.lastMailTo(PERSONAS.coordinator))?.text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await agent.post('/auth/2fa/verify', { two_factor_code: wrongCode });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('two_factor_code');
    }
    const sixth = await agent.post('/auth/2fa/verify', { two_factor_code: code });
    expect(sixth.status).toBe(403);
    expect(sixth.body.code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('rate-limits resending the code', async () => {
    const { agent } = await loginPasswordStep(t, PERSONAS.provider);
    for (let i = 0; i < 3; i++) expect((await agent.post('/auth/2fa/resend')).status).toBe(200);
    const limited = await agent.post('/auth/2fa/resend');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts/);
  });

  it('refuses state changes without the CSRF token or with a wrong one', async () => {
    const agent = t.agent();
    agent.csrf = false;
    const missing = await agent.post('/login', {
      email: PERSONAS.admin,
      password: 'demo-password-1',
    });
    expect(missing.status).toBe(419);
    expect(missing.body.message).toBe('CSRF token mismatch.');
    await agent.request('GET', '/csrf-cookie');
    const wrong = await agent.request('POST', '/login', {}, { 'x-xsrf-token': 'forged.token' });
    expect(wrong.status).toBe(419);
    const gql = await agent.request('POST', '/graphql', { query: '{ me { email } }' });
    expect(gql.status).toBe(419);
  });

  it('refuses a non-admin who belongs to no clinic', async () => {
    await createStaffUser(t, { email: 'lonely@demo.test' });
    const { res, agent } = await loginPasswordStep(t, 'lonely@demo.test');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES_NO_CLINICS);
    expect(agent.cookies.has('sid')).toBe(false);
  });

  it('lets an admin with no clinic in', async () => {
    const admin = await signIn(t, PERSONAS.admin);
    const me = await admin.post('/api/u');
    expect(me.body).toMatchObject({
      role: { name: 'admin' },
      clinics: [],
      referral_permissions: null,
    });
  });

  it('reports null referral permissions for staff with none granted', async () => {
    await createStaffUser(t, {
      email: 'noperms@demo.test',
      clinicCode: 'NORTHSIDE',
      permission: 0,
    });
    const agent = await signIn(t, 'noperms@demo.test');
    const me = await agent.graphql<{ me: { referral_permissions: unknown } }>(
      '{ me { referral_permissions { key value } } }',
    );
    expect(me.data?.me.referral_permissions).toBeNull();
  });

  it('keeps one session per user: a second sign-in ends the first', async () => {
    const first = await signIn(t, PERSONAS.northsideNurse);
    expect((await first.post('/api/auth/check')).status).toBe(200);
    const second = await signIn(t, PERSONAS.northsideNurse);
    expect((await second.post('/api/auth/check')).status).toBe(200);
    const ended = await first.post('/api/auth/check');
    expect(ended.status).toBe(401);
  });

  it('logs out: the session no longer works', async () => {
    const agent = await signIn(t, PERSONAS.lakesidePsr);
    expect((await agent.post('/logout')).status).toBe(204);
    expect(agent.cookies.has('sid')).toBe(false);
    expect((await agent.post('/api/auth/check')).status).toBe(401);
  });

  it('records sign-in events in the append-only audit log', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login.succeeded'));
    expect(rows.length).toBeGreaterThan(0);
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    await expect(t.db.update(auditLog).set({ action: 'auth.logout' })).rejects.toThrow();
  });
});

describe.each(DB_KINDS)('password reset and activation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('resets a password end to end; the token works once', async () => {
    const before = await signIn(t, PERSONAS.lakesidePsr);
    const agent = t.agent();
    const forgot = await agent.post('/forgot-password', { email: PERSONAS.lakesidePsr });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe(RESET_LINK_SENT);
    const mail = await t.lastMailTo(PERSONAS.lakesidePsr);
    expect(mail?.subject).toBe('Reset your ReferralHub password');
    const link = linkFrom(mail?.text);
    const token = link.pathname.split('/')[2]!;
    expect(link.searchParams.get('email')).toBe(PERSONAS.lakesidePsr);

    const body = {
      token,
      email: PERSONAS.lakesidePsr,
      password: 'brand new lake view',
      password_confirmation: 'brand new lake view',
    };
    const reset = await agent.post('/reset-password', body);
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset.');
    // Replayed token.
    const replay = await agent.post('/reset-password', body);
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe('This password reset token is invalid.');
    // Old sessions end; the new password works, the old one does not.
    expect((await before.post('/api/auth/check')).status).toBe(401);
    expect((await loginPasswordStep(t, PERSONAS.lakesidePsr)).res.status).toBe(422);
    expect(
      (await loginPasswordStep(t, PERSONAS.lakesidePsr, 'brand new lake view')).res.status,
    ).toBe(200);
  });

  it('answers forgot-password alike for unknown e-mails, and sends nothing', async () => {
    const res = await t.agent().post('/forgot-password', { email: 'ghost@nowhere.test' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RESET_LINK_SENT);
    expect(await t.lastMailTo('ghost@nowhere.test')).toBeUndefined();
  });

  it('does the same work for a forgot-password request with or without an account', async () => {
    // What one request leaves in the database before any job runs: the rows it wrote.
    const footprint = async (email: string) => {
      await t.drainJobs();
      const before = await counts();
      const res = await t.agent().post('/forgot-password', { email });
      const after = await counts();
      const queued = await t.db.select().from(jobs).where(gt(jobs.id, before.lastJob));
      return {
        status: res.status,
        body: res.body,
        tokens: after.tokens - before.tokens,
        mails: after.mails - before.mails,
        audits: after.audits - before.audits,
        jobs: queued.map((j) => ({
          queue: j.queue,
          keys: Object.keys(j.payload as object).sort(),
        })),
      };
    };
    const counts = async () => ({
      tokens: await t.db.$count(userTokens),
      mails: await t.db.$count(mailOutbox),
      audits: await t.db.$count(auditLog),
      lastJob: (await t.db.select({ id: max(jobs.id) }).from(jobs))[0]?.id ?? 0,
    });
    const known = await footprint(PERSONAS.provider);
    const unknown = await footprint('ghost.two@nowhere.test');
    // One job of one shape, nothing else: whether the account exists is the job's business.
    expect(unknown).toEqual(known);
    expect(known).toMatchObject({ status: 200, tokens: 0, mails: 0, audits: 0 });
    expect(known.jobs).toEqual([
      { queue: 'auth.password_reset', keys: ['email', 'ip', 'requestId'] },
    ]);
    // The job sends the link to the account only.
    expect((await t.lastMailTo(PERSONAS.provider))?.subject).toBe(
      'Reset your ReferralHub password',
    );
    expect(await t.lastMailTo('ghost.two@nowhere.test')).toBeUndefined();
  });

  it('validates reset input with the spec messages', async () => {
    const res = await t.agent().post('/reset-password', {
      token: 'x',
      email: PERSONAS.admin,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ password: [MSG.passwordMin] });
  });

  it('rejects a common password at reset', async () => {
    await t.agent().post('/forgot-password', { email: PERSONAS.northsideNurse });
    const token = linkFrom((await t.lastMailTo(PERSONAS.northsideNurse))?.text).pathname.split(
      '/',
    )[2];
    const res = await t.agent().post('/reset-password', {
      token,
      email: PERSONAS.northsideNurse,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('password');
  });

  it('rate-limits forgot-password per account', async () => {
    const agent = t.agent();
    const email = PERSONAS.riversidePsr;
    for (let i = 0; i < 3; i++)
      expect((await agent.post('/forgot-password', { email })).status).toBe(200);
    expect((await agent.post('/forgot-password', { email })).status).toBe(429);
  });

  it('activates an account with its link, once, and refuses an expired link', async () => {
    const [pendingUser] = await t.db
      .insert(users)
      .values({ email: 'new.hire@demo.test', firstname: 'New', lastname: 'Hire', roleId: 4 })
      .returning();
    const token = await issueUserToken(new AuthRepo(t.db), {
      userId: pendingUser!.id,
      kind: 'activation',
      ttlMs: days(7),
      now: t.clock.now(),
    });
    const agent = t.agent();
    const check = await agent.post('/api/account/activate/check', {
      email: 'new.hire@demo.test',
      token,
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ email: 'new.hire@demo.test', firstname: 'New' });

    const mismatch = await agent.post('/api/account/activate', {
      email: 'new.hire@demo.test',
      token,
      password: 'gentle river stones',
      password_confirmation: 'other river stones',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toMatchObject({ password_confirmation: [MSG.passwordsMustMatch] });

    const ok = await agent.post('/api/account/activate', {
      email: 'new.hire@demo.test',
      token,
      password: 'gentle river stones',
      password_confirmation: 'gentle river stones',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Your account has been activated.');
    const again = await agent.post('/api/account/activate/check', {
      email: 'new.hire@demo.test',
      token,
    });
    expect(again.status).toBe(422);

    const [late] = await t.db
      .insert(users)
      .values({ email: 'late.hire@demo.test', firstname: 'Late', lastname: 'Hire', roleId: 4 })
      .returning();
    const lateToken = await issueUserToken(new AuthRepo(t.db), {
      userId: late!.id,
      kind: 'activation',
      ttlMs: days(7),
      now: t.clock.now(),
    });
    t.clock.advance(days(8));
    try {
      const expired = await agent.post('/api/account/activate/check', {
        email: 'late.hire@demo.test',
        token: lateToken,
      });
      expect(expired.status).toBe(422);
      expect(expired.body.message).toBe(MSG.activationLinkInvalid);
    } finally {
      t.clock.advance(-days(8));
    }
  });

  it('rate-limits password attempts per account', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await loginPasswordStep(t, PERSONAS.coordinator, 'wrong-password-xx')).res.status;
    }
    expect(last).toBe(429);
  });

  it('lands a user who switched to a clinic without referral permissions back where they hold some', async () => {
    // Northside: send, accept, schedule. Lakeside: a membership with no referral permission.
    const email = 'two.clinics@example.test';
    const user = await createStaffUser(t, { email, clinicCode: 'NORTHSIDE', permission: 7 });
    const northside = await clinicId(t, 'NORTHSIDE');
    const lakeside = await clinicId(t, 'LAKESIDE');
    await t.db
      .insert(clinicUsers)
      .values({ clinicId: lakeside, userId: user.id, permission: 0, isPrimary: false });
    const ME = '{ me { clinic { id } referral_permissions { key value } } }';
    type Me = { me: { clinic: { id: string }; referral_permissions: unknown[] | null } };

    const first = await signIn(t, email);
    expect((await first.graphql<Me>(ME)).data!.me.clinic.id).toBe(String(northside));
    const switched = await first.graphql<{ switch_clinic: Me['me'] }>(
      'mutation($u: String!, $c: ID!) { switch_clinic(userUuid: $u, clinicId: $c) { clinic { id } referral_permissions { key } } }',
      { u: user.uuid, c: lakeside },
    );
    // There the user has no referral permission: the app signs them out with the spec's message.
    expect(switched.data!.switch_clinic).toEqual({
      clinic: { id: String(lakeside) },
      referral_permissions: null,
    });

    // Signing in again lands them in Northside, where they hold permissions.
    const again = await signIn(t, email);
    const me = (await again.graphql<Me>(ME)).data!.me;
    expect(me.clinic.id).toBe(String(northside));
    expect(me.referral_permissions).toContainEqual({ key: 'SEND_REFERRAL', value: true });
    expect((await again.post('/api/u')).body).toMatchObject({
      clinic: { id: String(northside) },
      clinics: [{ id: String(northside) }, { id: String(lakeside) }],
    });
  });

  it('keeps a user with no referral permission in any clinic where they are (the app refuses them)', async () => {
    const email = 'no.permissions@example.test';
    await createStaffUser(t, { email, clinicCode: 'LAKESIDE', permission: 0 });
    const agent = await signIn(t, email);
    const me = await agent.post('/api/u');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      clinic: { name: 'Lakeside Cardiology' },
      referral_permissions: null,
    });
  });
});
