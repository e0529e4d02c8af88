import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Agent } from './agent.js';
import { startTestApp, type DbKind, type StartOptions, type TestApp } from './harness.js';
import { userIdsByEmail } from './lookups.js';
import { signedInAgent } from './personas.js';
import { demoIds, type DemoIds } from './referrals-kit.js';

/**
 * The hooks a suite opens with: before its tests, a fresh app on `kind` and agents signed in as
 * `personas` (name -> e-mail, sessions started in that order); after them, the app closed. `t` and
 * `agents` are filled in before the tests run: read them inside tests and hooks, not at
 * describe time. A later `beforeAll` of the suite runs after this one (vitest runs them in order).
 */
export function appSuite<const P extends Record<string, string>>(
  kind: DbKind,
  personas: P,
  opts: StartOptions = {},
): { t: TestApp; agents: { [K in keyof P]: Agent } } {
  const t = {} as TestApp;
  const agents = {} as { [K in keyof P]: Agent };
  beforeAll(async () => {
    Object.assign(t, await startTestApp(kind, opts));
    for (const name of Object.keys(personas) as (keyof P & string)[]) {
      agents[name] = await signedInAgent(t, personas[name]!);
    }
  });
  // `close` is missing when starting the app failed: nothing to close then.
  afterAll(async () => t.close?.());
  return { t, agents };
}

/**
 * `appSuite` for the referral suites, with the demo clinic and provider ids and every user's id
 * by e-mail looked up. `stepMs`: the manual clock moves on by that much before each test, so
 * that what each test does happens after the previous test's.
 */
export function referralSuite<const P extends Record<string, string>>(
  kind: DbKind,
  personas: P,
  opts: { stepMs?: number } = {},
) {
  const suite = appSuite(kind, personas);
  const ids = {} as DemoIds;
  const userIds = new Map<string, number>();
  beforeAll(async () => {
    Object.assign(ids, await demoIds(suite.t));
    for (const [email, id] of await userIdsByEmail(suite.t)) userIds.set(email, id);
  });
  const { stepMs } = opts;
  if (stepMs) beforeEach(() => suite.t.clock.advance(stepMs));
  return { ...suite, ids, userIds };
}
