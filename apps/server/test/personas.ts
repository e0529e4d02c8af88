import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { clinicUsers, clinics, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { AuthRepo } from '../src/modules/auth/auth.repo.js';
import { SESSION_COOKIE, startVerifiedSession } from '../src/modules/auth/sessions.js';
import type { Agent } from './agent.js';
import { codeFrom, type TestApp } from './harness.js';

export const PERSONAS = {
  admin: 'admin@demo.test',
  northsidePsr: 'psr@northside.demo.test',
  northsideNurse: 'nurse@northside.demo.test',
  coordinator: 'coordinator@demo.test',
  lakesidePsr: 'psr@lakeside.demo.test',
  lakesideMedAdmin: 'medadmin@lakeside.demo.test',
  riversidePsr: 'psr@riverside.demo.test',
  provider: 'dr.chen@riverside.demo.test',
} as const;

/** Password step only: the agent holds a session waiting for its second factor. */
export async function loginPasswordStep(
  t: TestApp,
  email: string,
  password = DEMO_PASSWORD,
  agent = t.agent(),
) {
  const res = await agent.post('/login', { email, password, remember_me: false });
  return { agent, res };
}

/** A fully signed-in agent (password and e-mailed code). */
export async function signIn(t: TestApp, email: string): Promise<Agent> {
  const { agent, res } = await loginPasswordStep(t, email);
  if (res.status !== 200)
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await t.lastMailTo(email);
  const verify = await agent.post('/auth/2fa/verify', { two_factor_code: codeFrom(mail?.text) });
  if (verify.status !== 200)
    throw new Error(`2fa ${email}: ${verify.status} ${JSON.stringify(verify.body)}`);
  return agent;
}

/**
 * An agent signed in as `email` without going through the sign-in pages: the session is started
 * the way a verified second factor starts it. Suites sign their personas in this way; the
 * sign-in flow itself is tested through its routes (auth.int.test.ts and `signIn` above).
 */
export async function signedInAgent(t: TestApp, email: string): Promise<Agent> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const session = await startVerifiedSession(new AuthRepo(t.db), {
    userId: user.id,
    remember: false,
    now: t.clock.now(),
  });
  const agent = t.agent();
  agent.cookies.set(SESSION_COOKIE, session.token);
  return agent;
}

/** An activated staff user in a clinic with the given permission mask. */
export async function createStaffUser(
  t: TestApp,
  opts: { email: string; clinicCode?: string; permission?: number; roleId?: number },
) {
  const [user] = await t.db
    .insert(users)
    .values({
      email: opts.email,
      firstname: 'Test',
      lastname: 'User',
      roleId: opts.roleId ?? 2,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      activatedAt: new Date(),
    })
    .returning();
  if (opts.clinicCode) {
    const [clinic] = await t.db.select().from(clinics).where(eq(clinics.code, opts.clinicCode));
    await t.db.insert(clinicUsers).values({
      clinicId: clinic!.id,
      userId: user!.id,
      permission: opts.permission ?? 4,
      isPrimary: true,
    });
  }
  return user!;
}

export async function clinicId(t: TestApp, code: string): Promise<number> {
  const [c] = await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.code, code));
  return c!.id;
}
