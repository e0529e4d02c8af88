import type { ActionContext, ActionDeps } from '../action-context.js';
import type { RequestDeps } from '../request-deps.js';
import type { ScopedData } from '../scoped-data/scoped.js';
import { AppError } from '../lib/app-error.js';
import { publishingAs } from '../lib/events.js';
import type { Actor } from '../modules/auth/actor.js';

/** Per-request GraphQL context. `data` exists only for a signed-in actor whose 2FA is done. */
export interface GraphQLContext {
  actor: Actor | null;
  data: ScopedData | null;
  /** A session exists but is waiting for its second factor. */
  pendingSecondFactor: boolean;
  requestId: string;
  /** The browser tab that sent it (yoga.ts `clientIdOf`), so its own echo can be skipped. */
  clientId: string | null;
  ip: string;
  /** What actions use, the address look-up, and the live session check. */
  deps: ActionDeps &
    Pick<RequestDeps, 'address'> & {
      isSessionActive(sessionId: string): Promise<boolean>;
    };
}

/** The typed handles of a signed-in member; the access guard has already refused the rest. */
export function member(ctx: GraphQLContext): { actor: Actor; data: ScopedData } {
  if (!ctx.actor || !ctx.data) throw AppError.unauthenticated();
  return { actor: ctx.actor, data: ctx.data };
}

/** The one ActionContext of a GraphQL operation: its member, the clock once, and the tab's events. */
export function actionContext(ctx: GraphQLContext): ActionContext {
  const { actor, data } = member(ctx);
  return {
    actor,
    data,
    now: ctx.deps.clock.now(),
    deps: { ...ctx.deps, events: publishingAs(ctx.deps.events, ctx.clientId) },
    requestId: ctx.requestId,
    ip: ctx.ip,
  };
}
