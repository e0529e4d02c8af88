import { eq } from 'drizzle-orm';
import { ROLES } from '@app/shared';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { ActionContext, ActionDeps } from '../action-context.js';
import { RateLimiter } from '../lib/rate-limit.js';
import type { Actor } from '../modules/auth/actor.js';
import { scopedData } from '../scoped-data/scoped.js';
import { DEMO_USERS } from './demo-data.js';

/** The seed is not a caller to throttle: its notes and uploads count against no one's budget. */
class NoLimits extends RateLimiter {
  override hit() {
    return Promise.resolve({ allowed: true, retryAfterSec: 0 });
  }
  override exhausted() {
    return Promise.resolve(false);
  }
}

/** What the seed's actions use: an action's services, but no rate limits (`NoLimits`). */
export type SeedDeps = Omit<ActionDeps, 'limiter'>;

/**
 * The one place the seed builds what an action receives: the demo user as a signed-in actor (their
 * clinic `clinic` current), their scoped data on the seed's transaction, and the step's time as
 * `now`. Sessions build the same Actor from the session row (auth/sessions.ts).
 */
export function demoActors(tx: Tx, deps: SeedDeps, clinicIds: ReadonlyMap<string, number>) {
  const known = new Map<string, { id: number; uuid: string }>();
  const limiter = new NoLimits(tx, () => deps.clock.now());
  return async function actingAs(email: string, clinic: string, now: Date): Promise<ActionContext> {
    let user = known.get(email);
    if (!user) {
      const [row] = await tx
        .select({ id: users.id, uuid: users.uuid })
        .from(users)
        .where(eq(users.email, email));
      if (!row) throw new Error(`demo user ${email} is missing`);
      known.set(email, (user = row));
    }
    const demo = DEMO_USERS.find((u) => u.email === email)!;
    const codes = [clinic, ...demo.clinics.map((c) => c.code).filter((c) => c !== clinic)];
    const memberOf = codes.filter((c) => demo.clinics.some((m) => m.code === c));
    const actor: Actor = {
      userId: user.id,
      userUuid: user.uuid,
      email,
      roleId: ROLES[demo.role].id,
      roleName: demo.role,
      sessionId: '',
      sessionPublicId: '',
      clinicIds: memberOf.map((c) => clinicIds.get(c)!),
      currentClinicId: clinicIds.get(memberOf[0] ?? '') ?? null,
      permission: demo.clinics.find((m) => m.code === memberOf[0])?.permission ?? 0,
    };
    return {
      actor,
      data: scopedData(tx, actor),
      now,
      deps: { ...deps, limiter },
    };
  };
}

export type ActingAs = ReturnType<typeof demoActors>;
