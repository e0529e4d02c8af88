import type { ScopedData } from '../../scoped-data/scoped.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { member } from '../../graphql/context.js';
import type { Actor } from '../auth/actor.js';
import type { MailServices } from './create-clinic-user.js';

/** What an administration action receives: the actor, their scoped data, the clock and mail. */
export interface ActionCtx {
  actor: Actor;
  data: ScopedData;
  now: Date;
  mail: MailServices;
}

export function actionCtxFromGraphQL(ctx: GraphQLContext): ActionCtx {
  const { actor, data } = member(ctx);
  const now = ctx.deps.clock.now();
  return {
    actor,
    data,
    now,
    mail: { mailer: ctx.deps.mailer, appUrl: ctx.deps.config.appUrl, now },
  };
}
