import SchemaBuilder from '@pothos/core';
import type { FastifyReply } from 'fastify';
import type { RequestDeps } from '../request-deps.js';
import type { PublicData } from '../scoped-data/public-scoped.js';

/** The services a public resolver may use (rate limits, signing, mail, events, storage). */
export type PublicDeps = Pick<
  RequestDeps,
  | 'events'
  | 'clock'
  | 'log'
  | 'mailer'
  | 'limiter'
  | 'config'
  | 'queue'
  | 'storage'
  | 'crypto'
  /** For the public referral flows that check their own credential: systemDb(deps, { reason }). */
  | 'system'
>;

export interface PublicContext {
  data: PublicData;
  requestId: string;
  ip: string;
  actor: null;
  pendingSecondFactor: false;
  deps: PublicDeps;
  /** The HTTP reply (absent over WebSocket): lets a resolver set a cookie. */
  reply?: FastifyReply;
  /** The request cookies (signed ones still signed). */
  cookies: Record<string, string | undefined>;
}

/** Public schema (/graphql/public): callers without an account. Every field is `public`. */
export const publicBuilder = new SchemaBuilder<{
  Context: PublicContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

publicBuilder.queryType({});
publicBuilder.mutationType({});
publicBuilder.subscriptionType({});
