import type { FastifyRequest } from 'fastify';
import type { RequestDeps } from '../../request-deps.js';
import type { ScopedData } from '../../scoped-data/scoped.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { member } from '../../graphql/context.js';
import { memberOf } from '../../http/session.js';
import type { Actor } from '../auth/actor.js';
import { clientIdOf } from '../../lib/client-id.js';
import { publishingAs } from '../../lib/events.js';

/** What a referral action receives: the actor, their scoped data, the clock and the services. */
export interface ReferralCtx {
  actor: Actor;
  data: ScopedData;
  now: Date;
  deps: Pick<RequestDeps, 'crypto' | 'events' | 'queue' | 'limiter' | 'config'>;
  requestId?: string;
  ip?: string;
}

export async function referralCtxFromRequest(
  deps: RequestDeps,
  req: FastifyRequest,
): Promise<ReferralCtx> {
  const { actor, data } = await memberOf(deps, req);
  const events = publishingAs(deps.events, clientIdOf(req.headers['x-client-id']));
  return {
    actor,
    data,
    now: deps.clock.now(),
    deps: { ...deps, events },
    requestId: req.id,
    ip: req.ip,
  };
}

export function referralCtxFromGraphQL(ctx: GraphQLContext): ReferralCtx {
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
